import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHandler } from './api';
import { createContext } from './context';
import { openDatabase } from './db/open';
import type { UserRow } from './db/users';
import { ok } from './http/envelope';
import { Router } from './http/router';
import { listen } from './net/freePort';
import { payloadHeaders } from './testing/payload';

let server: http.Server;
let base: string;
const logged: unknown[][] = [];

beforeAll(async () => {
  const { db } = openDatabase(':memory:', { now: 0 });
  const ctx = createContext(db, { quiet: true });
  ctx.log.error = (...args: unknown[]) => void logged.push(args);
  const router = new Router<UserRow>()
    .get('/api/test/boom', () => {
      throw new Error('boom');
    }, { public: true })
    .post('/api/test/echo', (req) => ok(req.body), { public: true });
  const handle = createApiHandler(ctx, router);
  server = http.createServer((req, res) => void handle(req, res, new URL(req.url ?? '/', 'http://x')));
  base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('API handler', () => {
  it('turns a thrown error into 0x10d7509999 服务器内部错误 and logs it without the token', async () => {
    const res = await fetch(`${base}/api/test/boom`, { headers: { Authorization: 'secret-token-value', ...payloadHeaders() } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: '0x10d7509999', msg: '服务器内部错误', data: null });
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0])).not.toContain('secret-token-value');
    // The server is still up.
    expect((await fetch(`${base}/api/test/echo`, { method: 'POST', headers: payloadHeaders(), body: '{"a":1}' })).status).toBe(200);
  });

  it('parses JSON bodies and refuses bodies over 1 MB with 413', async () => {
    const echo = await fetch(`${base}/api/test/echo`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...payloadHeaders() }, body: JSON.stringify({ 车牌: '浙A·12345' }) });
    expect((await echo.json()).data).toEqual({ 车牌: '浙A·12345' });
    const big = await fetch(`${base}/api/test/echo`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...payloadHeaders() }, body: JSON.stringify({ x: 'a'.repeat(1024 * 1024) }) });
    expect(big.status).toBe(413);
  });

  it('answers malformed JSON with 0x10d7500400', async () => {
    const res = await fetch(`${base}/api/test/echo`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...payloadHeaders() }, body: '{"a":' });
    expect((await res.json()).code).toBe('0x10d7500400');
  });
});
