import type { RecordScope } from '../dataScope';
import { buildWhere, type ExtraConditions, type QueryValues } from '../filters';
import { orderBy } from '../listQuery';
import { parseId, type EntityRecord, type EntityStore } from '../store';
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

/** Why an export cannot run: a malformed search or sort (its message), or a named record the caller cannot reach. */
export type ExportRefusal = { ok: false; msg: string; notFound?: true };

/**
 * The records an export call names by the entity's row key (`id=3,7`, repeated or as a list): each must exist and
 * be the caller's (engine/dataScope.ts), or the export answers 记录不存在; none named: no condition.
 */
function namedRecords(store: EntityStore, values: QueryValues, scope: RecordScope | undefined): ExtraConditions | ExportRefusal | null {
  const named = values(store.model.rowKey).flatMap((v) => v.split(','));
  if (named.length === 0) return null;
  const ids = named.map(parseId);
  if (ids.some((id) => id === null)) return { ok: false, msg: `${store.model.byName.get(store.model.rowKey)?.title ?? '编号'}格式不正确` };
  const records = (ids as number[]).map((id) => store.find(id));
  if (records.some((r) => r === null || (scope && !scope.holds(r)))) return { ok: false, msg: '记录不存在', notFound: true };
  return { sql: [`${store.col(store.model.rowKey)} IN (${ids.map(() => '?').join(', ')})`], args: ids };
}

/**
 * The export's query from the call's parameters, as the list endpoint would filter and sort them (paging, sort and
 * the export's own parameters are never filters) within the caller's scope; a malformed search or sort answers its
 * message, a named record of another dealer 记录不存在.
 */
export function prepareExport(
  store: EntityStore,
  binding: ExportBinding,
  values: QueryValues,
  scope?: RecordScope,
): { ok: true; query: ExportQuery } | ExportRefusal {
  const { list } = binding;
  const named = namedRecords(store, values, scope);
  if (named && 'ok' in named) return named;
  const extra = [scope?.where, named].filter((e): e is ExtraConditions => Boolean(e));
  const skip = [
    list.page.no,
    list.page.size,
    ...(list.sort ? [list.sort.field, list.sort.order] : []),
    ...EXPORT_PARAMS,
    ...(named ? [store.model.rowKey] : []),
  ];
  const where = buildWhere(store.model, list.filters, values, {
    equalityFallback: list.equalityFallback,
    skip,
    extra: { sql: extra.flatMap((e) => e.sql), args: extra.flatMap((e) => e.args) },
  });
  if (!where.ok) return where;
  const order = orderBy(list, store.model.rowKey, values);
  if (typeof order !== 'string') return { ok: false, msg: order.msg };
  return { ok: true, query: { where: where.sql, args: where.args, order, total: store.count(where.sql, where.args) } };
}

/** One slice of the export's rows, in the list's order. */
export function selectSlice(store: EntityStore, query: ExportQuery, offset: number, limit: number): EntityRecord[] {
  return store.select(query.where, [...query.args, limit, offset], `${query.order} LIMIT ? OFFSET ?`);
}
