/**
 * Daily rollups of an entity for its aggregate endpoints: one row per day (of the time field) and combination of the
 * fields the aggregates filter by equality or group by (parks, pay types, vehicle types …), with the count and the
 * sum / count / min / max of every measured field. A call whose period is whole days, whose filters and groups are
 * rollup fields and whose measures are counts, sums, averages, minima or maxima reads the rollup (thousands of rows)
 * instead of the records (a million). The rollup is built when the entity is installed (seed or start) and kept in
 * step by triggers on the records' table (rollupTriggers.ts), so its figures are always those of the records and no
 * call pays a rebuild after a write.
 */
import type Database from 'better-sqlite3';
import { buildWhere, type ExtraConditions, type QueryValues } from '../filters';
import { quote } from '../storage';
import type { EntityField, EntityModel, GenericEndpoint } from '../types';
import type { Period } from './period';
import { rollupTriggerSql, triggerNames } from './rollupTriggers';
import type { AggregateBinding } from './types';

export interface RollupPlan {
  table: string;
  time: EntityField;
  keys: EntityField[];
  values: EntityField[];
}

const ROLLED = new Set(['count', 'sum', 'avg', 'min', 'max']);

/** One rollup per entity, over the union of what its aggregate endpoints filter, group and measure. */
export function rollupPlans(generic: GenericEndpoint[]): Map<string, RollupPlan> {
  const plans = new Map<string, RollupPlan>();
  for (const g of generic) {
    if (g.binding.operation !== 'aggregate') continue;
    const b = g.binding;
    const plan = plans.get(g.model.entity) ?? { table: `rollup_${g.model.entity}`, time: b.time, keys: [], values: [] };
    if (plan.time !== b.time) continue;
    const add = (list: EntityField[], f: EntityField | undefined) => f && f !== b.time && !list.includes(f) && list.push(f);
    for (const f of b.filters) if (f.match === 'eq' || f.match === 'in') add(plan.keys, f.field);
    if (b.group && !b.group.bucket) add(plan.keys, b.group.field);
    add(plan.keys, b.group?.pivot);
    // The field that divides the records among dealers (engine/dataScope.ts), so a dealer's figures read the rollup too.
    if (g.model.scope) add(plan.keys, g.model.byName.get(g.model.scope.field));
    for (const m of b.measures) if (m.def.fn !== 'count' && m.def.fn !== 'presence') add(plan.values, m.field);
    plans.set(g.model.entity, plan);
  }
  return plans;
}

/** Builds of each rollup (name, how many times built, when last): a rebuild shows as a new count. */
export const ROLLUP_BUILDS = 'engine_rollup_builds';

const tableExists = (db: Database.Database, name: string, type = 'table') =>
  db.prepare('SELECT 1 FROM sqlite_master WHERE type = ? AND name = ?').get(type, name) !== undefined;

/** How many times the rollup table has been built in this database (0 before the first build). */
export function rollupBuilds(db: Database.Database, table: string): number {
  if (!tableExists(db, ROLLUP_BUILDS)) return 0;
  return (db.prepare(`SELECT builds FROM ${ROLLUP_BUILDS} WHERE name = ?`).get(table) as { builds: number } | undefined)?.builds ?? 0;
}

/** Drops the rollup and its triggers (its records then change without it until it is built again). */
export function dropRollup(db: Database.Database, plan: RollupPlan): void {
  for (const name of triggerNames(plan)) db.exec(`DROP TRIGGER IF EXISTS ${quote(name)}`);
  db.exec(`DROP TABLE IF EXISTS ${quote(plan.table)}`);
}

/** Builds the rollup from the records (one scan) with the triggers that keep it in step with every later write. */
export function buildRollup(db: Database.Database, model: EntityModel, plan: RollupPlan): void {
  const keys = plan.keys.map((k) => quote(k.name));
  const values = plan.values.flatMap((v) => {
    const c = quote(v.name);
    return [
      `TOTAL(${c}) AS ${quote(`sum_${v.name}`)}`,
      `COUNT(${c}) AS ${quote(`n_${v.name}`)}`,
      `MIN(${c}) AS ${quote(`min_${v.name}`)}`,
      `MAX(${c}) AS ${quote(`max_${v.name}`)}`,
    ];
  });
  const day = `substr(${quote(plan.time.name)}, 1, 10)`;
  db.transaction(() => {
    dropRollup(db, plan);
    db.exec(
      `CREATE TABLE ${quote(plan.table)} AS SELECT ${[`${day} AS "day"`, ...keys, 'COUNT(*) AS "cnt"', ...values].join(', ')} FROM ${quote(model.table)} GROUP BY ${[day, ...keys].join(', ')}`,
    );
    db.exec(`CREATE INDEX ${quote(`${plan.table}__day`)} ON ${quote(plan.table)} ("day")`);
    for (const sql of rollupTriggerSql(model, plan)) db.exec(sql);
    db.exec(`CREATE TABLE IF NOT EXISTS ${ROLLUP_BUILDS} (name TEXT PRIMARY KEY, builds INTEGER NOT NULL, builtAt TEXT NOT NULL)`);
    db.prepare(
      `INSERT INTO ${ROLLUP_BUILDS} (name, builds, builtAt) VALUES (?, 1, datetime('now')) ON CONFLICT(name) DO UPDATE SET builds = builds + 1, builtAt = excluded.builtAt`,
    ).run(plan.table);
  })();
}

