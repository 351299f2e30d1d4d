import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { FORBIDDEN_MSG, type AccessPolicy } from './access/accessPolicy';
import { profileRefOf } from './catalogue/roleGrants';
import type { MockContext } from './context';
import type { UserRow } from './db/users';
import { faultResponse } from './faults';
import { BODY_MALFORMED, BODY_NOT_JSON, BODY_UNSAFE, NOT_JSON_MSG, installBodyParser } from './http/bodyParser';
import { ERR, fail, failWith } from './http/envelope';
import { mountRoutes, requestContext, routeOf, urlOf } from './http/fastifyRoutes';
import { declaredOver, readUploadForm } from './http/multipart';
import { isFileReply, isReply, sendFile, sendJson } from './http/reply';
import type { Router } from './http/router';
import { addSecurityHeaders, DATA_SECURITY_HEADERS } from './http/securityHeaders';
import { sendUnauthorized } from './http/unauthorized';
import { NonceLedger, STALE_REQUEST_MSG, checkRequestPayload } from './security/requestPayload';
import { idleMsOf, sessionUser } from './security/sessions';
import { FORBIDDEN_KEYS, UNSAFE_BODY_MSG, hasUnsafeKeys } from './security/unsafeKeys';

export const API_PREFIX = '/api';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The session token: from the Authorization header only (never the query string, a cookie or the body). */
function headerToken(headers: IncomingHttpHeaders): string | null {
  const value = headers.authorization;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export interface ApiHandlerOptions {
  /** Which calls each account may make (403 otherwise); without it every logged-in user may make every call. */
  access?: AccessPolicy;
  /** The seen nonces (a fresh ledger by default). */
  nonces?: NonceLedger;
}

/**
 * Serves /api/… on Fastify, in this order: injected faults and the Payload header (`onRequest`, before the body is
 * read: a well-formed nonce not seen before and a timestamp within 5 minutes of the server clock, else HTTP 400; asset
 * routes and the beacon route of field telemetry are exempt); the body (Fastify's reader and JSON parser: 1 MB at
 * most, else 413; a body that is not declared application/json, or a multipart form outside the upload routes, 415 请求体须为 application/json; an upload route's multipart form is
 * read by @fastify/multipart, 413 when its declared length is far past the file limit; `__proto__` / `constructor.prototype` refused by the parser, any `__proto__`, `constructor` or
 * `prototype` key at any depth by `hasUnsafeKeys` → HTTP 400); then (`preHandler`) the token from the Authorization
 * header (everything but public routes needs a live one, else HTTP 401), the route (404), the permission (a call the
 * account's menu does not grant → HTTP 403); the handler. A handler that throws answers 0x10d7509999 服务器内部错误 and
 * is logged (method and path only; the logger cuts tokens anyway).
 */
/** Room for the multipart envelope (boundaries, part headers, text fields) around an upload's largest file. */
const MULTIPART_ROOM = 64 * 1024;

export function registerApi(app: FastifyInstance, ctx: MockContext, router: Router<UserRow>, options: ApiHandlerOptions = {}) {
  const nonces = options.nonces ?? new NonceLedger();
  const sessions = new WeakMap<FastifyRequest, { user: UserRow | null; token: string | null }>();

  return app.register(
    async (scope) => {
      addSecurityHeaders(scope, DATA_SECURITY_HEADERS);
      installBodyParser(scope);
      await scope.register(multipart);

      scope.addHook('onRequest', async (request, reply) => {
        const fault = ctx.faults.take(urlOf(request).pathname);
        if (fault) {
          if (fault.delayMs) await sleep(fault.delayMs);
          const answer = faultResponse(fault);
          if (answer)
            return reply
              .code(answer.status)
              .headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
              .send(answer.text);
        }
        const route = routeOf(request);
        if (!route?.asset && !route?.beacon && checkRequestPayload(request.headers, nonces, ctx.now()) !== null)
          return sendJson(reply, 400, fail('400', STALE_REQUEST_MSG));
      });

      scope.addHook('preHandler', async (request, reply) => {
        const url = urlOf(request);
        if (hasUnsafeKeys(request.body) || [...url.searchParams.keys()].some((k) => FORBIDDEN_KEYS.has(k))) {
          return sendJson(reply, 400, fail(ERR.badRequest[0], UNSAFE_BODY_MSG));
        }
        const route = routeOf<UserRow, unknown>(request);
        if (request.isMultipart() && !route?.upload) return sendJson(reply, 415, fail('415', NOT_JSON_MSG));
        const token = headerToken(request.headers);
        const user = sessionUser(ctx.db, token, ctx.now(), idleMsOf(ctx.securityPolicy()));
        if (!user && !route?.public) return sendUnauthorized(reply);
        if (!route) return sendJson(reply, 404, fail(ERR.notFound[0], `${ERR.notFound[1]}: ${request.method} ${url.pathname}`));
        if (
          user &&
          !route.public &&
          options.access &&
          !options.access.allows(profileRefOf(ctx, user.menu_profile), `${route.method} ${route.pattern}`)
        ) {
          return sendJson(reply, 403, fail('403', FORBIDDEN_MSG));
        }
        sessions.set(request, { user, token: user ? token : null });
      });

      // Errors of Fastify's request handling (the handlers' own errors are caught where they run).
      scope.setErrorHandler((err: { code?: string; message?: string; statusCode?: number }, request, reply: FastifyReply) => {
        if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendJson(reply, 413, fail('413', '请求体过大'));
        if (err.code === BODY_UNSAFE) return sendJson(reply, 400, fail(ERR.badRequest[0], UNSAFE_BODY_MSG));
        if (err.code === BODY_NOT_JSON) return sendJson(reply, 415, fail('415', NOT_JSON_MSG));
        if (err.code === BODY_MALFORMED) return sendJson(reply, 200, fail(ERR.badRequest[0], '请求体不是合法的 JSON'));
        if (err.statusCode && err.statusCode < 500) return sendJson(reply, err.statusCode, failWith('badRequest'));
        ctx.log.error(`${request.method} ${urlOf(request).pathname} failed:`, err.message ?? err);
        return sendJson(reply, 500, failWith('internal'));
      });

      scope.setNotFoundHandler((request, reply) =>
        sendJson(reply, 404, fail(ERR.notFound[0], `${ERR.notFound[1]}: ${request.method} ${urlOf(request).pathname}`)),
      );

      mountRoutes(scope, API_PREFIX, router, async (request, reply, route) => {
        const session = sessions.get(request) ?? { user: null, token: null };
        const context = requestContext(request, session.user, session.token);
        if (route.upload) {
          if (declaredOver(request, route.upload.maxFileBytes + MULTIPART_ROOM)) return sendJson(reply, 413, fail('413', '请求体过大'));
          context.body = await readUploadForm(request, route.upload.maxFileBytes);
        }
        try {
          const result = await route.handler(context);
          if (isFileReply(result)) return sendFile(reply, result);
          if (isReply(result)) return sendJson(reply, result.status, result.body, result.headers);
          return sendJson(reply, 200, result);
        } catch (err) {
          ctx.log.error(`${request.method} ${urlOf(request).pathname} failed:`, err instanceof Error ? (err.stack ?? err.message) : err);
          return sendJson(reply, 200, failWith('internal'));
        }
      });
    },
    { prefix: API_PREFIX },
  );
}
