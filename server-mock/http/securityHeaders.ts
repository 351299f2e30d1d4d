import type { FastifyInstance } from 'fastify';

/**
 * The response-header policy of the production console: used by the static handler (`npm run serve`,
 * the browser tests) and mirrored line by line in docs/deploy-nginx.conf (a test keeps them equal).
 *
 * - Scripts only from the console's own origin: no inline script, no eval / new Function
 *   (the Formily expressions go through renderer/form/safeExpression.ts, ajv runs in Node only).
 * - style-src keeps 'unsafe-inline': antd 5 styles its components with CSS-in-JS, which inserts
 *   <style> elements at run time; styles cannot run code, scripts stay strict.
 * - img-src adds data: and blob: for upload previews and antd's inline icons; the object-store hosts
 *   of the mock (OSS, S3, file server) live on the console's own origin, so 'self' covers them; a real
 *   platform's storage hosts are passed as `storeOrigins` (img-src and connect-src only).
 * - connect-src 'self' covers the same-origin alarm socket too (ws:/wss: of the page's own host
 *   match 'self' under CSP Level 3, which Chromium implements; the browser test checks it).
 */
export const CSP_DIRECTIVES: ReadonlyArray<readonly [string, ...string[]]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'", "'unsafe-inline'"],
  ['img-src', "'self'", 'data:', 'blob:'],
  ['font-src', "'self'", 'data:'],
  ['connect-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['frame-ancestors', "'self'"],
  ['form-action', "'self'"],
];

/** Directives that take the object-store hosts when those are other origins (a real platform's OSS / S3). */
const STORE_DIRECTIVES = new Set(['img-src', 'connect-src']);

/** `https://bucket.example.com` from an origin or URL; throws on anything that is not an http(s) origin. */
export function storeOrigin(text: string): string {
  const url = new URL(text.trim());
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`not an http(s) origin: ${text}`);
  return url.origin;
}

/** The CSP; `storeOrigins` (for example `STORE_ORIGINS` of `npm run serve`) are added to img-src and connect-src. */
export function contentSecurityPolicy(storeOrigins: readonly string[] = []): string {
  const extra = [...new Set(storeOrigins.map(storeOrigin))];
  return CSP_DIRECTIVES.map(([name, ...values]) => [name, ...values, ...(STORE_DIRECTIVES.has(name) ? extra : [])].join(' ')).join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Headers of every answer that carries the console (index.html, assets, SPA fallback, 404). */
export function consoleSecurityHeaders(storeOrigins: readonly string[] = []): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(storeOrigins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers without frame-ancestors; same meaning.
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

export const CONSOLE_SECURITY_HEADERS = consoleSecurityHeaders();

/** Headers of data answers (/api, files): never sniffed into something executable. */
export const DATA_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Every answer of `scope` (errors and 404s included) carries `headers`; a header the handler sets itself wins. */
export function addSecurityHeaders(scope: FastifyInstance, headers: Readonly<Record<string, string>>): void {
  scope.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
