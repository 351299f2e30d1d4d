import { describe, expect, it } from 'vitest';
import type { AreaDocument, Endpoint } from '../../../schemas/meta/generated/area';
import { bindEndpoints } from '../bindings';
import { buildEntityModels } from '../entityModel';

const doc = (exportEndpoint: Endpoint): AreaDocument => ({
  area: 'fixtureExport',
  title: '导出夹具',
  entities: { fixtureExport: { rowKey: 'orderId' } },
  endpoints: {
    list: { title: '订单列表', method: 'GET', path: '/fx/orders', operation: 'list', sort: { field: 'orderBy', order: 'orderType' } },
    detail: { method: 'GET', path: '/fx/orders/{id}', operation: 'detail', pathParams: { id: { param: 'id' } } },
    export: exportEndpoint,
  },
  views: {
    list: {
      kind: 'list',
      route: 'list',
      endpoint: 'list',
      columns: [
        { dataIndex: 'plateNo', title: '车牌号', valueType: 'plate', search: true },
        { dataIndex: 'parkId', title: '车场', valueType: 'text', search: true, hideInTable: true },
        { dataIndex: 'paidMoney', title: '实收金额', valueType: 'money', unit: 'fen', sorter: true },
      ],
    },
  },
});

function bind(exportEndpoint: Endpoint) {
  const areas = [{ file: 'fixture.json', doc: doc(exportEndpoint) }];
  const warnings: string[] = [];
  const models = buildEntityModels(areas, warnings);
  return { ...bindEndpoints(areas, models, warnings), warnings };
}

describe('export endpoint binding', () => {
  it('takes the list endpoint of `list`: its filters and sort, the visible columns of its view, its title', () => {
    const { generic, warnings } = bind({ method: 'GET', path: '/fx/orders/export', operation: 'export', list: 'list' });
    const bound = generic.find((g) => g.name === 'export');
    expect(warnings).toEqual([]);
    expect(bound?.binding.operation).toBe('export');
    if (bound?.binding.operation !== 'export') return;
    expect(bound.model.entity).toBe('fixtureExport');
    expect(bound.binding.fileTitle).toBe('订单列表');
    expect(bound.binding.columns.map((c) => c.title)).toEqual(['车牌号', '实收金额']);
    expect(bound.binding.list.filters.map((f) => f.params[0])).toEqual(['plateNo', 'parkId']);
    expect([...bound.binding.list.sortable]).toEqual(['paidMoney']);
  });

  it.each<[string, Endpoint, string]>([
    [
      'without list',
      { method: 'GET', path: '/fx/orders/export', operation: 'export' },
      'fixtureExport.export: an export endpoint needs "list"',
    ],
    [
      'naming a detail',
      { method: 'GET', path: '/fx/orders/export', operation: 'export', list: 'detail' },
      '"list" names "detail", which is not a list endpoint',
    ],
    [
      'naming nothing',
      { method: 'GET', path: '/fx/orders/export', operation: 'export', list: 'orders' },
      '"list" names "orders", which is not a list endpoint',
    ],
  ])('%s: a warning, and the endpoint is left unimplemented', (_name, endpoint, warning) => {
    const { generic, custom, warnings } = bind(endpoint);
    expect(generic.some((g) => g.name === 'export')).toBe(false);
    expect(custom.map((c) => c.name)).toEqual(['export']);
    expect(warnings.join('\n')).toContain(warning);
  });
});
