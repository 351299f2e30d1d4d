/** Pure formatting of numbers, money, percentages and durations (the read forms of the numeric value types). */
import type { Unit } from '../../schemas/meta/generated/area';

export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(/,/g, ''));
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** Thousands separators; `precision` fixes the decimals, otherwise up to 6 are kept as they are. */
export function formatNumber(value: number, precision?: number): string {
  return numberFormat(precision).format(value);
}

/** One formatter per precision: building an Intl.NumberFormat costs far more than using one (a form redraws many cells). */
const formats = new Map<number | undefined, Intl.NumberFormat>();
function numberFormat(precision: number | undefined): Intl.NumberFormat {
  let format = formats.get(precision);
  if (!format) {
    const digits =
      precision === undefined
        ? { minimumFractionDigits: 0, maximumFractionDigits: 6 }
        : { minimumFractionDigits: precision, maximumFractionDigits: precision };
    format = new Intl.NumberFormat('en-US', digits);
    formats.set(precision, format);
  }
  return format;
}

/** ¥1,234.50 — `unit` fen (the platform's usual, default) or yuan. */
export function formatMoney(value: number, unit: Unit | undefined = 'fen', precision = 2): string {
  const yuan = unit === 'yuan' ? value : value / 100;
  const text = formatNumber(Math.abs(yuan), precision);
  return `${yuan < 0 ? '-' : ''}¥${text}`;
}

/** 12.5% — the value is already in percent. */
export function formatPercent(value: number, precision?: number): string {
  return `${formatNumber(value, precision)}%`;
}

const SECONDS_PER_UNIT: Record<string, number> = { millisecond: 0.001, second: 1, minute: 60, hour: 3600 };

/** 2小时15分 — `unit` of the value: millisecond, second (default), minute or hour. */
export function formatDuration(value: number, unit: Unit | undefined = 'second'): string {
  const total = Math.round(Math.abs(value) * (SECONDS_PER_UNIT[unit] ?? 1));
  const days = Math.floor(total / 86400);
  const hours = Math.floor((total % 86400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts = [days ? `${days}天` : '', hours ? `${hours}小时` : '', minutes ? `${minutes}分` : '', seconds ? `${seconds}秒` : ''].join(
    '',
  );
  const text = parts || (unit === 'minute' ? '0分' : unit === 'hour' ? '0小时' : '0秒');
  return value < 0 ? `-${text}` : text;
}

/** Money edited in 元: the stored value (fen or yuan) ⇄ the number shown in the input. */
export function moneyToInput(value: unknown, unit: Unit | undefined = 'fen'): number | undefined {
  const n = toNumber(value);
  if (n === undefined) return undefined;
  return unit === 'yuan' ? n : n / 100;
}

export function moneyFromInput(yuan: number | null | undefined, unit: Unit | undefined = 'fen'): number | undefined {
  if (yuan === null || yuan === undefined || !Number.isFinite(yuan)) return undefined;
  return unit === 'yuan' ? yuan : Math.round(yuan * 100);
}
