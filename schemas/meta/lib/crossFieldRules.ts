/**
 * Cross-field validators of the schema language (`x-validator` entries whose catalogue scope is `form`, see
 * schemas/meta/validators.json), evaluated the same way by the renderer (while the user types) and by the mock
 * (again, before anything is written):
 * - {"compareField": {"op": "gt" | "gte" | "lt" | "lte" | "ne", "field": "startDate"}}: dates (YYYY-MM-DD,
 *   YYYY-MM-DD HH:mm[:ss]) or numbers → 结束日期应晚于开始日期 / 最高价应大于最低价 …;
 * - {"requiredIf": {"field": "notifyType", "eq": 2 | "in": [...] | "filled": true}} → 通知方式为短信时手机号不能为空;
 * - {"atLeastOneOf": {"fields": ["email"]}} → 请至少填写手机号、邮箱中的一项;
 * - {"uniqueInColumn": {"column": "plateNo"}} on a table → 第 3 行的车牌号与第 1 行重复;
 * - {"rowRanges": {"start": "startTime", "end": "endTime", "label": "时段"}} on a table: each row a range (times
 *   HH:mm[:ss], dates or numbers) → 第 1 行的时段结束应晚于时段开始, 第 2 行的时段（10:00~14:00）与第 1 行（08:00~12:00）重叠;
 *   a range of whole dates (YYYY-MM-DD) holds its end day, so it may end on the day it starts and two ranges sharing a
 *   day overlap → 第 1 行的结束日期不能早于开始日期;
 * - {"rowDatesInYear": {"field": "year", "columns": ["startDate", "endDate"]}} on a table: the dates of those columns
 *   lie in the year the form's field holds → 第 3 行的结束日期（2027-01-02）不在 2026 年内.
 * - {"excludesField": {"field": "parkId"}} on a list (multiSelect) → 共享车场不能包含所属车场: the list must not hold
 *   the other field's value (or any of its values, when it is a list too).
 * Each takes an optional `message` that replaces the default one. A blank value is left to `required`, except
 * where emptiness is the rule (requiredIf, atLeastOneOf). Pure: no I/O, no framework, no clock.
 */

export const CROSS_FIELD_VALIDATORS = [
  'compareField',
  'requiredIf',
  'atLeastOneOf',
  'uniqueInColumn',
  'rowRanges',
  'excludesField',
  'rowDatesInYear',
] as const;
/** The validators that sit on a table field and read its columns. */
export const TABLE_VALIDATORS: readonly CrossFieldValidator[] = ['uniqueInColumn', 'rowRanges', 'rowDatesInYear'];
export type CrossFieldValidator = (typeof CROSS_FIELD_VALIDATORS)[number];

export type CompareOp = 'gt' | 'gte' | 'lt' | 'lte' | 'ne';
export interface CompareFieldArgs {
  op: CompareOp;
  field: string;
  message?: string;
}
export interface RequiredIfArgs {
  field: string;
  eq?: string | number | boolean;
  in?: (string | number | boolean)[];
  filled?: true;
  message?: string;
}
export interface AtLeastOneOfArgs {
  fields: string[];
  message?: string;
}
export interface UniqueInColumnArgs {
  column: string;
  message?: string;
}
export interface ExcludesFieldArgs {
  field: string;
  message?: string;
}
export interface RowDatesInYearArgs {
  field: string;
  columns: string[];
  message?: string;
}
export interface RowRangesArgs {
  start: string;
  end: string;
  label?: string;
  message?: string;
}

/** What a cross-field rule reads besides its own value: the other values, and how to name fields and options. */
export interface CrossFieldScope {
  values: Record<string, unknown>;
  /** The title of a field of the same form (its name when unknown). */
  title(field: string): string;
  /** The label of an option of a field with a dictionary, when known. */
  label?(field: string, value: unknown): string | undefined;
  /** The title of a column of the table being validated (uniqueInColumn). */
  columnTitle?(column: string): string;
}

export const isCrossFieldValidator = (name: string): name is CrossFieldValidator =>
  (CROSS_FIELD_VALIDATORS as readonly string[]).includes(name);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const isBlankValue = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** Equality across numbers and their text: 3 equals "3". */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((typeof a === 'number' || typeof a === 'string') && (typeof b === 'number' || typeof b === 'string')) {
    return String(a).trim() !== '' && String(a).trim() === String(b).trim();
  }
  return false;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const TIME_OF_DAY = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const WHOLE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date or date-time text → milliseconds (UTC clock, only for ordering), or undefined. */
