import type { ProColumns } from '@ant-design/pro-components';
import type { Column, DictionaryItem, ListView } from '../../schemas/meta/generated/area';
import type { DictionaryState } from '../core/dictionaries';
import type { ResolvedArea } from '../core/viewProps';
import type { ActionRunner } from '../actions/useActionRunner';
import { Cell } from './Cell';
import { actionLabel } from '../actions/ActionButton';
import { RowActions, rowActionsWidth } from './RowActions';
import type { SearchField } from './searchFields';
import { DependentSearchSelect } from './DependentSearchSelect';

export type Row = Record<string, unknown>;

type CascaderOption = { value: DictionaryItem['value']; label: string; disabled?: boolean; children?: CascaderOption[] };
const toOptions = (items: DictionaryItem[]): CascaderOption[] =>
  items.map((i) => ({ value: i.value, label: i.label, disabled: i.disabled, children: i.children ? toOptions(i.children) : undefined }));

/** A search-only column of ProTable's query form; one whose options depend on other search fields is a DependentSearchSelect. */
export function searchColumn(field: SearchField, dictionary: DictionaryState | undefined, area: ResolvedArea): ProColumns<Row> {
  const items = dictionary?.items ?? [];
  const fieldProps: Record<string, unknown> = {
    ...(field.placeholder ? { placeholder: field.placeholder } : {}),
    ...(field.fieldProps ?? {}),
  };
  const column: ProColumns<Row> = {
    key: field.key,
    dataIndex: field.key,
    title: field.title,
    hideInTable: true,
    initialValue: field.defaultValue,
    fieldProps,
  };
  if (field.parents && field.parents.length > 0 && (field.control === 'select' || field.control === 'multiSelect'))
    return {
      ...column,
      valueType: 'select',
      renderFormItem: (_schema, _config, form) => <DependentSearchSelect field={field} area={area} form={form} />,
    };
  switch (field.control) {
    case 'text':
    case 'plate':
      return { ...column, valueType: 'text' };
    case 'select':
    case 'multiSelect':
      return {
        ...column,
        valueType: 'select',
        valueEnum: new Map(items.map((i) => [i.value, { text: i.label, disabled: i.disabled }])),
        fieldProps: { ...fieldProps, loading: dictionary?.loading, ...(field.control === 'multiSelect' ? { mode: 'multiple' } : {}) },
      };
    case 'cascader':
      return { ...column, valueType: 'cascader', fieldProps: { ...fieldProps, options: toOptions(items) } };
    default:
      return { ...column, valueType: field.control };
  }
}

export interface ListColumnsInput {
  /** A list view, or another view with columns and row actions (a monitor view). */
  view: Pick<ListView, 'columns' | 'showIndex' | 'defaultSort' | 'rowActions' | 'maxRowActions'>;
  area: ResolvedArea;
  runner: ActionRunner;
  searchFields: SearchField[];
  dictionaries: Record<string, DictionaryState>;
}

/** The key of the table column of `view.columns[index]`: its dataIndex, else its position. */
export const columnKey = (column: Column, index: number) => column.dataIndex ?? `column${index}`;

/** Table columns (cells through ReadValue), then the search-only columns, then 操作. */
export function buildListColumns({ view, area, runner, searchFields, dictionaries }: ListColumnsInput): ProColumns<Row>[] {
  const columns: ProColumns<Row>[] = [];
  if (view.showIndex) columns.push({ title: '序号', key: '__index', valueType: 'index', width: 64, hideInSearch: true });
  view.columns.forEach((column, index) => {
    const dataIndex = columnKey(column, index);
    columns.push({
      key: dataIndex,
      dataIndex: dataIndex.includes('.') ? dataIndex.split('.') : dataIndex,
      title: column.title,
      tooltip: column.tooltip,
      width: column.width,
      ellipsis: column.ellipsis,
      fixed: column.fixed,
      align: column.align,
      sorter: column.sorter ? true : undefined,
      defaultSortOrder: view.defaultSort?.field === dataIndex && column.sorter ? view.defaultSort.order : undefined,
      hideInTable: column.hideInTable,
      hideInSearch: true,
      hideInSetting: column.hideInTable,
      render: (_dom, record) => <Cell column={column} record={record} area={area} runner={runner} />,
    });
  });
  for (const field of searchFields) columns.push(searchColumn(field, field.dictionary ? dictionaries[field.dictionary] : undefined, area));
  const { services } = runner.context;
  const permitted = (name: string) => {
    const action = area.actions?.[name];
    return action !== undefined && (!action.permission || services.hasPermission(action.permission));
  };
  const rowActions = (view.rowActions ?? []).filter(permitted);
  if (rowActions.length > 0)
    columns.push({
      title: '操作',
      key: '__actions',
      valueType: 'option',
      fixed: 'right',
      width: rowActionsWidth(
        rowActions.map((name) => actionLabel(name, area.actions?.[name])),
        view.maxRowActions ?? 3,
      ),
      hideInSearch: true,
      render: (_dom, record) => <RowActions names={rowActions} max={view.maxRowActions ?? 3} record={record} runner={runner} />,
    });
  return columns;
}
