import http from 'node:http';
import path from 'node:path';
import { createHttpProxy, createUpgradeProxy } from './http/proxy';
import { applyHeaders, consoleSecurityHeaders, DATA_SECURITY_HEADERS } from './http/securityHeaders';
import { createStaticHandler } from './http/staticFiles';
import { listen } from './net/freePort';

export interface GatewayOptions {
  /** The platform API, for example http://10.0.0.5:8080. */
  platformApi: string;
  /** The built console (dist/). */
  staticDir: string;
  port?: number;
  host?: string;
  /** Origins of the platform's storage hosts (OSS, S3, file server), allowed in the CSP's img-src and connect-src. */
  storeOrigins?: readonly string[];
}

/**
 * Serves a built console and forwards /api and /websocket (upgrades included) to a real platform —
 * what `npm run serve` runs when PLATFORM_API is set.
 */
export async function startPlatformGateway(options: GatewayOptions): Promise<{ url: string; port: number; close(): Promise<void> }> {
  const host = options.host ?? '127.0.0.1';
  const serveStatic = createStaticHandler(path.resolve(options.staticDir), { securityHeaders: consoleSecurityHeaders(options.storeOrigins) });
  const proxy = createHttpProxy(options.platformApi);
  const proxyUpgrade = createUpgradeProxy(options.platformApi);
  const isPlatformPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/websocket');

  const server = http.createServer((req, res) => {
    // The platform's own headers win; answers that lack them still get nosniff and the referrer policy.
    if (isPlatformPath(req.url ?? '/')) {
      applyHeaders(res, DATA_SECURITY_HEADERS);
      return proxy(req, res);
    }
    serveStatic(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  server.on('upgrade', (req, socket, head) => {
    if ((req.url ?? '').startsWith('/websocket')) proxyUpgrade(req, socket, head);
    else socket.destroy();
  });
  const port = await listen(server, options.port ?? 0, host);
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
