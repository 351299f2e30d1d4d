/**
 * Aggregate endpoints of schemas/statisticalForm.json against the seeded parking orders: every figure is checked
 * against the 停车订单 list (GET /charge/v2/api/parkOrders) with the same search, computed here from its rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';

const STATS = '/api/statistics/v2/api/parkOrders';
const ORDERS = '/api/charge/v2/api/parkOrders';
/** The shared `park` dictionary's options, with the 泊位数 the occupancy figures divide by. */
const PARK_OPTIONS = '/api/dealer/v2/api/parkInfos/chosen';
/** The seed lies in the 58 days before the test clock (2026-01-15 00:00 China time). */
const RANGE = { inTimeStart: '2025-12-16 00:00:00', inTimeEnd: '2026-01-14 23:59:59' };
const PREVIOUS = { inTimeStart: '2025-11-16 00:00:00', inTimeEnd: '2025-12-15 23:59:59' };

type Row = WireRow;
let t: TestServer;
let token: string;

const qs = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
const stats = async (path: string, query: Record<string, string | number>) => (await t.get(`${STATS}${path}?${qs(query)}`, token)).body;
const listRows = async (query: Record<string, string | number>): Promise<Row[]> => {
  const body = (await t.get(`${ORDERS}?${qs({ ...query, pageNo: 1, pageSize: 10000 })}`, token)).body;
  expect(body.code).toBe('200');
  return body.data.results as Row[];
};
const sum = (rows: Row[], field: string) => Math.round(rows.reduce((s, r) => s + Number(r[field] ?? 0), 0) * 100) / 100;

beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

