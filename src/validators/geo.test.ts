import { describe, expect, it } from 'vitest';
import { latitude, longitude } from './geo';

describe('longitude', () => {
  it.each([
    ['120.123456', undefined],
    ['-180', undefined],
    ['180', undefined],
    [0, undefined],
    ['120.1234567', '最多保留6位小数'],
    ['180.000001', '应在-180~180之间'],
    ['-181', '应在-180~180之间'],
    ['东经120', '请输入数字'],
  ])('%j → %s', (value, message) => {
    expect(longitude(value)).toBe(message);
  });
});

describe('latitude', () => {
  it.each([
    ['30.274084', undefined],
    ['-90', undefined],
    ['90', undefined],
    ['30.2740841', '最多保留6位小数'],
    ['90.5', '应在-90~90之间'],
    ['-90.000001', '应在-90~90之间'],
    ['N30', '请输入数字'],
  ])('%j → %s', (value, message) => {
    expect(latitude(value)).toBe(message);
  });
});
