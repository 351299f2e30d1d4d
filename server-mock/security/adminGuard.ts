import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { randomHex } from './random';
import { isSameOrigin } from './sameOrigin';

/** The header that carries the mock's admin token on every /__mock call. */
export const ADMIN_TOKEN_HEADER = 'X-Mock-Admin';

/** Refusals of an admin call (HTTP 403). */
export const ADMIN_FOREIGN_ORIGIN_MSG = '模拟后端管理接口拒绝其他来源的请求';
export const ADMIN_TOKEN_MSG = '模拟后端管理接口需要本次运行的管理口令（请求头 X-Mock-Admin，见启动输出）';

/** A fresh admin token: 32 random hex characters, new on every start of the mock. */
export const newAdminToken = () => randomHex(16);

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Whether an admin call (/__mock/*: faults, reset, codes, settings) may run: a browser's `Origin` must be the mock's
 * own (a page on another site gets 403 before the token is even looked at), and the `X-Mock-Admin` header must carry
 * this run's token (a page on another site cannot know it: it is printed at start and handed to the tests). Returns
 * the refusal's message, or null.
 */
export function adminRefusal(headers: IncomingHttpHeaders, token: string, options: { trustProxy?: boolean } = {}): string | null {
  if (!isSameOrigin(headers, options)) return ADMIN_FOREIGN_ORIGIN_MSG;
  const sent = headers[ADMIN_TOKEN_HEADER.toLowerCase()];
  return typeof sent === 'string' && sameText(sent, token) ? null : ADMIN_TOKEN_MSG;
}
