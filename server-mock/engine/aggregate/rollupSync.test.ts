/**
 * The daily rollup of the parking orders stays in step with every write without being rebuilt: after an insert, an
 * update that moves an order to another day, park and pay type, and a delete, the rollup equals a fresh GROUP BY of
 * the records, the aggregate calls equal the sums of the matching records, and the rollup's build count is still 1.
 */
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open';
import { TEST_NOW, type WireRow } from '../../testing/harness';
import { mockEngine } from '../../testing/mockEngine';
import { queryValues } from '../filters';
import type { EntityStore } from '../store';
import { quote } from '../storage';
import type { GenericEndpoint } from '../types';
import { runAggregate } from './query';
import { rollupBuilds, type RollupPlan } from './rollup';
import { recordsOfRow, rollupTriggerSql } from './rollupTriggers';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AggregateBinding } from './types';

type Row = WireRow;
const RANGE = { inTimeStart: '2025-11-17 00:00:00', inTimeEnd: '2026-01-14 23:59:59' };
const NOW = '2026-01-15 00:00:00';

const engine = mockEngine();
const aggregate = (path: string): AggregateBinding => {
  const g = engine.generic.find((e: GenericEndpoint) => e.endpoint.path === `/statistics/v2/api/parkOrders/${path}`);
  if (!g || g.binding.operation !== 'aggregate') throw new Error(`no aggregate ${path}`);
  return g.binding;
};
let db: Database.Database;
let store: EntityStore;
let plan: RollupPlan;

beforeAll(() => {
  db = openDatabase(':memory:', { now: TEST_NOW }).db;
  engine.installInto(db, { now: TEST_NOW });
  store = engine.store(db, 'parkOrder')!;
  plan = aggregate('summary').rollup!;
});
afterAll(() => db.close());

/** The rollup as it is, and as a rebuild from the records would make it (rounded sums: float order may differ). */
function rollupNowAndFresh(): [Row[], Row[]] {
  const keys = ['"day"', ...plan.keys.map((k) => quote(k.name))];
  const cols = plan.values.flatMap((v) => [
    `ROUND(${quote(`sum_${v.name}`)}, 2) AS ${quote(`sum_${v.name}`)}`,
    quote(`n_${v.name}`),
    quote(`min_${v.name}`),
    quote(`max_${v.name}`),
  ]);
  const now = db
    .prepare(`SELECT ${[...keys, '"cnt"', ...cols].join(', ')} FROM ${quote(plan.table)} ORDER BY ${keys.join(', ')}`)
    .all() as Row[];
  const day = `substr(${quote(plan.time.name)}, 1, 10)`;
  const freshCols = plan.values.flatMap((v) => {
    const c = quote(v.name);
    return [
      `ROUND(TOTAL(${c}), 2) AS ${quote(`sum_${v.name}`)}`,
      `COUNT(${c}) AS ${quote(`n_${v.name}`)}`,
      `MIN(${c}) AS ${quote(`min_${v.name}`)}`,
      `MAX(${c}) AS ${quote(`max_${v.name}`)}`,
    ];
  });
  const groups = [day, ...plan.keys.map((k) => quote(k.name))];
  const fresh = db
    .prepare(
      `SELECT ${[`${day} AS "day"`, ...plan.keys.map((k) => quote(k.name)), 'COUNT(*) AS "cnt"', ...freshCols].join(', ')} FROM ${quote(store.model.table)} GROUP BY ${groups.join(', ')} ORDER BY ${groups.join(', ')}`,
    )
    .all() as Row[];
  return [now, fresh];
}

const call = (path: string, query: Record<string, string> = RANGE) => {
  const out = runAggregate(store, aggregate(path), queryValues(query), NOW);
  if (!out.ok) throw new Error(out.msg);
  return out.rows;
};
const records = (): Row[] =>
  db
    .prepare(`SELECT * FROM ${quote(store.model.table)} WHERE "inTime" >= ? AND "inTime" <= ?`)
    .all(RANGE.inTimeStart, RANGE.inTimeEnd) as Row[];
const nextId = () => (db.prepare(`SELECT MAX("id") AS n FROM ${quote(store.model.table)}`).get() as { n: number }).n + 1;
const money = (rows: Row[], field: string) => Math.round(rows.reduce((s, r) => s + Number(r[field] ?? 0), 0) * 100) / 100;

