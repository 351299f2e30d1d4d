import { useEffect, useState } from 'react';
import { Input, Select } from 'antd';
import type { CalendarFilter } from '../../schemas/meta/generated/area';
import { useDictionaries } from '../core/dictionaries';
import type { ResolvedArea } from '../core/viewProps';

export type FilterValues = Record<string, unknown>;

const nameOf = (filter: CalendarFilter) => filter.dataIndex ?? '';

/** The query parameters of the filters: `param` (default the dataIndex) → value; empty values are not sent. */
export function filterParams(filters: CalendarFilter[], values: FilterValues | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const filter of filters) {
    const value = values?.[nameOf(filter)];
    if (value !== undefined && value !== null && value !== '') out[filter.param ?? nameOf(filter)] = value;
  }
  return out;
}

/**
 * The filter values, null until every `defaultFirst` filter has its first dictionary item (so the calendar does not
 * load once without and once with the default).
 */
export function useFilterDefaults(area: ResolvedArea, filters: CalendarFilter[]): [FilterValues | null, (values: FilterValues) => void] {
  const wanted = filters.filter((f) => f.defaultFirst && f.dictionary);
  const dictionaries = useDictionaries(
    area,
    wanted.map((f) => f.dictionary),
  );
  const [values, setValues] = useState<FilterValues | null>(wanted.length === 0 ? {} : null);
  const ready = wanted.every((f) => !dictionaries[f.dictionary as string]?.loading);
  useEffect(() => {
    if (values !== null || !ready) return;
    const initial: FilterValues = {};
    for (const filter of wanted) {
      const first = dictionaries[filter.dictionary as string]?.items[0];
      if (first) initial[nameOf(filter)] = first.value;
    }
    setValues(initial);
  }, [ready, values, wanted, dictionaries]);
  return [values, setValues];
}

/** One control per filter: a select over its dictionary, else a text input. */
export function CalendarFilters({
  area,
  filters,
  values,
  onChange,
}: {
  area: ResolvedArea;
  filters: CalendarFilter[];
  values: FilterValues;
  onChange(values: FilterValues): void;
}) {
  const dictionaries = useDictionaries(
    area,
    filters.map((f) => f.dictionary),
  );
  return (
    <>
      {filters.map((filter) => {
        const name = nameOf(filter);
        const width = filter.width ?? 200;
        if (filter.dictionary) {
          const state = dictionaries[filter.dictionary];
          return (
            <Select
              key={name}
              aria-label={filter.title}
              style={{ width }}
              placeholder={filter.placeholder ?? `请选择${filter.title ?? ''}`}
              allowClear={!filter.required}
              showSearch
              optionFilterProp="label"
              loading={state?.loading}
              value={values[name] as string | number | undefined}
              options={(state?.items ?? []).map((item) => ({ value: item.value as string | number, label: item.label }))}
              onChange={(value) => onChange({ ...values, [name]: value })}
            />
          );
        }
        return (
          <Input.Search
            key={name}
            aria-label={filter.title}
            style={{ width }}
            placeholder={filter.placeholder ?? `请输入${filter.title ?? ''}`}
            defaultValue={values[name] as string | undefined}
            onSearch={(value) => onChange({ ...values, [name]: value })}
          />
        );
      })}
    </>
  );
}
