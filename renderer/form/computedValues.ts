/**
 * A reaction's computed `state.value` (an expression of schemas/meta/lib/expressions.ts) in a form: the
 * dictionaries its {"option": …} references read are loaded first (through the shared dictionary cache, with
 * the form values as the scope of a dependent dictionary), then the expression is evaluated on the form values.
 */
import type { Expression } from '../../schemas/meta/generated/area';
import { evaluateExpression, expressionOptions, type ExpressionValue } from '../../schemas/meta/lib/expressions';
import { loadDictionary, optionRecord } from '../core/dictionaries';
import type { RendererServices } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';

/** The options of a dictionary for the given form values: each item's value and the record behind it. */
export type OptionLoader = (dictionary: string, values: Record<string, unknown>) => Promise<{ value: unknown; record: Record<string, unknown> }[]>;

/** Options from the area's dictionaries (static items, or loaded and cached). */
export function dictionaryOptionLoader(services: RendererServices, area: ResolvedArea): OptionLoader {
  return async (dictionary, values) => (await loadDictionary(services, area, dictionary, { form: values })).map((item) => ({ value: item.value, record: optionRecord(item) }));
}

const sameOption = (a: unknown, b: unknown) => a === b || (a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b));

/** Evaluates an expression on form values, loading the dictionaries it reads; a dictionary that fails to load leaves the value empty. */
export async function computeValue(expression: Expression, values: Record<string, unknown>, loadOptions?: OptionLoader): Promise<ExpressionValue> {
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
