/**
 * Templates in `npm run schemas:check`: a document is expanded (schemas/meta/lib/templates.ts) before it is validated
 * and linted, and every problem found in the expanded document is put back where it was written: at the instance in
 * the area document, and — when the value comes out of a template — at the template (file:line:column + pointer).
 */
import type { FieldLibraryDocument } from '../../schemas/meta/generated/area';
import { expandTemplates, type TemplateLocation, type ValueOrigin } from '../../schemas/meta/lib/templates';
import type { JsonSource, SourcePosition } from './jsonSource';
import { templateMessage } from './lint/templateMessages';
import type { Problem } from './problem';

export interface ParsedFile {
  file: string;
  source: JsonSource;
}

export interface CheckedExpansion {
  /** The document to validate and lint: the expanded one, with the written `templates` and `instances` kept for the meta-schema. */
  value: unknown;
  /** Problems of the templates themselves (unknown template, parameters); when any, the document is not checked further. */
  problems: Problem[];
  /** A source whose `locate` takes pointers of the expanded document and answers with the written position. */
  source: JsonSource;
  /** Adds the template position to a problem found in the expanded document. */
  place(problem: Problem): Problem;
}

export function expandForCheck(parsed: ParsedFile, library: { parsed?: ParsedFile; doc?: FieldLibraryDocument }): CheckedExpansion {
  const written = parsed.source.value as Record<string, unknown>;
  // Origins cost a third of the expansion and are needed only to place a problem: kept by a second run when asked.
  const expansion = expandTemplates(written, library.doc);
  let tracked: ((pointer: string) => ValueOrigin) | undefined;
  const originOf = (pointer: string) => (tracked ??= expandTemplates(written, library.doc, { trackOrigins: true }).origin)(pointer);
  const sourceOf = (at: TemplateLocation): ParsedFile => (at.source === 'library' && library.parsed ? library.parsed : parsed);
  const position = (at: TemplateLocation, key?: 'value' | 'key'): SourcePosition => sourceOf(at).source.locate(at.pointer, key);

  const problems: Problem[] = expansion.problems.map((p) => ({
    file: parsed.file,
    ...parsed.source.locate(p.site, p.at),
    pointer: p.site,
    rule: p.rule,
    ...templateMessage(p),
    ...(p.template
      ? {
          template: {
            name: p.template.name,
            file: sourceOf(p.template).file,
            ...position(p.template),
            pointer: p.template.pointer,
          },
        }
      : {}),
  }));

  const value = expansion.doc === written ? written : { ...expansion.doc, ...pick(written, ['templates', 'instances']) };
  const shown = (origin: ValueOrigin, key?: 'value' | 'key'): SourcePosition =>
    origin.instance === undefined ? position(origin, key) : parsed.source.locate(origin.instance);
  const source: JsonSource = {
    ...parsed.source,
    value,
    locate: (pointer, key) => shown(originOf(pointer), key),
  };

  const place = (problem: Problem): Problem => {
    if (expansion.doc === written || problem.pointer.startsWith('/templates') || problem.pointer.startsWith('/instances')) return problem;
    const origin = originOf(problem.pointer);
    if (origin.instance === undefined) return origin.pointer === problem.pointer ? problem : { ...problem, pointer: origin.pointer };
    const name = templateNameAt(written, origin.pointer, origin.source === 'library' ? library.doc : undefined);
    return {
      ...problem,
      pointer: origin.instance,
      template: {
        name,
        file: sourceOf(origin).file,
        ...position(origin),
        pointer: origin.pointer,
        expanded: problem.pointer,
      },
    };
  };
  return { value, problems, source, place };
}

const pick = (o: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]));

/** "/templates/cameraDevice/body/…" → "cameraDevice"; a value given in `with` names the instance's template. */
function templateNameAt(written: Record<string, unknown>, pointer: string, library: FieldLibraryDocument | undefined): string {
  const match = /^\/templates\/([^/]+)/.exec(pointer);
  if (match) return match[1];
  const instance = /^\/instances\/(\d+)/.exec(pointer);
  const list = written.instances as { template?: string }[] | undefined;
  return (instance && list?.[Number(instance[1])]?.template) ?? (library ? 'library' : '');
}