function dateMs(v: unknown): number | undefined {
  if (typeof v !== 'string') return undefined;
  const m = DATE_TIME.exec(v.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

/** A time of day HH:mm[:ss] (24:00 is the end of the day) → milliseconds since midnight, or undefined. */
function timeMs(v: unknown): number | undefined {
  if (typeof v !== 'string') return undefined;
  const m = TIME_OF_DAY.exec(v.trim());
  if (!m) return undefined;
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 24 || mi > 59 || s > 59 || (h === 24 && (mi > 0 || s > 0))) return undefined;
  return ((h * 60 + mi) * 60 + s) * 1000;
}

function numberOf(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  return undefined;
}

/** Two values as comparable numbers, and whether they are dates; undefined when they cannot be compared. */
function comparable(a: unknown, b: unknown): { a: number; b: number; dates: boolean } | undefined {
  const na = numberOf(a);
  const nb = numberOf(b);
  if (na !== undefined && nb !== undefined) return { a: na, b: nb, dates: false };
  const da = dateMs(a) ?? timeMs(a);
  const db = dateMs(b) ?? timeMs(b);
  if (da !== undefined && db !== undefined) return { a: da, b: db, dates: true };
  return undefined;
}

const HOLDS: Record<CompareOp, (a: number, b: number) => boolean> = {
  gt: (a, b) => a > b,
  gte: (a, b) => a >= b,
  lt: (a, b) => a < b,
  lte: (a, b) => a <= b,
  ne: (a, b) => a !== b,
};
const DATE_WORDS: Record<CompareOp, string> = { gt: '应晚于', gte: '不能早于', lt: '应早于', lte: '不能晚于', ne: '不能与' };
const NUMBER_WORDS: Record<CompareOp, string> = { gt: '应大于', gte: '不能小于', lt: '应小于', lte: '不能大于', ne: '不能与' };

function compareField(title: string, value: unknown, args: CompareFieldArgs, scope: CrossFieldScope): string | undefined {
  const other = scope.values[args.field];
  if (isBlankValue(value) || isBlankValue(other)) return undefined;
  const pair = comparable(value, other);
  const holds = pair ? HOLDS[args.op](pair.a, pair.b) : args.op === 'ne' ? !same(value, other) : true;
  if (holds) return undefined;
  const otherTitle = scope.title(args.field);
  if (args.message) return args.message;
  if (args.op === 'ne') return `${title}不能与${otherTitle}相同`;
  return `${title}${(pair?.dates ? DATE_WORDS : NUMBER_WORDS)[args.op]}${otherTitle}`;
}

function requiredIf(title: string, value: unknown, args: RequiredIfArgs, scope: CrossFieldScope): string | undefined {
  if (!isBlankValue(value)) return undefined;
  const other = scope.values[args.field];
  const otherTitle = scope.title(args.field);
  const label = (v: unknown) => scope.label?.(args.field, v) ?? String(v);
  let when: string | undefined;
  if (args.filled) when = isBlankValue(other) ? undefined : `填写了${otherTitle}时`;
  else if (args.in) when = args.in.some((v) => same(other, v)) ? `${otherTitle}为${args.in.map(label).join('或')}时` : undefined;
  else if (args.eq !== undefined) when = same(other, args.eq) ? `${otherTitle}为${label(args.eq)}时` : undefined;
  if (!when) return undefined;
  return args.message ?? `${when}${title}不能为空`;
}

function atLeastOneOf(name: string, value: unknown, args: AtLeastOneOfArgs, scope: CrossFieldScope): string | undefined {
  if (!isBlankValue(value) || args.fields.some((f) => !isBlankValue(scope.values[f]))) return undefined;
  const names = [...new Set([name, ...args.fields])];
  return args.message ?? `请至少填写${names.map((n) => scope.title(n)).join('、')}中的一项`;
}

const cellKey = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : JSON.stringify(v));

function uniqueInColumn(value: unknown, args: UniqueInColumnArgs, scope: CrossFieldScope): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const firstRow = new Map<string, number>();
  for (const [index, row] of value.entries()) {
    const cell = isObject(row) ? row[args.column] : undefined;
    if (isBlankValue(cell)) continue;
    const key = cellKey(cell);
    const earlier = firstRow.get(key);
    if (earlier !== undefined) {
      const columnTitle = scope.columnTitle?.(args.column) ?? args.column;
      return args.message ?? `第 ${index + 1} 行的${columnTitle}与第 ${earlier + 1} 行重复`;
    }
    firstRow.set(key, index);
  }
  return undefined;
}

/** A cell as text in a message: a time 08:00:00 reads 08:00. */
const cellText = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/^(\d{2}:\d{2}):00$/, '$1') : String(v));

