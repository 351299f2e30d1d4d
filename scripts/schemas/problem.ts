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
}

/** `schemas/sysBulletin.json:12:7 /views/list/columns/3/dictionary 未知的字典 "x" (unknown dictionary "x")` */
export const formatProblem = (p: Problem): string =>
  `${p.file}:${p.line}:${p.column} ${p.pointer === '' ? '/' : p.pointer} ${p.zh} (${p.en})`;

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
  p === '' ? [] : p.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
