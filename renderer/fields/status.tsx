/** Value types status (a badge coloured by the item's `status`) and tag (a tag in the item's `color`); both edit as a select. */
import { Badge, Space, Tag } from 'antd';
import type { DictionaryItem } from '../../schemas/meta/generated/area';
import { staticItems, useDictionary } from '../core/dictionaries';
import { findItem } from './dictionaryItems';
import { toList } from './empty';
import { optionsEdit } from './options';
import type { ReadProps, ValueTypeSpec } from './types';

type Paint = (item: DictionaryItem | undefined, value: unknown, key: number) => JSX.Element;

const paintStatus: Paint = (item, value, key) => <Badge key={key} status={item?.status ?? 'default'} text={item?.label ?? String(value)} />;
const paintTag: Paint = (item, value, key) => (
  <Tag key={key} color={item?.color} style={{ marginInlineEnd: 0 }}>
    {item?.label ?? String(value)}
  </Tag>
);

/** One value painted alone; several side by side. */
function painted(items: readonly DictionaryItem[], value: unknown, paint: Paint) {
  const values = toList(value);
  if (values.length === 1) return paint(findItem(items, values[0]), values[0], 0);
  return (
    <Space size={4} wrap>
      {values.map((v, i) => paint(findItem(items, v), v, i))}
    </Space>
  );
}

const paintedRead = (paint: Paint) =>
  function PaintedRead({ field, value, record, area }: ReadProps) {
    if (!field.dictionary) return painted([], value, paint);
    const known = staticItems(area, field.dictionary);
    if (known) return painted(known, value, paint);
    return <PaintedItems area={area} dictionary={field.dictionary} value={value} record={record} paint={paint} />;
  };

function PaintedItems({
  area,
  dictionary,
  value,
  record,
  paint,
}: Pick<ReadProps, 'area' | 'value' | 'record'> & { dictionary: string; paint: Paint }) {
  const { items } = useDictionary(area, dictionary, { record });
  return painted(items, value, paint);
}

export const statusTypes = {
  status: { Read: paintedRead(paintStatus), Edit: optionsEdit('select') },
  tag: { Read: paintedRead(paintTag), Edit: optionsEdit('select') },
} satisfies Record<string, ValueTypeSpec>;
