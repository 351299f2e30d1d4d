/**
 * Calendar arithmetic of the expression language over 'YYYY-MM-DD' and 'YYYY-MM-DD HH:mm:ss' texts.
 * A date-time keeps its time of day through addDays / addMonths; differences count calendar dates.
 * Computed in UTC on the written figures, so the result does not depend on the machine's time zone.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})( \d{2}:\d{2}:\d{2})?$/;

/** A parsed date: year, month 1–12, day, and the " HH:mm:ss" tail of a date-time ('' for a date). */
export type CalendarDate = [number, number, number, string];

const daysIn = (year: number, month: number) =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** The UTC midnight of a calendar day, years below 100 included (Date.UTC would read 0026 as 1926). */
function utc(year: number, monthIndex: number, day: number): Date {
  const at = new Date(Date.UTC(2000, 0, 1));
  at.setUTCFullYear(year, monthIndex, day);
  return at;
}
const formatUtc = (d: Date, time: string) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}${time}`;

/** A 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' text of an existing calendar day, or undefined. */
export function parseDate(v: unknown): CalendarDate | undefined {
  if (typeof v !== 'string') return undefined;
  const m = DATE.exec(v);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, mo) ? [y, mo, d, m[4] ?? ''] : undefined;
}

/** The date `months` calendar months later; a day past the end of the target month becomes its last day (01-31 + 1 → 02-28). */
export function addMonths(date: string, months: number): string | undefined {
  const parts = parseDate(date);
  if (!parts || !Number.isInteger(months)) return undefined;
  const [y, m, d, time] = parts;
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  if (year < 1 || year > 9999) return undefined;
  return formatUtc(utc(year, month - 1, Math.min(d, daysIn(year, month))), time);
}

/** The date `days` days later (negative: earlier). */
export function addDays(date: string, days: number): string | undefined {
  const parts = parseDate(date);
  if (!parts || !Number.isInteger(days)) return undefined;
  const [y, m, d, time] = parts;
  const next = utc(y, m - 1, d + days);
  const year = next.getUTCFullYear();
  return year < 1 || year > 9999 ? undefined : formatUtc(next, time);
}

const dayNumber = ([y, m, d]: CalendarDate) => Math.round(utc(y, m - 1, d).getTime() / 86_400_000);

/** Calendar days from `from` to `to` (negative when `to` is earlier); times of day are ignored. */
export function diffDays(from: string, to: string): number | undefined {
  const a = parseDate(from);
  const b = parseDate(to);
  return a && b ? dayNumber(b) - dayNumber(a) : undefined;
}

/**
 * Whole months from `from` to `to`: the largest n with addMonths(from, n) not after `to` (negative: the
 * same counted backwards), so 01-31 → 02-28 is one month, as addMonths(01-31, 1) is 02-28.
 */
export function diffMonths(from: string, to: string): number | undefined {
  const a = parseDate(from);
  const b = parseDate(to);
  if (!a || !b) return undefined;
  if (dayNumber(b) < dayNumber(a)) return -(diffMonths(to.slice(0, 10), from.slice(0, 10)) as number);
  const start = from.slice(0, 10);
  let n = (b[0] - a[0]) * 12 + (b[1] - a[1]);
  while (n > 0 && (diffDays(addMonths(start, n) as string, to) as number) < 0) n -= 1;
  return n;
}

/** Today's date (local calendar of the given clock) as 'YYYY-MM-DD'. */
export function formatToday(now: Date): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The given moment (local time) as 'YYYY-MM-DD HH:mm:ss'. */
export function formatNow(now: Date): string {
  return `${formatToday(now)} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}
