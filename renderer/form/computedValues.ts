/**
 * Computed values in a form (expressions of schemas/meta/lib/expressions.ts): a reaction's `state.value`, whose
 * dictionaries ({"option": …}) are loaded first (through the shared dictionary cache, with the form values as the
 * scope of a dependent dictionary), and a field's computed `default`, evaluated once when the form opens.
 */
import type { Expression, FormSchema } from '../../schemas/meta/generated/area';
import { evaluateExpression, expressionOptions, isExpression, type ExpressionValue } from '../../schemas/meta/lib/expressions';
import { loadDictionary, optionRecord, type DataCache } from '../core/dictionaries';
import type { RendererServices } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';

/** The options of a dictionary for the given form values: each item's value and the record behind it. */
export type OptionLoader = (
  dictionary: string,
  values: Record<string, unknown>,
) => Promise<{ value: unknown; record: Record<string, unknown> }[]>;

/** Options from the area's dictionaries (static items, or loaded through the data layer and kept there). */
export function dictionaryOptionLoader(services: RendererServices, area: ResolvedArea, data: DataCache): OptionLoader {
  return async (dictionary, values) =>
    (await loadDictionary(services, area, dictionary, { form: values }, data)).map((item) => ({
      value: item.value,
      record: optionRecord(item),
    }));
}

const sameOption = (a: unknown, b: unknown) =>
  a === b || (a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b));

/** Evaluates an expression on form values, loading the dictionaries it reads; a dictionary that fails to load leaves the value empty. */
export async function computeValue(
  expression: Expression,
  values: Record<string, unknown>,
  loadOptions?: OptionLoader,
): Promise<ExpressionValue> {
  const options = new Map<string, Awaited<ReturnType<OptionLoader>>>();
  for (const { dictionary } of expressionOptions(expression)) {
    if (options.has(dictionary) || !loadOptions) continue;
    options.set(dictionary, await loadOptions(dictionary, values).catch(() => []));
  }
  return evaluateExpression(expression, {
    values,
    option: (dictionary, value) => options.get(dictionary)?.find((o) => sameOption(o.value, value))?.record,
  });
}

/** A field's `default` as Formily takes it: a constant as it is; a computed default is set by computedDefaults instead. */
export const constantDefault = (value: unknown): unknown => (isExpression(value) ? undefined : value);

/**
 * The form's initial values with every computed `default` ({"op": "addDays", "args": [{"op": "today"}, {"const": 30}]})
 * evaluated once, in field order, over the values given (e.g. view parameters) and the constant defaults; a value
 * already given wins. Dictionaries are not loaded here: an {"option"} in a default is empty.
 */
export function computedDefaults(schema: FormSchema, given: Record<string, unknown>, now?: () => Date): Record<string, unknown> {
  const fields = Object.entries(schema.properties);
  const values: Record<string, unknown> = {};
  for (const [name, field] of fields) if (field.default !== undefined && !isExpression(field.default)) values[name] = field.default;
  Object.assign(values, given);
  const out = { ...given };
  for (const [name, field] of fields) {
    if (!isExpression(field.default) || given[name] !== undefined) continue;
    const value = evaluateExpression(field.default, { values, now });
    if (value !== null) out[name] = values[name] = value;
  }
  return out;
}
