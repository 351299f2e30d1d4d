/** Look-ups in dictionary items (values compared across numbers and strings: 3 matches "3"). */
import type { DictionaryItem } from '../../schemas/meta/generated/area';
import { sameValue } from '../core/conditions';
import type { ResolvedArea } from '../core/viewProps';

export function findItem(items: readonly DictionaryItem[], value: unknown): DictionaryItem | undefined {
  return items.find((item) => sameValue(item.value, value) || (typeof item.value === 'boolean' && item.value === value));
}

/** The label of a value, or the value itself when the dictionary does not know it. */
export function labelOf(items: readonly DictionaryItem[], value: unknown): string {
  return findItem(items, value)?.label ?? String(value);
}

/** The path of items from a root to the item holding `value` (tree dictionaries of cascaders). */
export function findPath(items: readonly DictionaryItem[], value: unknown): DictionaryItem[] {
  for (const item of items) {
    if (sameValue(item.value, value)) return [item];
    const below = findPath(item.children ?? [], value);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/**
 * The form fields a dictionary's endpoint reads ({"field": "provinceCode"} in its query, path or body):
 * a dictionary that has any is reloaded when they change (the city of a province).
 */
export function dictionaryFieldDependencies(area: ResolvedArea, dictionary: string | undefined): string[] {
  const endpointName = dictionary ? area.dictionaries?.[dictionary]?.endpoint : undefined;
  const endpoint = endpointName ? area.endpoints[endpointName] : undefined;
  if (!endpoint) return [];
  const sources = [endpoint.query, endpoint.pathParams, endpoint.body].flatMap((map) => Object.values(map ?? {}));
  return [...new Set(sources.map((s) => s.field).filter((f): f is string => typeof f === 'string'))];
}
