import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ADMIN_FOREIGN_ORIGIN_MSG, ADMIN_TOKEN_MSG } from './security/adminGuard';
import { startTestServer, type TestServer } from './testing/harness';

/**
 * The mock's admin calls (/__mock/*) need this run's token and refuse foreign origins; the Origin checks (admin calls
 * and the alarm socket) read X-Forwarded-Host only when the mock is told it sits behind a trusted proxy.
 */
let t: TestServer;
let behindProxy: TestServer;
beforeAll(async () => {
  [t, behindProxy] = await Promise.all([startTestServer(), startTestServer({ trustProxy: true })]);
});
afterAll(async () => {
  await Promise.all([t?.close(), behindProxy?.close()]);
});

const VERSION = '/api/basic/v2/api/getVersion';
const SELF = 'SELF';

describe('/__mock admin calls', () => {
  it.each([
    ['no token', {}, 403, ADMIN_TOKEN_MSG],
    ['a wrong token', { 'X-Mock-Admin': '0'.repeat(32) }, 403, ADMIN_TOKEN_MSG],
    ['the token with an empty value', { 'X-Mock-Admin': '' }, 403, ADMIN_TOKEN_MSG],
    ['the token from another site', { 'X-Mock-Admin': 'TOKEN', Origin: 'https://evil.example' }, 403, ADMIN_FOREIGN_ORIGIN_MSG],
    ['the token from another port of the host', { 'X-Mock-Admin': 'TOKEN', Origin: 'http://127.0.0.1:1' }, 403, ADMIN_FOREIGN_ORIGIN_MSG],
    ['no token from another site', { Origin: 'https://evil.example' }, 403, ADMIN_FOREIGN_ORIGIN_MSG],
    ['the token from the same origin', { 'X-Mock-Admin': 'TOKEN', Origin: SELF }, 200, null],
    ['the token without Origin (tests, curl)', { 'X-Mock-Admin': 'TOKEN' }, 200, null],
  ] as const)('POST /__mock/faults with %s → %s', async (_what, given, status, error) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    for (const [name, value] of Object.entries(given))
      headers[name] = value === 'TOKEN' ? t.server.adminToken : value === SELF ? t.url : value;
    await t.del('/__mock/faults', undefined);
    const res = await fetch(`${t.url}/__mock/faults`, { method: 'POST', headers, body: JSON.stringify({ path: VERSION, status: 500 }) });
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error?: string };
    if (error) expect(body).toEqual({ error });
    // A refused call changed nothing: the next API call answers normally; an accepted one injected the fault.
    expect((await t.get(VERSION)).status).toBe(status === 200 ? 500 : 200);
  });

  it('a cross-site reset (a form or fetch of a web page the developer visits) leaves the database as it was', async () => {
    const token = await t.login('admin');
    const backlogs = async () =>
      (await t.get('/api/backlog/v2/api/backlogs?pageNo=1&pageSize=200', token)).body.data.results as {
        backlogId: string;
        dealStatus: number;
      }[];
    const pending = (await backlogs()).find((r) => r.dealStatus === 0);
    expect(pending).toBeDefined();
    const deal = await t.post('/api/backlog/v2/api/backlogs/deal', { backlogId: pending!.backlogId, dealStatus: 2 }, token);
    expect(deal.body.code).toBe('200');
    const crossSite: Record<string, string>[] = [
      { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      {},
    ];
    for (const headers of crossSite) {
      const res = await fetch(`${t.url}/__mock/reset`, { method: 'POST', headers, body: 'x=1' });
      expect(res.status).toBe(403);
    }
    expect((await backlogs()).find((r) => r.backlogId === pending!.backlogId)?.dealStatus).toBe(2);
  });

  it('the token is 32 random hex characters, new on every start', async () => {
    expect(t.server.adminToken).toMatch(/^[0-9a-f]{32}$/);
    expect(behindProxy.server.adminToken).toMatch(/^[0-9a-f]{32}$/);
    expect(t.server.adminToken).not.toBe(behindProxy.server.adminToken);
  });
});

/** An upgrade of /websocket with these headers; resolves 'open' or the HTTP status of the refusal. */
function upgrade(server: TestServer, token: string, origin: string, headers: Record<string, string>): Promise<'open' | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/websocket?token=${token}&reqId=t`, { origin, headers });
    ws.once('open', () => {
      ws.close();
      resolve('open');
    });
    ws.once('unexpected-response', (_req, res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    ws.once('error', reject);
  });
}

describe('X-Forwarded-Host counts only behind a trusted proxy (MOCK_TRUST_PROXY=1)', () => {
  const FORWARDED = { 'X-Forwarded-Host': 'console.example.com' };
  it.each([
    ['the default mock', false, 'https://console.example.com', FORWARDED, 403],
    ['the default mock', false, 'https://console.example.com', {}, 403],
    ['a mock behind a trusted proxy', true, 'https://console.example.com', FORWARDED, 'open'],
    ['a mock behind a trusted proxy', true, 'https://evil.example', FORWARDED, 403],
    ['a mock behind a trusted proxy', true, 'https://console.example.com', {}, 403],
  ] as const)('%s: an upgrade from %s with %j → %s', async (_what, trusted, origin, headers, expected) => {
    const server = trusted ? behindProxy : t;
    expect(await upgrade(server, await server.login('admin'), origin, headers)).toBe(expected);
  });

  it.each([
    [false, 403],
    [true, 200],
  ] as const)('an admin call from the forwarded origin, trustProxy %s → %s', async (trusted, status) => {
    const server = trusted ? behindProxy : t;
    const res = await server.adminFetch('/__mock/settings', { headers: { Origin: 'https://console.example.com', ...FORWARDED } });
    expect(res.status).toBe(status);
  });
});
