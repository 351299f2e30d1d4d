import { describe, expect, it } from 'vitest';
import { timeAgo } from './timeAgo';

const NOW = 1_700_000_000_000;
const ago = (seconds: number) => timeAgo(NOW - seconds * 1000, NOW);

describe('timeAgo (spec §9)', () => {
  it.each([
    [0, '刚刚'],
    [29.999, '刚刚'],
    [-60, '刚刚'],
    [30, '1分钟前'],
    [60, '1分钟前'],
    [61, '2分钟前'],
    [3599, '60分钟前'],
    [3600, '1小时前'],
    [3601, '2小时前'],
    [86399, '24小时前'],
    [86400, '1天前'],
    [172799, '1天前'],
    [172800, '2天前'],
    [10 * 86400 + 5, '10天前'],
  ])('%s s ago → %s', (seconds, label) => {
    expect(ago(seconds)).toBe(label);
  });

  it('uses the current time by default', () => {
    expect(timeAgo(Date.now() - 5 * 60 * 1000)).toBe('5分钟前');
  });
});
