/**
 * What every lint rule sees: the document (already valid against the meta-schema, so typed), the shared field
 * library, the known names, field resolution ({"use": …} merged with its vocabulary entry) and `report`.
 */
import type {
  AreaDocument,
  Dictionary,
  Endpoint,
  FieldCore,
  FieldLibraryDocument,
  LibraryField,
} from '../../../schemas/meta/generated/area';
import { resolveField as resolveSharedField } from '../../../schemas/meta/lib/resolveArea';
import { closestName } from '../suggest';
import { lintMessages, withGuess, type LintRule, type Message } from './messages';

export interface LintFinding {
  pointer: string;
  rule: LintRule;
  message: Message;
  /** Point at the property name instead of its value. */
  at?: 'value' | 'key';
}

/** An area document, or the shared field library (which has no area, views or actions). */
export type LintDocument = Partial<AreaDocument>;

export interface LintContext {
  file: string;
  doc: LintDocument;
  /** True when linting schemas/common/fields.json itself. */
  isLibrary: boolean;
  endpoints: Map<string, Endpoint>;
  dictionaries: Map<string, Dictionary>;
  vocabulary: Map<string, LibraryField>;
  validatorNames: Set<string>;
  validatorsWithArgs: Set<string>;
  report(finding: LintFinding): void;
  /** Reports an unknown name with "did you mean …?" when a known one is close. */
  reportUnknown(pointer: string, rule: LintRule & `unknown${string}`, name: string, known: Iterable<string>, at?: 'value' | 'key'): void;
}

export interface LintInput {
  file: string;
  doc: LintDocument;
  isLibrary: boolean;
  library: FieldLibraryDocument | undefined;
  validatorNames: readonly string[];
  validatorsWithArgs: readonly string[];
}

export function createLintContext(input: LintInput, findings: LintFinding[]): LintContext {
  const { doc, library } = input;
  const merged = <T>(own: Record<string, T> | undefined, shared: Record<string, T> | undefined) =>
    new Map<string, T>([...Object.entries(input.isLibrary ? {} : (shared ?? {})), ...Object.entries(own ?? {})]);
  return {
    file: input.file,
    doc,
    isLibrary: input.isLibrary,
    endpoints: merged(doc.endpoints, library?.endpoints),
    dictionaries: merged(doc.dictionaries, library?.dictionaries),
    vocabulary: merged(doc.fields, library?.fields),
    validatorNames: new Set(input.validatorNames),
    validatorsWithArgs: new Set(input.validatorsWithArgs),
    report: (finding) => findings.push(finding),
    reportUnknown(pointer, rule, name, known, at = 'value') {
      const message = (lintMessages[rule] as (n: string) => Message)(name);
      findings.push({ pointer, rule, message: withGuess(message, closestName(name, known)), at });
    },
  };
}

/** A column, detail item or form field after {"use": …} is merged with its vocabulary entry (unknown names stay as they are). */
export function resolveField(ctx: LintContext, entry: FieldCore & { use?: string }): FieldCore {
  return resolveSharedField({ fields: ctx.vocabulary }, entry);
}
