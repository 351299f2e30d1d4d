import type { ProColumns } from '@ant-design/pro-components';
import type { Row } from './listColumns';
import type { SortOrder } from './listQuery';
import type { SearchField } from './searchFields';

/** What a list keeps in its page's memory (core/viewMemory.ts): the search form, page and sort of its last request. */
export interface ListMemory {
  /** The search form's values by field key; a field missing here was empty. */
  values: Record<string, unknown>;
  current?: number;
  pageSize?: number;
  sort: Record<string, SortOrder>;
}

/**
 * The memory key of a list: its area, view and parameters (a pane's list shown for another row is another list).
 * Lists in a modal or drawer start afresh each time they open: null.
 */
export function listMemoryKey(area: string, view: string, params: Record<string, string>, container: string): string | null {
  if (container !== 'page') return null;
  const query = Object.entries(params)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return `list:${area}/${view}?${query}`;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** What a request of the list says of its state: the non-empty search values, page, page size and sort. */
export function listMemoryOf(
  fields: SearchField[],
  values: Record<string, unknown> & { current?: number; pageSize?: number },
  sort: Record<string, SortOrder> | undefined,
): ListMemory {
  const kept: Record<string, unknown> = {};
  for (const field of fields) if (!isEmpty(values[field.key])) kept[field.key] = values[field.key];
  return { values: kept, current: values.current, pageSize: values.pageSize, sort: { ...sort } };
}

/** The search fields starting with the remembered values (a field left empty starts empty, its default included). */
export function rememberedSearchFields(fields: SearchField[], start: ListMemory | undefined): SearchField[] {
  if (!start) return fields;
  return fields.map((field) => ({ ...field, defaultValue: start.values[field.key] }));
}

const sortKey = (dataIndex: ProColumns<Row>['dataIndex']) => (Array.isArray(dataIndex) ? dataIndex.join(',') : String(dataIndex));

/** The columns sorted as remembered (instead of the view's default sort). */
export function rememberedSortColumns(columns: ProColumns<Row>[], start: ListMemory | undefined): ProColumns<Row>[] {
  if (!start) return columns;
  return columns.map((column) =>
    column.sorter ? { ...column, defaultSortOrder: start.sort[sortKey(column.dataIndex)] ?? undefined } : column,
  );
}
