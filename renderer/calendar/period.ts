/**
 * The days a calendar shows: a month (1st … last) or a week (Monday … Sunday), with the labels of its header and
 * the navigation between periods. Pure functions over `YYYY-MM-DD` strings (dayjs, local time).
 */
import dayjs, { type Dayjs } from 'dayjs';

export type PeriodKind = 'month' | 'week';

export const DATE_FORMAT = 'YYYY-MM-DD';
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

export interface CalendarDay {
  date: string;
  /** 周一 … 周日 */
  weekday: string;
  /** 11-25 in a week, 25 in a month */
  label: string;
  weekend: boolean;
  today: boolean;
}

/** Monday of the week holding `day` (weeks start on Monday). */
function mondayOf(day: Dayjs): Dayjs {
  const offset = (day.day() + 6) % 7;
  return day.subtract(offset, 'day').startOf('day');
}

/** First and last day of the period holding `anchor`. */
export function periodRange(kind: PeriodKind, anchor: string): { start: string; end: string } {
  const day = dayjs(anchor);
  if (kind === 'month') return { start: day.startOf('month').format(DATE_FORMAT), end: day.endOf('month').format(DATE_FORMAT) };
  const monday = mondayOf(day);
  return { start: monday.format(DATE_FORMAT), end: monday.add(6, 'day').format(DATE_FORMAT) };
}

/** Every day of the period holding `anchor`. */
export function periodDays(kind: PeriodKind, anchor: string, today: string): CalendarDay[] {
  const { start, end } = periodRange(kind, anchor);
  const days: CalendarDay[] = [];
  for (let day = dayjs(start); !day.isAfter(dayjs(end)); day = day.add(1, 'day')) {
    const date = day.format(DATE_FORMAT);
    days.push({
      date,
      weekday: WEEKDAYS[day.day()],
      label: kind === 'month' ? String(day.date()) : day.format('MM-DD'),
      weekend: day.day() === 0 || day.day() === 6,
      today: date === today,
    });
  }
  return days;
}

/** The anchor of the previous (-1) or next (+1) period. */
export function shiftPeriod(kind: PeriodKind, anchor: string, step: -1 | 1): string {
  return dayjs(anchor)
    .add(step, kind === 'month' ? 'month' : 'week')
    .format(DATE_FORMAT);
}

/** The heading of a period: 2026年11月, or 2026年11月23日 – 11月29日 for a week. */
export function periodTitle(kind: PeriodKind, anchor: string): string {
  if (kind === 'month') return dayjs(anchor).format('YYYY年M月');
  const { start, end } = periodRange('week', anchor);
  return `${dayjs(start).format('YYYY年M月D日')} – ${dayjs(end).format('M月D日')}`;
}

export const NAVIGATION: Record<PeriodKind, { previous: string; next: string; current: string }> = {
  month: { previous: '上一月', next: '下一月', current: '本月' },
  week: { previous: '上一周', next: '下一周', current: '本周' },
};
