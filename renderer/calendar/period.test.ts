import { describe, expect, it } from 'vitest';
import { periodDays, periodRange, periodTitle, shiftPeriod } from './period';

describe('calendar periods', () => {
  it.each([
    ['month', '2026-02-14', '2026-02-01', '2026-02-28'],
    ['month', '2024-02-29', '2024-02-01', '2024-02-29'],
    ['week', '2026-11-25', '2026-11-23', '2026-11-29'], // a Wednesday: Monday … Sunday
    ['week', '2026-11-29', '2026-11-23', '2026-11-29'], // a Sunday belongs to the week before
    ['week', '2026-12-31', '2026-12-28', '2027-01-03'],
  ] as const)('%s of %s is %s … %s', (kind, anchor, start, end) => {
    expect(periodRange(kind, anchor)).toEqual({ start, end });
  });

  it('labels days with 周一 … 周日, tints weekends and marks today', () => {
    const days = periodDays('week', '2026-11-25', '2026-11-25');
    expect(days.map((d) => d.weekday)).toEqual(['周一', '周二', '周三', '周四', '周五', '周六', '周日']);
    expect(days.map((d) => d.label)).toEqual(['11-23', '11-24', '11-25', '11-26', '11-27', '11-28', '11-29']);
    expect(days.filter((d) => d.weekend).map((d) => d.date)).toEqual(['2026-11-28', '2026-11-29']);
    expect(days.filter((d) => d.today).map((d) => d.date)).toEqual(['2026-11-25']);
    expect(
      periodDays('month', '2026-11-25', '2026-11-25')
        .map((d) => d.label)
        .slice(0, 3),
    ).toEqual(['1', '2', '3']);
  });

  it('moves by a month or a week and titles the period', () => {
    expect(shiftPeriod('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftPeriod('week', '2026-11-25', -1)).toBe('2026-11-18');
    expect(periodTitle('month', '2026-11-25')).toBe('2026年11月');
    expect(periodTitle('week', '2026-11-25')).toBe('2026年11月23日 – 11月29日');
  });
});
