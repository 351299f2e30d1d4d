import { buildWhere, type QueryValues } from '../filters';
import { orderBy } from '../listQuery';
import type { EntityRecord, EntityStore } from '../store';
import type { ExportBinding } from '../types';

/** Parameters of an export call that never filter: the export's own switches. */
export const EXPORT_PARAMS = ['asyn', 'fileType'];

/** The rows an export call selects: the list's filters and order, no paging, and how many there are. */
export interface ExportQuery {
  where: string;
  args: unknown[];
  order: string;
  total: number;
}

/**
 * The export's query from the call's parameters, as the list endpoint would filter and sort them (paging, sort and
 * the export's own parameters are never filters); a malformed search or sort answers its message.
 */
export function prepareExport(
  store: EntityStore,
  binding: ExportBinding,
  values: QueryValues,
): { ok: true; query: ExportQuery } | { ok: false; msg: string } {
  const { list } = binding;
  const skip = [list.page.no, list.page.size, ...(list.sort ? [list.sort.field, list.sort.order] : []), ...EXPORT_PARAMS];
  const where = buildWhere(store.model, list.filters, values, { equalityFallback: list.equalityFallback, skip });
  if (!where.ok) return where;
  const order = orderBy(list, store.model.rowKey, values);
  if (typeof order !== 'string') return { ok: false, msg: order.msg };
  return { ok: true, query: { where: where.sql, args: where.args, order, total: store.count(where.sql, where.args) } };
}

/** One slice of the export's rows, in the list's order. */
export function selectSlice(store: EntityStore, query: ExportQuery, offset: number, limit: number): EntityRecord[] {
  return store.select(query.where, [...query.args, limit, offset], `${query.order} LIMIT ? OFFSET ?`);
}
