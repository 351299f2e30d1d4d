/**
 * 充电统计 (the dashboard `statistics` of schemas/chargingPlatform.json) over HTTP: its figures are sums of the 充电订单
 * the list shows under the same conditions — the whole period, one station, a time range — and the figures by station
 * add up to the totals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';
import { sumOf } from '../../testing/areaReads';

const STATS = '/api/statistics/v2/api/charging';
const ORDERS = '/api/charging/v2/api/chargeOrders';
const FIGURES = ['totalFee', 'elecFee', 'serviceFee', 'occupyFee'] as const;

let t: TestServer;
let admin: string;
const orders = async (query = '') =>
  (await t.get<{ results: WireRow[] }>(`${ORDERS}?pageNo=1&pageSize=1000${query}`, admin)).body.data.results;
const summary = async (query = '') => (await t.get<{ results: WireRow[] }>(`${STATS}/summary?${query}`, admin)).body.data.results[0];

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('充电统计', () => {
  it.each([
    ['the whole period', ''],
    ['one station', '&stationId=1'],
    ['a time range', '&startTimeBegin=2026-01-01 00:00:00&startTimeEnd=2026-01-10 23:59:59'],
  ])('sums the orders the list shows: %s', async (_case, query) => {
    const listed = await orders(query);
    expect(listed.length).toBeGreaterThan(0);
    const figures = await summary(query.slice(1));
    expect(figures.orderCount).toBe(listed.length);
    for (const field of FIGURES) expect(figures[field]).toBe(sumOf(listed, field));
    expect(Number(figures.chargeKwh)).toBeCloseTo(sumOf(listed, 'chargeKwh'), 2);
    expect(figures.totalFee).toBe(Number(figures.elecFee) + Number(figures.serviceFee) + Number(figures.occupyFee));
  });

  it('the figures by station add up to the totals, the busiest station first', async () => {
    const byStation = (await t.get<{ results: WireRow[] }>(`${STATS}/byStation`, admin)).body.data.results;
    const total = await summary();
    expect(byStation.length).toBeGreaterThan(1);
    expect(sumOf(byStation, 'orderCount')).toBe(total.orderCount);
    expect(sumOf(byStation, 'totalFee')).toBe(total.totalFee);
    const kwh = byStation.map((r) => Number(r.chargeKwh));
    expect(kwh).toEqual([...kwh].sort((a, b) => b - a));
  });
});
