import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { addSecurityHeaders, DATA_SECURITY_HEADERS } from './securityHeaders';

/** The envelope of a platform that cannot be reached. */
export const unreachableBody = (message: string) => JSON.stringify({ code: '502', msg: `无法连接平台服务：${message}`, data: null });

/**
 * Forwards /api (every method, bodies streamed untouched) and the /websocket upgrade to `targetUrl` (for example
 * http://10.0.0.5:8080; its path is kept as a base) with @fastify/http-proxy. The platform's own headers win; answers
 * that lack them still get nosniff and the referrer policy. An unreachable platform answers 502 in the envelope.
 */
export async function registerPlatformProxy(app: FastifyInstance, targetUrl: string): Promise<void> {
  const target = new URL(targetUrl);
  const base = target.pathname.replace(/\/$/, '');
  await app.register(async (scope) => {
    addSecurityHeaders(scope, DATA_SECURITY_HEADERS);
    await scope.register(httpProxy, {
      upstream: target.origin,
      prefix: '/api',
      rewritePrefix: `${base}/api`,
      replyOptions: {
        rewriteHeaders: (headers) => ({ ...DATA_SECURITY_HEADERS, ...headers }),
        onError: (reply, { error }) =>
          void reply.code(502).header('Content-Type', 'application/json; charset=utf-8').send(unreachableBody(error.message)),
      },
    });
  });
  await app.register(httpProxy, {
    upstream: target.origin,
    prefix: '/websocket',
    rewritePrefix: `${base}/websocket`,
    websocket: true,
  });
}
