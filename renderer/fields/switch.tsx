/**
 * Value type switch. Without a dictionary the value is a boolean (1/"1" also read as on) and reads 是 / 否;
 * with a two-item dictionary (yesNo: 1 是, 0 否) the FIRST item is "on" and the labels are the dictionary's.
 */
import { Switch } from 'antd';
import type { DictionaryItem } from '../../schemas/meta/generated/area';
import { sameValue } from '../core/conditions';
import { staticItems, useDictionary } from '../core/dictionaries';
import { labelOf } from './dictionaryItems';
import type { EditProps, ReadProps, ValueTypeSpec } from './types';

const isOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

function SwitchRead({ field, value, record, area }: ReadProps) {
  if (!field.dictionary) return <>{isOn(value) ? '是' : '否'}</>;
  const known = staticItems(area, field.dictionary);
  if (known) return <>{labelOf(known, value)}</>;
  return <DictionarySwitchRead area={area} dictionary={field.dictionary} value={value} record={record} />;
}

function DictionarySwitchRead({ area, dictionary, value, record }: Pick<ReadProps, 'area' | 'value' | 'record'> & { dictionary: string }) {
  const { items } = useDictionary(area, dictionary, { record });
  return <>{labelOf(items, value)}</>;
}

function SwitchEdit(props: EditProps) {
  if (props.field.dictionary) return <DictionarySwitchEdit {...props} dictionary={props.field.dictionary} />;
  const { value, onChange, disabled, readOnly, componentProps } = props;
  return <Switch {...componentProps} checked={isOn(value)} disabled={disabled || readOnly} onChange={(on) => onChange(on)} />;
}

function DictionarySwitchEdit({
  dictionary,
  area,
  scope,
  value,
  onChange,
  disabled,
  readOnly,
  componentProps,
}: EditProps & { dictionary: string }) {
  const { items, loading } = useDictionary(area, dictionary, scope);
  const [on, off] = items as (DictionaryItem | undefined)[];
  return (
    <Switch
      checkedChildren={on?.label}
      unCheckedChildren={off?.label}
      loading={loading}
      {...componentProps}
      checked={on ? sameValue(on.value, value) || on.value === value : isOn(value)}
      disabled={disabled || readOnly}
      onChange={(checked) => onChange(checked ? (on?.value ?? true) : (off?.value ?? false))}
    />
  );
}

export const switchTypes = {
  switch: { Read: SwitchRead, Edit: SwitchEdit },
} satisfies Record<string, ValueTypeSpec>;
