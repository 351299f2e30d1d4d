import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerApi } from './api';
import { createContext } from './context';
import { openDatabase } from './db/open';
import type { UserRow } from './db/users';
import { ok } from './http/envelope';
import { Router } from './http/router';
import { createHttpServer, listenOn } from './http/server';
import { payloadHeaders } from './testing/payload';

let server: FastifyInstance;
let base: string;
const logged: unknown[][] = [];

beforeAll(async () => {
  const { db } = openDatabase(':memory:', { now: 0 });
  const ctx = createContext(db, { quiet: true });
  ctx.log.error = (...args: unknown[]) => void logged.push(args);
  const router = new Router<UserRow>()
    .get(
      '/api/test/boom',
      () => {
        throw new Error('boom');
      },
      { public: true },
    )
    .post('/api/test/echo', (req) => ok(req.body), { public: true });
  server = createHttpServer();
  await registerApi(server, ctx, router);
  base = `http://127.0.0.1:${await listenOn(server, 0, '127.0.0.1')}`;
});
afterAll(() => server.close());

describe('API handler', () => {
  it('turns a thrown error into 0x10d7509999 服务器内部错误 and logs it without the token', async () => {
    const res = await fetch(`${base}/api/test/boom`, { headers: { Authorization: 'secret-token-value', ...payloadHeaders() } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: '0x10d7509999', msg: '服务器内部错误', data: null });
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0])).not.toContain('secret-token-value');
    // The server is still up.
    const echo = await fetch(`${base}/api/test/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...payloadHeaders() },
      body: '{"a":1}',
    });
    expect(echo.status).toBe(200);
  });

  it('parses JSON bodies and refuses bodies over 1 MB with 413', async () => {
    const echo = await fetch(`${base}/api/test/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...payloadHeaders() },
      body: JSON.stringify({ 车牌: '浙A·12345' }),
    });
    expect((await echo.json()).data).toEqual({ 车牌: '浙A·12345' });
    const big = await fetch(`${base}/api/test/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...payloadHeaders() },
      body: JSON.stringify({ x: 'a'.repeat(1024 * 1024) }),
    });
    expect(big.status).toBe(413);
  });

  it.each([
    ['JSON', 'application/json', '{"车牌":"浙A·12345"}', { 车牌: '浙A·12345' }],
    ['JSON with a charset (as the console sends)', 'application/json;charset=UTF-8', '[1,2]', [1, 2]],
    ['an empty body', 'application/json', '', undefined],
    ['an empty body of another type', 'text/plain', '', undefined],
  ])('parses %s', async (_what, type, body, expected) => {
    const res = await fetch(`${base}/api/test/echo`, { method: 'POST', headers: { ...payloadHeaders(), 'Content-Type': type }, body });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual(expected);
  });

  it.each([
    ['a url-encoded form (a cross-site form post)', 'application/x-www-form-urlencoded', 'plate=%E6%B5%99A12345&n=2'],
    ['JSON sent as text/plain (a cross-site fetch with a string body)', 'text/plain;charset=UTF-8', '{"n":1}'],
    ['JSON without a content type', null, '[1,2]'],
    ['another content type', 'application/octet-stream', 'xyz'],
    ['JSON under a JSON-looking other type', 'application/jsonp', '{"n":1}'],
    [
      'a multipart form outside the upload routes',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="n"\r\n\r\n1\r\n--x--\r\n',
    ],
  ])('refuses %s with 415 请求体须为 application/json', async (_what, type, body) => {
    const headers: Record<string, string> = { ...payloadHeaders(), ...(type ? { 'Content-Type': type } : {}) };
    const res = await fetch(`${base}/api/test/echo`, {
      method: 'POST',
      headers,
      body: type === null ? new TextEncoder().encode(body) : body,
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ code: '415', msg: '请求体须为 application/json', data: null });
  });

  it('answers an unknown call without a token 401 (the token is checked before the route)', async () => {
    const res = await fetch(`${base}/api/test/nothing`, { headers: payloadHeaders() });
    expect([res.status, (await res.json()).msg]).toEqual([401, '登录已失效，请重新登录']);
  });

  it('answers malformed JSON with 0x10d7500400', async () => {
    const res = await fetch(`${base}/api/test/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...payloadHeaders() },
      body: '{"a":',
    });
    expect((await res.json()).code).toBe('0x10d7500400');
  });
});
