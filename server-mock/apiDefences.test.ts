import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REMEMBERED_NONCES, NonceLedger, PAYLOAD_WINDOW_MS } from './security/requestPayload';
import { freshPayload, makeTestNonce } from './testing/payload';
import { startTestServer, type TestServer } from './testing/harness';

const LOGIN_INFO = '/api/auth/v2/api/user/loginInfo';
const STALE = { code: '400', msg: '请求已过期或重复，请刷新页面后重试', data: null };
const UNSAFE = { code: '0x10d7500400', msg: '请求参数不合法', data: null };
const EXPIRED = { code: '401', msg: '登录已失效，请重新登录', data: null };

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

describe('token from the Authorization header only', () => {
  it.each([
    ['query string ?token=', 'GET', `${LOGIN_INFO}?token=TOKEN`, {}, undefined],
    ['query string ?Authorization=', 'GET', `${LOGIN_INFO}?Authorization=TOKEN`, {}, undefined],
    ['cookie token=', 'GET', LOGIN_INFO, { Cookie: 'token=TOKEN' }, undefined],
    ['cookie Authorization= / Admin-Token=', 'GET', LOGIN_INFO, { Cookie: 'Authorization=TOKEN; Admin-Token=TOKEN' }, undefined],
    ['header X-Token / token', 'GET', LOGIN_INFO, { 'X-Token': 'TOKEN', token: 'TOKEN' }, undefined],
    [
      'body {token}',
      'POST',
      '/api/device/v2/api/platformErrorReports/save',
      {},
      { errorTitle: '标题', errorContent: '内容', token: 'TOKEN', Authorization: 'TOKEN' },
    ],
  ] as const)('a token in the %s does not authenticate (HTTP 401)', async (_where, method, path, headers, body) => {
    const fill = (s: string) => s.replace(/TOKEN/g, token);
    const res = await t.call(method, fill(path), {
      headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, fill(v)])),
      body: body && Object.fromEntries(Object.entries(body).map(([k, v]) => [k, fill(v)])),
    });
    expect([res.status, res.body]).toEqual([401, EXPIRED]);
  });

  it('the Authorization header does', async () => {
    const res = await t.get(LOGIN_INFO, token);
    expect([res.status, res.body.data.account]).toEqual([200, 'admin']);
  });
});

