import { MAX_LIST_PAGE_SIZE } from './paging';
import { buildWhere, type ExtraConditions, type QueryValues } from './filters';
import type { EntityRecord, EntityStore } from './store';
import { quote } from './storage';
import type { ListBinding } from './types';

export type ListOutcome = { ok: true; rows: EntityRecord[]; total: number } | { ok: false; msg: string };

const positive = (text: string | undefined, fallback: number): number | null => {
  if (text === undefined || text === '') return fallback;
  return /^\d{1,9}$/.test(text) && Number(text) >= 1 ? Number(text) : null;
};

interface Order {
  field: string;
  descending: boolean;
}

/** The order of a list call: the requested whitelisted column, else the view's default sort. */
function orderOf(binding: ListBinding, values: QueryValues): Order | { msg: string } {
  let { field, descending } = binding.defaultSort;
  const sort = binding.sort;
  const requested = sort ? values(sort.field)[0] : undefined;
  if (sort && requested !== undefined) {
    if (!binding.sortable.has(requested)) return { msg: `不支持按「${requested}」排序` };
    const order = values(sort.order)[0] ?? sort.asc ?? 'asc';
    const asc = [sort.asc ?? 'asc', 'ascend'];
    const desc = [sort.desc ?? 'desc', 'descend'];
    if (!asc.includes(order) && !desc.includes(order)) return { msg: '排序方向不正确' };
    field = requested;
    descending = desc.includes(order);
  }
  return { field, descending };
}

/** ORDER BY of an order; the row key breaks ties. `reversed` gives the opposite direction (pages read from the end). */
function orderSql({ field, descending }: Order, rowKey: string, reversed = false): string {
  const dir = descending !== reversed ? 'DESC' : 'ASC';
  return field === rowKey ? `ORDER BY ${quote(rowKey)} ${dir}` : `ORDER BY ${quote(field)} ${dir}, ${quote(rowKey)} ${dir}`;
}

/** ORDER BY of a list call: the requested whitelisted column, else the view's default sort; the row key breaks ties. */
export function orderBy(binding: ListBinding, rowKey: string, values: QueryValues): string | { msg: string } {
  const order = orderOf(binding, values);
  return 'msg' in order ? order : orderSql(order, rowKey);
}

/**
 * A list call: filters (and the caller's extra conditions), sort and paging, all in SQL. A page past the middle is
 * read from the other end (opposite order, small OFFSET, rows reversed), so the last page of a million rows costs
 * what the first one does instead of a walk over every row before it.
 */
export function runList(store: EntityStore, binding: ListBinding, values: QueryValues, extra?: ExtraConditions): ListOutcome {
  const pageNo = positive(values(binding.page.no)[0], 1);
  const pageSize = positive(values(binding.page.size)[0], 10);
  if (pageNo === null || pageSize === null) return { ok: false, msg: '分页参数不正确' };
  const limit = Math.min(pageSize, MAX_LIST_PAGE_SIZE);
  const skip = [binding.page.no, binding.page.size, ...(binding.sort ? [binding.sort.field, binding.sort.order] : [])];
  const where = buildWhere(store.model, binding.filters, values, { equalityFallback: binding.equalityFallback, skip, extra });
  if (!where.ok) return where;
  const order = orderOf(binding, values);
  if ('msg' in order) return { ok: false, msg: order.msg };
  const total = store.count(where.sql, where.args);
  const offset = (pageNo - 1) * limit;
  if (offset >= total) return { ok: true, rows: [], total };
  if (offset > total / 2) {
    const fromEnd = Math.max(0, total - offset - limit);
    const count = Math.min(limit, total - offset);
    const rows = store.select(where.sql, [...where.args, count, fromEnd], `${orderSql(order, store.model.rowKey, true)} LIMIT ? OFFSET ?`);
    return { ok: true, rows: rows.reverse(), total };
  }
  const rows = store.select(where.sql, [...where.args, limit, offset], `${orderSql(order, store.model.rowKey)} LIMIT ? OFFSET ?`);
  return { ok: true, rows, total };
}
