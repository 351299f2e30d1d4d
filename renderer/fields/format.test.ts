import { describe, expect, it } from 'vitest';
import { formatDuration, formatMoney, formatNumber, formatPercent, moneyFromInput, moneyToInput } from './format';
import { formatDate, formatDateRange } from './dates';

describe('number formats', () => {
  it.each([
    [123450, 'fen', '¥1,234.50'],
    [1234.5, 'yuan', '¥1,234.50'],
    [0, 'fen', '¥0.00'],
    [-250, 'fen', '-¥2.50'],
    [123456789, undefined, '¥1,234,567.89'],
  ] as const)('money %s %s → %s', (value, unit, text) => {
    expect(formatMoney(value, unit)).toBe(text);
  });

  it.each([
    [8100, 'second', '2小时15分'],
    [8130, 'second', '2小时15分30秒'],
    [45, 'second', '45秒'],
    [90061, 'second', '1天1小时1分1秒'],
    [135, 'minute', '2小时15分'],
    [5_400_000, 'millisecond', '1小时30分'],
    [2, 'hour', '2小时'],
    [0, 'minute', '0分'],
  ] as const)('duration %s %s → %s', (value, unit, text) => {
    expect(formatDuration(value, unit)).toBe(text);
  });

  it('thousands separators, precision and percent', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.891');
    expect(formatNumber(1234.5, 2)).toBe('1,234.50');
    expect(formatPercent(12.5)).toBe('12.5%');
  });

  it('money is edited in 元 and stored in its unit', () => {
    expect(moneyToInput(123450, 'fen')).toBe(1234.5);
    expect(moneyFromInput(12.34, 'fen')).toBe(1234);
    expect(moneyFromInput(0.29, 'fen')).toBe(29);
    expect(moneyFromInput(12.34, 'yuan')).toBe(12.34);
    expect(moneyFromInput(null, 'fen')).toBeUndefined();
  });
});

describe('date formats', () => {
  it.each([
    ['2024-05-01 08:30:00', 'dateTime', undefined, '2024-05-01 08:30:00'],
    ['2024-05-01 08:30:00', 'date', undefined, '2024-05-01'],
    ['08:30:05', 'time', undefined, '08:30:05'],
    ['2024-05-01 08:30:00', 'dateTime', 'YYYY/MM/DD HH:mm', '2024/05/01 08:30'],
  ] as const)('%s as %s', (value, kind, format, text) => {
    expect(formatDate(value, kind, format)).toBe(text);
  });

  it('reads timestamps and refuses non-dates', () => {
    const ms = new Date(2024, 4, 1, 8, 30, 0).getTime();
    expect(formatDate(ms, 'dateTime')).toBe('2024-05-01 08:30:00');
    expect(formatDate('not a date', 'dateTime')).toBeUndefined();
    expect(formatDateRange(['2024-05-01', '2024-05-31'], 'date')).toBe('2024-05-01 ~ 2024-05-31');
  });
});
