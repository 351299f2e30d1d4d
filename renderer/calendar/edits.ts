/**
 * The calendar's unsaved edits: cell key → new value (null = cleared), and the cells the server refused with its
 * reason. A save sends only the edits; what the server accepted becomes saved, what it refused stays edited and
 * marked. Pure functions.
 */
export type CellValue = string | number | null;

/** `<row key>|<YYYY-MM-DD>` */
export const cellKey = (row: string | number, date: string) => `${row}|${date}`;

export interface CalendarEdits {
  /** Values the user set and has not saved. */
  changed: Map<string, CellValue>;
  /** Refused cells (subset of `changed`): key → the server's reason. */
  refused: Map<string, string>;
}

export const noEdits = (): CalendarEdits => ({ changed: new Map(), refused: new Map() });

/**
 * Sets cells; a value equal to the saved one drops the edit (the cell is back to what the server has).
 * A cell edited again loses its refusal mark.
 */
export function setCells(edits: CalendarEdits, saved: Map<string, CellValue>, keys: string[], value: CellValue): CalendarEdits {
  const changed = new Map(edits.changed);
  const refused = new Map(edits.refused);
  for (const key of keys) {
    refused.delete(key);
    if ((saved.get(key) ?? null) === value) changed.delete(key);
    else changed.set(key, value);
  }
  return { changed, refused };
}

/** The value a cell shows: its edit, else the saved one. */
export function shownValue(edits: CalendarEdits, saved: Map<string, CellValue>, key: string): CellValue {
  return edits.changed.has(key) ? (edits.changed.get(key) ?? null) : (saved.get(key) ?? null);
}

/** The save body's changes: `[{<rowField>: row, date, <cellField>: value}]`. */
export function changeList(edits: CalendarEdits, rowField: string, cellField: string): Record<string, unknown>[] {
  return [...edits.changed].map(([key, value]) => {
    const split = key.lastIndexOf('|');
    const row = key.slice(0, split);
    return { [rowField]: /^\d+$/.test(row) ? Number(row) : row, date: key.slice(split + 1), [cellField]: value };
  });
}

export interface RefusedCell {
  key: string;
  reason: string;
}

/**
 * After a save answered: the refused cells stay edited and marked with their reason; every other edit is now saved.
 * Returns the new edits and the new saved values.
 */
export function applySaveResult(
  edits: CalendarEdits,
  saved: Map<string, CellValue>,
  refused: RefusedCell[],
): { edits: CalendarEdits; saved: Map<string, CellValue> } {
  const refusedKeys = new Map(refused.filter((r) => edits.changed.has(r.key)).map((r) => [r.key, r.reason]));
  const nextSaved = new Map(saved);
  const changed = new Map<string, CellValue>();
  for (const [key, value] of edits.changed) {
    if (refusedKeys.has(key)) changed.set(key, value);
    else if (value === null) nextSaved.delete(key);
    else nextSaved.set(key, value);
  }
  return { edits: { changed, refused: refusedKeys }, saved: nextSaved };
}
