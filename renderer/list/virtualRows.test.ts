import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AreaDocument, Column, ListView } from '../../schemas/meta/generated/area';
import { validateArea } from '../../schemas/meta/generated/validateSchemas';
import type { ActionRunner } from '../actions/useActionRunner';
import { buildListColumns } from './listColumns';
import { buildSearchFields } from './searchFields';
import {
  DEFAULT_COLUMN_WIDTH,
  MIN_BODY_HEIGHT,
  SELECTION_WIDTH,
  VIRTUAL_ROWS_ABOVE,
  bodyHeight,
  columnWidth,
  tableLayout,
} from './virtualRows';

const view: ListView = {
  kind: 'list',
  title: '停车订单',
  endpoint: 'list',
  showIndex: true,
  columns: [
    { dataIndex: 'orderNo', title: '订单编号', valueType: 'text', width: 220, fixed: 'left' },
    { dataIndex: 'plateNo', title: '车牌号', valueType: 'plate', search: true },
    { dataIndex: 'inTime', title: '入场时间', valueType: 'dateTime', sorter: true },
    { dataIndex: 'paidMoney', title: '实收金额', valueType: 'money', width: '130px' },
    { dataIndex: 'park.name', title: '车场', valueType: 'text', width: '20%' },
    { dataIndex: 'status', title: '状态', valueType: 'status', hideInTable: true, search: true },
    { title: '备注', valueType: 'textarea' },
  ],
  rowActions: ['view', 'remove'],
};
const area = {
  area: 'orders',
  title: '订单',
  endpoints: { list: { method: 'GET', path: '/orders' } },
  actions: { view: { kind: 'open', label: '查看', view: 'detail' }, remove: { kind: 'request', label: '删除', endpoint: 'list' } },
  views: { list: view },
} as unknown as AreaDocument;
const runner = { context: { services: { hasPermission: () => true } } } as unknown as ActionRunner;
const columns = buildListColumns({ view, area, runner, searchFields: buildSearchFields(view.columns), dictionaries: {} });
const layoutOf = (rows: number, selectable = true) => tableLayout({ columns, view, rows, selectable, viewportHeight: 768 });

const widthOf = (key: string, layout = layoutOf(VIRTUAL_ROWS_ABOVE + 1)) => layout.columns.find((c) => c.key === key)?.width;

describe('the list table at up to 100 rows', () => {
  it('keeps its columns as they are, sized by their content, and draws every row', () => {
    for (const rows of [0, 10, VIRTUAL_ROWS_ABOVE]) {
      const layout = layoutOf(rows);
      expect(layout.columns).toBe(columns);
      expect(layout.scroll).toEqual({ x: 'max-content' });
      expect(layout.virtual).toBeUndefined();
      expect(layout.selectionWidth).toBeUndefined();
    }
  });
});

describe('the list table above 100 rows', () => {
  it('draws only the rows in view, under a header that stays, in a body of fixed height', () => {
    const layout = layoutOf(VIRTUAL_ROWS_ABOVE + 1);
    expect(layout.virtual).toBe(true);
    expect(layout.scroll.y).toBe(bodyHeight(768));
    expect(layoutOf(1000).virtual).toBe(true);
  });

  it('gives every column a width and scrolls across their sum, the selection column included', () => {
    const layout = layoutOf(500);
    for (const column of layout.columns) expect(typeof column.width, String(column.key)).toBe('number');
    const shown = layout.columns.filter((c) => !c.hideInTable).reduce((sum, c) => sum + (c.width as number), 0);
    expect(layout.scroll.x).toBe(shown + SELECTION_WIDTH);
    expect(layout.selectionWidth).toBe(SELECTION_WIDTH);
    const unselectable = layoutOf(500, false);
    expect(unselectable.scroll.x).toBe(shown);
    expect(unselectable.selectionWidth).toBeUndefined();
  });

  it('keeps declared pixel widths, 序号, the 操作 column’s width and the fixed sides', () => {
    expect(widthOf('orderNo')).toBe(220);
    expect(widthOf('paidMoney')).toBe(130);
    expect(widthOf('__index')).toBe(64);
    expect(widthOf('__actions')).toBe(columns.find((c) => c.key === '__actions')?.width);
    const layout = layoutOf(500);
    expect(layout.columns.find((c) => c.key === 'orderNo')?.fixed).toBe('left');
    expect(layout.columns.find((c) => c.key === '__actions')?.fixed).toBe('right');
  });

  it('sizes a column without a pixel width by its value type, its title and icons, or its position’s key', () => {
    expect(widthOf('plateNo')).toBe(columnWidth(view.columns[1]));
    expect(widthOf('inTime')).toBeGreaterThan(widthOf('plateNo') as number);
    // A percentage has no pixel value before the table is laid out: the value type's width.
    expect(widthOf('park.name')).toBe(columnWidth({ title: '车场', valueType: 'text' }));
    // A column without dataIndex is keyed by its position.
    expect(widthOf('column6')).toBe(columnWidth({ title: '备注', valueType: 'textarea' }));
  });

  it('does not count search-only columns in the table’s width', () => {
    const layout = layoutOf(500);
    const hidden = layout.columns.filter((c) => c.hideInTable);
    expect(hidden.map((c) => c.key)).toEqual(expect.arrayContaining(['status']));
    const all = layout.columns.reduce((sum, c) => sum + (c.width as number), 0);
    expect(layout.scroll.x).toBeLessThan(all + SELECTION_WIDTH);
  });
});

