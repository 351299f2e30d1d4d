import { QuestionCircleOutlined } from '@ant-design/icons';
import { Descriptions, Space, Tooltip } from 'antd';
import type { DetailItem, DetailSection as DetailSectionSpec } from '../../schemas/meta/generated/area';
import { isEmptyValue } from '../core/conditions';
import { displayedValue } from '../core/displayedValue';
import type { ResolvedArea } from '../core/viewProps';
import { ReadValue } from '../fields';
import { CopyValue } from '../fields/CopyValue';

function Label({ item }: { item: DetailItem }) {
  if (!item.tooltip) return <>{item.title}</>;
  return (
    <Space size={4}>
      {item.title}
      <Tooltip title={item.tooltip}>
        <QuestionCircleOutlined />
      </Tooltip>
    </Space>
  );
}

function ItemValue({ item, record, area }: { item: DetailItem; record: Record<string, unknown>; area: ResolvedArea }) {
  const value = displayedValue(item, record);
  const node = <ReadValue field={item} value={value} record={record} area={area} />;
  return item.copyable && !isEmptyValue(value) ? <CopyValue text={String(value)}>{node}</CopyValue> : node;
}

/** One section of a detail view: its items (read forms of their value types) in `columns` columns. */
export function DetailSection({
  section,
  record,
  area,
}: {
  section: DetailSectionSpec;
  record: Record<string, unknown>;
  area: ResolvedArea;
}) {
  return (
    <Descriptions
      title={section.title}
      column={section.perRow ?? 2}
      bordered
      size="small"
      style={{ marginBottom: 24 }}
      items={section.items.map((item, index) => ({
        key: item.dataIndex ?? String(index),
        label: <Label item={item} />,
        span: item.span,
        children: <ItemValue item={item} record={record} area={area} />,
      }))}
    />
  );
}
