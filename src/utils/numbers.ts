/** Number formats of spec §9: compact suffixes k, M, G, T, P, E and thousands separators. */

const COMPACT_UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

const trimZeros = (fixed: string) => (fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed);

/** 1234 → '1.2k', 2500000 → '2.5M', 999 → '999'; `digits` decimals at most, trailing zeros dropped. */
export function formatNumberCompact(num: number, digits = 1): string {
  if (!Number.isFinite(num)) return String(num);
  const abs = Math.abs(num);
  for (const unit of COMPACT_UNITS) {
    if (abs >= unit.value) return trimZeros((num / unit.value).toFixed(digits)) + unit.symbol;
  }
  return String(num);
}

/** 1234567.891 → '1,234,567.891'; values that are not numbers give '--'. */
export function formatThousands(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '--';
  const num = Number(value);
  if (!Number.isFinite(num)) return '--';
  const [int, frac] = String(value).trim().replace(/^\+/, '').split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = int.replace(/^-/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return sign + digits + (frac !== undefined ? `.${frac}` : '');
}
