/**
 * The renderer's own pieces of an ArrayTable (see tableSchema.ts): the 序号 of a row, and the add button, which is
 * disabled with 最多添加N行 once the table holds `maxItems` rows. The name TableAddition contains "Addition", which is
 * how ArrayTable finds its add button among the array's properties.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ArrayTable } from '@formily/antd-v5';
import { observer, useField } from '@formily/react';
import { Button, Typography } from 'antd';
import { tooManyRows } from './tableSchema';

export function TableIndex() {
  const index = ArrayTable.useIndex();
  return <span>{index + 1}</span>;
}

export const TableAddition = observer(function TableAddition({ maxItems }: { maxItems?: number }) {
  const array = ArrayTable.useArray();
  const title = useField().title;
  if (!array || array.field.pattern !== 'editable') return null;
  const rows = Array.isArray(array.field.value) ? array.field.value.length : 0;
  if (maxItems === undefined || rows < maxItems) return <ArrayTable.Addition />;
  return (
    <>
      <Button type="dashed" block disabled icon={<PlusOutlined />}>
        {title}
      </Button>
      <Typography.Text type="secondary">{tooManyRows(maxItems)}</Typography.Text>
    </>
  );
});
