/**
 * Computed values of the schema language, evaluated the same way by the renderer (a form field's reactive
 * `state.value`) and the mock (which recomputes them on submit and never trusts the client's figure).
 * An expression is data: {"field": n}, {"const": v}, {"option": {dictionary, field, key}} or
 * {"op": "add" | "sub" | "mul" | "div" | "round" | "addMonths" | "addDays", "args": […]}.
 * Dates are calendar dates written YYYY-MM-DD. An empty operand (absent, null, "", not a number or date)
 * makes the whole result empty (undefined), so a computed field stays blank until its inputs are filled.
 * Pure: no I/O, no framework, no clock.
 */
import type { Expression, ExpressionOperation, ExpressionOption } from '../generated/area';

/** What an expression reads: the form values, and the chosen option's record of a dictionary. */
export interface ExpressionScope {
  values: Record<string, unknown>;
  /** The item (a loaded dictionary: the whole record) of `dictionary` whose value is `value`, if known. */
  option?(dictionary: string, value: unknown): Record<string, unknown> | undefined;
}

export type ExpressionValue = number | string | boolean | undefined;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** True for an operation node ({"op": …}): how a reaction's `state.value` tells a computation from a constant. */
export const isOperation = (value: unknown): value is ExpressionOperation => isObject(value) && typeof value.op === 'string' && Array.isArray(value.args);

const pick = (record: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), record);

function toNumber(v: ExpressionValue): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A YYYY-MM-DD text (a longer date-time text counts by its date) → [year, month 1–12, day], or undefined. */
function parseDate(v: ExpressionValue): [number, number, number] | undefined {
  if (typeof v !== 'string') return undefined;
  const m = DATE.exec(v);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, mo) ? [y, mo, d] : undefined;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const formatUtc = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The date `months` calendar months later; a day past the end of the target month becomes its last day (01-31 + 1 → 02-28). */
export function addMonths(date: string, months: number): string | undefined {
  const parts = parseDate(date);
  if (!parts || !Number.isInteger(months)) return undefined;
  const [y, m, d] = parts;
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatUtc(new Date(Date.UTC(year, month - 1, Math.min(d, daysIn(year, month)))));
}

/** The date `days` days later (negative: earlier). */
export function addDays(date: string, days: number): string | undefined {
  const parts = parseDate(date);
  if (!parts || !Number.isInteger(days)) return undefined;
  const [y, m, d] = parts;
  return formatUtc(new Date(Date.UTC(y, m - 1, d + days)));
}

function readOption(ref: ExpressionOption['option'], scope: ExpressionScope): ExpressionValue {
  const chosen = scope.values[ref.field];
  if (chosen === undefined || chosen === null || chosen === '') return undefined;
  const item = scope.option?.(ref.dictionary, chosen);
  return item ? scalar(pick(item, ref.key)) : undefined;
}

const scalar = (v: unknown): ExpressionValue => (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' ? v : undefined);

function operate(node: ExpressionOperation, scope: ExpressionScope): ExpressionValue {
  const args = node.args.map((a) => evaluateExpression(a, scope));
  const numbers = args.map(toNumber);
  const allNumbers = (): number[] | undefined => (numbers.every((n) => n !== undefined) ? (numbers as number[]) : undefined);
  switch (node.op) {
    case 'add':
      return allNumbers()?.reduce((a, b) => a + b, 0);
    case 'sub': {
      const ns = allNumbers();
      return ns ? ns.slice(1).reduce((a, b) => a - b, ns[0]) : undefined;
    }
    case 'mul':
      return allNumbers()?.reduce((a, b) => a * b, 1);
    case 'div': {
      const [a, b] = numbers;
      return a === undefined || b === undefined || b === 0 ? undefined : a / b;
    }
    case 'round': {
      const [a, digits = 0] = numbers;
      if (a === undefined || !Number.isInteger(digits)) return undefined;
      // Shifting by exponent text rounds 1.005 to 1.01 (1.005 * 100 would be 100.49999…).
      return Number(`${Math.round(Number(`${a}e${digits}`))}e${-digits}`);
    }
    case 'addMonths':
    case 'addDays': {
      const n = numbers[1];
      if (typeof args[0] !== 'string' || n === undefined) return undefined;
      return node.op === 'addMonths' ? addMonths(args[0], n) : addDays(args[0], n);
    }
  }
}

/** The value of an expression in a scope; undefined when an operand is empty. */
export function evaluateExpression(expression: Expression, scope: ExpressionScope): ExpressionValue {
  if ('const' in expression) return expression.const;
  if ('field' in expression) return scalar(scope.values[expression.field]);
  if ('option' in expression) return readOption(expression.option, scope);
  return operate(expression, scope);
}

/** The form fields an expression reads (its `field`s and the fields of its `option`s). */
export function expressionFields(expression: Expression): string[] {
  if ('field' in expression) return [expression.field];
  if ('option' in expression) return [expression.option.field];
  if ('op' in expression) return expression.args.flatMap(expressionFields);
  return [];
}

/** The option references of an expression (which dictionaries must be at hand to evaluate it). */
export function expressionOptions(expression: Expression): ExpressionOption['option'][] {
  if ('option' in expression) return [expression.option];
  if ('op' in expression) return expression.args.flatMap(expressionOptions);
  return [];
}
