import { useEffect, useRef } from 'react';
import type { DictionaryItem } from '../../schemas/meta/generated/area';
import type { ValueScope } from '../core/endpoint';
import type { ResolvedArea } from '../core/viewProps';
import { dictionaryParents, findItem, parentValues } from './dictionaryItems';
import { isEmptyValue, toList } from './empty';

const NO_VALUES: unknown[] = [];

/**
 * A dependent dictionary (city by province, lane by the search's park, lane by the row's park) keeps a value
 * only while its parent stays the same and the value is among the options:
 * - the parent changes from a value to another one (or to empty): the value is cleared at once;
 * - a `requiresParent` dictionary whose parent is empty (`waiting`): the value is cleared;
 * - the new options have loaded and no longer hold the value: it is cleared.
 * A parent that goes from empty to a value (a record loading into an edit form) clears nothing.
 * Dictionaries without parents never clear anything.
 */
export function useStaleOptionClearing(options: {
  area: ResolvedArea;
  dictionary: string;
  scope?: ValueScope;
  items: readonly DictionaryItem[];
  loading: boolean;
  waiting: boolean;
  value: unknown;
  multiple: boolean;
  onChange(value: unknown): void;
}) {
  const { area, dictionary, scope, items, loading, waiting, value, multiple, onChange } = options;
  const parents = dictionaryParents(area, dictionary);
  const dependent = parents.length > 0;
  const values = parentValues(parents, scope);
  const parentKey = JSON.stringify(values);
  const previous = useRef<{ key: string; filled: boolean } | undefined>(undefined);
  const empty = multiple ? NO_VALUES : undefined;

  useEffect(() => {
    const before = previous.current;
    previous.current = { key: parentKey, filled: values.some((v) => !isEmptyValue(v)) };
    if (!dependent || isEmptyValue(value)) return;
    if (before && before.filled && before.key !== parentKey) onChange(empty);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the parent values matters here
  }, [dependent, parentKey]);

  useEffect(() => {
    if (!dependent || isEmptyValue(value)) return;
    if (waiting) {
      onChange(empty);
      return;
    }
    if (loading || items.length === 0) return;
    if (multiple) {
      const list = toList(value);
      const kept = list.filter((v) => findItem(items, v));
      if (kept.length !== list.length) onChange(kept);
    } else if (!findItem(items, value)) {
      onChange(undefined);
    }
  }, [dependent, waiting, loading, items, value, multiple, onChange, empty]);
}
