import type { IncomingMessage, ServerResponse } from 'node:http';
import { FORBIDDEN_MSG, type AccessPolicy } from './access/accessPolicy';
import type { MockContext } from './context';
import type { UserRow } from './db/users';
import { faultResponse } from './faults';
import { BodyError, readBody, readRawBody } from './http/body';
import { ERR, fail, failWith } from './http/envelope';
import { isFileReply, isReply, sendFile, sendJson } from './http/reply';
import type { Router } from './http/router';
import { sendUnauthorized } from './http/unauthorized';
import { NonceLedger, STALE_REQUEST_MSG, checkRequestPayload } from './security/requestPayload';
import { sessionUser } from './security/sessions';
import { FORBIDDEN_KEYS, UNSAFE_BODY_MSG, hasUnsafeKeys } from './security/unsafeKeys';
import { profileRefOf } from './catalogue/roleGrants';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function allQueryValues(params: URLSearchParams): Record<string, string[]> {
  const all: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const [key, value] of params) (all[key] ??= []).push(value);
  return all;
}

/** The session token: from the Authorization header only (never the query string, a cookie or the body). */
function headerToken(req: IncomingMessage): string | null {
  const value = req.headers.authorization;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export interface ApiHandlerOptions {
  /** Which calls each account may make (403 otherwise); without it every logged-in user may make every call. */
  access?: AccessPolicy;
  /** The seen nonces (a fresh ledger by default). */
  nonces?: NonceLedger;
}

/**
 * Serves /api/…, in this order: injected faults; the Payload header (a well-formed nonce not seen before and a
 * timestamp within 5 minutes of the server clock, else HTTP 400; asset routes are exempt); the body (1 MB at most,
 * else 413; a route with `rawBodyLimit` gets its raw bytes; a `__proto__`, `constructor` or `prototype` key anywhere
 * → HTTP 400); the token from the Authorization header (everything but public routes needs a live one, else HTTP 401);
 * the permission (a call the account's menu does not grant → HTTP 403); the handler. A handler that throws answers
 * 0x10d7509999 服务器内部错误 and is logged (method and path only; the logger cuts tokens anyway).
 */
export function createApiHandler(ctx: MockContext, router: Router<UserRow>, options: ApiHandlerOptions = {}) {
  const nonces = options.nonces ?? new NonceLedger();
  return async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const fault = ctx.faults.take(path);
    if (fault) {
      if (fault.delayMs) await sleep(fault.delayMs);
      const answer = faultResponse(fault);
      if (answer) {
        req.resume();
        res.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(answer.text);
        return;
      }
    }

    const match = router.match(method, path);
    if (!match?.route.asset && checkRequestPayload(req.headers, nonces, ctx.now()) !== null) {
      req.resume();
      return sendJson(res, 400, fail('400', STALE_REQUEST_MSG));
    }

    let body: unknown;
    try {
      const rawLimit = match?.route.rawBodyLimit;
      body = rawLimit ? await readRawBody(req, rawLimit) : await readBody(req);
    } catch (err) {
      if (err instanceof BodyError && err.kind === 'tooLarge') return sendJson(res, 413, fail('413', '请求体过大'));
      if (err instanceof BodyError) return sendJson(res, 200, fail(ERR.badRequest[0], '请求体不是合法的 JSON'));
      throw err;
    }
    if (hasUnsafeKeys(body) || [...url.searchParams.keys()].some((k) => FORBIDDEN_KEYS.has(k))) {
      return sendJson(res, 400, fail(ERR.badRequest[0], UNSAFE_BODY_MSG));
    }

    const token = headerToken(req);
    const user = sessionUser(ctx.db, token, ctx.now());
    if (!user && !match?.route.public) return sendUnauthorized(res);
    if (!match) return sendJson(res, 404, fail(ERR.notFound[0], `${ERR.notFound[1]}: ${method} ${path}`));
    if (user && !match.route.public && options.access && !options.access.allows(profileRefOf(ctx, user.menu_profile), `${match.route.method} ${match.route.pattern}`)) {
      return sendJson(res, 403, fail('403', FORBIDDEN_MSG));
    }

    try {
      const result = await match.route.handler({
        method,
        path,
        params: match.params,
        query: Object.fromEntries(url.searchParams),
        queryAll: allQueryValues(url.searchParams),
        body,
        headers: req.headers,
        token: user ? token : null,
        user,
      });
      if (isFileReply(result)) sendFile(res, result);
      else if (isReply(result)) sendJson(res, result.status, result.body, result.headers);
      else sendJson(res, 200, result);
    } catch (err) {
      ctx.log.error(`${method} ${path} failed:`, err instanceof Error ? (err.stack ?? err.message) : err);
      sendJson(res, 200, failWith('internal'));
    }
  };
}
