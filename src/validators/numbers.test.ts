import { describe, expect, it } from 'vitest';
import { integer, number, rangeInteger, rangeNumber } from './numbers';

describe('number', () => {
  it.each([
    ['0', undefined],
    ['-12', undefined],
    ['3.1415', undefined],
    [42, undefined],
    [-0.5, undefined],
    ['abc', '请输入数字'],
    ['1.', '请输入数字'],
    ['.5', '请输入数字'],
    ['1,000', '请输入数字'],
    ['1e3', '请输入数字'],
    [Number.NaN, '请输入数字'],
    [true, '请输入数字'],
  ])('%j → %s', (value, message) => {
    expect(number(value)).toBe(message);
  });
});

describe('integer', () => {
  it.each([
    ['0', undefined],
    ['-7', undefined],
    [100, undefined],
    ['1.5', '请输入整数'],
    ['1.0', '请输入整数'],
    [2.5, '请输入整数'],
    ['x', '请输入整数'],
  ])('%j → %s', (value, message) => {
    expect(integer(value)).toBe(message);
  });
});

describe('rangeNumber', () => {
  it.each([
    ['0', undefined, undefined],
    ['10000', undefined, undefined],
    ['9999.99', undefined, undefined],
    [12.5, undefined, undefined],
    ['abc', undefined, '必须为数字值'],
    ['-0.01', undefined, '应在0~10000之间'],
    ['10000.01', undefined, '应在0~10000之间'],
    ['1.234', undefined, '最多保留两位小数'],
    ['20000.123', undefined, '应在0~10000之间'],
    ['5', [1, 5] as [number, number], undefined],
    ['5.5', [1, 5] as [number, number], '应在1~5之间'],
    ['-3', [-5, 5] as [number, number], undefined],
    ['-6', [-5, 5] as [number, number], '应在-5~5之间'],
    ['0.5', [0.5, 1.5] as [number, number], undefined],
  ])('%j with %j → %s', (value, args, message) => {
    expect(rangeNumber(value, args)).toBe(message);
  });
});

describe('rangeInteger', () => {
  it.each([
    ['1', undefined, undefined],
    ['10000', undefined, undefined],
    ['0', undefined, '请输入1-10000之间的数字'],
    ['10001', undefined, '请输入1-10000之间的数字'],
    ['2.5', undefined, '请输入1-10000之间的数字'],
    ['abc', undefined, '请输入1-10000之间的数字'],
    ['0', [0, 59] as [number, number], undefined],
    ['60', [0, 59] as [number, number], '请输入0-59之间的数字'],
  ])('%j with %j → %s', (value, args, message) => {
    expect(rangeInteger(value, args)).toBe(message);
  });
});
