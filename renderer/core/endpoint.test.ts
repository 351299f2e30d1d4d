import { describe, expect, it } from 'vitest';
import { bulletinArea, createFakeServices } from '../testing/fakeServices';
import type { ResolvedArea } from './viewProps';
import { buildCall, callEndpoint, pickPath, resolveSource } from './endpoint';

const area = bulletinArea();
const services = createFakeServices({ context: { platformType: 2, dealerId: 'D9' } });

/** A small area exercising every mapping of an endpoint descriptor. */
const custom: ResolvedArea = {
  area: 'demo',
  title: '演示',
  endpoints: {
    fromRecord: {
      method: 'POST',
      path: '/x/{a}/y/{b}',
      pathParams: { a: { field: 'id' }, b: { const: 'z z' } },
      bodyFrom: 'record',
      body: { extra: { const: 1 } },
    },
    fromForm: { method: 'PUT', path: '/x', bodyFrom: 'form', body: { id: { param: 'id' } } },
    implicitForm: { method: 'POST', path: '/x' },
    contextQuery: { method: 'GET', path: '/x', query: { dealerId: { context: 'dealerId' }, userId: { context: 'userId' } } },
  },
  views: {},
};

describe('pickPath', () => {
  it.each([
    [{ data: { results: [1] } }, 'data.results', [1]],
    [{ data: { totalRecord: 5 } }, 'data.totalRecord', 5],
    [{ data: null }, 'data.results', undefined],
    [{ park: { parkName: '西湖停车场' } }, 'park.parkName', '西湖停车场'],
    ['text', 'length', undefined],
    [{ a: 1 }, '', { a: 1 }],
  ])('%j at %s', (body, path, expected) => {
    expect(pickPath(body, path)).toEqual(expected);
  });
});

describe('resolveSource', () => {
  const scope = {
    record: { bulletinId: 7, park: { id: 3 } },
    form: { title: '新标题' },
    params: { id: '12' },
    rows: [{ bulletinId: 1 }, { bulletinId: 2 }],
    input: { approvalRemark: '内容不全' },
  };
  it.each([
    [{ field: 'bulletinId' }, 7],
    [{ field: 'park.id' }, 3],
    [{ field: 'title' }, '新标题'],
    [{ param: 'id' }, '12'],
    [{ rows: 'bulletinId' }, [1, 2]],
    [{ input: 'approvalRemark' }, '内容不全'],
    [{ context: 'dealerId' }, 'D9'],
    [{ const: 0 }, 0],
  ] as const)('%j → %j', (source, expected) => {
    expect(resolveSource(source, scope, services)).toEqual(expected);
  });

  it('rows of a row action are [row.field]', () => {
    expect(resolveSource({ rows: 'bulletinId' }, { record: { bulletinId: 9 } }, services)).toEqual([9]);
  });
});

describe('buildCall', () => {
  it('substitutes path parameters from their sources', () => {
    expect(buildCall(services, area, 'detail', { params: { id: '12' } })).toEqual({
      method: 'GET',
      url: '/publicity/v2/api/bulletinInfos/12',
    });
  });

  it('refuses a call whose path parameter has no value', () => {
    expect(() => buildCall(services, area, 'detail', { params: {} })).toThrow('缺少路径参数 "id"（接口 detail）');
  });

  it('sends constant query parameters and the caller’s search, paging and sort for GET', () => {
    expect(buildCall(services, area, 'categories', {})).toEqual({
      method: 'GET',
      url: '/basic/v2/api/sysDicts/findByDicType',
      params: { dicType: 'bulletinCategory' },
    });
    expect(buildCall(services, area, 'list', { search: { pageNo: 2, pageSize: 10, title: '通知', skipped: undefined } }).params).toEqual({
      pageNo: 2,
      pageSize: 10,
      title: '通知',
    });
  });

  it('leaves out a query parameter whose field is empty (city before a province is chosen)', () => {
    expect(buildCall(services, area, 'cities', { form: {} }).params).toBeUndefined();
    expect(buildCall(services, area, 'cities', { form: { provinceCode: '330000' } }).params).toEqual({ parentCode: '330000' });
  });

  it('maps body entries: rows of the selection, record fields, inputs', () => {
    expect(buildCall(services, area, 'delete', { rows: [{ bulletinId: 1 }, { bulletinId: 2 }] })).toEqual({
      method: 'DELETE',
      url: '/publicity/v2/api/bulletinInfos',
      data: { ids: [1, 2] },
    });
    expect(
      buildCall(services, area, 'approval', { record: { bulletinId: 5 }, input: { approvalStatus: 2, approvalRemark: '不通过' } }).data,
    ).toEqual({
      bulletinId: 5,
      approvalStatus: 2,
      approvalRemark: '不通过',
    });
  });

  it('bodyFrom form: the form values with body entries over them', () => {
    expect(buildCall(services, area, 'update', { form: { title: 'T', category: 1 }, params: { id: '3' } }).data).toEqual({
      title: 'T',
      category: 1,
      bulletinId: '3',
    });
    expect(buildCall(services, custom, 'fromForm', { form: { a: 1 }, params: { id: '4' } }).data).toEqual({ a: 1, id: '4' });
  });

  it('bodyFrom record, encoded path parameters, constants', () => {
    expect(buildCall(services, custom, 'fromRecord', { record: { id: 8, name: 'n' } })).toEqual({
      method: 'POST',
      url: '/x/8/y/z%20z',
      data: { id: 8, name: 'n', extra: 1 },
    });
  });

  it('a form submit without bodyFrom sends the form values', () => {
    expect(buildCall(services, custom, 'implicitForm', { form: { a: 1 } }).data).toEqual({ a: 1 });
    expect(buildCall(services, custom, 'implicitForm', {}).data).toBeUndefined();
  });

  it('an absent context value is not sent', () => {
    expect(buildCall(services, custom, 'contextQuery', {}).params).toEqual({ dealerId: 'D9' });
  });

  it('names an unknown endpoint', () => {
    expect(() => buildCall(services, custom, 'nope', {})).toThrow('未知的接口 "nope"（区域 demo）');
  });
});

describe('callEndpoint', () => {
  it('hands the call to services.request and resolves with the body as it is', async () => {
    const fake = createFakeServices({ routes: { 'GET /publicity/v2/api/bulletinInfos/3': { code: '200', data: { bulletinId: 3 } } } });
    await expect(callEndpoint(fake, area, 'detail', { params: { id: '3' } })).resolves.toEqual({ code: '200', data: { bulletinId: 3 } });
    expect(fake.calls).toEqual([{ method: 'GET', url: '/publicity/v2/api/bulletinInfos/3' }]);
  });
});
