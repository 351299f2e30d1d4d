/** Empty values read as the field's emptyText, '--' by default. */
export const EMPTY_TEXT = '--';

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0 || value.every((v) => v === null || v === undefined || v === '');
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/** A value that may hold several entries (an array, or a comma-separated string from the server) as a list. */
export function toList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined && v !== '');
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (value === null || value === undefined) return [];
  return [value];
}

/** The text of a plain value: EMPTY_TEXT when it is empty, a list's entries joined with ','. */
export function textOrEmpty(value: unknown): string {
  if (isEmptyValue(value)) return EMPTY_TEXT;
  return Array.isArray(value) ? value.join(',') : String(value);
}