/** Rollups known to be in place per connection (dropping the records' table drops the triggers: it is rebuilt with them). */
const ensured = new WeakMap<Database.Database, Set<string>>();

/**
 * Builds the rollup when the database has none yet or lacks one of its triggers (a file made before they existed);
 * triggers written by an earlier version of this module are written again (the rollup's rows stay: they agree with the
 * records whichever version kept them).
 */
export function ensureRollup(db: Database.Database, model: EntityModel, plan: RollupPlan): void {
  let seen = ensured.get(db);
  if (!seen) ensured.set(db, (seen = new Set()));
  if (seen.has(plan.table)) return;
  if (!tableExists(db, plan.table) || !triggerNames(plan).every((name) => tableExists(db, name, 'trigger'))) buildRollup(db, model, plan);
  else {
    const wanted = rollupTriggerSql(model, plan);
    const stored = triggerNames(plan).map(
      (name) => (db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?`).get(name) as { sql: string }).sql,
    );
    if (stored.some((sql, i) => sql !== wanted[i]))
      db.transaction(() => {
        for (const name of triggerNames(plan)) db.exec(`DROP TRIGGER IF EXISTS ${quote(name)}`);
        for (const sql of wanted) db.exec(sql);
      })();
  }
  seen.add(plan.table);
}

const measureSql = (fn: string, field: EntityField | undefined): string => {
  const f = field?.name ?? '';
  switch (fn) {
    case 'count':
      return 'SUM("cnt")';
    case 'sum':
      return `TOTAL(${quote(`sum_${f}`)})`;
    case 'avg':
      return `TOTAL(${quote(`sum_${f}`)}) / NULLIF(SUM(${quote(`n_${f}`)}), 0)`;
    case 'min':
      return `MIN(${quote(`min_${f}`)})`;
    default:
      return `MAX(${quote(`max_${f}`)})`;
  }
};

/**
 * The rows of a call from the rollup, under the same aliases as the query over the records; null when the call
 * cannot be answered from it (then the records are read).
 */
export function fromRollup(
  db: Database.Database,
  model: EntityModel,
  binding: AggregateBinding,
  plan: RollupPlan | undefined,
  values: QueryValues,
  period: Period | undefined,
  skip: string[],
  aliases: { group: string; pivot: string },
  scope?: ExtraConditions,
): Record<string, unknown>[] | null {
  if (!plan || plan.time !== binding.time) return null;
  if (scope && !plan.keys.some((k) => k.name === model.scope?.field)) return null;
  if (binding.measures.some((m) => !ROLLED.has(m.def.fn) || (m.def.fn !== 'count' && !plan.values.includes(m.field!)))) return null;
  const group = binding.group;
  if (
    group &&
    (group.bucket ? group.field !== binding.time || (group.bucket !== 'day' && group.bucket !== 'month') : !plan.keys.includes(group.field))
  )
    return null;
  if (group?.pivot && !plan.keys.includes(group.pivot)) return null;
  const given = binding.filters.filter((f) => f.params.some((p) => values(p).length > 0));
  const rest = given.filter((f) => f !== binding.period);
  if (rest.some((f) => !plan.keys.includes(f.field) || (f.match !== 'eq' && f.match !== 'in'))) return null;
  if (given.includes(binding.period!) && (!period || !period.start.endsWith('00:00:00') || !period.end.endsWith('23:59:59'))) return null;
  ensureRollup(db, model, plan);
  const where = buildWhere(model, rest, values, { skip });
  if (!where.ok) return null;
  const parts = where.sql ? [where.sql.replace(/^WHERE /, '')] : [];
  const args = [...where.args];
  if (period) {
    parts.push('"day" >= ? AND "day" <= ?');
    args.push(period.start.slice(0, 10), period.end.slice(0, 10));
  }
  if (scope) {
    parts.push(...scope.sql);
    args.push(...scope.args);
  }
  const groupExpr = !group
    ? 'NULL'
    : group.bucket === 'month'
      ? 'substr("day", 1, 7)'
      : group.bucket === 'day'
        ? '"day"'
        : quote(group.field.name);
  const pivotExpr = group?.pivot ? quote(group.pivot.name) : 'NULL';
  const keys = group ? (group.pivot ? `${aliases.group}, ${aliases.pivot}` : aliases.group) : '';
  const selects = [
    `${groupExpr} AS ${aliases.group}`,
    `${pivotExpr} AS ${aliases.pivot}`,
    ...binding.measures.map((m) => `${measureSql(m.def.fn, m.field)} AS ${quote(m.name)}`),
  ];
  const sql = `SELECT ${selects.join(', ')} FROM ${quote(plan.table)}${parts.length ? ` WHERE ${parts.join(' AND ')}` : ''}${keys ? ` GROUP BY ${keys} ORDER BY ${keys}` : ''}`;
  return db.prepare(sql).all(...args) as Record<string, unknown>[];
}
