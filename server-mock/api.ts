import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockContext } from './context';
import type { UserRow } from './db/users';
import { faultResponse } from './faults';
import { BodyError, readBody, readRawBody } from './http/body';
import { ERR, fail, failWith } from './http/envelope';
import { isFileReply, isReply, sendFile, sendJson } from './http/reply';
import type { Router } from './http/router';
import { sendUnauthorized } from './http/unauthorized';
import { sessionUser } from './security/sessions';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function allQueryValues(params: URLSearchParams): Record<string, string[]> {
  const all: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const [key, value] of params) (all[key] ??= []).push(value);
  return all;
}

function headerToken(req: IncomingMessage): string | null {
  const value = req.headers.authorization;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Serves /api/…: injected faults first, then the body (1 MB at most; a route with `rawBodyLimit` gets its raw bytes), the token check (everything but
 * public routes needs a live token, else HTTP 401), the handler. A handler that throws answers
 * 0x10d7509999 服务器内部错误 and is logged (method and path only: never the token).
 */
export function createApiHandler(ctx: MockContext, router: Router<UserRow>) {
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
    let body: unknown;
    try {
      const rawLimit = match?.route.rawBodyLimit;
      body = rawLimit ? await readRawBody(req, rawLimit) : await readBody(req);
    } catch (err) {
      if (err instanceof BodyError && err.kind === 'tooLarge') return sendJson(res, 413, fail('413', '请求体过大'));
      if (err instanceof BodyError) return sendJson(res, 200, fail(ERR.badRequest[0], '请求体不是合法的 JSON'));
      throw err;
    }

    const token = headerToken(req);
    const user = sessionUser(ctx.db, token, ctx.now());
    if (!user && !match?.route.public) return sendUnauthorized(res);
    if (!match) return sendJson(res, 404, fail(ERR.notFound[0], `${ERR.notFound[1]}: ${method} ${path}`));

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
