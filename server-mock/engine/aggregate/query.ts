/**
 * An aggregate call in SQL: the search conditions of the lists (WHERE), one GROUP BY over a field or a time
 * bucket, COUNT / SUM / AVG / MIN / MAX per measure. A presence measure (how many records' [time, end) cover
 * each hour mark, e.g. cars parked at each o'clock) is summed in SQL as whole hour marks per record, grouped by
 * the first mark's hour and the remainder, so a million records cost one scan and at most 576 groups. A measure
 * `at` another time field (exits by outTime) is a second GROUP BY with the period moved to that field; a difference
 * subtracts two measures of the row. Per-day, per-capacity, scale and rounding apply to the sums afterwards.
 */
import { allConditions, buildWhere, type ExtraConditions, type QueryValues } from '../filters';
import type { EntityStore } from '../store';
import { quote } from '../storage';
import type { EntityField } from '../types';
import { bucketsOf, periodOf, previousPeriod, withPeriod, type Period } from './period';
import { fromRollup } from './rollup';
import type { AggregateBinding, BoundMeasure } from './types';

export type AggregateRow = Record<string, unknown>;
export type AggregateOutcome =
  { ok: true; rows: AggregateRow[]; total: number; previous?: AggregateRow[] | null } | { ok: false; msg: string };

const GROUP_KEY = '__group';
const PIVOT_KEY = '__pivot';
/** Seconds → the hour mark at or after it, for a time column (text) or a bound (number). */
const markOf = (secondsSql: string) => `((${secondsSql} + 3599) / 3600)`;
const secondsOf = (column: string) => `CAST(strftime('%s', ${column}) AS INTEGER)`;

/** The GROUP BY expression; `at` stands for the time field in its buckets (a measure counted on another time field). */
function groupSql(binding: AggregateBinding, at?: EntityField): string | undefined {
  const group = binding.group;
  if (!group) return undefined;
  const column = quote((at && group.bucket && group.field === binding.time ? at : group.field).name);
  switch (group.bucket) {
    case 'hour':
      return `substr(${column}, 1, 13) || ':00'`;
    case 'day':
      return `substr(${column}, 1, 10)`;
    case 'month':
      return `substr(${column}, 1, 7)`;
    case 'hourOfDay':
      return `CAST(substr(${column}, 12, 2) AS INTEGER)`;
    default:
      return column;
  }
}

/**
 * The two hour marks [A, B) of a record's stay, clipped to the period; `now` stands for an empty end. The bounds
 * are integers and `now` a time text this module formats itself, so they are written into the SQL as literals.
 */
function marksSql(m: BoundMeasure, time: EntityField, now: string, period: Period | undefined): { a: string; b: string } {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(now)) throw new Error(`bad reference time ${now}`);
  const first = period ? Math.ceil(period.startSec / 3600) : -1e9;
  const last = period ? Math.ceil((period.endSec + 1) / 3600) : 1e9;
  const a = `MAX(${markOf(secondsOf(quote(time.name)))}, ${first})`;
  const b = `MIN(${markOf(secondsOf(`COALESCE(${quote(m.end!.name)}, '${now}')`))}, ${last})`;
  return { a, b };
}

function measureSql(m: BoundMeasure): string {
  const column = m.field ? quote(m.field.name) : '';
  switch (m.def.fn) {
    case 'count':
      return 'COUNT(*)';
    case 'sum':
      return `TOTAL(${column})`;
    case 'avg':
      return `AVG(${column})`;
    case 'max':
      return `MAX(${column})`;
    case 'min':
      return `MIN(${column})`;
    default:
      return '0';
  }
}

interface Raw {
  rows: Map<string, AggregateRow>;
  order: string[];
}

