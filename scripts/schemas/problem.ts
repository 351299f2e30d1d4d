/** One problem found by `npm run schemas:check`: where it is, which rule, and the message in Chinese and English. */

export interface Problem {
  /** Path of the document relative to the repository root, with forward slashes. */
  file: string;
  /** 1-based line and column (UTF-16 units, as editors count). */
  line: number;
  column: number;
  /** JSON pointer (RFC 6901) of the offending value; "" is the whole document. */
  pointer: string;
  /** Rule id: "json", "meta-schema", or the lint rule (see lint/messages.ts). */
  rule: string;
  zh: string;
  en: string;
  /** When the problem comes out of a template: where in the template, and where in the expanded document. */
  template?: TemplatePosition;
}

export interface TemplatePosition {
  name: string;
  file: string;
  line: number;
  column: number;
  pointer: string;
  /** The pointer of the value in the expanded document; absent for a problem of the instance itself. */
  expanded?: string;
}

/** `schemas/sysBulletin.json:12:7 /views/list/columns/3/dictionary 未知的字典 "x" (unknown dictionary "x")` */
export const formatProblem = (p: Problem): string =>
  `${p.file}:${p.line}:${p.column} ${p.pointer === '' ? '/' : p.pointer} ${p.zh} (${p.en})` +
  (p.template ? '\n' + formatTemplatePosition(p.template) : '');

/** The second line of a problem out of a template: `  ↳ 模板 "cameraDevice" schemas/device.json:40:9 /templates/…`. */
export const formatTemplatePosition = (t: TemplatePosition): string =>
  `  ↳ 模板 "${t.name}" ${t.file}:${t.line}:${t.column} ${t.pointer}` +
  (t.expanded === undefined
    ? ` (in template "${t.name}")`
    : `（展开后 ${t.expanded}） (in template "${t.name}"; expanded at ${t.expanded})`);

export const compareProblems = (a: Problem, b: Problem): number =>
  a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule) || a.zh.localeCompare(b.zh);

/** JSON pointer helpers (RFC 6901). */
export const escapePointerSegment = (s: string | number): string => {
  const text = String(s);
  return text.includes('~') || text.includes('/') ? text.replace(/~/g, '~0').replace(/\//g, '~1') : text;
};
export const pointer = (...segments: (string | number)[]): string => segments.map((s) => '/' + escapePointerSegment(s)).join('');
export const childPointer = (base: string, ...segments: (string | number)[]): string => base + pointer(...segments);
export const parsePointer = (p: string): string[] =>
  p === ''
    ? []
    : p
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
