import { describe, expect, it } from 'vitest';
import { formatDateTime, threeDayWindow, toDayjsPattern } from './dates';

// Local-time clocks, so the expectations hold in any time zone.
const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s).getTime();

describe('formatDateTime', () => {
  it.each([
    [at(2024, 3, 5, 14, 7, 9), undefined, '2024/03/05 14:07:09'],
    [at(2024, 12, 31, 0, 0, 0), 'yyyy/MM/dd hh:mm:ss', '2024/12/31 00:00:00'],
    [at(2024, 1, 2, 23, 59, 58), 'yyyy-MM-dd', '2024-01-02'],
    [at(2024, 1, 2, 9, 5, 0), 'hh:mm', '09:05'],
    [new Date(2023, 6, 8, 1, 2, 3), 'yyyy年MM月dd日', '2023年07月08日'],
  ])('%s with %s → %s', (date, pattern, text) => {
    expect(formatDateTime(date, pattern)).toBe(text);
  });

  it('gives an empty string for empty or invalid dates', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('maps the pattern to dayjs tokens', () => {
    expect(toDayjsPattern('yyyy/MM/dd hh:mm:ss')).toBe('YYYY/MM/DD HH:mm:ss');
  });
});

describe('threeDayWindow', () => {
  it.each([
    [at(2024, 5, 10, 15, 30, 45), '2024-05-07 00:00:00', '2024-05-10 15:30:45'],
    [at(2024, 3, 2, 0, 0, 1), '2024-02-28 00:00:00', '2024-03-02 00:00:01'],
    [at(2024, 1, 1, 23, 59, 59), '2023-12-29 00:00:00', '2024-01-01 23:59:59'],
  ])('now %s → %s … %s', (now, bgn, end) => {
    expect(threeDayWindow(now)).toEqual({ bgn, end });
  });
});
