/**
 * `operation: "summary"` (docs/schema-language.md §3.9 *Batches and child records*): the records whose `by` field
 * equals the query parameter of that name — the latest value when none is given and `latest` is set — summed up as
 * declared (`count` / `distinct` / `first` / `min` / `max` / `sum` with an optional condition, and expressions over
 * the values before them), e.g. one remind batch: 催缴车辆数, 发送条数, 成功条数, 失败条数, 成功率.
 */
import type { SummarySpec, SummaryValue } from '../../schemas/meta/generated/area';
import { evaluateExpression } from '../../schemas/meta/lib/expressions';
import type { UserRow } from '../db/users';
import { failWith, type Envelope } from '../http/envelope';
import type { RequestContext } from '../http/router';
import { holds } from './conditions';
import { okAt } from './resultPaths';
import { recordScope } from './dataScope';
import type { EntityRecord, EntityStore } from './store';

export interface SummaryBinding {
  operation: 'summary';
  spec: SummarySpec;
  /** Where the summary goes in the answer (`result.record`, default data). */
  result: string;
}

type Values = Record<string, unknown>;

const numbers = (rows: EntityRecord[], field: string) => rows.map((r) => r[field]).filter((v): v is number => typeof v === 'number');
const sortable = (rows: EntityRecord[], field: string) =>
  rows.map((r) => r[field]).filter((v) => v !== null && v !== undefined) as (number | string)[];

/** One summed-up value over the rows (ordered by row key), or an expression over the values summed up before it. */
export function summaryValue(value: SummaryValue, rows: EntityRecord[], before: Values): unknown {
  if (value.compute !== undefined) return evaluateExpression(value.compute, { values: before });
  const picked = value.where ? rows.filter((r) => holds(value.where!, r)) : rows;
  const field = value.field ?? '';
  switch (value.fn) {
    case 'distinct':
      return new Set(picked.map((r) => JSON.stringify(r[field] ?? null))).size;
    case 'first':
      return picked[0]?.[field] ?? null;
    case 'min':
      return sortable(picked, field).reduce<number | string | null>((m, v) => (m === null || v < m ? v : m), null);
    case 'max':
      return sortable(picked, field).reduce<number | string | null>((m, v) => (m === null || v > m ? v : m), null);
    case 'sum':
      return numbers(picked, field).reduce((s, v) => s + v, 0);
    default:
      return picked.length;
  }
}

/** The values of a summary over its rows, in declaration order. */
export function summaryOf(spec: SummarySpec, rows: EntityRecord[]): Values {
  const out: Values = {};
  for (const [name, value] of Object.entries(spec.values)) out[name] = summaryValue(value, rows, out);
  return out;
}

/** GET …?<by>=value: the summary of the records of that value; 记录不存在 when there are none. */
export function summaryHandler(store: EntityStore, binding: SummaryBinding) {
  const { spec } = binding;
  return (req: RequestContext<UserRow>): Envelope => {
    const column = store.col(spec.by);
    // Only the caller's records (engine/dataScope.ts): another dealer's batch is 记录不存在.
    const extra = recordScope(store, req).where;
    const scoped = extra ? ` AND ${extra.sql.join(' AND ')}` : '';
    const args = extra?.args ?? [];
    let value: unknown = (req.query[spec.by] ?? '').trim();
    if (value === '' && spec.latest)
      value = store.select(`WHERE ${column} IS NOT NULL${scoped}`, args, `ORDER BY ${column} DESC LIMIT 1`)[0]?.[spec.by] ?? '';
    if (value === '') return failWith('recordNotFound');
    const rows = store.select(`WHERE ${column} = ?${scoped}`, [value, ...args], `ORDER BY ${store.col(store.model.rowKey)} ASC`);
    return rows.length > 0 ? okAt([[binding.result, summaryOf(spec, rows)]]) : failWith('recordNotFound');
  };
}