describe('Payload header: fresh nonce and timestamp on every /api call', () => {
  it.each([
    ['missing', null],
    ['not JSON', 'nonce=abc'],
    ['a JSON array', '[]'],
    ['nonce too short', JSON.stringify({ nonce: 'a'.repeat(31), timestamp: Date.now(), authModel: 1 })],
    ['nonce with other characters', JSON.stringify({ nonce: `${'a'.repeat(31)}-`, timestamp: Date.now(), authModel: 1 })],
    ['timestamp as text', JSON.stringify({ nonce: makeTestNonce(), timestamp: String(Date.now()), authModel: 1 })],
    ['no authModel', JSON.stringify({ nonce: makeTestNonce(), timestamp: Date.now() })],
    ['authModel 2', JSON.stringify({ nonce: makeTestNonce(), timestamp: Date.now(), authModel: 2 })],
    ['6 minutes old', () => freshPayload(Date.now() - PAYLOAD_WINDOW_MS - 60_000)],
    ['6 minutes ahead', () => freshPayload(Date.now() + PAYLOAD_WINDOW_MS + 60_000)],
    ['over 512 characters', JSON.stringify({ nonce: makeTestNonce(), timestamp: Date.now(), authModel: 1, pad: 'x'.repeat(600) })],
  ])('refuses a Payload that is %s with HTTP 400, before the token check', async (_what, value) => {
    const payload = typeof value === 'function' ? value() : value;
    for (const tk of [token, null]) {
      const res = await t.call('GET', LOGIN_INFO, { token: tk, headers: { Payload: payload } });
      expect([res.status, res.body]).toEqual([400, STALE]);
    }
  });

  it('accepts a timestamp 4 minutes off either way', async () => {
    for (const offset of [-4 * 60_000, 4 * 60_000]) {
      expect((await t.call('GET', LOGIN_INFO, { token, headers: { Payload: freshPayload(Date.now() + offset) } })).status).toBe(200);
    }
  });

  it('refuses a nonce seen before (a replayed request), public calls included', async () => {
    const payload = freshPayload();
    expect((await t.call('GET', LOGIN_INFO, { token, headers: { Payload: payload } })).status).toBe(200);
    const replay = await t.call('GET', LOGIN_INFO, { token, headers: { Payload: payload } });
    expect([replay.status, replay.body]).toEqual([400, STALE]);
    const other = freshPayload();
    expect((await t.call('GET', '/api/basic/v2/api/getVersion', { headers: { Payload: other } })).status).toBe(200);
    expect((await t.call('GET', '/api/basic/v2/api/getVersion', { headers: { Payload: other } })).status).toBe(400);
  });

  it('does not ask it of the mock admin calls nor of file addresses (an <img> sends no header)', async () => {
    expect((await t.call('GET', '/__mock/settings', { headers: { Payload: null } })).status).toBe(200);
    const snapshot = await fetch(`${t.url}/api/pass/v2/api/snapshots/plate.svg?plate=${encodeURIComponent('浙A12345')}`);
    expect(snapshot.status).toBe(200);
    expect(snapshot.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('keeps the seen nonces bounded: expired ones go, and never more than the limit', () => {
    const ledger = new NonceLedger(3);
    const now = 1_000_000;
    expect(ledger.remember('a', now + 10, now)).toBe(true);
    expect(ledger.remember('a', now + 10, now)).toBe(false);
    expect(ledger.remember('a', now + 20, now + 11)).toBe(true); // expired: forgotten
    for (const n of ['b', 'c', 'd', 'e']) ledger.remember(n, now + 1000, now + 12);
    expect(ledger.size).toBe(3);
    expect(MAX_REMEMBERED_NONCES).toBeGreaterThan(10_000);
  });
});

describe('request bodies', () => {
  const ORDERS = '/api/charge/v2/api/parkOrders';

  it('refuses a body over 1 MB with HTTP 413', async () => {
    const res = await t.call('POST', '/api/device/v2/api/platformErrorReports/save', {
      token,
      body: { errorTitle: 'x', errorContent: 'a'.repeat(1024 * 1024) },
    });
    expect([res.status, res.body]).toEqual([413, { code: '413', msg: '请求体过大', data: null }]);
  });

  it.each([
    ['__proto__ at the top', '{"__proto__":{"isAdmin":1},"errorTitle":"标题","errorContent":"内容"}'],
    ['constructor at the top', '{"constructor":{"prototype":{"isAdmin":1}},"errorTitle":"标题","errorContent":"内容"}'],
    ['prototype nested', '{"errorTitle":"标题","errorContent":"内容","picUrls":[{"a":{"prototype":1}}]}'],
    ['__proto__ deep in an array', '{"errorTitle":"标题","errorContent":"内容","x":[[[{"__proto__":null}]]]}'],
    ['nesting deeper than 32', `{"errorTitle":"标题","errorContent":"内容","x":${'['.repeat(40)}${']'.repeat(40)}}`],
  ])('refuses %s with HTTP 400 before the handler runs (nothing is stored)', async (_what, raw) => {
    const before = (await t.get('/api/device/v2/api/platformErrorReports/list?pageNo=1&pageSize=1', token)).body.data.totalRecord as number;
    const res = await fetch(`${t.url}/api/device/v2/api/platformErrorReports/save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token, Payload: freshPayload() },
      body: raw,
    });
    expect([res.status, await res.json()]).toEqual([400, UNSAFE]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect((await t.get('/api/device/v2/api/platformErrorReports/list?pageNo=1&pageSize=1', token)).body.data.totalRecord).toBe(before);
  });

  it('refuses a query key __proto__ as well', async () => {
    const res = await t.get(`${ORDERS}?pageNo=1&pageSize=10&__proto__=1`, token);
    expect([res.status, res.body]).toEqual([400, UNSAFE]);
  });
});
