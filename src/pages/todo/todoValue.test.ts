// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanFilters, readTodoValue, TODO_VALUE_KEY, writeTodoValue } from './todoValue';

beforeEach(() => sessionStorage.clear());

describe('todoValue', () => {
  it('is stored under the key todoValue', () => {
    expect(TODO_VALUE_KEY).toBe('todoValue');
  });

  it.each([
    [null, { filters: {}, pageNo: 1, pageSize: 10 }],
    ['not json', { filters: {}, pageNo: 1, pageSize: 10 }],
    ['"text"', { filters: {}, pageNo: 1, pageSize: 10 }],
    [
      '{"title":"a","backlogType":"3","dealStatus":1,"pageNo":4,"pageSize":50}',
      { filters: { title: 'a', backlogType: '3', dealStatus: 1 }, pageNo: 4, pageSize: 50 },
    ],
    ['{"title":"  ","dealStatus":7,"pageNo":-1,"pageSize":"x"}', { filters: {}, pageNo: 1, pageSize: 10 }],
  ])('reads %j', (raw, expected) => {
    if (raw !== null) sessionStorage.setItem('todoValue', raw);
    expect(readTodoValue()).toEqual(expected);
  });

  it('round-trips', () => {
    const query = { filters: { title: '对账', backlogType: 2, dealStatus: 0 }, pageNo: 2, pageSize: 20 };
    writeTodoValue(query);
    expect(readTodoValue()).toEqual(query);
  });

  it('cleanFilters drops empty values but keeps 0', () => {
    expect(cleanFilters({ title: '', backlogType: '', dealStatus: 0 })).toEqual({ dealStatus: 0 });
    expect(cleanFilters({ title: undefined, backlogType: 0 })).toEqual({ backlogType: 0 });
  });
});
