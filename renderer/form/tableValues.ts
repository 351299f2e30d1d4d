/**
 * ArrayTable marks every row object of a table field with its position (a property named
 * `__DO_NOT_USE_THIS_PROPERTY_index__`, written into the form values themselves); this takes it out again before
 * the values are sent.
 */
export const ROW_INDEX_KEY = '__DO_NOT_USE_THIS_PROPERTY_index__';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A copy of the form values without ArrayTable's row marks (top-level table fields; tables do not nest). */
export function withoutRowIndex(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    out[name] =
      Array.isArray(value) && value.some((row) => isPlainObject(row) && ROW_INDEX_KEY in row)
        ? value.map((row) => {
            if (!isPlainObject(row)) return row;
            const { [ROW_INDEX_KEY]: _index, ...rest } = row;
            return rest;
          })
        : value;
  }
  return out;
}
