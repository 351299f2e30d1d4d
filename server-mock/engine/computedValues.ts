/**
 * Computed form values on the server: a field whose reaction sets `state.value` to an expression
 * (any object there: {"op": …}, {"field": …}; schemas/meta/lib/expressions.ts) and that the user cannot change (x-read-pretty, x-disabled, or
 * made read-only / disabled by its reactions) is recomputed from the submitted values, by the same module the
 * renderer uses; the client's figure is ignored. On an editable field the computed value only pre-fills the
 * form, so the submitted value stands. An {"option": …} reads the record of the chosen option from the records
 * the dictionary's generic list endpoint serves for the submitted values (servedOptions.ts: the 月卡规则 in force of
 * the chosen park), or from the option list a hand-written module serves for it (EngineExtension.options).
 */
import type { FieldState, FormField } from '../../schemas/meta/generated/area';
import { evaluateExpression, isExpression, type ExpressionScope } from '../../schemas/meta/lib/expressions';
import { sameValue } from './conditions';
import type { ServedRows } from './servedOptions';
import type { EntityModel, OptionRows } from './types';

/** Finds the record of a dictionary's option by its value. */
export type OptionLookup = NonNullable<ExpressionScope['option']>;

/**
 * The option lookup of an entity: its fields' dictionaries loaded from endpoints — the records a generic list
 * endpoint serves for `values` (the submitted form), else the declared option lists.
 */
export function optionLookup(
  model: EntityModel,
  rows: OptionRows,
  served?: ServedRows,
  values: Record<string, unknown> = {},
): OptionLookup {
  return (dictionary, value) => {
    const field = model.fields.find((f) => f.dictionary?.name === dictionary);
    const dict = field?.dictionary;
    if (!dict) return undefined;
    if (dict.def.options) return dict.def.options.find((item) => sameValue(item.value, value)) as Record<string, unknown> | undefined;
    if (!dict.endpoint) return undefined;
    const list = served?.(dict.endpoint, values) ?? rows.get(`${dict.endpoint.method} ${dict.endpoint.path}`) ?? [];
    const key = dict.def.valueKey ?? 'value';
    return list.find((row) => sameValue(row[key], value));
  };
}

const fixed = (field: FormField, state: FieldState) =>
  field['x-read-pretty'] === true || field['x-disabled'] === true || state.readOnly === true || state.disabled === true;

/**
 * Settles a computed `state.value` of a field's final state: recomputed (null when empty) on a field the user
 * cannot change, dropped on an editable one (the submitted value is taken).
 */
export function settleComputed(field: FormField, state: FieldState, values: Record<string, unknown>, option?: OptionLookup): FieldState {
  const { value, ...rest } = state;
  if (!isExpression(value)) return state;
  if (!fixed(field, state)) return rest;
  return { ...rest, value: evaluateExpression(value, { values, option }) };
}
