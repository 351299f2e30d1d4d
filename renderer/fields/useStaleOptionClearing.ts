import { useEffect } from 'react';
import type { DictionaryItem } from '../../schemas/meta/generated/area';
import type { ResolvedArea } from '../core/viewProps';
import { dictionaryFieldDependencies, findItem } from './dictionaryItems';
import { isEmptyValue, toList } from './empty';

/**
 * A dependent dictionary (city by province) clears a value no longer among its options once the new
 * options have loaded. Dictionaries without field dependencies never clear anything.
 */
export function useStaleOptionClearing(options: {
  area: ResolvedArea;
  dictionary: string;
  items: readonly DictionaryItem[];
  loading: boolean;
  value: unknown;
  multiple: boolean;
  onChange(value: unknown): void;
}) {
  const { area, dictionary, items, loading, value, multiple, onChange } = options;
  const dependent = dictionaryFieldDependencies(area, dictionary).length > 0;
  useEffect(() => {
    if (!dependent || loading || items.length === 0 || isEmptyValue(value)) return;
    if (multiple) {
      const list = toList(value);
      const kept = list.filter((v) => findItem(items, v));
      if (kept.length !== list.length) onChange(kept);
    } else if (!findItem(items, value)) {
      onChange(undefined);
    }
  }, [dependent, loading, items, value, multiple, onChange]);
}