function runOnce(
  store: EntityStore,
  binding: AggregateBinding,
  values: QueryValues,
  period: Period | undefined,
  now: string,
  scope?: ExtraConditions,
): Raw | { msg: string } {
  const skip = [binding.page.no, binding.page.size];
  const where = buildWhere(store.model, binding.filters, values, { skip, extra: scope });
  if (!where.ok) return { msg: where.msg };
  const group = groupSql(binding);
  const plain = binding.measures.filter((m) => m.def.fn !== 'presence' && m.def.fn !== 'difference' && !m.at);
  const pivot = binding.group?.pivot ? quote(binding.group.pivot.name) : undefined;
  const selects = [
    group ? `${group} AS ${GROUP_KEY}` : `NULL AS ${GROUP_KEY}`,
    `${pivot ?? 'NULL'} AS ${PIVOT_KEY}`,
    ...plain.map((m) => `${measureSql(m)} AS ${quote(m.name)}`),
  ];
  const table = quote(store.model.table);
  const keys = pivot ? `${GROUP_KEY}, ${PIVOT_KEY}` : GROUP_KEY;
  const sql = `SELECT ${selects.join(', ')} FROM ${table} ${where.sql}${group ? ` GROUP BY ${keys} ORDER BY ${keys}` : ''}`;
  const out: Raw = { rows: new Map(), order: [] };
  const aliases = { group: GROUP_KEY, pivot: PIVOT_KEY };
  const own = binding.measures.filter((m) => m.def.fn !== 'difference' && !m.at);
  const ownBinding = own.length === binding.measures.length ? binding : { ...binding, measures: own };
  const rolled = fromRollup(store.db, store.model, ownBinding, binding.rollup, values, period, skip, aliases, scope);
  for (const row of rolled ?? (store.db.prepare(sql).all(...where.args) as AggregateRow[])) {
    const key = pivot ? `${String(row[GROUP_KEY])}\u0001${String(row[PIVOT_KEY])}` : String(row[GROUP_KEY]);
    out.rows.set(key, row);
    out.order.push(key);
  }
  for (const m of binding.measures.filter((x) => x.def.fn === 'presence')) addPresence(store, binding, m, where, period, now, out, table);
  const atFields = [...new Set(binding.measures.flatMap((m) => (m.at ? [m.at] : [])))];
  for (const at of atFields) {
    const added = addAt(store, binding, at, values, skip, out, table, scope);
    if (added) return added;
  }
  return out;
}

/**
 * Measures counted on another time field (`at`: exits by outTime): the same search with the period applied to that
 * field, grouped by its buckets, added to the rows under the measures' names. Records without a value there do not count.
 */
function addAt(
  store: EntityStore,
  binding: AggregateBinding,
  at: EntityField,
  values: QueryValues,
  skip: string[],
  out: Raw,
  table: string,
  scope?: ExtraConditions,
): { msg: string } | undefined {
  const filters = binding.filters.map((f) => (f === binding.period ? { ...f, field: at } : f));
  const present: ExtraConditions = { sql: [`${quote(at.name)} IS NOT NULL`], args: [] };
  const where = buildWhere(store.model, filters, values, { skip, extra: allConditions(scope, present) });
  if (!where.ok) return { msg: where.msg };
  const measures = binding.measures.filter((m) => m.at === at);
  const group = groupSql(binding, at);
  const pivot = binding.group?.pivot ? quote(binding.group.pivot.name) : undefined;
  const keys = pivot ? `${GROUP_KEY}, ${PIVOT_KEY}` : GROUP_KEY;
  const selects = [
    `${group ?? 'NULL'} AS ${GROUP_KEY}`,
    `${pivot ?? 'NULL'} AS ${PIVOT_KEY}`,
    ...measures.map((m) => `${measureSql(m)} AS ${quote(m.name)}`),
  ];
  const sql = `SELECT ${selects.join(', ')} FROM ${table} ${where.sql}${group ? ` GROUP BY ${keys}` : ''}`;
  for (const row of store.db.prepare(sql).all(...where.args) as AggregateRow[]) {
    const key = pivot ? `${String(row[GROUP_KEY])}\u0001${String(row[PIVOT_KEY])}` : String(row[GROUP_KEY]);
    let target = out.rows.get(key);
    if (!target) {
      out.rows.set(key, (target = { [GROUP_KEY]: row[GROUP_KEY], [PIVOT_KEY]: row[PIVOT_KEY] }));
      out.order.push(key);
    }
    for (const m of measures) target[m.name] = row[m.name];
  }
  return undefined;
}

