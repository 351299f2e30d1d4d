/**
 * Real calendar values of the date value types, as the pickers produce them: `YYYY-MM-DD` (date), `YYYY-MM-DD HH:mm`
 * or `YYYY-MM-DD HH:mm:ss` (dateTime), `HH:mm` or `HH:mm:ss` (time). The month has its days (2026-02-30 is not a
 * date), hours run 00–23, minutes and seconds 00–59. A period ([start, end] of dateRange / dateTimeRange) ends no
 * earlier than it starts.
 */
import { PERIOD_END_BEFORE_START } from './messages';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Whether year-month-day names a day of the Gregorian calendar (years 0–99 taken as they are). */
export const isCalendarDay = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC maps years 0–99 to 1900–1999
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** `YYYY-MM-DD` naming a real day. */
export const isCalendarDate = (text: string): boolean => {
  const m = DATE.exec(text);
  return m !== null && isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
};

/** `HH:mm` or `HH:mm:ss` on a 24-hour clock. */
export const isClockTime = (text: string): boolean => {
  const m = TIME.exec(text);
  return m !== null && Number(m[1]) <= 23 && Number(m[2]) <= 59 && (m[3] === undefined || Number(m[3]) <= 59);
};

/** `YYYY-MM-DD HH:mm[:ss]`: a real day and a clock time. */
export const isCalendarDateTime = (text: string): boolean => {
  const space = text.indexOf(' ');
  return space === 10 && isCalendarDate(text.slice(0, space)) && isClockTime(text.slice(space + 1));
};

/** The calendar check of each date value type. */
export const CALENDAR_CHECKS = { date: isCalendarDate, dateTime: isCalendarDateTime, time: isClockTime } as const;
export type CalendarType = keyof typeof CALENDAR_CHECKS;

/**
 * The problem of a period [start, end] whose parts passed their calendar check: the end before the start gets
 * 结束时间不能早于开始时间 (texts of one format compare in time order). Undefined when it is in order.
 */
export const periodProblem = (start: string, end: string): string | undefined => (end < start ? PERIOD_END_BEFORE_START : undefined);
