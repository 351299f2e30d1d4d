import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { addSecurityHeaders, DATA_SECURITY_HEADERS } from './securityHeaders';

export const MOCK_ASSETS_PREFIX = '/mock-assets/';
const ASSETS_DIR = fileURLToPath(new URL('../assets/', import.meta.url));

/** Serves the public images of the mock (logos, favicon, avatar, fault photos) from server-mock/assets, cached an hour. */
export function registerMockAssets(app: FastifyInstance) {
  return app.register(
    async (scope) => {
      addSecurityHeaders(scope, DATA_SECURITY_HEADERS);
      await scope.register(fastifyStatic, { root: ASSETS_DIR, decorateReply: false, wildcard: false, index: false, maxAge: 3_600_000 });
      scope.setNotFoundHandler((_request, reply) => reply.code(404).header('Content-Type', 'text/plain; charset=utf-8').send('Not Found'));
    },
    { prefix: MOCK_ASSETS_PREFIX.slice(0, -1) },
  );
}
