/**
 * Computed values of the schema language: ONE evaluator, used by the renderer (a form field's reactive
 * `state.value`, a computed `default`, a list or detail column's `value`, an endpoint parameter `compute`) and
 * by the mock (which recomputes a form's computed values on submit and never trusts the client's figure).
 * An expression is data: {"field": n}, {"const": v}, {"option": {dictionary, field, key}},
 * {"op": <operation>, "args": […]}, {"op": "if", "args": [<condition>, <then>, <else>]}, {"op": "today" | "now"},
 * {"op": "joinEach" | "sumEach", "list": {"field"} | {"option"}, "each": <expression over one item>, "separator"?}
 * (a list's items mapped to texts and joined, or to numbers and added: a period table's one-line summary).
 * Dates are texts 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' (expressionDates.ts). An empty operand (absent, null,
 * "", not a number or date where one is needed) makes the result null (never NaN or "undefined"), so a computed
 * field stays blank until its inputs are filled; only `coalesce` and `if` look past an empty operand.
 * Pure: no I/O, no framework; the clock is the scope's.
 */
import type { Expression, ExpressionClock, ExpressionEach, ExpressionIf, ExpressionOperation, ExpressionOption } from '../generated/area';
import { conditionFieldNames, conditionHolds } from './conditions';
import { addDays, addMonths, diffDays, diffMonths, formatNow } from './expressionDates';

export { addDays, addMonths, diffDays, diffMonths } from './expressionDates';

/** What an expression reads: the values (form values or a row), the chosen option's record, the clock. */
export interface ExpressionScope {
  values: Record<string, unknown>;
  /** The item (a loaded dictionary: the whole record) of `dictionary` whose value is `value`, if known. */
  option?(dictionary: string, value: unknown): Record<string, unknown> | undefined;
  /** The current moment for `today` / `now`; the machine's clock when absent. */
  now?(): Date;
  /**
   * The current moment as the platform writes it, `YYYY-MM-DD HH:mm:ss` in its own time zone (the mock: China time,
   * whatever the machine's zone); `today` is its date. Taken before `now`.
   */
  clock?(): string;
}

export type ExpressionValue = number | string | boolean | null;

type Operation = ExpressionOperation['op'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** True for an object written where an expression is allowed: the meta-schema makes every such object an expression. */
export const isExpression = (value: unknown): value is Expression => isObject(value);

/** True for an operation node ({"op": …}). */
export const isOperation = (value: unknown): value is ExpressionOperation | ExpressionIf | ExpressionClock | ExpressionEach =>
  isObject(value) && typeof value.op === 'string';

/** True for a per-item node ({"op": "joinEach" | "sumEach", "list", "each"}). */
const isEach = (expression: Expression): expression is ExpressionEach =>
  'op' in expression && (expression.op === 'joinEach' || expression.op === 'sumEach');

const pick = (record: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), record);

/** A value an expression can hold: a finite number (−0 read as 0, as JSON writes it), a non-empty text or a boolean; else null. */
const scalar = (v: unknown): ExpressionValue =>
  typeof v === 'number' ? (Number.isFinite(v) ? v + 0 : null) : (typeof v === 'string' && v !== '') || typeof v === 'boolean' ? v : null;

function toNumber(v: ExpressionValue): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

const finite = (n: number | undefined): number | null => (n !== undefined && Number.isFinite(n) ? n + 0 : null);

function roundTo(a: number, digits: number): number {
  // Shifting by exponent text rounds 1.005 to 1.01 (1.005 * 100 would be 100.49999…); the sign is kept apart so -2.5 → -3.
  const sign = a < 0 ? -1 : 1;
  const shifted = Number(`${Math.round(Number(`${Math.abs(a)}e${digits}`))}e${-digits}`);
  return sign * shifted + 0;
}

const numeric: Partial<Record<Operation, (ns: number[]) => number | undefined>> = {
  add: (ns) => ns.reduce((a, b) => a + b, 0),
  sub: (ns) => ns.slice(1).reduce((a, b) => a - b, ns[0]),
  mul: (ns) => ns.reduce((a, b) => a * b, 1),
  div: ([a, b]) => (b === 0 ? undefined : a / b),
  round: ([a, digits = 0]) => (Number.isInteger(digits) && digits >= -10 && digits <= 10 ? roundTo(a, digits) : undefined),
  min: (ns) => Math.min(...ns),
  max: (ns) => Math.max(...ns),
  abs: ([a]) => Math.abs(a),
};

