/** Empty values are shown as -- (spec §9). */
export const EMPTY_TEXT = '--';

/** '--' for undefined, null, '', blank strings, NaN and empty arrays; otherwise the value as text. */
export function emptyText(v: unknown): string {
  if (v === undefined || v === null) return EMPTY_TEXT;
  if (typeof v === 'string') return v.trim() === '' ? EMPTY_TEXT : v;
  if (typeof v === 'number' && Number.isNaN(v)) return EMPTY_TEXT;
  if (Array.isArray(v)) return v.length === 0 ? EMPTY_TEXT : v.join(',');
  return String(v);
}
