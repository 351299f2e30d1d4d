import { describe, expect, it } from 'vitest';
import { badRequest, bodyOf, idList, stateNotAllowed, textIdList } from './requestParts';

describe('idList: the record ids of a call (generic delete and transitions, bulletins, devices, finance, shifts)', () => {
  it.each([
    ['a list of numbers', [3, 5], [3, 5]],
    ['a list of digit texts (a repeated query parameter)', ['3', '5'], [3, 5]],
    ['a comma-separated text', '3,5', [3, 5]],
    ['a comma-separated text with spaces', ' 3, 5 ', [3, 5]],
    ['comma-separated texts inside a list (`?ids=3,5&ids=7`)', ['3,5', '7'], [3, 5, 7]],
    ['one number (`{"id": 7}`)', 7, [7]],
    ['one digit text (a path segment)', '7', [7]],
    ['doubles once, in the order given', [5, '3', 5, '5,3'], [5, 3]],
  ] as const)('accepts %s', (_case, value, expected) => {
    expect(idList(value)).toEqual(expected);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty list', []],
    ['an empty text', ''],
    ['a blank among the ids', '3,,5'],
    ['a trailing comma', '3,'],
    ['zero', 0],
    ['a negative number', [-2]],
    ['a fraction', [1.5]],
    ['a word', ['3', 'abc']],
    ['a number beyond the safe integers', [2 ** 60]],
    ['a boolean', true],
    ['an object', { id: 3 }],
    ['a list inside the list', [[3]]],
  ] as const)('refuses %s (null: nothing is done for the good ids either)', (_case, value) => {
    expect(idList(value)).toBeNull();
  });
});

describe('textIdList: ids that are texts (export tasks, device records)', () => {
  it.each([
    ['a list of texts', ['a1', 'b2'], ['a1', 'b2']],
    ['a comma-separated text, trimmed', ' a1 , b2', ['a1', 'b2']],
    ['numbers as texts', [17, '18'], ['17', '18']],
    ['doubles once', ['a1', 'a1'], ['a1']],
  ] as const)('accepts %s', (_case, value, expected) => {
    expect(textIdList(value)).toEqual(expected);
  });

  it.each([
    ['nothing', undefined],
    ['an empty list', []],
    ['a blank among the ids', ['a1', ' ']],
    ['an object', [{ id: 'a1' }]],
  ] as const)('refuses %s', (_case, value) => {
    expect(textIdList(value)).toBeNull();
  });
});

describe('bodyOf', () => {
  it.each([
    ['an object body', { body: { ids: [1] } }, { ids: [1] }],
    ['no body', {}, {}],
    ['a null body', { body: null }, {}],
    ['an array body', { body: [1, 2] }, {}],
    ['a text body', { body: 'ids=1' }, {}],
  ] as const)('reads %s', (_case, req, expected) => {
    expect(bodyOf(req)).toEqual(expected);
  });
});

describe('refusals', () => {
  it('a malformed request answers 0x10d7500400 with its message and no data', () => {
    expect(badRequest('请选择要删除的班次')).toEqual({ code: '0x10d7500400', msg: '请选择要删除的班次', data: null });
  });

  it('a state that does not allow the step answers 0x10d7500015, with the platform message unless one is given', () => {
    expect(stateNotAllowed()).toEqual({ code: '0x10d7500015', msg: '当前状态不允许该操作', data: null });
    expect(stateNotAllowed('该班次已有排班，不能删除，可改为停用')).toEqual({
      code: '0x10d7500015',
      msg: '该班次已有排班，不能删除，可改为停用',
      data: null,
    });
  });
});