/** Hour marks covered per group (or per hour of the day), added to the rows under the measure's name. */
function addPresence(
  store: EntityStore,
  binding: AggregateBinding,
  m: BoundMeasure,
  where: { sql: string; args: unknown[] },
  period: Period | undefined,
  now: string,
  out: Raw,
  table: string,
) {
  const { a, b } = marksSql(m, binding.time, now, period);
  const byHour = binding.group?.bucket === 'hourOfDay' && binding.group.field === binding.time;
  const group = groupSql(binding);
  const sql = byHour
    ? `SELECT A % 24 AS s, (B - A) % 24 AS r, COUNT(*) AS c, TOTAL((B - A) / 24) AS f FROM (SELECT ${a} AS A, ${b} AS B FROM ${table} ${where.sql}) WHERE B > A GROUP BY s, r`
    : `SELECT ${group ?? 'NULL'} AS ${GROUP_KEY}, TOTAL(MAX(0, ${b} - ${a})) AS marks FROM ${table} ${where.sql}${group ? ` GROUP BY ${GROUP_KEY}` : ''}`;
  const rows = store.db.prepare(sql).all(...where.args) as AggregateRow[];
  const ensure = (key: string, value: unknown) => {
    let row = out.rows.get(key);
    if (!row) {
      out.rows.set(key, (row = { [GROUP_KEY]: binding.group ? value : null }));
      out.order.push(key);
    }
    return row;
  };
  if (byHour) {
    const marks = new Array<number>(24).fill(0);
    for (const row of rows) {
      const s = Number(row.s);
      const r = Number(row.r);
      const c = Number(row.c);
      const full = Number(row.f);
      for (let h = 0; h < 24; h++) marks[h] += full;
      for (let i = 0; i < r; i++) marks[(s + i) % 24] += c;
    }
    marks.forEach((n, h) => (ensure(String(h), h)[m.name] = n));
  } else {
    // Hour marks over all 24 hours: the average count present is marks / 24 per day.
    for (const row of rows) ensure(String(row[GROUP_KEY]), row[GROUP_KEY])[m.name] = Number(row.marks) / 24;
  }
}

const SUMMED = new Set(['count', 'sum', 'presence']);

/** The capacity behind one row: its own key's (grouped by the key) or the filtered keys' total (all when unfiltered). */
function capacityFor(binding: AggregateBinding, values: QueryValues, groupValue: unknown, scope?: AggregateScope): number | undefined {
  const cap = binding.capacity;
  if (!cap) return undefined;
  if (binding.group?.field === cap.key) return cap.byValue.get(String(groupValue));
  const filter = binding.filters.find((f) => f.field === cap.key);
  const chosen = filter
    ? values(filter.params[0])
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
  const all = chosen.length ? chosen : [...cap.byValue.keys()];
  // A dealer's figures are over its own parks' capacity (engine/dataScope.ts).
  const reached = scope?.admitted?.field === cap.key.name ? scope.admitted.values : null;
  const keys = reached ? all.filter((k) => reached.includes(k)) : all;
  return keys.reduce((sum, k) => sum + (cap.byValue.get(k) ?? 0), 0);
}

