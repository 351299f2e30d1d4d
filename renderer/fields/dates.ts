/** Parsing and formatting of the date value types (dayjs). */
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

export type DateKind = 'date' | 'dateTime' | 'time';

/** The format values are stored in (the platform's wire format) and shown in unless a field gives `format`. */
export const DATE_FORMATS: Record<DateKind, string> = { date: 'YYYY-MM-DD', dateTime: 'YYYY-MM-DD HH:mm:ss', time: 'HH:mm:ss' };

/** A date from a wire value: 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD', ISO, 'HH:mm(:ss)', or a timestamp in ms. */
export function parseDate(value: unknown): Dayjs | undefined {
  if (dayjs.isDayjs(value)) return value.isValid() ? value : undefined;
  let parsed: Dayjs | undefined;
  if (typeof value === 'number') parsed = dayjs(value);
  else if (value instanceof Date) parsed = dayjs(value);
  else if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    if (/^\d{1,2}:\d{2}(:\d{2})?$/.test(text)) parsed = dayjs(text, text.length > 5 ? 'H:mm:ss' : 'H:mm');
    else if (/^\d{10,13}$/.test(text)) parsed = dayjs(Number(text.length === 10 ? `${text}000` : text));
    else parsed = dayjs(text);
  }
  return parsed?.isValid() ? parsed : undefined;
}

/** The read text of a date value; undefined when it is no date. */
export function formatDate(value: unknown, kind: DateKind, format?: string): string | undefined {
  return parseDate(value)?.format(format ?? DATE_FORMATS[kind]);
}

/** 'start ~ end' of a range value ([start, end]); either side may be missing. */
export function formatDateRange(value: unknown, kind: DateKind, format?: string): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const [start, end] = value.map((v) => formatDate(v, kind, format) ?? '');
  return `${start} ~ ${end}`;
}
