import { describe, expect, it } from 'vitest';
import { DATE_PRESET_LABELS, DATE_PRESET_NAMES, datePreset, datePresets } from './datePresets';

/** 2026-01-15 10:30:45 on the machine's clock. */
const NOW = new Date(2026, 0, 15, 10, 30, 45).getTime();

describe('date presets (spec §9, yyyy/MM/dd hh:mm:ss)', () => {
  it.each([
    ['today', ['2026/01/15 00:00:00', '2026/01/15 23:59:59']],
    ['month', ['2026/01/01 00:00:00', '2026/01/15 23:59:59']],
    ['yesterday', ['2026/01/14 00:00:00', '2026/01/14 23:59:59']],
    // 30 days = 2592e6 ms, half year = 15552e6 ms (180 days).
    ['last30Days', ['2025/12/16 00:00:00', '2026/01/15 23:59:59']],
    ['next30Days', ['2026/01/15 00:00:00', '2026/02/14 23:59:59']],
    ['halfYearAgo', ['2025/07/19 00:00:00', '2026/01/15 23:59:59']],
    ['tenYearsAfter', ['2026/01/15 00:00:00', '2036/01/15 23:59:59']],
  ] as const)('%s → %j', (name, range) => {
    expect(datePreset(name, NOW)).toEqual(range);
  });

  it('hours are 24-hour (an afternoon end is 23:59:59, not 11:59:59)', () => {
    const afternoon = new Date(2026, 5, 30, 15, 0, 0).getTime();
    expect(datePreset('today', afternoon)[1]).toBe('2026/06/30 23:59:59');
    expect(datePreset('month', afternoon)[0]).toBe('2026/06/01 00:00:00');
  });

  it('yesterday of the first of a month is the last day of the previous month', () => {
    expect(datePreset('yesterday', new Date(2026, 2, 1, 8).getTime())).toEqual(['2026/02/28 00:00:00', '2026/02/28 23:59:59']);
  });

  it('datePresets gives every preset, each labelled in Chinese', () => {
    const all = datePresets(NOW);
    expect(Object.keys(all)).toEqual(DATE_PRESET_NAMES);
    expect(DATE_PRESET_NAMES).toHaveLength(7);
    for (const name of DATE_PRESET_NAMES) {
      expect(all[name]).toEqual(datePreset(name, NOW));
      expect(DATE_PRESET_LABELS[name]).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