function rowRanges(value: unknown, args: RowRangesArgs, scope: CrossFieldScope): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const title = (column: string) => scope.columnTitle?.(column) ?? column;
  const label = args.label ?? '区间';
  const ranges: { index: number; start: number; end: number; text: string }[] = [];
  for (const [index, row] of value.entries()) {
    const start = isObject(row) ? row[args.start] : undefined;
    const end = isObject(row) ? row[args.end] : undefined;
    if (isBlankValue(start) || isBlankValue(end)) continue;
    const pair = comparable(end, start);
    if (!pair) continue;
    // Whole dates: the end day counts, so a one-day range ends where it starts and a shared day is an overlap.
    const days = WHOLE_DATE.test(String(start).trim()) && WHOLE_DATE.test(String(end).trim());
    if (days ? pair.a < pair.b : pair.a <= pair.b)
      return args.message ?? `第 ${index + 1} 行的${title(args.end)}${days ? '不能早于' : '应晚于'}${title(args.start)}`;
    const text = `${cellText(start)}~${cellText(end)}`;
    const clash = ranges.find((r) => (days ? pair.b <= r.end && r.start <= pair.a : pair.b < r.end && r.start < pair.a));
    if (clash) return args.message ?? `第 ${index + 1} 行的${label}（${text}）与第 ${clash.index + 1} 行（${clash.text}）重叠`;
    ranges.push({ index, start: pair.b, end: pair.a, text });
  }
  return undefined;
}

function rowDatesInYear(value: unknown, args: RowDatesInYearArgs, scope: CrossFieldScope): string | undefined {
  const year = numberOf(scope.values[args.field]);
  if (!Array.isArray(value) || year === undefined || !Number.isInteger(year)) return undefined;
  for (const [index, row] of value.entries()) {
    if (!isObject(row)) continue;
    for (const column of args.columns) {
      const cell = row[column];
      if (typeof cell !== 'string' || dateMs(cell) === undefined) continue;
      if (Number(cell.trim().slice(0, 4)) !== year)
        return args.message ?? `第 ${index + 1} 行的${scope.columnTitle?.(column) ?? column}（${cell.trim()}）不在 ${year} 年内`;
    }
  }
  return undefined;
}

function excludesField(title: string, value: unknown, args: ExcludesFieldArgs, scope: CrossFieldScope): string | undefined {
  const other = scope.values[args.field];
  if (!Array.isArray(value) || isBlankValue(other)) return undefined;
  const excluded = Array.isArray(other) ? other : [other];
  if (!value.some((v) => excluded.some((x) => same(v, x)))) return undefined;
  return args.message ?? `${title}不能包含${scope.title(args.field)}`;
}

/**
 * The message of a broken cross-field rule on field `name` (titled `title`) holding `value`, or undefined when
 * the rule holds. Arguments that do not fit the rule (the check refuses them) make it hold.
 */
export function crossFieldMessage(
  rule: CrossFieldValidator,
  args: unknown,
  name: string,
  title: string,
  value: unknown,
  scope: CrossFieldScope,
): string | undefined {
  if (!isObject(args)) return undefined;
  switch (rule) {
    case 'compareField':
      return typeof args.field === 'string' && typeof args.op === 'string' && args.op in HOLDS
        ? compareField(title, value, args as unknown as CompareFieldArgs, scope)
        : undefined;
    case 'requiredIf':
      return typeof args.field === 'string' ? requiredIf(title, value, args as unknown as RequiredIfArgs, scope) : undefined;
    case 'atLeastOneOf':
      return Array.isArray(args.fields) ? atLeastOneOf(name, value, args as unknown as AtLeastOneOfArgs, scope) : undefined;
    case 'uniqueInColumn':
      return typeof args.column === 'string' ? uniqueInColumn(value, args as unknown as UniqueInColumnArgs, scope) : undefined;
    case 'rowRanges':
      return typeof args.start === 'string' && typeof args.end === 'string'
        ? rowRanges(value, args as unknown as RowRangesArgs, scope)
        : undefined;
    case 'excludesField':
      return typeof args.field === 'string' ? excludesField(title, value, args as unknown as ExcludesFieldArgs, scope) : undefined;
    case 'rowDatesInYear':
      return typeof args.field === 'string' && Array.isArray(args.columns)
        ? rowDatesInYear(value, args as unknown as RowDatesInYearArgs, scope)
        : undefined;
  }
}

/** The other fields a cross-field rule reads: when one changes, the field carrying the rule is validated again. */
export function crossFieldDependencies(rule: string, args: unknown): string[] {
  if (!isObject(args)) return [];
  if (
    (rule === 'compareField' || rule === 'requiredIf' || rule === 'excludesField' || rule === 'rowDatesInYear') &&
    typeof args.field === 'string'
  )
    return [args.field];
  if (rule === 'atLeastOneOf' && Array.isArray(args.fields)) return args.fields.filter((f): f is string => typeof f === 'string');
  return [];
}

/** The columns a table validator reads (uniqueInColumn: its column; rowRanges: start and end; rowDatesInYear: its columns). */
export function tableValidatorColumns(rule: string, args: unknown): string[] {
  if (!isObject(args)) return [];
  if (rule === 'rowDatesInYear') return Array.isArray(args.columns) ? args.columns.filter((c): c is string => typeof c === 'string') : [];
  if (rule === 'uniqueInColumn') return typeof args.column === 'string' ? [args.column] : [];
  if (rule === 'rowRanges') return [args.start, args.end].filter((c): c is string => typeof c === 'string');
  return [];
}
