/** Value types backed by a dictionary: select, multiSelect, radio, checkbox (and the shared label read). */
import { Checkbox, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import type { DictionaryItem } from '../../schemas/meta/generated/area';
import { staticItems, useDictionary } from '../core/dictionaries';
import { ConfigError } from './ConfigError';
import { dictionaryParents, findItem, labelOf } from './dictionaryItems';
import { isEmptyValue, toList } from './empty';
import { selectPlaceholder } from './placeholders';
import type { EditProps, ReadProps, ValueTypeSpec } from './types';
import { useStaleOptionClearing } from './useStaleOptionClearing';

const labelsOf = (items: readonly DictionaryItem[], value: unknown) =>
  toList(value)
    .map((v) => labelOf(items, v))
    .join('、');

/** The labels of the value(s), joined with 、 ; a value the dictionary does not know shows as it is. */
function LabelsRead({ field, value, record, area }: ReadProps) {
  const dictionary = field.dictionary;
  if (!dictionary) return <>{toList(value).map(String).join('、')}</>;
  const known = staticItems(area, dictionary);
  if (known) return <>{labelsOf(known, value)}</>;
  return <DictionaryLabels area={area} dictionary={dictionary} value={value} record={record} />;
}

function DictionaryLabels({ area, dictionary, value, record }: Pick<ReadProps, 'area' | 'value' | 'record'> & { dictionary: string }) {
  const { items } = useDictionary(area, dictionary, { record });
  return <>{labelsOf(items, value)}</>;
}

type OptionsKind = 'select' | 'multiSelect' | 'radio' | 'checkbox';

const optionsEdit = (kind: OptionsKind) =>
  function OptionsEdit(props: EditProps) {
    if (!props.field.dictionary) return <ConfigError message={`字段 "${props.field.title ?? ''}" 缺少字典（dictionary）`} />;
    return <DictionaryInput {...props} dictionary={props.field.dictionary} kind={kind} />;
  };

/** 请先选择车场: the prompt of a control whose required parent is empty. */
export const chooseParentFirst = (names: string[], titles: Record<string, string> | undefined) =>
  `请先选择${names.map((n) => titles?.[n] ?? n).join('、')}`;

function DictionaryInput({
  kind,
  dictionary,
  field,
  area,
  scope,
  parentTitles,
  value,
  onChange,
  disabled,
  readOnly,
  componentProps,
}: EditProps & { kind: OptionsKind; dictionary: string }) {
  // A dependent select loads lazily: once opened or holding a value (a requiresParent one as soon as its parent has a value).
  const [opened, setOpened] = useState(false);
  const dependent = dictionaryParents(area, dictionary).length > 0;
  const eager = !dependent || kind === 'radio' || kind === 'checkbox' || area.dictionaries?.[dictionary]?.requiresParent === true;
  const active = eager || opened || !isEmptyValue(value);
  const { items, loading, error, waitingFor } = useDictionary(area, active ? dictionary : undefined, scope);
  const waiting = (waitingFor?.length ?? 0) > 0;
  const multiple = kind === 'multiSelect' || kind === 'checkbox';
  useStaleOptionClearing({ area, dictionary, scope, items, loading, waiting, value, multiple, onChange });
  const options = items.map((item) => ({ value: item.value as string | number, label: item.label, disabled: item.disabled }));
  /** The option's own value for a value that matches it loosely ("2" shows as option 2). */
  const normalise = (v: unknown) => (findItem(items, v)?.value ?? v) as string | number;
  const locked = disabled || readOnly || waiting;
  const single = value === null || value === undefined || value === '' ? undefined : normalise(value);
  const list = toList(value).map(normalise);
  let input;
  if (kind === 'radio')
    input = (
      <Radio.Group options={options} {...componentProps} value={single} disabled={locked} onChange={(e) => onChange(e.target.value)} />
    );
  else if (kind === 'checkbox')
    input = <Checkbox.Group options={options} {...componentProps} value={list} disabled={locked} onChange={(v) => onChange(v)} />;
  else
    input = (
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={waiting ? chooseParentFirst(waitingFor ?? [], parentTitles) : selectPlaceholder(field)}
        aria-label={field.title}
        mode={kind === 'multiSelect' ? 'multiple' : undefined}
        loading={loading}
        options={options}
        {...componentProps}
        onOpenChange={(open) => open && setOpened(true)}
        value={kind === 'multiSelect' ? list : single}
        disabled={locked}
        onChange={(v) => onChange(v)}
      />
    );
  return (
    <>
      {input}
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      {waiting && kind !== 'select' && kind !== 'multiSelect' ? (
        <Typography.Text type="secondary">{chooseParentFirst(waitingFor ?? [], parentTitles)}</Typography.Text>
      ) : null}
    </>
  );
}

export const optionTypes = {
  select: { Read: LabelsRead, Edit: optionsEdit('select') },
  multiSelect: { Read: LabelsRead, Edit: optionsEdit('multiSelect') },
  radio: { Read: LabelsRead, Edit: optionsEdit('radio') },
  checkbox: { Read: LabelsRead, Edit: optionsEdit('checkbox') },
} satisfies Record<string, ValueTypeSpec>;

export { optionsEdit };
