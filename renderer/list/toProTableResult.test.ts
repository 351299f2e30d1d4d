import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../schemas/meta/generated/area';
import { toProTableResult } from './toProTableResult';

const plain: Endpoint = { method: 'GET', path: '/x' };
const custom: Endpoint = { method: 'GET', path: '/x', result: { list: 'data.rows', total: 'data.count' } };

describe('toProTableResult', () => {
  it('reads rows and total at the default paths data.results / data.totalRecord', () => {
    expect(toProTableResult({ code: '200', data: { results: [{ id: 1 }], totalRecord: 31 } }, plain)).toEqual({
      data: [{ id: 1 }],
      success: true,
      total: 31,
    });
  });

  it('reads the endpoint’s result paths; a numeric string total; the list length when the total is absent', () => {
    expect(toProTableResult({ data: { rows: [{ id: 1 }, { id: 2 }], count: '40' } }, custom).total).toBe(40);
    expect(toProTableResult({ data: { rows: [{ id: 1 }, { id: 2 }] } }, custom)).toEqual({
      data: [{ id: 1 }, { id: 2 }],
      success: true,
      total: 2,
    });
  });

  it('accepts every success code of the envelope', () => {
    for (const code of ['200', '0xd19510001', '0xd19510002'])
      expect(toProTableResult({ code, data: { results: [] } }, plain).data).toEqual([]);
  });

  it('throws the business error message (never keeps stale rows)', () => {
    expect(() => toProTableResult({ code: '0x10d7509999', msg: '系统繁忙，请稍后再试', data: null }, plain)).toThrow(
      '系统繁忙，请稍后再试',
    );
    expect(() => toProTableResult({ code: '500', data: null }, plain)).toThrow('接口返回错误（500）');
  });

  it('throws when the list path holds no list', () => {
    expect(() => toProTableResult({ data: { results: null } }, plain)).toThrow('接口返回格式不正确：data.results 不是列表');
    expect(() => toProTableResult(undefined, custom)).toThrow('data.rows 不是列表');
  });
});
