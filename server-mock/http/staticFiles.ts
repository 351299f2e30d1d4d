import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { addSecurityHeaders, CONSOLE_SECURITY_HEADERS } from './securityHeaders';

/** Content types of stored files and mock assets by extension (uploads are answered with these, never sniffed). */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export const CACHE_INDEX = 'no-cache';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_OTHER = 'public, max-age=300';

/** Cache policy of a built console: index.html always revalidated, hashed assets (under assets/) kept for a year. */
export function cacheControlFor(root: string, file: string): string {
  if (path.basename(file) === 'index.html') return CACHE_INDEX;
  if (path.relative(root, file).split(path.sep)[0] === 'assets') return CACHE_IMMUTABLE;
  return CACHE_OTHER;
}

const notFound = (reply: FastifyReply, text = 'Not Found') =>
  reply.code(404).headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).send(text);

/**
 * Serves a built single-page console from `root` with @fastify/static (one route per file of the build, so the other
 * prefixes keep their own 404s). Unknown paths without a file extension get index.html (client-side routes); unknown
 * paths with an extension get 404; other methods than GET / HEAD 405. Every answer, errors included, carries the
 * security headers of securityHeaders.ts (CONSOLE_SECURITY_HEADERS unless given).
 */
export function registerStaticConsole(
  app: FastifyInstance,
  root: string,
  options: { securityHeaders?: Readonly<Record<string, string>> } = {},
) {
  const base = path.resolve(root);
  return app.register(async (scope) => {
    addSecurityHeaders(scope, options.securityHeaders ?? CONSOLE_SECURITY_HEADERS);
    await scope.register(fastifyStatic, {
      root: base,
      wildcard: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply, file) => void reply.header('Cache-Control', cacheControlFor(base, file)),
    });
    scope.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(405).headers({ Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).send('Method Not Allowed');
      }
      if (path.posix.extname(new URL(request.url, 'http://localhost').pathname) !== '') return notFound(reply);
      if (!existsSync(path.join(base, 'index.html')))
        return notFound(reply, `Not Found: ${path.join(root, 'index.html')} is missing (run npm run build)`);
      return reply.sendFile('index.html');
    });
  });
}
