import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { registerApi } from './api';
import { startMockServer } from './app';
import { createContext } from './context';
import { openDatabase } from './db/open';
import type { UserRow } from './db/users';
import { ok } from './http/envelope';
import { Router } from './http/router';
import { createHttpServer, listenOn } from './http/server';
import { redactSecrets, redactToken } from './security/redact';
import { TEST_NOW, hashLoginPassword, type WireRow } from './testing/harness';
import { freshPayload } from './testing/payload';

/** Everything written to the console while a test runs. */
let output: string[];
beforeEach(() => {
  output = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation(
      (...args: unknown[]) =>
        void output.push(args.map((a) => (a instanceof Error ? String(a.stack) : typeof a === 'string' ? a : JSON.stringify(a))).join(' ')),
    );
  }
});
afterEach(() => vi.restoreAllMocks());

const json = (res: Response) => res.json() as Promise<{ code: string; data: WireRow }>;

describe('the raw token never appears in the mock logs', () => {
  it('login, calls, sockets (refused by origin and by token), a failing call', async () => {
    const server = await startMockServer({ port: 0, dbFile: ':memory:', quiet: false, seed: { now: TEST_NOW } });
    try {
      const api = (path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
        fetch(server.url + path, {
          method: init.method ?? 'GET',
          headers: { Payload: freshPayload(), 'Content-Type': 'application/json', ...(init.token ? { Authorization: init.token } : {}) },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        });
      const c = (await json(await api('/api/auth/v2/api/user/getChallengeCode', { method: 'POST', body: { account: 'admin' } }))).data;
      const login = await json(
        await api('/api/auth/v2/api/user/login', {
          method: 'POST',
          body: { account: 'admin', password: hashLoginPassword('Park@2026', c.salt, c.codeValue), codeKey: c.codeKey },
        }),
      );
      const token = login.data.token as string;
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      expect((await api('/api/auth/v2/api/user/loginInfo', { token })).status).toBe(200);
      expect((await api('/api/charge/v2/api/parkOrders?pageNo=1&pageSize=5', { token })).status).toBe(200);
      // An injected failure of a call as well.
      await fetch(`${server.url}/__mock/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Mock-Admin': server.adminToken },
        body: JSON.stringify({ path: '/device/v2/api/platformErrorReports/list', status: 500 }),
      });
      await api('/api/device/v2/api/platformErrorReports/list', { token });

      const wsBase = `${server.url.replace(/^http/, 'ws')}/websocket`;
      const refused = (url: string, origin?: string) =>
        new Promise<void>((resolve) => {
          const ws = new WebSocket(url, origin ? { origin } : {});
          ws.on('error', () => resolve());
          ws.on('close', () => resolve());
          ws.on('unexpected-response', (_req, res) => {
            res.resume();
            resolve();
          });
        });
      await refused(`${wsBase}?token=${token}&reqId=1`, 'https://evil.example');
      const otherToken = 'a'.repeat(64);
      await refused(`${wsBase}?token=${otherToken}&reqId=2`);
      await new Promise((r) => setTimeout(r, 50));

      const text = output.join('\n');
      expect(text).toContain(`token=${redactToken(token)}`);
      expect(text).toContain(`token=${redactToken(otherToken)}`);
      expect(text).not.toContain(token);
      expect(text).not.toContain(otherToken);
    } finally {
      await server.close();
    }
  });

  it('a handler error that carries the token is logged cut to its first 4 characters', async () => {
    const { db } = openDatabase(':memory:', { now: 0 });
    const ctx = createContext(db, { quiet: false });
    const router = new Router<UserRow>().get(
      '/api/test/leak',
      (req) => {
        throw new Error(`upstream refused ${String(req.headers.authorization)} at /x?token=${String(req.headers.authorization)}`);
      },
      { public: true },
    );
    router.get('/api/test/fine', () => ok(null), { public: true });
    const server = createHttpServer();
    await registerApi(server, ctx, router);
    const base = `http://127.0.0.1:${await listenOn(server, 0, '127.0.0.1')}`;
    try {
      const secret = 'b'.repeat(64);
      const res = await fetch(`${base}/api/test/leak`, { headers: { Authorization: secret, Payload: freshPayload() } });
      expect((await json(res)).code).toBe('0x10d7509999');
      const text = output.join('\n');
      expect(text).toContain('upstream refused bbbb…');
      expect(text).not.toContain(secret);
    } finally {
      await server.close();
      db.close();
    }
  });

  it.each([
    ['/websocket?token=0123456789abcdef&reqId=1', '/websocket?token=0123…&reqId=1'],
    [`Bearer ${'c'.repeat(64)}`, 'Bearer cccc…'],
    ['no secret here', 'no secret here'],
  ])('redactSecrets(%s) → %s', (text, expected) => {
    expect(redactSecrets(text)).toBe(expected);
  });
});
