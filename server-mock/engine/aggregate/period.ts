/**
 * The period of an aggregate call: the range filter of its time field, as given. Times are the platform's
 * China-time texts; they are compared as texts and converted to seconds as if they were UTC (consistently, so
 * hour marks and day counts come out right).
 */
import type { QueryValues } from '../filters';
import type { AggregateBinding } from './types';

export interface Period {
  start: string;
  end: string;
  /** Seconds of start and end (end inclusive, as the lists take it). */
  startSec: number;
  endSec: number;
  days: number;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

const seconds = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`) / 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A time in seconds as `YYYY-MM-DD HH:mm:ss`. */
export function timeText(sec: number): string {
  const d = new Date(sec * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

function normalise(text: string | undefined, end: boolean): string | undefined {
  if (text === undefined) return undefined;
  if (DATE_ONLY.test(text)) return `${text} ${end ? '23:59:59' : '00:00:00'}`;
  if (DATE_TIME.test(text)) return text.length === 16 ? `${text.replace('T', ' ')}:${end ? '59' : '00'}` : text.replace('T', ' ');
  return undefined;
}

/** The period of a call, or undefined when the call gives no complete range of the time field. */
export function periodOf(binding: AggregateBinding, values: QueryValues): Period | undefined {
  if (!binding.period) return undefined;
  const [startParam, endParam] = binding.period.params;
  const start = normalise(values(startParam)[0], false);
  const end = normalise(values(endParam)[0], true);
  if (!start || !end) return undefined;
  const startSec = seconds(start);
  const endSec = seconds(end);
  if (!Number.isFinite(startSec) || !Number.isFinite(endSec) || endSec < startSec) return undefined;
  return { start, end, startSec, endSec, days: Math.max(1, Math.round((endSec + 1 - startSec) / 86400)) };
}

/** The period of the same length just before: 本期 2026-11-01 … 11-07 → 上期 10-25 … 10-31. */
export function previousPeriod(period: Period): Period {
  const length = period.endSec + 1 - period.startSec;
  const startSec = period.startSec - length;
  const endSec = period.endSec - length;
  return { start: timeText(startSec), end: timeText(endSec), startSec, endSec, days: period.days };
}

/** Query values with the period's parameters replaced (the previous period's call). */
export function withPeriod(binding: AggregateBinding, values: QueryValues, period: Period): QueryValues {
  const [startParam, endParam] = binding.period!.params;
  return (name) => (name === startParam ? [period.start] : name === endParam ? [period.end] : values(name));
}

/** The buckets a period holds, in order (to show empty days and hours as zero); undefined when too many. */
export function bucketsOf(bucket: string | undefined, period: Period | undefined): (string | number)[] | undefined {
  if (bucket === 'hourOfDay') return Array.from({ length: 24 }, (_, h) => h);
  if (!period) return undefined;
  const step = bucket === 'hour' ? 3600 : 86400;
  const first = Math.floor(period.startSec / step) * step;
  if ((period.endSec - first) / step > 2000) return undefined;
  const keys: string[] = [];
  for (let s = first; s <= period.endSec; s += step) {
    const text = timeText(s);
    const key = bucket === 'hour' ? `${text.slice(0, 13)}:00` : bucket === 'month' ? text.slice(0, 7) : text.slice(0, 10);
    if (keys[keys.length - 1] !== key) keys.push(key);
  }
  return keys;
}
