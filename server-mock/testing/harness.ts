import { createHash } from 'node:crypto';
import { startMockServer, type MockServer, type MockServerOptions } from '../app';
import { DEMO_PASSWORD } from '../db/demoAccounts';
import { ADMIN_PREFIX } from '../admin';
import { ADMIN_TOKEN_HEADER } from '../security/adminGuard';
import { freshPayload } from './payload';

/** Fixed seed time of the tests: 2026-01-15 00:00 China time. */
export const TEST_NOW = Date.UTC(2026, 0, 14, 16, 0, 0);

export const sha256hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
export const hashLoginPassword = (password: string, salt: string, codeValue: string) => sha256hex(sha256hex(password + salt) + codeValue);

/*
 * Answers in tests come in the many shapes of the platform API. A test names the type of an answer where it matters;
 * elsewhere it reads the fields as the wire gives them, so the default type of an answer (and of a row) is `any`.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
/** One row of a list answer, read field by field. */
export type WireRow = Record<string, any>;

export interface Body<T = any> {
  code: string;
  msg: string;
  data: T;
}

/** A mock server on a random port with an in-memory database, and fetch helpers for tests (extra schemas or seed options may be given). */
export async function startTestServer(options: Pick<MockServerOptions, 'schemas' | 'seed' | 'trustProxy'> = {}) {
  const server: MockServer = await startMockServer({
    port: 0,
    dbFile: ':memory:',
    quiet: true,
    schemas: options.schemas,
    trustProxy: options.trustProxy ?? false,
    seed: { now: TEST_NOW, ...options.seed },
  });
  const { url } = server;
  /** The admin token header of this server (sent on every /__mock call of the helpers). */
  const adminHeaders = { [ADMIN_TOKEN_HEADER]: server.adminToken };
  const isAdmin = (path: string) => path.startsWith(`${ADMIN_PREFIX}/`);

  /** fetch of an admin call (/__mock/…) with this run's admin token. */
  const adminFetch = (path: string, init: RequestInit = {}) =>
    fetch(url + path, { ...init, headers: { ...adminHeaders, ...(init.headers as Record<string, string> | undefined) } });

  /**
   * One call with a fresh Payload header (as the console sends) and, on /__mock calls, the admin token; `headers`
   * adds or replaces headers (a value of null leaves one out).
   */
  async function call<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string | null; headers?: Record<string, string | null> } = {},
  ) {
    const headers: Record<string, string> = { Payload: freshPayload(), ...(isAdmin(path) ? adminHeaders : {}) };
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (value === null) delete headers[name];
      else headers[name] = value;
    }
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.token) headers.Authorization = options.token;
    const res = await fetch(url + path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await res.text();
    let body: Body<T> | undefined;
    try {
      body = JSON.parse(text) as Body<T>;
    } catch {
      body = undefined;
    }
    return { status: res.status, body: body as Body<T>, text };
  }
  const get = <T = any>(path: string, token?: string | null) => call<T>('GET', path, { token });
  const put = <T = any>(path: string, body: unknown, token?: string | null) => call<T>('PUT', path, { body, token });
  const del = <T = any>(path: string, body: unknown, token?: string | null) => call<T>('DELETE', path, { body, token });
  const post = <T = any>(path: string, body: unknown, token?: string | null) => call<T>('POST', path, { body, token });
  /* eslint-enable @typescript-eslint/no-explicit-any */

  async function challenge(account: string) {
    const res = await post<{ salt: string; codeValue: string; codeKey: string }>('/api/auth/v2/api/user/getChallengeCode', { account });
    return res.body.data;
  }

  /** One login attempt through a fresh challenge. */
  async function attemptLogin(account: string, password = DEMO_PASSWORD, extra: Record<string, string> = {}) {
    const c = await challenge(account);
    return post<{ token: string; status: number } | { needVerifyCode: boolean } | null>('/api/auth/v2/api/user/login', {
      account,
      password: hashLoginPassword(password, c.salt, c.codeValue),
      codeKey: c.codeKey,
      verifyCodeId: '',
      verifyCode: '',
      ...extra,
    });
  }

  /** Logs in and returns the token (throws when the login fails). */
  async function login(account: string, password = DEMO_PASSWORD): Promise<string> {
    const res = await attemptLogin(account, password);
    if (res.body.code !== '200') throw new Error(`login ${account} failed: ${res.body.code} ${res.body.msg}`);
    return (res.body.data as { token: string }).token;
  }

  return { server, url, adminHeaders, adminFetch, call, get, post, put, del, challenge, attemptLogin, login, close: () => server.close() };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
