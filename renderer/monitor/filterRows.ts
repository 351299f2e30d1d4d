import type { SearchField } from '../list/searchFields';
import type { Row } from './liveRows';

/** The filter values of a monitor view, by search field key (empty values do not filter). */
export type Filters = Record<string, unknown>;

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Whether a row passes the filters: a select equals (a multi-select contains) the row's value, loosely so '2' matches 2;
 * a text filter is contained in the row's value, case-insensitively.
 */
export function rowMatches(row: Row, filters: Filters, fields: readonly SearchField[]): boolean {
  for (const field of fields) {
    const wanted = filters[field.key];
    if (empty(wanted)) continue;
    const value = row[field.param];
    if (field.control === 'select' || field.control === 'multiSelect') {
      const options = Array.isArray(wanted) ? wanted : [wanted];
      if (!options.some((o) => String(o) === String(value))) return false;
    } else if (
      !String(value ?? '')
        .toLowerCase()
        .includes(String(wanted).trim().toLowerCase())
    )
      return false;
  }
  return true;
}

/** Row counts by the value of `field` (as text). */
export function countBy(rows: readonly Row[], field: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = String(row[field]);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Order of two cell values: empty last, numbers by value, the rest as Chinese text (times `YYYY-MM-DD HH:mm:ss` in order). */
export function compareValues(a: unknown, b: unknown): number {
  const emptyA = empty(a);
  const emptyB = empty(b);
  if (emptyA || emptyB) return Number(emptyA) - Number(emptyB);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'zh-CN');
}