function operate(node: ExpressionOperation, scope: ExpressionScope): ExpressionValue {
  const args = node.args.map((a) => evaluateExpression(a, scope));
  if (node.op === 'coalesce') return args.find((a) => a !== null) ?? null;
  if (args.some((a) => a === null)) return null;
  const byNumbers = numeric[node.op];
  if (byNumbers) {
    const ns = args.map(toNumber);
    return ns.every((n) => n !== undefined) ? finite(byNumbers(ns as number[])) : null;
  }
  switch (node.op) {
    case 'concat':
      return args.map(String).join('');
    case 'slice': {
      const [start, end] = args.slice(1).map(toNumber);
      if (!Number.isInteger(start) || (args.length > 2 && !Number.isInteger(end))) return null;
      const text = String(args[0]).slice(start, args.length > 2 ? end : undefined);
      return text === '' ? null : text;
    }
    case 'addMonths':
    case 'addDays': {
      const n = toNumber(args[1]);
      if (typeof args[0] !== 'string' || n === undefined) return null;
      return (node.op === 'addMonths' ? addMonths(args[0], n) : addDays(args[0], n)) ?? null;
    }
    case 'diffDays':
    case 'diffMonths': {
      const [from, to] = args;
      if (typeof from !== 'string' || typeof to !== 'string') return null;
      return (node.op === 'diffDays' ? diffDays(from, to) : diffMonths(from, to)) ?? null;
    }
    default:
      return null;
  }
}

function readOption(ref: ExpressionOption['option'], scope: ExpressionScope): ExpressionValue {
  const chosen = scalar(scope.values[ref.field]);
  if (chosen === null) return null;
  const item = scope.option?.(ref.dictionary, chosen);
  return item ? scalar(pick(item, ref.key)) : null;
}

/** The raw list a per-item node walks: a list field of the values, or a list in the chosen option's record. */
function listOf(list: ExpressionEach['list'], scope: ExpressionScope): unknown[] | null {
  let raw: unknown;
  if ('field' in list) raw = pick(scope.values, list.field);
  else {
    const chosen = scalar(scope.values[list.option.field]);
    const item = chosen === null ? undefined : scope.option?.(list.option.dictionary, chosen);
    raw = item ? pick(item, list.option.key) : undefined;
  }
  return Array.isArray(raw) && raw.length > 0 ? raw : null;
}

/** joinEach / sumEach: `each` evaluated with every item (an object) as the values. */
function eachOf(node: ExpressionEach, scope: ExpressionScope): ExpressionValue {
  const list = listOf(node.list, scope);
  if (!list) return null;
  const results = list.map((item) => evaluateExpression(node.each, { ...scope, values: isObject(item) ? item : {} }));
  if (node.op === 'joinEach') {
    const texts = results.filter((r) => r !== null).map(String);
    return texts.length ? texts.join(node.separator ?? '、') : null;
  }
  const ns = results.map((r) => (r === null ? undefined : toNumber(r)));
  return ns.every((n) => n !== undefined) ? finite((ns as number[]).reduce((a, b) => a + b, 0)) : null;
}

/** The value of an expression in a scope; null when an operand is empty or the operation has no answer. */
export function evaluateExpression(expression: Expression, scope: ExpressionScope): ExpressionValue {
  if ('const' in expression) return scalar(expression.const);
  if ('field' in expression) return scalar(pick(scope.values, expression.field));
  if ('option' in expression) return readOption(expression.option, scope);
  if (expression.op === 'today' || expression.op === 'now') {
    const moment = scope.clock?.() ?? formatNow(scope.now?.() ?? new Date());
    return expression.op === 'today' ? moment.slice(0, 10) : moment;
  }
  if (isEach(expression)) return eachOf(expression, scope);
  if (expression.op === 'if') {
    const [condition, then, otherwise] = (expression as ExpressionIf).args;
    const holds = conditionHolds(condition, { field: (path) => pick(scope.values, path) });
    return evaluateExpression(holds ? then : otherwise, scope);
  }
  return operate(expression as ExpressionOperation, scope);
}

/**
 * The subexpressions of an expression read in the same scope (the operands, the branches of an `if`, the `list`
 * of a per-item node; not its `each`, which reads an item).
 */
export function expressionChildren(expression: Expression): Expression[] {
  if (isEach(expression)) return [expression.list];
  if (!('op' in expression) || !('args' in expression)) return [];
  return expression.op === 'if' ? ((expression as ExpressionIf).args.slice(1) as Expression[]) : (expression as ExpressionOperation).args;
}

/** The fields an expression reads: its `field`s, the fields of its `option`s and of its `if` conditions. */
export function expressionFields(expression: Expression): string[] {
  if ('field' in expression) return [expression.field];
  if ('option' in expression) return [expression.option.field];
  const own = 'op' in expression && expression.op === 'if' ? conditionFieldNames((expression as ExpressionIf).args[0]) : [];
  return [...own, ...expressionChildren(expression).flatMap(expressionFields)];
}

/** The option references of an expression (which dictionaries must be at hand to evaluate it). */
export function expressionOptions(expression: Expression): ExpressionOption['option'][] {
  if ('option' in expression) return [expression.option];
  const inItems = isEach(expression) ? expressionOptions(expression.each) : [];
  return [...inItems, ...expressionChildren(expression).flatMap(expressionOptions)];
}

/** True when an expression reads the clock (`today`, `now`): its value changes without its fields changing. */
export function readsClock(expression: Expression): boolean {
  if ('op' in expression && (expression.op === 'today' || expression.op === 'now')) return true;
  if (isEach(expression) && readsClock(expression.each)) return true;
  return expressionChildren(expression).some(readsClock);
}
