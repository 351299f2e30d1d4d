/**
 * Conditions are data ({"field": "bulletinStatus", "in": [3]}); this is their only interpreter.
 * A comparison has one subject (a record field or a context value) and its operators must all hold;
 * `all`, `any` and `not` combine conditions.
 */
import type { Comparison, Condition } from '../../schemas/meta/generated/area';
import { pickPath } from './endpoint';
import type { RendererContextValues } from './services';

export interface ConditionScope {
  record?: Record<string, unknown>;
  context: RendererContextValues;
}

/** Equality across the API's numbers and the URL's strings: 3 equals "3". */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const mixed = (typeof a === 'number' && typeof b === 'string') || (typeof a === 'string' && typeof b === 'number');
  return mixed && String(a) === String(b) && String(a).trim() !== '';
}

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function compareNumber(value: unknown, limit: number, test: (a: number, b: number) => boolean): boolean {
  if (isEmptyValue(value) || typeof value === 'boolean') return false;
  const n = Number(value);
  return !Number.isNaN(n) && test(n, limit);
}

function evaluateComparison(c: Comparison, scope: ConditionScope): boolean {
  const subject = c.field !== undefined ? pickPath(scope.record, c.field) : c.context !== undefined ? scope.context[c.context] : undefined;
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
export function evaluateCondition(condition: Condition | undefined, scope: ConditionScope): boolean {
  if (!condition) return true;
  if ('all' in condition) return condition.all.every((c) => evaluateCondition(c, scope));
  if ('any' in condition) return condition.any.some((c) => evaluateCondition(c, scope));
  if ('not' in condition) return !evaluateCondition(condition.not, scope);
  return evaluateComparison(condition, scope);
}
