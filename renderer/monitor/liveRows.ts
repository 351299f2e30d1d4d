/**
 * The rows of a monitor view as they change: all rows loaded once, then patched by the frames of the view's live topic
 * (`{"infName": topic, "rows": [...]}`): a row replaces the row of the same key when its `rev` is not older (a row
 * without rev always does). Frames that arrive while the rows load are kept and applied after them. Pure functions here;
 * useLiveRows.ts holds them in React state.
 */
export type Row = Record<string, unknown>;

/** The rows of a frame of the topic, or null when the frame is not the topic's. */
export function frameRows(frame: unknown, topic: string): Row[] | null {
  if (typeof frame !== 'object' || frame === null) return null;
  const { infName, rows } = frame as { infName?: unknown; rows?: unknown };
  if (infName !== topic || !Array.isArray(rows)) return null;
  return rows.filter((r): r is Row => typeof r === 'object' && r !== null && !Array.isArray(r));
}

const revOf = (row: Row | undefined) => (typeof row?.rev === 'number' ? row.rev : -Infinity);

/**
 * Applies changed rows to the map of rows by key; returns whether anything changed. A row of an unknown key is added
 * (a pile put into service while the screen is open).
 */
export function applyRows(rows: Map<string, Row>, changed: readonly Row[], keyOf: (row: Row) => string): boolean {
  let any = false;
  for (const row of changed) {
    const key = keyOf(row);
    const current = rows.get(key);
    if (current && revOf(row) < revOf(current)) continue;
    rows.set(key, row);
    any = true;
  }
  return any;
}
