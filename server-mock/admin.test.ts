import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/harness';
import { DEFAULT_SETTINGS } from './context';

const VERSION = '/api/basic/v2/api/getVersion';
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.adminFetch(`/__mock/faults`, { method: 'DELETE' });
});

const addFault = (fault: Record<string, unknown>) => t.post('/__mock/faults', fault);

describe('fault injection', () => {
  it('answers HTTP 504 once, then normally', async () => {
    expect((await addFault({ path: VERSION, status: 504 })).status).toBe(200);
    const faulty = await t.get(VERSION);
    expect(faulty.status).toBe(504);
    expect(faulty.body).toEqual({ code: '504', msg: '网关超时', data: null });
    expect((await t.get(VERSION)).status).toBe(200);
  });

  it('sends a truncated JSON body when malformed', async () => {
    await addFault({ path: VERSION, malformed: true });
    const res = await t.get(VERSION);
    expect(res.status).toBe(200);
    expect(() => JSON.parse(res.text)).toThrow();
  });

  it('counts down `times` and matches by path prefix (paths relative to /api too)', async () => {
    await addFault({ path: '/basic/v2/api', code: '0xd12500012', msg: '系统维护中', times: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await t.get(VERSION);
      expect([res.status, res.body.code, res.body.msg]).toEqual([200, '0xd12500012', '系统维护中']);
    }
    expect((await t.get(VERSION)).body.code).toBe('200');
  });

  it('delays a call by delayMs without changing its answer', async () => {
    await addFault({ path: VERSION, delayMs: 300 });
    const started = Date.now();
    const res = await t.get(VERSION);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(res.body.code).toBe('200');
  });

  it('can answer 401 to a logged-in call', async () => {
    const token = await t.login('admin');
    await addFault({ path: '/api/auth/v2/api/user/loginInfo', status: 401 });
    const res = await t.get('/api/auth/v2/api/user/loginInfo', token);
    expect([res.status, res.body.msg]).toEqual([401, '登录已失效，请重新登录']);
  });

  it('DELETE clears pending faults and bad faults are refused', async () => {
    await addFault({ path: VERSION, status: 500, times: 5 });
    await t.adminFetch(`/__mock/faults`, { method: 'DELETE' });
    expect((await t.get(VERSION)).status).toBe(200);
    expect((await addFault({ status: 500 })).status).toBe(400);
    expect((await addFault({ path: VERSION, times: 0 })).status).toBe(400);
  });
});

describe('reset', () => {
  it('rebuilds the database: sessions are gone and changed data is back', async () => {
    const token = await t.login('admin');
    for (let i = 0; i < 5; i++) await t.attemptLogin('noauth', 'Wrong@2026');
    expect((await t.post('/api/auth/v2/api/user/checkAccount', { account: 'noauth' })).body.data.needVerifyCode).toBe(true);
    expect((await t.post('/__mock/reset', {})).status).toBe(200);
    expect((await t.get('/api/auth/v2/api/user/loginInfo', token)).status).toBe(401);
    expect((await t.post('/api/auth/v2/api/user/checkAccount', { account: 'noauth' })).body.data.needVerifyCode).toBe(false);
  });
});

describe('codes for tests', () => {
  it('answers 404 for unknown picture codes and SMS codes never sent', async () => {
    expect((await t.adminFetch(`/__mock/picCode?verifyCodeId=nope`)).status).toBe(404);
    expect((await t.adminFetch(`/__mock/smsCode?account=admin`)).status).toBe(404);
    expect((await t.adminFetch(`/__mock/whatever`)).status).toBe(404);
  });
});

describe('settings', () => {
  it('reads, changes and resets the switches', async () => {
    expect((await t.get('/__mock/settings')).body).toEqual({ settings: DEFAULT_SETTINGS });
    const changed = await t.post('/__mock/settings', { imageServerType: 5, asynExportThreshold: 20 });
    expect(changed.body).toEqual({ settings: { ...DEFAULT_SETTINGS, imageServerType: 5, asynExportThreshold: 20 } });
    await t.post('/__mock/reset', {});
    expect((await t.get('/__mock/settings')).body).toEqual({ settings: DEFAULT_SETTINGS });
  });

  it.each([
    [{ nope: 1 }, 'unknown setting nope'],
    [{ imageServerType: '5' }, 'imageServerType must be a non-negative integer'],
    [{ imageServerType: -1 }, 'imageServerType must be a non-negative integer'],
    [{ socketsAccepting: 'no' }, 'socketsAccepting must be a boolean'],
    [[1], 'a JSON object of settings is required'],
  ])('refuses %j', async (body, error) => {
    const res = await t.post('/__mock/settings', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error });
  });
});

describe('traffic', () => {
  const ORDERS = '/api/charge/v2/api/parkOrders';
  const at = Date.parse('2026-01-14T09:00:00+08:00');

  /** The order an admin traffic call answers. */
  const orderOf = (res: { body: unknown }) => (res.body as { order: Record<string, unknown> | null }).order;

  it('drives one vehicle in and out: the order is 在场, then closed with its fee, as the order list shows', async () => {
    const admin = await t.login('admin');
    const entered = await t.post('/__mock/traffic/arrive', { plateNo: '浙A3K8M2', parkId: 1002, at });
    expect(entered.status).toBe(200);
    expect(orderOf(entered)).toMatchObject({ plateNo: '浙A3K8M2', parkId: 1002, orderStatus: 1, vehicleKind: 1 });
    const left = await t.post('/__mock/traffic/leave', { plateNo: '浙A3K8M2', at: at + 90 * 60_000 });
    expect(orderOf(left)).toMatchObject({ orderStatus: 3, receivableMoney: 8, paidMoney: 8, parkDuration: 5400 });
    const listed = await t.get<{ results: { orderNo: string; orderStatus: number }[] }>(
      `${ORDERS}?pageNo=1&pageSize=10&plateNo=浙A3K8M2`,
      admin,
    );
    expect(listed.body.data.results).toEqual([expect.objectContaining({ orderNo: orderOf(left)?.orderNo, orderStatus: 3 })]);
    expect((await t.post('/__mock/traffic/leave', { plateNo: '浙A3K8M2' })).body).toEqual({ order: null });
  });

  it('trafficPerMinute runs passages on a timer until it is 0 again', async () => {
    const admin = await t.login('admin');
    const total = async () => (await t.get<{ totalRecord: number }>(`${ORDERS}?pageNo=1&pageSize=1`, admin)).body.data.totalRecord;
    const before = await total();
    await t.post('/__mock/settings', { trafficPerMinute: 600 });
    await expect.poll(total, { timeout: 10_000 }).toBeGreaterThan(before);
    await t.post('/__mock/settings', { trafficPerMinute: 0 });
    const stopped = await total();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await total()).toBe(stopped);
  });

  it('runs passages and tells what they did', async () => {
    const res = await t.post('/__mock/traffic', { events: 200, seconds: 3600, at });
    expect(res.status).toBe(200);
    const { tally } = res.body as unknown as { tally: { entries: number; exits: number } };
    expect(tally.entries + tally.exits).toBeGreaterThan(150);
  });

  it.each([
    ['/__mock/traffic', { events: 0 }, 'events must be an integer 1–100000'],
    ['/__mock/traffic', { events: 5, seconds: -1 }, 'seconds must be a non-negative integer'],
    ['/__mock/traffic/arrive', { plateNo: '浙A3K8M2' }, 'plateNo and parkId are required'],
    ['/__mock/traffic/leave', {}, 'plateNo is required'],
  ])('%s refuses %j', async (path, body, error) => {
    const res = await t.post(path, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error });
  });
});
