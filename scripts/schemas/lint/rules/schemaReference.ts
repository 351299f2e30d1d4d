/** A document names its meta-schema in `$schema` (a path relative to the document), so editors autocomplete. */
import { posix } from 'node:path';
import { pointer } from '../../problem';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';

/** The `$schema` value a document at `file` (relative to the repository root) should carry. */
export function expectedSchemaReference(file: string, isLibrary: boolean): string {
  const target = `schemas/meta/${isLibrary ? 'fields' : 'area'}.schema.json`;
  const path = posix.relative(posix.dirname(file), target);
  return path.startsWith('../') ? path : `./${path}`;
}

export function checkSchemaReference(ctx: LintContext): void {
  const expected = expectedSchemaReference(ctx.file, ctx.isLibrary);
  const actual = (ctx.doc as { $schema?: string }).$schema;
  if (actual !== expected) {
    ctx.report({
      pointer: actual === undefined ? '' : pointer('$schema'),
      rule: 'schemaReference',
      message: lintMessages.schemaReference(expected),
    });
  }
}