describe('aggregate endpoints (operation aggregate)', () => {
  it('a KPI equals the sum of the 停车订单 list rows with the same filter, for the whole period and for one park', async () => {
    const all = await listRows(RANGE);
    expect(all.length).toBeGreaterThan(10);
    const parkId = all[0].parkId;
    for (const query of [RANGE, { ...RANGE, parkId }]) {
      const rows = await listRows(query);
      const body = await stats('/summary', query);
      expect(body.code).toBe('200');
      const kpi = body.data.results[0];
      expect(kpi.orderCount).toBe(rows.length);
      expect(kpi.receivableMoney).toBe(sum(rows, 'receivableMoney'));
      expect(kpi.paidMoney).toBe(sum(rows, 'paidMoney'));
      expect(kpi.discountMoney).toBe(sum(rows, 'discountMoney'));
    }
  });

  it('compares with the previous period of the same length (data.previous)', async () => {
    const before = await listRows(PREVIOUS);
    const body = await stats('/summary', RANGE);
    expect(body.data.previous[0].orderCount).toBe(before.length);
    expect(body.data.previous[0].receivableMoney).toBe(sum(before, 'receivableMoney'));
    expect((await stats('/summary', {})).data.previous).toBeNull();
  });

  it('groups by day over every day of the period (empty days as 0), agreeing with the list', async () => {
    const rows = await listRows(RANGE);
    const body = await stats('/daily', RANGE);
    const days = body.data.results as Row[];
    expect(days).toHaveLength(30);
    expect(days[0].inTime).toBe('2025-12-16');
    expect(days[29].inTime).toBe('2026-01-14');
    for (const day of days) {
      const ofDay = rows.filter((r) => String(r.inTime).startsWith(day.inTime));
      expect(day.orderCount, day.inTime).toBe(ofDay.length);
      expect(day.receivableMoney, day.inTime).toBe(sum(ofDay, 'receivableMoney'));
    }
  });

  it('groups by park, sorted by 应收 descending, paged like a list', async () => {
    const rows = await listRows(RANGE);
    const body = await stats('/byPark', RANGE);
    const parks = body.data.results as Row[];
    expect(parks.map((p) => p.receivableMoney)).toEqual([...parks.map((p) => p.receivableMoney)].sort((a, b) => b - a));
    expect(parks.length).toBeGreaterThan(3);
    expect(parks).toHaveItemsAllMatching((p) => p.parkId >= 1001 && p.parkId <= 1010);
    for (const park of parks) expect(park.orderCount).toBe(rows.filter((r) => r.parkId === park.parkId).length);
    expect(parks.reduce((s, p) => s + p.orderCount, 0)).toBe(rows.length);
    const page = await stats('/byPark', { ...RANGE, pageNo: 2, pageSize: 3 });
    expect(page.data.totalRecord).toBe(parks.length);
    expect(page.data.results).toEqual(parks.slice(3, 6));
  });

  it('pivots by a second group field (每日各车辆类型订单)', async () => {
    const body = await stats('/dailyByCarType', RANGE);
    const rows = body.data.results as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.reduce((s, r) => s + r.orderCount, 0)).toBe((await listRows(RANGE)).length);
    expect(Object.keys(rows[0]).sort()).toEqual(['carType', 'inTime', 'orderCount']);
  });

  it('computes occupancy by hour, turnover and average stay from the stays and the parks’ 泊位数', async () => {
    const rows = await listRows(RANGE);
    const parks = (await t.get(PARK_OPTIONS, token)).body.data as { berthCount: number }[];
    expect(parks.length).toBeGreaterThan(0);
    const totalBerths = parks.reduce((s, p) => s + p.berthCount, 0);
    const start = Date.parse('2025-12-16T00:00:00Z') / 1000;
    const end = Date.parse('2026-01-15T00:00:00Z') / 1000;
    const now = Date.parse('2026-01-15T00:00:00Z') / 1000;
    const marks = new Array(24).fill(0);
    for (const r of rows) {
      const a = Math.max(Math.ceil(Date.parse(`${String(r.inTime).replace(' ', 'T')}Z`) / 1000 / 3600), start / 3600);
      const out = r.outTime ? Date.parse(`${String(r.outTime).replace(' ', 'T')}Z`) / 1000 : now;
      const b = Math.min(Math.ceil(out / 3600), end / 3600);
      for (let k = a; k < b; k++) marks[k % 24] += 1;
    }
    const byHour = (await stats('/occupancyByHour', RANGE)).data.results as Row[];
    expect(byHour.map((h) => h.inTime)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    byHour.forEach((h, i) => expect(h.occupancyRate, `hour ${i}`).toBeCloseTo(((marks[i] / 30) * 100) / totalBerths, 2));
    expect(marks.some((n) => n > 0)).toBe(true);
    const summary = (await stats('/parkSummary', RANGE)).data.results[0];
    expect(summary.turnoverRate).toBeCloseTo(rows.length / totalBerths / 30, 3);
    const stays = rows.map((r) => Number(r.parkDuration));
    expect(summary.avgStay).toBe(Math.round(stays.reduce((s, n) => s + n, 0) / stays.length));
  });

  it('agrees with the list for a period that is not whole days too (read from the records, not the daily rollup)', async () => {
    const query = { inTimeStart: '2025-12-20 08:30:00', inTimeEnd: '2026-01-10 17:45:00' };
    const rows = await listRows(query);
    const kpi = (await stats('/summary', query)).data.results[0];
    expect(kpi.orderCount).toBe(rows.length);
    expect(kpi.receivableMoney).toBe(sum(rows, 'receivableMoney'));
  });

  it('follows writes: after an order is deleted the figures drop by it', async () => {
    const rows = await listRows(RANGE);
    const victim = rows.find((r) => r.orderStatus !== 1)!;
    const before = (await stats('/summary', RANGE)).data.results[0];
    expect((await t.del(ORDERS, { ids: [victim.id] }, token)).body.code).toBe('200');
    const after = (await stats('/summary', RANGE)).data.results[0];
    expect(after.orderCount).toBe(before.orderCount - 1);
    expect(after.receivableMoney).toBeCloseTo(before.receivableMoney - Number(victim.receivableMoney), 2);
  });

  it('refuses a malformed filter with a Chinese message', async () => {
    const body = await stats('/summary', { ...RANGE, carType: 'abc' });
    expect(body.code).not.toBe('200');
    expect(body.msg).toBe('车辆类型格式不正确');
  });
});
