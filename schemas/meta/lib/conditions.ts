/**
 * Conditions of the schema language ({"field": "bulletinStatus", "in": [3]}; `all`, `any`, `not`), evaluated
 * the same way wherever they appear: the renderer's reactions and action visibility (renderer/core/conditions.ts)
 * and the `if` operation of expressions (expressions.ts), which the mock evaluates too.
 * A comparison has one subject (a field or a context value) and all of its operators must hold.
 * Pure: the caller says how a field and a context value are read.
 */
import type { Comparison, Condition } from '../generated/area';

export interface ConditionReader {
  /** The value of a field (a dot path into the record or the form values). */
  field(path: string): unknown;
  /** A login context value; absent: a comparison on `context` never holds (the mock has no login context here). */
  context?(name: string): unknown;
}

/** Equality across the API's numbers and the URL's strings: 3 equals "3". */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const mixed = (typeof a === 'number' && typeof b === 'string') || (typeof a === 'string' && typeof b === 'number');
  return mixed && String(a) === String(b) && String(a).trim() !== '';
}

export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (Array.isArray(value) && value.length === 0)
  );
}

function compareNumber(value: unknown, limit: number, test: (a: number, b: number) => boolean): boolean {
  if (isEmptyValue(value) || typeof value === 'boolean') return false;
  const n = Number(value);
  return !Number.isNaN(n) && test(n, limit);
}

function comparisonHolds(c: Comparison, read: ConditionReader): boolean {
  if (c.context !== undefined && !read.context) return false;
  const subject = c.field !== undefined ? read.field(c.field) : c.context !== undefined ? read.context?.(c.context) : undefined;
  const checks: boolean[] = [];
  if ('eq' in c) checks.push(sameValue(subject, c.eq));
  if ('ne' in c) checks.push(!sameValue(subject, c.ne));
  if (c.in) checks.push(c.in.some((v) => sameValue(subject, v)));
  if (c.notIn) checks.push(!c.notIn.some((v) => sameValue(subject, v)));
  if (c.gt !== undefined) checks.push(compareNumber(subject, c.gt, (a, b) => a > b));
  if (c.gte !== undefined) checks.push(compareNumber(subject, c.gte, (a, b) => a >= b));
  if (c.lt !== undefined) checks.push(compareNumber(subject, c.lt, (a, b) => a < b));
  if (c.lte !== undefined) checks.push(compareNumber(subject, c.lte, (a, b) => a <= b));
  if (c.empty !== undefined) checks.push(isEmptyValue(subject) === c.empty);
  return checks.every(Boolean);
}

/** True when the condition holds; an absent condition always holds. */
export function conditionHolds(condition: Condition | undefined, read: ConditionReader): boolean {
  if (!condition) return true;
  if ('all' in condition) return condition.all.every((c) => conditionHolds(c, read));
  if ('any' in condition) return condition.any.some((c) => conditionHolds(c, read));
  if ('not' in condition) return !conditionHolds(condition.not, read);
  return comparisonHolds(condition, read);
}

/** The fields a condition reads. */
export function conditionFieldNames(condition: Condition | undefined): string[] {
  if (!condition) return [];
  if ('all' in condition) return condition.all.flatMap(conditionFieldNames);
  if ('any' in condition) return condition.any.flatMap(conditionFieldNames);
  if ('not' in condition) return conditionFieldNames(condition.not);
  return condition.field !== undefined ? [condition.field] : [];
}
