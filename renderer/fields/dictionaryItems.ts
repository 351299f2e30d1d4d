/** Look-ups in dictionary items (values compared across numbers and strings: 3 matches "3"). */
import type { DictionaryItem } from '../../schemas/meta/generated/area';
import { sameValue } from '../core/conditions';
import { pickPath, type ValueScope } from '../core/endpoint';
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

/** Where a dependent dictionary's parent value lives: a form field, another search field, a cell of the same row. */
export type ParentKind = 'field' | 'search' | 'row';

export interface DictionaryParent {
  kind: ParentKind;
  name: string;
}

/**
 * The values a dictionary's endpoint reads from its surroundings ({"field": "provinceCode"},
 * {"search": "parkId"}, {"row": "parkId"} in its query, path or body): a dictionary that has any is a
 * dependent one, reloaded when they change and cleared when its parent changes.
 */
export function dictionaryParents(area: ResolvedArea, dictionary: string | undefined): DictionaryParent[] {
  const endpointName = dictionary ? area.dictionaries?.[dictionary]?.endpoint : undefined;
  const endpoint = endpointName ? area.endpoints[endpointName] : undefined;
  if (!endpoint) return [];
  const sources = [endpoint.query, endpoint.pathParams, endpoint.body].flatMap((map) => Object.values(map ?? {}));
  const parents: DictionaryParent[] = [];
  for (const source of sources) {
    const kind = (['field', 'search', 'row'] as const).find((k) => typeof source[k] === 'string');
    const name = kind ? (source[kind] as string) : undefined;
    if (kind && name && !parents.some((p) => p.kind === kind && p.name === name)) parents.push({ kind, name });
  }
  return parents;
}

/** The form fields a dictionary's endpoint reads ({"field": "provinceCode"}): it reloads when they change. */
export function dictionaryFieldDependencies(area: ResolvedArea, dictionary: string | undefined): string[] {
  return dictionaryParents(area, dictionary)
    .filter((p) => p.kind === 'field')
    .map((p) => p.name);
}

/** The current values of a dictionary's parents in a scope (form values, search form values, the row). */
export function parentValues(parents: DictionaryParent[], scope: ValueScope | undefined): unknown[] {
  return parents.map(({ kind, name }) => {
    if (kind === 'search') return scope?.searchForm?.[name];
    if (kind === 'row') return pickPath(scope?.row ?? scope?.record, name);
    const fromForm = scope?.form ? pickPath(scope.form, name) : undefined;
    return fromForm !== undefined ? fromForm : pickPath(scope?.record, name);
  });
}
