import type { ProColumns } from '@ant-design/pro-components';
import type { Column, ListView, ValueType } from '../../schemas/meta/generated/area';
import { columnKey, type Row } from './listColumns';

/**
 * Rows on one page above which the list draws only the rows scrolled into view (antd Table `virtual`): a page of up
 * to 1,000 rows then costs about as much as a page of 20. At this many rows or fewer the table is drawn as always.
 */
export const VIRTUAL_ROWS_ABOVE = 100;

/** Width of antd's selection column in a virtual table: the checkbox and the cell's padding. */
export const SELECTION_WIDTH = 48;

/** Height of the scrolling body of a virtual table at a window height: the rest of the window stays for the shell, search form, toolbar, header and paging. */
export const MIN_BODY_HEIGHT = 320;
const OUTSIDE_BODY = 300;

/**
 * A virtual table lays its columns out by their widths (the browser does not size them from their content), so every
 * column has one: the width of a value type's usual content (a dateTime 2026-01-01 12:00:00, a plate, a money amount)
 * plus the cell's 32 px of padding.
 */
const TYPE_WIDTHS: Partial<Record<ValueType, number>> = {
  text: 160,
  textarea: 240,
  richText: 240,
  number: 110,
  integer: 100,
  money: 120,
  percent: 100,
  duration: 140,
  date: 120,
  dateTime: 180,
  dateRange: 240,
  dateTimeRange: 340,
  time: 100,
  select: 130,
  multiSelect: 200,
  cascader: 200,
  radio: 120,
  checkbox: 180,
  switch: 100,
  status: 120,
  tag: 130,
  plate: 120,
  phone: 140,
  image: 100,
  upload: 180,
  link: 200,
  treeSelect: 180,
  tree: 200,
  component: 180,
  timeline: 260,
};
export const DEFAULT_COLUMN_WIDTH = 160;

/** A declared width in pixels (a number or "120px"); a percentage or another CSS width has no fixed pixel value. */
const pixels = (width: Column['width']): number | undefined => {
  if (typeof width === 'number') return width > 0 ? width : undefined;
  const match = width === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(width);
  return match && Number(match[1]) > 0 ? Number(match[1]) : undefined;
};

/** Width of a header text: 14 px for a Chinese character, 8 px for a Latin one. */
const textWidth = (text: string) => [...text].reduce((sum, ch) => sum + (ch.charCodeAt(0) > 0xff ? 14 : 8), 0);

/** The width of a column in a virtual table: its declared pixel width, else its value type's, never narrower than its title (with the sort and tooltip icons). */
export function columnWidth(column: Column): number {
  const declared = pixels(column.width);
  if (declared !== undefined) return declared;
  const title = textWidth(column.title ?? '') + 32 + (column.sorter ? 20 : 0) + (column.tooltip ? 20 : 0);
  return Math.max((column.valueType && TYPE_WIDTHS[column.valueType]) || DEFAULT_COLUMN_WIDTH, title);
}

/** The height of a virtual table's scrolling body for a window `viewportHeight` px high. */
export const bodyHeight = (viewportHeight: number) => Math.max(MIN_BODY_HEIGHT, Math.round(viewportHeight - OUTSIDE_BODY));

export interface TableLayoutInput {
  /** The table's columns (buildListColumns): the view's columns, the search-only ones, 序号 and 操作. */
  columns: ProColumns<Row>[];
  view: Pick<ListView, 'columns'>;
  /** Rows on the page on screen. */
  rows: number;
  /** The table has a selection column (the view has batch actions). */
  selectable: boolean;
  viewportHeight: number;
}

export interface TableLayout {
  columns: ProColumns<Row>[];
  scroll: { x: number | 'max-content'; y?: number };
  /** Only the rows in view are drawn. */
  virtual?: true;
  /** The selection column's width (a virtual table only). */
  selectionWidth?: number;
}

/**
 * How the list's table is laid out for the rows on its page. Up to VIRTUAL_ROWS_ABOVE rows: the columns as they are,
 * sized by their content (`scroll.x: 'max-content'`). Above: antd's virtual table, which needs a numeric `scroll.y`
 * (its body scrolls under a header that stays in place) and a numeric `scroll.x` (the sum of the column widths), and
 * a width on every column.
 */
export function tableLayout({ columns, view, rows, selectable, viewportHeight }: TableLayoutInput): TableLayout {
  if (rows <= VIRTUAL_ROWS_ABOVE) return { columns, scroll: { x: 'max-content' } };
  const specs = new Map(view.columns.map((column, index) => [columnKey(column, index), column]));
  let total = selectable ? SELECTION_WIDTH : 0;
  const sized = columns.map((column) => {
    const spec = specs.get(String(column.key));
    const width = typeof column.width === 'number' ? column.width : spec ? columnWidth(spec) : DEFAULT_COLUMN_WIDTH;
    if (!column.hideInTable) total += width;
    return { ...column, width };
  });
  return {
    columns: sized,
    scroll: { x: total, y: bodyHeight(viewportHeight) },
    virtual: true,
    selectionWidth: selectable ? SELECTION_WIDTH : undefined,
  };
}
