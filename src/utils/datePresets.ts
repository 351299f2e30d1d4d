import dayjs from 'dayjs';
import { DEFAULT_DATE_PATTERN, HALF_YEAR_MS, THIRTY_DAYS_MS, formatDateTime } from './dates';

/**
 * The date presets of spec §9 (today, month, yesterday, last 30 days, next 30 days, half year ago,
 * ten years after), each a [start, end] pair formatted yyyy/MM/dd hh:mm:ss (24-hour). Starts are at
 * 00:00:00 and ends at 23:59:59 of their day; the 30-day and half-year spans use the spec's
 * millisecond windows (2592e6, 15552e6).
 */
export type DatePresetName = 'today' | 'month' | 'yesterday' | 'last30Days' | 'next30Days' | 'halfYearAgo' | 'tenYearsAfter';

export type DateRange = [start: string, end: string];

/** Chinese labels, in the spec's order (for range pickers and quick filters). */
export const DATE_PRESET_LABELS: Readonly<Record<DatePresetName, string>> = {
  today: '今天',
  month: '本月',
  yesterday: '昨天',
  last30Days: '近30天',
  next30Days: '未来30天',
  halfYearAgo: '近半年',
  tenYearsAfter: '未来十年',
};

export const DATE_PRESET_NAMES = Object.keys(DATE_PRESET_LABELS) as DatePresetName[];

const startOf = (ms: number) => formatDateTime(dayjs(ms).startOf('day').valueOf(), DEFAULT_DATE_PATTERN);
const endOf = (ms: number) => formatDateTime(dayjs(ms).endOf('day').valueOf(), DEFAULT_DATE_PATTERN);

/** One preset at the moment `now` (ms since epoch, default the current time). */
export function datePreset(name: DatePresetName, now: number = Date.now()): DateRange {
  switch (name) {
    case 'today':
      return [startOf(now), endOf(now)];
    case 'month':
      return [formatDateTime(dayjs(now).startOf('month').valueOf(), DEFAULT_DATE_PATTERN), endOf(now)];
    case 'yesterday': {
      const y = dayjs(now).subtract(1, 'day').valueOf();
      return [startOf(y), endOf(y)];
    }
    case 'last30Days':
      return [startOf(now - THIRTY_DAYS_MS), endOf(now)];
    case 'next30Days':
      return [startOf(now), endOf(now + THIRTY_DAYS_MS)];
    case 'halfYearAgo':
      return [startOf(now - HALF_YEAR_MS), endOf(now)];
    case 'tenYearsAfter':
      return [startOf(now), endOf(dayjs(now).add(10, 'year').valueOf())];
  }
}

/** Every preset at the moment `now`. */
export function datePresets(now: number = Date.now()): Record<DatePresetName, DateRange> {
  return Object.fromEntries(DATE_PRESET_NAMES.map((n) => [n, datePreset(n, now)])) as Record<DatePresetName, DateRange>;
}
