import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_NOW, type TestServer, type WireRow } from '../../testing/harness';

const S = '/api/statistics/v2/api/passAnalysis';
const ORDERS = '/api/charge/v2/api/parkOrders';
type Row = WireRow;
type Page = { results: Row[]; totalRecord: number; previous?: Row[] | null };

/** 通行分析 (schemas/stopFee.json passAnalysis): exits counted on the orders' 出场时间, next to the entries. */
describe('通行分析：出场车次与场内净增（真实 HTTP）', () => {
  let t: TestServer;
  let admin: string;
  const park = 1003;
  // The seed's day is 2026-01-15: the seven days before it.
  const period = 'inTimeStart=2026-01-08&inTimeEnd=2026-01-14';
  const get = async (path: string) => (await t.get<Page>(path, admin)).body.data;
  /** Every order of the park, as 停车订单 lists them. */
  const parkOrders = async () => (await get(`${ORDERS}?parkId=${park}&pageSize=1000`)).results;
  const inPeriod = (time: unknown) => typeof time === 'string' && time >= '2026-01-08 00:00:00' && time <= '2026-01-14 23:59:59';

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('出场车次 is the count of the orders that left in the period, 场内净增 is 入场 − 出场, per day and in total', async () => {
    const orders = await parkOrders();
    expect(orders.length).toBeLessThan(1000);
    const entries = orders.filter((o) => inPeriod(o.inTime));
    const exits = orders.filter((o) => inPeriod(o.outTime));
    expect(exits.length).toBeGreaterThan(0);
    // Cars still inside have entered but not left.
    expect(entries.some((o) => o.outTime === null || !inPeriod(o.outTime))).toBe(true);

    const summary = await get(`${S}/summary?parkId=${park}&${period}`);
    expect(summary.results[0]).toMatchObject({
      entryCount: entries.length,
      exitCount: exits.length,
      balance: entries.length - exits.length,
    });
    expect(summary.previous?.[0].exitCount).toBeGreaterThan(0);

    const daily = (await get(`${S}/dailyTotal?parkId=${park}&${period}`)).results;
    expect(daily.map((d) => d.inTime)).toEqual([
      '2026-01-08',
      '2026-01-09',
      '2026-01-10',
      '2026-01-11',
      '2026-01-12',
      '2026-01-13',
      '2026-01-14',
    ]);
    for (const day of daily) {
      expect(day.exitCount).toBe(exits.filter((o) => String(o.outTime).startsWith(String(day.inTime))).length);
      expect(day.entryCount).toBe(entries.filter((o) => String(o.inTime).startsWith(String(day.inTime))).length);
      expect(day.balance).toBe(Number(day.entryCount) - Number(day.exitCount));
    }

    // Per hour of the day, a daily average over the seven days.
    const hours = (await get(`${S}/byHour?parkId=${park}&${period}`)).results;
    expect(hours).toHaveLength(24);
    for (const h of [8, 12, 18]) {
      const left = exits.filter((o) => Number(String(o.outTime).slice(11, 13)) === h).length;
      expect(hours[h].exitCount).toBe(Number((left / 7).toFixed(1)));
    }

    const byPark = (await get(`${S}/byPark?${period}`)).results;
    const row = byPark.find((r) => r.parkId === park)!;
    expect(row).toMatchObject({ entryCount: entries.length, exitCount: exits.length, balance: entries.length - exits.length });
  });

  it('a car that drives in and out through the lanes adds one entry and one exit; one still inside only an entry', async () => {
    const before = (await get(`${S}/summary?parkId=${park}&${period}`)).results[0];
    const at = TEST_NOW - 30 * 3_600_000;
    await t.post('/__mock/traffic/arrive', { plateNo: '浙A7Q52E', parkId: park, at });
    await t.post('/__mock/traffic/leave', { plateNo: '浙A7Q52E', at: at + 80 * 60_000 });
    await t.post('/__mock/traffic/arrive', { plateNo: '浙A8R63F', parkId: park, at: at + 60 * 60_000 });
    const after = (await get(`${S}/summary?parkId=${park}&${period}`)).results[0];
    expect(after).toMatchObject({
      entryCount: Number(before.entryCount) + 2,
      exitCount: Number(before.exitCount) + 1,
      balance: Number(before.balance) + 1,
    });
  });
});
