/** Value type cascader over a tree dictionary: the value is the path of values; it reads as the label path. */
import { Cascader } from 'antd';
import type { DictionaryItem } from '../../schemas/meta/generated/area';
import { useDictionary } from '../core/dictionaries';
import { ConfigError } from './ConfigError';
import { findItem, findPath } from './dictionaryItems';
import { selectPlaceholder } from './placeholders';
import type { EditProps, ReadProps, ValueTypeSpec } from './types';

interface CascaderOption {
  value: string | number;
  label: string;
  disabled?: boolean;
  children?: CascaderOption[];
}

const toOptions = (items: readonly DictionaryItem[]): CascaderOption[] =>
  items.map((item) => ({
    value: item.value as string | number,
    label: item.label,
    disabled: item.disabled,
    children: item.children?.length ? toOptions(item.children) : undefined,
  }));

/** The labels along a path value ([province, city]), or along the path to a single leaf value. */
export function cascaderLabels(items: readonly DictionaryItem[], value: unknown): string[] {
  if (!Array.isArray(value)) {
    const path = findPath(items, value);
    return path.length ? path.map((i) => i.label) : [String(value)];
  }
  const labels: string[] = [];
  let level: readonly DictionaryItem[] = items;
  for (const v of value) {
    const item = findItem(level, v);
    labels.push(item?.label ?? String(v));
    level = item?.children ?? [];
  }
  return labels;
}

function CascaderRead({ field, value, record, area }: ReadProps) {
  if (!field.dictionary) return <>{Array.isArray(value) ? value.join(' / ') : String(value)}</>;
  return <CascaderLabels area={area} dictionary={field.dictionary} value={value} record={record} />;
}

function CascaderLabels({ area, dictionary, value, record }: Pick<ReadProps, 'area' | 'value' | 'record'> & { dictionary: string }) {
  const { items } = useDictionary(area, dictionary, { record });
  return <>{cascaderLabels(items, value).join(' / ')}</>;
}

function CascaderEdit(props: EditProps) {
  if (!props.field.dictionary) return <ConfigError message={`字段 "${props.field.title ?? ''}" 缺少字典（dictionary）`} />;
  return <DictionaryCascader {...props} dictionary={props.field.dictionary} />;
}

function DictionaryCascader({
  dictionary,
  field,
  area,
  scope,
  value,
  onChange,
  disabled,
  readOnly,
  componentProps,
}: EditProps & { dictionary: string }) {
  const { items, loading } = useDictionary(area, dictionary, scope);
  return (
    <Cascader
      style={{ width: '100%' }}
      placeholder={selectPlaceholder(field)}
      aria-label={field.title}
      options={toOptions(items)}
      loading={loading}
      {...componentProps}
      value={Array.isArray(value) ? (value as (string | number)[]) : undefined}
      disabled={disabled || readOnly}
      onChange={(path) => onChange(path && path.length ? path : undefined)}
    />
  );
}

export const cascaderTypes = {
  cascader: { Read: CascaderRead, Edit: CascaderEdit },
} satisfies Record<string, ValueTypeSpec>;
