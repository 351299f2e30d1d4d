import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ViteDevServer } from 'vite';
import { createAdminHandler } from './admin';
import { buildAccessPolicy } from './access/accessPolicy';
import { createApiHandler } from './api';
import { createAlarmFeed } from './alarms/alarmFeed';
import { createContext, engineSeedOf, type MockSettings } from './context';
import { DEFAULT_DB_FILE, openDatabase } from './db/open';
import type { SeedOptions } from './db/seed';
import { createEngine, type LoadAreasOptions } from './engine';
import { ENGINE_EXTENSIONS } from './services/extensions';
import { MOCK_ASSETS_PREFIX, serveMockAsset } from './http/mockAssets';
import { sendText } from './http/reply';
import { createStaticHandler } from './http/staticFiles';
import { listen } from './net/freePort';
import { createObjectStoreHandler, isObjectStorePath } from './objectStore';
import { buildApiRouter } from './services';
import { createWebSocketEndpoint } from './ws';

export interface MockServerOptions {
  /** 0 = a random free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default .data/mock.sqlite; ':memory:' allowed. Seeded when empty. */
  dbFile?: string;
  /** Host Vite in middleware mode, so one URL serves the console with HMR. */
  dev?: boolean;
  /** Serve a built console (dist/) with SPA fallback to index.html. */
  staticDir?: string;
  quiet?: boolean;
  /** Seed of a new database (tests pass a fixed `now`). */
  seed?: SeedOptions;
  /** Where the schema engine reads area documents (default schemas/; tests add fixtures with `extraFiles`). */
  schemas?: LoadAreasOptions;
  /** Initial switches (`npm start` turns the alarm timer on); `/__mock/reset` returns to them. */
  settings?: Partial<MockSettings>;
}

export interface MockServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The repository root (where vite.config.ts is). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Next = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

async function createConsoleHandler(options: MockServerOptions, httpServer: http.Server): Promise<{ handle: Next; vite?: ViteDevServer }> {
  if (options.dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: REPO_ROOT,
      // Vite 8 names the HMR socket options `server.ws` (`server.hmr.server` is its deprecated alias).
      server: { middlewareMode: true, ws: { server: httpServer } },
      appType: 'spa',
      logLevel: options.quiet ? 'silent' : 'info',
    });
    return { vite, handle: (req, res) => vite.middlewares(req, res) };
  }
  if (options.staticDir) return { handle: createStaticHandler(path.resolve(options.staticDir)) };
  return {
    handle: (_req, res) => sendText(res, 404, '此服务器只提供模拟接口（/api、/websocket、/__mock）；控制台请用 npm start 或 npm run serve 打开。'),
  };
}

/** Starts the mock platform: /api (services), /__mock (admin), /websocket (alarms), and the console (Vite or dist/). */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1';
  const { db } = openDatabase(options.dbFile ?? DEFAULT_DB_FILE, options.seed);
  const engine = createEngine({ ...options.schemas, extensions: ENGINE_EXTENSIONS });
  const ctx = createContext(db, { seed: options.seed, quiet: options.quiet, engine, settings: options.settings });
  const built = engine.installInto(db, engineSeedOf(options.seed));
  if (built.length) ctx.log.info(`已建立并填充实体表：${built.join('、')}`);
  // Extra schema files (test fixtures) have no menu entry: their views are open to every logged-in user.
  const fixtures = new Set((options.schemas?.extraFiles ?? []).map((f) => path.resolve(f)));
  const access = buildAccessPolicy(
    engine.areas.map((a) => a.doc),
    undefined,
    { openAreas: engine.areas.filter((a) => fixtures.has(path.resolve(a.file))).map((a) => a.doc.area) },
  );
  const handleApi = createApiHandler(ctx, buildApiRouter(ctx), { access });
  const alarms = createAlarmFeed(ctx);
  ctx.onSettingsChanged = (patch) => {
    if (patch.alarmIntervalMs !== undefined) alarms.reschedule();
    if (patch.socketsAccepting === false) ctx.sockets.drop();
  };
  const handleAdmin = createAdminHandler(ctx, { alarms });
  const handleObjectStore = createObjectStoreHandler(ctx);
  const websocket = createWebSocketEndpoint(ctx);

  let consoleHandler: Next = () => undefined;
  const httpServer = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = url.pathname.startsWith('/api/')
      ? handleApi(req, res, url)
      : url.pathname.startsWith('/__mock/')
        ? handleAdmin(req, res, url)
        : url.pathname.startsWith(MOCK_ASSETS_PREFIX)
          ? serveMockAsset(url.pathname, res)
          : isObjectStorePath(url.pathname)
            ? handleObjectStore(req, res, url)
            : consoleHandler(req, res);
    Promise.resolve(route).catch((err: unknown) => {
      ctx.log.error(`${req.method} ${url.pathname} failed:`, err);
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
  httpServer.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    websocket
      .handleUpgrade(req, socket, head)
      .then((handled) => {
        // Other upgrades belong to Vite's HMR in dev mode; without Vite nobody takes them.
        if (!handled && !options.dev) socket.destroy();
      })
      .catch(() => socket.destroy());
  });

  let vite: ViteDevServer | undefined;
  let port: number;
  try {
    const handler = await createConsoleHandler(options, httpServer);
    consoleHandler = handler.handle;
    vite = handler.vite;
    port = await listen(httpServer, options.port ?? 0, host);
  } catch (err) {
    await vite?.close();
    await websocket.close();
    db.close();
    throw err;
  }

  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    async close() {
      alarms.stop();
      await websocket.close();
      await vite?.close();
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeAllConnections();
      });
      db.close();
    },
  };
}
