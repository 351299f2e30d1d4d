/**
 * Values of loaded dictionaries (a dictionary with an `endpoint`, such as 车场 or 公告类型): a submitted value must be
 * one of the options that endpoint would serve the form for the submitted values — the rows of the generic list
 * endpoint (servedOptions.ts) or the option list a hand-written module serves (EngineExtension.options). A
 * dictionary the mock cannot list (a tree, a lazily loaded one, an endpoint nobody serves) or whose options depend on
 * other fields of the form (月卡办理's 月卡规则 of the chosen park) is left to its owner.
 * On update a value the record already holds stands (an option since disabled does not block editing the rest).
 */
import type { Endpoint } from '../../schemas/meta/generated/area';
import { sameValue } from './conditions';
import type { ServedRows } from './servedOptions';
import type { EntityField, OptionRows } from './types';

/** Whether a value is among a field's served options: true, false, or undefined when the mock cannot list them. */
export type ListedOption = (field: EntityField, value: unknown) => boolean | undefined;

const PICKED_TYPES = new Set(['select', 'radio', 'status', 'tag', 'switch', 'multiSelect', 'checkbox']);

/** Options filtered by other form fields (the chosen park's 月卡规则): the owning module checks them, with its own message. */
const dependsOnFields = (endpoint: Endpoint) =>
  Object.values(endpoint.query ?? {}).some((source) => typeof source === 'object' && source !== null && 'field' in source);

export function listedOption(rows: OptionRows, served: ServedRows | undefined, values: Record<string, unknown>): ListedOption {
  return (field, value) => {
    const dict = field.dictionary;
    if (!dict?.endpoint || dict.def.options || dict.def.childrenKey || dict.def.lazy || !PICKED_TYPES.has(field.valueType))
      return undefined;
    if (dependsOnFields(dict.endpoint)) return undefined;
    const list = served?.(dict.endpoint, values) ?? rows.get(`${dict.endpoint.method} ${dict.endpoint.path}`);
    if (!list) return undefined;
    const key = dict.def.valueKey ?? 'value';
    return list.some((row) => sameValue(row[key], value));
  };
}

/** Whether a checked value (one option or a list of them) holds an option its loaded dictionary does not serve. */
export function unlistedOption(field: EntityField, value: unknown, stored: unknown, listed: ListedOption): boolean {
  const kept = Array.isArray(stored) ? stored : [stored];
  return (Array.isArray(value) ? value : [value]).some(
    (v) => !kept.some((k) => k !== undefined && k !== null && sameValue(k, v)) && listed(field, v) === false,
  );
}
