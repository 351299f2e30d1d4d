/** How dashboard figures read: money in 元 with thousands separators, counts, percentages, durations, suffixes. */
import type { WidgetFormat } from '../../schemas/meta/generated/area';
import { formatDuration, formatMoney, formatNumber, formatPercent, toNumber } from '../fields/format';

/** A figure as text; `--` when it is not a number. */
export function formatFigure(value: unknown, format: WidgetFormat = {}): string {
  const n = toNumber(value);
  if (n === undefined) return '--';
  const suffix = format.suffix ?? '';
  switch (format.valueType) {
    case 'money':
      return `${formatMoney(n, format.unit ?? 'yuan', format.precision ?? 2)}${suffix}`;
    case 'percent':
      return `${formatPercent(n, format.precision ?? 2)}${suffix}`;
    case 'duration':
      return `${formatDuration(n, format.unit ?? 'second')}${suffix}`;
    case 'number':
      return `${formatNumber(n, format.precision)}${suffix}`;
    default:
      return `${formatNumber(n, format.precision ?? 0)}${suffix}`;
  }
}

/** A short axis label: 1.2万 for large numbers, money and percentages in their units. */
export function formatAxis(value: number, format: WidgetFormat = {}): string {
  if (format.valueType === 'percent') return `${formatNumber(value, Math.abs(value) < 1 && value !== 0 ? 2 : 0)}%`;
  if (format.valueType === 'duration') return `${formatNumber(Math.round((value * secondsOf(format.unit)) / 360) / 10)}小时`;
  const abs = Math.abs(value);
  const decimals = value % 1 === 0 ? 0 : abs < 0.01 ? (format.precision ?? 4) : abs < 10 ? 2 : 0;
  const text =
    abs >= 1e8 ? `${formatNumber(value / 1e8, 1)}亿` : abs >= 1e4 ? `${formatNumber(value / 1e4, 1)}万` : formatNumber(value, decimals);
  return format.valueType === 'money' ? `¥${text}` : text;
}

const secondsOf = (unit: WidgetFormat['unit']) => (unit === 'millisecond' ? 0.001 : unit === 'minute' ? 60 : unit === 'hour' ? 3600 : 1);

export interface Change {
  direction: 'up' | 'down' | 'flat';
  /** 12.5% (of the previous value); null when the previous value is 0 or missing. */
  text: string | null;
}

/** The change of a figure against the previous period's. */
export function changeOf(current: unknown, previous: unknown): Change | null {
  const now = toNumber(current);
  const before = toNumber(previous);
  if (now === undefined || before === undefined) return null;
  const direction = now > before ? 'up' : now < before ? 'down' : 'flat';
  if (before === 0) return { direction, text: null };
  return { direction, text: formatPercent(Math.abs(((now - before) / Math.abs(before)) * 100), 1) };
}
