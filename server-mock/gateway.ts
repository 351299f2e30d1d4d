import path from 'node:path';
import { registerPlatformProxy } from './http/proxy';
import { consoleSecurityHeaders } from './http/securityHeaders';
import { createHttpServer, listenOn } from './http/server';
import { registerStaticConsole } from './http/staticFiles';

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
  const app = createHttpServer();
  await registerPlatformProxy(app, options.platformApi);
  await registerStaticConsole(app, path.resolve(options.staticDir), { securityHeaders: consoleSecurityHeaders(options.storeOrigins) });
  const port = await listenOn(app, options.port ?? 0, host);
  return { url: `http://${host}:${port}`, port, close: () => app.close() };
}
