/**
 * Conditions in the mock: the one evaluator of the schema language (schemas/meta/lib/conditions.ts, also the
 * renderer's) over submitted values or a record. The mock has no login context for them: a comparison on `context`
 * never holds here.
 */
import type { Condition, FieldState, FormField, Reaction } from '../../schemas/meta/generated/area';
import { conditionHolds, sameValue } from '../../schemas/meta/lib/conditions';

export { sameValue };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A field's value by a dot path, as the renderer reads it. */
const read = (values: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), values);

/** Evaluates a declarative condition (docs/schema-language.md §3.6) against form values or a record. */
export function holds(condition: Condition, values: Record<string, unknown>): boolean {
  return conditionHolds(condition, { field: (path) => read(values, path) });
}

/** The state a field ends in after its declarative reactions, given the submitted values. */
export function fieldState(field: FormField, values: Record<string, unknown>): FieldState {
  const state: FieldState = { visible: true, required: field.required === true };
  const reactions: Reaction[] =
    field['x-reactions'] === undefined ? [] : Array.isArray(field['x-reactions']) ? field['x-reactions'] : [field['x-reactions']];
  for (const reaction of reactions) {
    const applies = reaction.when === undefined || holds(reaction.when, values);
    const next = applies ? reaction.fulfill.state : reaction.otherwise?.state;
    if (next) Object.assign(state, next);
  }
  return state;
}
