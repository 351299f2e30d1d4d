import type { Comparison, Condition, FieldState, FormField, Reaction } from '../../schemas/meta/generated/area';

/** Loose equality of request values: 2 and "2" are the same option. */
export const sameValue = (a: unknown, b: unknown) =>
  a === b || (a !== null && b !== null && a !== undefined && b !== undefined && typeof a !== 'object' && String(a) === String(b));

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function compare(c: Comparison, values: Record<string, unknown>): boolean {
  // The mock has no login context for conditions on `context`: such a comparison never holds.
  if (c.field === undefined) return false;
  const v = values[c.field];
  if ('eq' in c) return sameValue(v, c.eq);
  if ('ne' in c) return !sameValue(v, c.ne);
  if (c.in) return c.in.some((x) => sameValue(v, x));
  if (c.notIn) return !c.notIn.some((x) => sameValue(v, x));
  if (c.empty !== undefined) return isEmpty(v) === c.empty;
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (Number.isNaN(n)) return false;
  if (c.gt !== undefined) return n > c.gt;
  if (c.gte !== undefined) return n >= c.gte;
  if (c.lt !== undefined) return n < c.lt;
  if (c.lte !== undefined) return n <= c.lte;
  return false;
}

/** Evaluates a declarative condition (docs/schema-language.md §3.6) against form values. */
export function holds(condition: Condition, values: Record<string, unknown>): boolean {
  if ('all' in condition) return condition.all.every((c) => holds(c, values));
  if ('any' in condition) return condition.any.some((c) => holds(c, values));
  if ('not' in condition) return !holds(condition.not, values);
  return compare(condition, values);
}

/** The state a field ends in after its declarative reactions, given the submitted values. */
export function fieldState(field: FormField, values: Record<string, unknown>): FieldState {
  const state: FieldState = { visible: true, required: field.required === true };
  const reactions: Reaction[] = field['x-reactions'] === undefined ? [] : Array.isArray(field['x-reactions']) ? field['x-reactions'] : [field['x-reactions']];
  for (const reaction of reactions) {
    const applies = reaction.when === undefined || holds(reaction.when, values);
    const next = applies ? reaction.fulfill.state : reaction.otherwise?.state;
    if (next) Object.assign(state, next);
  }
  return state;
}
