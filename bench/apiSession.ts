/**
 * The real login flow of the platform (challenge → hashed password → token) and JSON calls, each with the request
 * headers of docs/wire-protocol.md (a fresh Payload every time).
 */
import { hashLoginPassword } from '../server-mock/testing/harness';
import { apiHeaders } from './loadPayload';

export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T;
}

export async function callApi<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Envelope<T>> {
  const headers = apiHeaders(options.token);
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as Envelope<T>;
}

/** Logs in and returns the token (throws unless the platform answers code "200"). */
export async function login(baseUrl: string, account: string, password: string): Promise<string> {
  const challenge = await callApi<{ salt: string; codeValue: string; codeKey: string }>(
    baseUrl,
    'POST',
    '/auth/v2/api/user/getChallengeCode',
    { body: { account } },
  );
  if (challenge.code !== '200') throw new Error(`challenge for ${account} failed: ${challenge.code} ${challenge.msg}`);
  const { salt, codeValue, codeKey } = challenge.data;
  const res = await callApi<{ token: string }>(baseUrl, 'POST', '/auth/v2/api/user/login', {
    body: { account, password: hashLoginPassword(password, salt, codeValue), codeKey, verifyCodeId: '', verifyCode: '' },
  });
  if (res.code !== '200') throw new Error(`login ${account} failed: ${res.code} ${res.msg}`);
  return res.data.token;
}
