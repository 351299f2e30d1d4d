import Fastify, { type FastifyInstance } from 'fastify';
import { MAX_BODY_BYTES } from './bodyParser';

/**
 * The HTTP server of the mock and of `npm run serve`: Fastify, with its own logger off (the mock logs through
 * `ctx.log`, which cuts tokens), a 1 MB body limit, `__proto__` and `constructor.prototype` in JSON refused by the
 * parser, trailing slashes ignored by the router, and open connections cut on close. HEAD is declared by the routes
 * that answer it (files, assets) rather than added to every GET, which halves the cost of mounting the ~500 routes.
 */
export function createHttpServer(): FastifyInstance {
  return Fastify({
    logger: false,
    bodyLimit: MAX_BODY_BYTES,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: true,
    exposeHeadRoutes: false,
  });
}

/** Listens and resolves with the bound port (port 0 picks a random one). */
export async function listenOn(app: FastifyInstance, port: number, host: string): Promise<number> {
  await app.listen({ port, host });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : port;
}

/** An upgrade request (WebSocket) to another path than `path`: Vite's HMR socket, or nobody's. */
export function isOtherUpgrade(headers: { upgrade?: string }, url: string, path: string): boolean {
  return headers.upgrade !== undefined && new URL(url, 'http://localhost').pathname !== path;
}
