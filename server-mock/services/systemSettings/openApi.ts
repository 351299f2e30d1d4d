/**
 * The open API third parties call with an application of 系统管理 › 开放接口 (schemas/systemSettings.json), outside
 * the console's `/api` (no login, no Payload header): `GET /openapi/v1/parks` with `X-App-Key`, `X-Timestamp`
 * (milliseconds) and `X-Sign` = hex HMAC-SHA256 of the timestamp with the AppSecret. Hand-written because it is a
 * signature check against secrets no document holds: a revoked key, a secret replaced by 重置密钥, a caller outside
 * the IP 白名单, a stale timestamp or an interface outside 可调用接口 is refused with its reason
 * (docs/wire-protocol.md "Open API").
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MockContext } from '../../context';
import { formatChinaTime } from '../../db/time';
import { sendJson } from '../../http/reply';
import { parksNow } from '../sharedOptions/parks';
import { ipAllowed, whitelistLines } from './rules';
import { storeOf } from './index';
import { readSecret } from './secrets';
import { APP_SECRETS } from './seed';

export const OPEN_API_PARKS = '/openapi/v1/parks';
/** A signed call is accepted this long either side of the platform's clock. */
const TIMESTAMP_WINDOW_MS = 5 * 60_000;

/** Hex HMAC-SHA256 of the timestamp text with the secret: what `X-Sign` must be. */
export const openApiSign = (secret: string, timestamp: string) => createHmac('sha256', secret).update(timestamp).digest('hex');

const sameSign = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : '';
};
const callerIp = (request: FastifyRequest) => request.ip.replace(/^::ffff:/, '').replace(/^::1$/, '127.0.0.1');

type Verdict = { status: number; code: string; msg: string } | { appId: number; scopes: string[] };

function verify(ctx: MockContext, request: FastifyRequest, scope: string, scopeTitle: string): Verdict {
  const appKey = header(request, 'x-app-key');
  const timestamp = header(request, 'x-timestamp');
  const sign = header(request, 'x-sign').toLowerCase();
  if (!appKey || !timestamp || !sign) return { status: 401, code: '40001', msg: '缺少签名参数（X-App-Key、X-Timestamp、X-Sign）' };
  const store = storeOf(ctx, 'openApp');
  const [app] = store.select(`WHERE ${store.col('appKey')} = ?`, [appKey]);
  if (!app) return { status: 401, code: '40002', msg: 'AppKey 不存在' };
  if (Number(app.appStatus) !== 1) return { status: 401, code: '40003', msg: 'AppKey 已吊销，请联系平台管理员' };
  if (!/^\d{13}$/.test(timestamp) || Math.abs(ctx.now() - Number(timestamp)) > TIMESTAMP_WINDOW_MS)
    return { status: 401, code: '40004', msg: '请求时间戳无效或已过期（须为毫秒时间戳，与平台时间相差不超过5分钟）' };
  const id = Number(app.openAppId);
  const secret = readSecret(ctx.db, APP_SECRETS, id, 'appSecret');
  if (!secret || !sameSign(openApiSign(secret.secret, timestamp), sign)) {
    const rotated = secret?.previous && sameSign(openApiSign(secret.previous, timestamp), sign);
    return rotated
      ? { status: 401, code: '40006', msg: '签名校验失败：该 AppSecret 已重置失效，请使用新的 AppSecret' }
      : { status: 401, code: '40005', msg: '签名校验失败' };
  }
  const ip = callerIp(request);
  if (!ipAllowed(ip, whitelistLines(app.ipWhitelist))) return { status: 403, code: '40301', msg: `IP 地址 ${ip} 不在该应用的白名单中` };
  const scopes = Array.isArray(app.apiScopes) ? (app.apiScopes as string[]) : [];
  if (!scopes.includes(scope)) return { status: 403, code: '40302', msg: `该应用无权调用「${scopeTitle}」接口` };
  return { appId: id, scopes };
}

/** Mounts the open API on the mock's Fastify server. */
export function registerOpenApi(app: FastifyInstance, ctx: MockContext) {
  app.get(OPEN_API_PARKS, async (request, reply) => {
    const verdict = verify(ctx, request, 'parks', '车场信息');
    if ('status' in verdict) return sendJson(reply, verdict.status, { code: verdict.code, msg: verdict.msg, data: null });
    const store = storeOf(ctx, 'openApp');
    const app = store.find(verdict.appId);
    store.patch(verdict.appId, { lastCallTime: formatChinaTime(ctx.now()), callCount: Number(app?.callCount ?? 0) + 1 });
    const parks = parksNow(null).map((p) => ({ parkId: p.parkId, parkName: p.parkName, berthCount: p.berthCount }));
    return sendJson(reply, 200, { code: '0', msg: '成功', data: parks });
  });
}
