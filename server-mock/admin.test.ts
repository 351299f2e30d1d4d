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