function expectInStep(label: string) {
  const [now, fresh] = rollupNowAndFresh();
  expect(now, label).toEqual(fresh);
  const rows = records();
  const kpi = call('summary')[0];
  expect(kpi.orderCount, label).toBe(rows.length);
  expect(kpi.paidMoney, label).toBe(money(rows, 'paidMoney'));
  for (const park of call('byPark')) {
    const ofPark = rows.filter((r) => r.parkId === park.parkId);
    expect([park.orderCount, park.receivableMoney], `${label} park ${park.parkId}`).toEqual([
      ofPark.length,
      money(ofPark, 'receivableMoney'),
    ]);
  }
  for (const pay of call('byPayType')) {
    const ofType = rows.filter((r) => r.payType === pay.payType);
    expect([pay.orderCount, pay.paidMoney], `${label} payType ${pay.payType}`).toEqual([ofType.length, money(ofType, 'paidMoney')]);
  }
  expect(rollupBuilds(db, plan.table), `${label}: rollup not rebuilt`).toBe(1);
}

describe('daily rollup kept in step by triggers', () => {
  it('is built once at install, with the records’ figures', () => {
    expect(rollupBuilds(db, plan.table)).toBe(1);
    expect(records().length).toBeGreaterThan(10);
    expectInStep('installed');
  });

  it('adds an inserted order to its day, park and pay type', () => {
    const before = call('summary')[0];
    store.insert({
      id: nextId(),
      orderNo: 'PO202601140001',
      plateNo: '浙A·12345',
      parkId: 1003,
      inTime: '2026-01-10 08:12:00',
      outTime: '2026-01-10 10:40:00',
      orderStatus: 4,
      payType: 2,
      receivableMoney: 15,
      discountMoney: 0,
      paidMoney: 15,
    });
    expect(call('summary')[0].orderCount).toBe(Number(before.orderCount) + 1);
    expectInStep('insert');
  });

  it('moves an updated order to another day, park and pay type (minimum and maximum included)', () => {
    const row = records().find((r) => r.payType !== null && r.parkId !== 1009)!;
    const old = db.prepare(`SELECT MAX("paidMoney") AS m FROM ${quote(store.model.table)}`).get() as { m: number };
    store.patch(Number(row.id), {
      inTime: '2025-12-01 18:05:00',
      parkId: 1009,
      payType: row.payType === 1 ? 3 : 1,
      paidMoney: old.m + 100,
      receivableMoney: old.m + 100,
    });
    expectInStep('update moved');
    store.patch(Number(row.id), { paidMoney: 1, receivableMoney: 1 });
    expectInStep('update lowered the maximum');
  });

  it('takes a deleted order out (and an emptied rollup row away)', () => {
    const id = nextId();
    store.insert({
      id,
      orderNo: 'PO202601140002',
      plateNo: '浙B·6F789',
      parkId: 1010,
      inTime: '2025-11-20 03:00:00',
      orderStatus: 4,
      payType: 5,
      receivableMoney: 8,
      paidMoney: 8,
      discountMoney: 0,
    });
    expectInStep('lonely insert');
    const victims = records()
      .map((r) => Number(r.id))
      .filter((n) => n !== id)
      .slice(0, 5);
    expect(store.remove([id, ...victims])).toBe(6);
    expectInStep('delete');
  });

  it('re-reads a minimum or maximum through the day’s range of the time index, not a key’s own index', () => {
    // The records the update and delete triggers read a minimum from, asked of SQLite's planner as the trigger would.
    const from = recordsOfRow(store.model, plan)
      .replace(/OLD\."inTime"/g, "'2026-01-14 09:00:00'")
      .replace(/OLD\."[A-Za-z]+"/g, '1');
    const steps = (db.prepare(`EXPLAIN QUERY PLAN SELECT MIN("receivableMoney") ${from}`).all() as { detail: string }[]).map(
      (r) => r.detail,
    );
    expect(steps.join(' | ')).toMatch(/USING (COVERING )?INDEX \S*(aggregate|inTime)\S* \(inTime>\? AND inTime<\?\)/);
  });

  it('writes triggers of an earlier version again when a database file is opened, keeping the rollup', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rollup-')), 'mock.sqlite');
    const first = openDatabase(file, { now: TEST_NOW }).db;
    engine.installInto(first, { now: TEST_NOW });
    first.exec(`DROP TRIGGER ${quote(`${plan.table}__update`)}`);
    first.exec(`CREATE TRIGGER ${quote(`${plan.table}__update`)} AFTER UPDATE OF "parkId" ON "ent_parkOrder" BEGIN SELECT 1; END`);
    first.close();
    const again = openDatabase(file, { now: TEST_NOW }).db;
    try {
      engine.installInto(again, { now: TEST_NOW });
      const sql = (again.prepare(`SELECT sql FROM sqlite_master WHERE name = ?`).get(`${plan.table}__update`) as { sql: string }).sql;
      expect(sql).toBe(rollupTriggerSql(store.model, plan)[1]);
      expect(rollupBuilds(again, plan.table)).toBe(1);
    } finally {
      again.close();
    }
  });
});
