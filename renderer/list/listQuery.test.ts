import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../schemas/meta/generated/area';
import { toPageParams, toSortParams } from './listQuery';

const plain: Endpoint = { method: 'GET', path: '/x' };
const named: Endpoint = {
  method: 'GET',
  path: '/x',
  page: { no: 'page', size: 'rows' },
  sort: { field: 'orderBy', order: 'orderType', asc: 'ASC', desc: 'DESC' },
};
const defaultValues: Endpoint = { method: 'GET', path: '/x', sort: { field: 'orderBy', order: 'orderType' } };

describe('paging and sort parameters', () => {
  it('pages under pageNo/pageSize by default, else the endpoint’s names', () => {
    expect(toPageParams(plain, 2, 20)).toEqual({ pageNo: 2, pageSize: 20 });
    expect(toPageParams(named, 3, 50)).toEqual({ page: 3, rows: 50 });
  });

  it('maps ProTable’s sort to the endpoint’s names and values', () => {
    expect(toSortParams(defaultValues, { updateTime: 'descend' })).toEqual({ orderBy: 'updateTime', orderType: 'desc' });
    expect(toSortParams(defaultValues, { updateTime: 'ascend' })).toEqual({ orderBy: 'updateTime', orderType: 'asc' });
    expect(toSortParams(named, { 'park,parkName': 'ascend' })).toEqual({ orderBy: 'park.parkName', orderType: 'ASC' });
  });

  it('sends no sort when none is active or the endpoint declares none', () => {
    expect(toSortParams(defaultValues, { updateTime: null })).toEqual({});
    expect(toSortParams(plain, { updateTime: 'descend' })).toEqual({});
  });
});
