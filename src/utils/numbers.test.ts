import { describe, expect, it } from 'vitest';
import { formatNumberCompact, formatThousands } from './numbers';

describe('formatNumberCompact', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [1250000, '1.3M'],
    [2e9, '2G'],
    [3.45e12, '3.5T'],
    [7e15, '7P'],
    [1.5e18, '1.5E'],
    [-2500, '-2.5k'],
  ])('%s → %s', (n, text) => {
    expect(formatNumberCompact(n)).toBe(text);
  });

  it('honours the digits argument', () => {
    expect(formatNumberCompact(1234567, 2)).toBe('1.23M');
    expect(formatNumberCompact(1000000, 3)).toBe('1M');
  });
});

describe('formatThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567.891, '1,234,567.891'],
    [-1234567, '-1,234,567'],
    ['9876543.20', '9,876,543.20'],
    [null, '--'],
    [undefined, '--'],
    ['', '--'],
    ['abc', '--'],
  ])('%s → %s', (v, text) => {
    expect(formatThousands(v)).toBe(text);
  });
});
