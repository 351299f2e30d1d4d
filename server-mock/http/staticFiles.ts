import { createReadStream, promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { applyHeaders, CONSOLE_SECURITY_HEADERS } from './securityHeaders';

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

export const CACHE_INDEX = 'no-cache';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_OTHER = 'public, max-age=300';

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Cache policy of a built console: index.html always revalidated, hashed assets kept for a year. */
export function cacheControlFor(urlPath: string, file: string): string {
  if (path.basename(file) === 'index.html') return CACHE_INDEX;
  if (urlPath.startsWith('/assets/')) return CACHE_IMMUTABLE;
  return CACHE_OTHER;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves a built single-page console from `root`. Unknown paths without a file extension get
 * index.html (client-side routes); unknown paths with an extension get 404. Every answer, errors
 * included, carries the security headers of securityHeaders.ts (CONSOLE_SECURITY_HEADERS unless given).
 */
export function createStaticHandler(root: string, options: { securityHeaders?: Readonly<Record<string, string>> } = {}) {
  const base = path.resolve(root);
  const securityHeaders = options.securityHeaders ?? CONSOLE_SECURITY_HEADERS;
  return async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    applyHeaders(res, securityHeaders);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return;
    }
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      decoded = urlPath;
    }
    let file = path.resolve(base, '.' + path.posix.normalize(decoded));
    if (file !== base && !file.startsWith(base + path.sep)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Forbidden');
      return;
    }
    if (!(await isFile(file))) {
      const dirIndex = path.join(file, 'index.html');
      if (await isFile(dirIndex)) file = dirIndex;
      else if (path.extname(decoded) === '') file = path.join(base, 'index.html');
      else {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('Not Found');
        return;
      }
      if (!(await isFile(file))) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(`Not Found: ${path.join(root, 'index.html')} is missing (run npm run build)`);
        return;
      }
    }
    const stat = await fs.stat(file);
    res.writeHead(200, {
      'Content-Type': contentTypeOf(file),
      'Content-Length': stat.size,
      'Cache-Control': cacheControlFor(urlPath, file),
      'Last-Modified': stat.mtime.toUTCString(),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  };
}
