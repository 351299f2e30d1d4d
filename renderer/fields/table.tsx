/**
 * Value type table: a list of rows (objects) whose columns are the field's `items`. The read form is a compact antd
 * Table with each column's own read form; the edit form is the Formily ArrayTable of renderer/form/tableSchema.ts,
 * so the `Edit` here only says that a table is edited inside a form.
 */
import { Table } from 'antd';
import type { TableColumn } from '../../schemas/meta/generated/area';
import { ConfigError } from './ConfigError';
import { EMPTY_TEXT } from './empty';
import { ReadValue } from './ReadValue';
import type { FieldSpec, ReadProps, ValueTypeSpec } from './types';

export type TableRow = Record<string, unknown>;

const isRow = (v: unknown): v is TableRow => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The rows of a table value: an array of objects, or its JSON text; anything else has no rows. */
export function tableRows(value: unknown): TableRow[] {
  let list = value;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      list = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.filter(isRow) : [];
}

/** The columns of a table field, in display order. */
export const tableColumns = (field: FieldSpec): [string, TableColumn][] => Object.entries(field.tableColumns?.properties ?? {});

export const NO_COLUMNS = '表格字段缺少列（tableColumns）';

function TableRead({ field, value, area }: ReadProps) {
  const columns = tableColumns(field);
  if (columns.length === 0) return <ConfigError message={NO_COLUMNS} />;
  const rows = tableRows(value);
  if (rows.length === 0) return <>{field.emptyText ?? EMPTY_TEXT}</>;
  return (
    <Table<TableRow>
      className="renderer-table-value"
      size="small"
      bordered
      pagination={false}
      rowKey={(row) => String(rows.indexOf(row))}
      dataSource={rows}
      columns={columns.map(([name, column]) => ({
        key: name,
        dataIndex: name,
        title: column.title ?? name,
        width: column.width,
        render: (_: unknown, row: TableRow) => <ReadValue field={column} value={row[name]} record={row} area={area} />,
      }))}
    />
  );
}

function TableEdit() {
  return <ConfigError message="表格字段只能在表单中编辑" />;
}

export const tableTypes = {
  table: { Read: TableRead, Edit: TableEdit },
} satisfies Record<string, ValueTypeSpec>;