describe('column widths', () => {
  const col = (c: Partial<Column>): Column => ({ title: '值', valueType: 'text', ...c }) as Column;

  it('takes a declared width in pixels, written as a number or in px', () => {
    expect(columnWidth(col({ width: 96 }))).toBe(96);
    expect(columnWidth(col({ width: '88px' }))).toBe(88);
    expect(columnWidth(col({ width: ' 90 ' }))).toBe(90);
  });

  it('sizes by value type otherwise: a time is wider than a number, an unknown type has the default', () => {
    expect(columnWidth(col({ valueType: 'dateTime' }))).toBeGreaterThan(columnWidth(col({ valueType: 'integer' })));
    expect(columnWidth(col({ valueType: 'dateTimeRange' }))).toBeGreaterThan(columnWidth(col({ valueType: 'dateTime' })));
    expect(columnWidth(col({ valueType: undefined }))).toBe(DEFAULT_COLUMN_WIDTH);
    expect(columnWidth(col({ width: '50%' }))).toBe(DEFAULT_COLUMN_WIDTH);
  });

  it('is never narrower than its title with the sort and tooltip icons', () => {
    const long = '最近一次缴费的支付渠道名称';
    const plain = columnWidth(col({ title: long, valueType: 'integer' }));
    expect(plain).toBe(long.length * 14 + 32);
    expect(columnWidth(col({ title: long, valueType: 'integer', sorter: true }))).toBe(plain + 20);
    expect(columnWidth(col({ title: long, valueType: 'integer', sorter: true, tooltip: '说明' }))).toBe(plain + 40);
    expect(columnWidth(col({ title: 'Payment channel code', valueType: 'integer' }))).toBe(20 * 8 + 32);
  });
});

describe('the body height of a virtual table', () => {
  it('follows the window and keeps a usable minimum', () => {
    expect(bodyHeight(900)).toBeGreaterThan(bodyHeight(768));
    expect(bodyHeight(768)).toBeGreaterThan(MIN_BODY_HEIGHT);
    expect(bodyHeight(400)).toBe(MIN_BODY_HEIGHT);
  });
});

describe('page sizes a document may declare', () => {
  /** 停车订单 of stopFee.json with another `pagination`. */
  const withPagination = (pagination: unknown) => {
    const doc = JSON.parse(readFileSync('schemas/stopFee.json', 'utf8'));
    doc.views.parkOrderList.pagination = pagination;
    return doc;
  };

  it('go up to 1000 rows, as the default and among the choices', () => {
    expect(
      validateArea(withPagination({ pageSize: 1000, pageSizeOptions: [10, 20, 50, 100, 500, 1000] })),
      JSON.stringify(validateArea.errors),
    ).toBe(true);
  });

  it('no further', () => {
    expect(validateArea(withPagination({ pageSize: 1001 }))).toBe(false);
    expect(validateArea.errors?.map((e) => e.instancePath)).toContain('/views/parkOrderList/pagination/pageSize');
    expect(validateArea(withPagination({ pageSizeOptions: [10, 2000] }))).toBe(false);
    expect(validateArea.errors?.map((e) => e.instancePath)).toContain('/views/parkOrderList/pagination/pageSizeOptions/1');
  });
});