function finish(
  binding: AggregateBinding,
  raw: Raw,
  values: QueryValues,
  period: Period | undefined,
  scope?: AggregateScope,
): AggregateRow[] {
  const group = binding.group;
  const filled = group?.bucket && !group.pivot ? bucketsOf(group.bucket, period) : undefined;
  const keys = filled ? filled.map(String) : raw.order;
  const days = period?.days ?? 1;
  const differences = binding.measures.filter((m) => m.def.fn === 'difference');
  return keys.map((key, i) => {
    const found = raw.rows.get(key);
    const groupValue = found ? found[GROUP_KEY] : filled?.[i];
    const row: AggregateRow = {};
    if (group) row[group.field.name] = groupValue;
    if (group?.pivot) row[group.pivot.name] = found?.[PIVOT_KEY] ?? null;
    for (const m of binding.measures) {
      if (m.def.fn === 'difference') continue;
      const value = found?.[m.name];
      let n = value === null || value === undefined ? (SUMMED.has(m.def.fn) ? 0 : null) : Number(value);
      // A presence is an average over the period's days (hour marks per day); perDay divides other sums the same way.
      if (n !== null && (m.def.perDay || m.def.fn === 'presence')) n /= days;
      if (n !== null && m.def.perCapacity) {
        const cap = capacityFor(binding, values, groupValue, scope);
        n = cap ? n / cap : null;
      }
      if (n !== null && m.def.scale) n *= m.def.scale;
      const precision = m.def.precision ?? (m.def.fn === 'count' && !m.def.perDay && !m.def.perCapacity && !m.def.scale ? 0 : 2);
      row[m.name] = n === null ? null : Number(n.toFixed(precision));
    }
    // A difference of two measures of the same row (入场 − 出场), from their figures as answered.
    for (const m of differences) {
      const [a, b] = (m.def.of ?? []).map((name) => row[name]);
      row[m.name] = typeof a === 'number' && typeof b === 'number' ? Number((a - b).toFixed(m.def.precision ?? 2)) : null;
    }
    return row;
  });
}

function sortAndLimit(binding: AggregateBinding, rows: AggregateRow[]): AggregateRow[] {
  const sort = binding.spec.sort;
  let out = rows;
  if (sort) {
    const sign = sort.order === 'asc' ? 1 : -1;
    out = [...rows].sort((x, y) => sign * ((Number(x[sort.by] ?? -Infinity) || 0) - (Number(y[sort.by] ?? -Infinity) || 0)));
  }
  return binding.spec.limit ? out.slice(0, binding.spec.limit) : out;
}

const positive = (text: string | undefined) =>
  text !== undefined && /^\d{1,9}$/.test(text) && Number(text) >= 1 ? Number(text) : undefined;

/** The caller's data scope (engine/dataScope.ts recordScope): its SQL condition and the key values it reaches. */
export interface AggregateScope {
  where?: ExtraConditions;
  admitted?: { field: string; values: string[] } | null;
}

/** One aggregate call: rows of the period (paged when paging parameters are sent), and the previous period's when asked. */
export function runAggregate(
  store: EntityStore,
  binding: AggregateBinding,
  values: QueryValues,
  now: string,
  scope?: AggregateScope,
): AggregateOutcome {
  const period = periodOf(binding, values);
  const raw = runOnce(store, binding, values, period, now, scope?.where);
  if ('msg' in raw) return { ok: false, msg: raw.msg };
  const all = sortAndLimit(binding, finish(binding, raw, values, period, scope));
  let previous: AggregateRow[] | null | undefined;
  if (binding.spec.compare) {
    if (!period) previous = null;
    else {
      const before = previousPeriod(period);
      const beforeValues = withPeriod(binding, values, before);
      const prevRaw = runOnce(store, binding, beforeValues, before, now, scope?.where);
      previous = 'msg' in prevRaw ? null : sortAndLimit(binding, finish(binding, prevRaw, beforeValues, before, scope));
    }
  }
  const pageNo = positive(values(binding.page.no)[0]);
  const pageSize = positive(values(binding.page.size)[0]);
  const rows = pageNo && pageSize ? all.slice((pageNo - 1) * pageSize, pageNo * pageSize) : all;
  return { ok: true, rows, total: all.length, previous };
}
