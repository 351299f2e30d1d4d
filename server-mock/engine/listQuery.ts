import { MAX_LIST_PAGE_SIZE } from '../services/paging';
import { buildWhere, type ExtraConditions, type QueryValues } from './filters';
import type { EntityRecord, EntityStore } from './store';
import { quote } from './storage';
import type { ListBinding } from './types';

export type ListOutcome = { ok: true; rows: EntityRecord[]; total: number } | { ok: false; msg: string };

const positive = (text: string | undefined, fallback: number): number | null => {
  if (text === undefined || text === '') return fallback;
  return /^\d{1,9}$/.test(text) && Number(text) >= 1 ? Number(text) : null;
};

/** ORDER BY of a list call: the requested whitelisted column, else the view's default sort; the row key breaks ties. */
export function orderBy(binding: ListBinding, rowKey: string, values: QueryValues): string | { msg: string } {
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
  const dir = descending ? 'DESC' : 'ASC';
  return field === rowKey ? `ORDER BY ${quote(rowKey)} ${dir}` : `ORDER BY ${quote(field)} ${dir}, ${quote(rowKey)} ${dir}`;
}

/** A list call: filters (and the caller's extra conditions), sort and paging, all in SQL. */
export function runList(store: EntityStore, binding: ListBinding, values: QueryValues, extra?: ExtraConditions): ListOutcome {
  const pageNo = positive(values(binding.page.no)[0], 1);
  const pageSize = positive(values(binding.page.size)[0], 10);
  if (pageNo === null || pageSize === null) return { ok: false, msg: '分页参数不正确' };
  const limit = Math.min(pageSize, MAX_LIST_PAGE_SIZE);
  const skip = [binding.page.no, binding.page.size, ...(binding.sort ? [binding.sort.field, binding.sort.order] : [])];
  const where = buildWhere(store.model, binding.filters, values, { equalityFallback: binding.equalityFallback, skip, extra });
  if (!where.ok) return where;
  const order = orderBy(binding, store.model.rowKey, values);
  if (typeof order !== 'string') return { ok: false, msg: order.msg };
  const total = store.count(where.sql, where.args);
  const rows = store.select(where.sql, [...where.args, limit, (pageNo - 1) * limit], `${order} LIMIT ? OFFSET ?`);
  return { ok: true, rows, total };
}
