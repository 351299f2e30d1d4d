import dayjs, { type ConfigType } from 'dayjs';

/** Date formats and time windows of spec §9. */

export const THREE_DAYS_MS = 259200000;

/** The default display pattern: year/month/day, 24-hour time. */
const DEFAULT_DATE_PATTERN = 'yyyy/MM/dd hh:mm:ss';
const API_DATE_PATTERN = 'YYYY-MM-DD HH:mm:ss';

/** 'yyyy/MM/dd hh:mm:ss' (y year, M month, d day, h hour 0–23, m minute, s second, S millisecond) → dayjs tokens. */
export function toDayjsPattern(pattern: string): string {
  return pattern.replace(/y+|d+|h+|S+/g, (run) => {
    switch (run[0]) {
      case 'y':
        return run.length >= 4 ? 'YYYY' : 'YY';
      case 'd':
        return run.length >= 2 ? 'DD' : 'D';
      case 'h':
        return run.length >= 2 ? 'HH' : 'H';
      default:
        return 'SSS';
    }
  });
}

/** Formats a date with a yyyy/MM/dd hh:mm:ss style pattern; invalid or empty dates give ''. */
export function formatDateTime(date: ConfigType, pattern: string = DEFAULT_DATE_PATTERN): string {
  if (date === null || date === undefined || date === '') return '';
  const d = dayjs(date);
  return d.isValid() ? d.format(toDayjsPattern(pattern)) : '';
}

/** The counters' window: from 00:00:00 of the day 3 days back to now, as 'YYYY-MM-DD HH:mm:ss'. */
export function threeDayWindow(now: number = Date.now()): { bgn: string; end: string } {
  return {
    bgn: dayjs(now - THREE_DAYS_MS)
      .startOf('day')
      .format(API_DATE_PATTERN),
    end: dayjs(now).format(API_DATE_PATTERN),
  };
}
