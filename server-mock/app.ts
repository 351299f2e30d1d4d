import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ViteDevServer } from 'vite';
import { registerAdmin } from './admin';
import { buildAccessPolicy } from './access/accessPolicy';
import { registerApi, type ApiHandlerOptions } from './api';
import { createAlarmFeed } from './alarms/alarmFeed';
import { createContext, engineSeedOf, type MockContext, type MockSettings } from './context';
import { DEFAULT_DB_FILE, openDatabase } from './db/open';
import type { SeedOptions } from './db/seed';
import { createEngine, type LoadAreasOptions } from './engine';
import { ENGINE_EXTENSIONS } from './services/extensions';
import { registerMockAssets } from './http/mockAssets';
import { sendText } from './http/reply';
import { addSecurityHeaders, DATA_SECURITY_HEADERS } from './http/securityHeaders';
import { createHttpServer, isOtherUpgrade, listenOn } from './http/server';
import { registerStaticConsole } from './http/staticFiles';
import { registerObjectStore } from './objectStore';
import { registerOpenApi } from './services/systemSettings/openApi';
import { ADMIN_TOKEN_HEADER, newAdminToken } from './security/adminGuard';
import { trustProxyFromEnv } from './security/sameOrigin';
import { buildApiRouter } from './services';
import { registerAlarmSocket, WS_PATH } from './ws';
import { createTrafficSimulator, type TrafficSimulator } from './traffic/simulator';
import { attachChargingSimulator, createChargingSimulator, type ChargingSimulator } from './services/chargingPlatform/sessions';

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
  /** The token every /__mock call must send in X-Mock-Admin; default a new random one per start. */
  adminToken?: string;
  /** Trust X-Forwarded-Host in the Origin checks (the mock sits behind a proxy); default MOCK_TRUST_PROXY=1. */
  trustProxy?: boolean;
  /** Seed of the traffic simulation (the same seed on the same database gives the same passages); default 'traffic'. */
  trafficSeed?: string;
}

export interface MockServer {
  url: string;
  port: number;
  /** This run's admin token (send it as X-Mock-Admin on /__mock calls). */
  adminToken: string;
  close(): Promise<void>;
}

/** The start-up line that tells this run's admin token (`npm start`, `npm run serve`). */
export const adminTokenLine = (token: string) => `模拟后端管理口令（/__mock/* 的请求头 ${ADMIN_TOKEN_HEADER}，每次启动重新生成）: ${token}`;

/** The repository root (where vite.config.ts is). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const NO_CONSOLE = '此服务器只提供模拟接口（/api、/websocket、/__mock）；控制台请用 npm start 或 npm run serve 打开。';

/** The console: Vite's dev middlewares through @fastify/middie (HMR on the same server), a build, or a hint. */
async function registerConsole(app: FastifyInstance, options: MockServerOptions): Promise<ViteDevServer | undefined> {
  if (options.dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: REPO_ROOT,
      // Vite 8 names the HMR socket options `server.ws` (`server.hmr.server` is its deprecated alias).
      server: { middlewareMode: true, ws: { server: app.server } },
      appType: 'spa',
      logLevel: options.quiet ? 'silent' : 'info',
    });
    await app.register(async (scope) => {
      await scope.register(middie);
      scope.use(vite.middlewares);
      scope.setNotFoundHandler((_request, reply) => sendText(reply, 404, 'Not Found'));
    });
    return vite;
  }
  if (options.staticDir) {
    await registerStaticConsole(app, path.resolve(options.staticDir));
    return undefined;
  }
  await app.register(async (scope) => {
    addSecurityHeaders(scope, DATA_SECURITY_HEADERS);
    scope.setNotFoundHandler((_request, reply) => sendText(reply, 404, NO_CONSOLE));
  });
  return undefined;
}

/** Every part of the mock on one Fastify server; returns Vite when it hosts the console. */
async function buildServer(
  app: FastifyInstance,
  ctx: MockContext,
  options: MockServerOptions,
  parts: ApiHandlerOptions & {
    alarms: ReturnType<typeof createAlarmFeed>;
    traffic: TrafficSimulator;
    charging: ChargingSimulator;
    adminToken: string;
    trustProxy: boolean;
  },
) {
  // Upgrades of other paths than /websocket belong to Vite's HMR in dev mode (its own listener); without Vite nobody takes them.
  app.addHook('onRequest', async (request, reply) => {
    if (!isOtherUpgrade(request.headers, request.url, WS_PATH)) return;
    reply.hijack();
    if (!options.dev) request.raw.socket.destroy();
    return reply;
  });
  app.setErrorHandler((err, request, reply) => {
    ctx.log.error(`${request.method} ${request.url.split('?')[0]} failed:`, err);
    return sendText(reply, 500, 'Internal Server Error');
  });
  await registerAlarmSocket(app, ctx, { trustProxy: parts.trustProxy });
  await registerApi(app, ctx, buildApiRouter(ctx), parts);
  await registerAdmin(app, ctx, {
    alarms: parts.alarms,
    traffic: parts.traffic,
    charging: parts.charging,
    token: parts.adminToken,
    trustProxy: parts.trustProxy,
  });
  await registerMockAssets(app);
  await registerObjectStore(app, ctx);
  registerOpenApi(app, ctx);
  return registerConsole(app, options);
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
  const alarms = createAlarmFeed(ctx);
  const traffic = createTrafficSimulator(ctx, alarms, options.trafficSeed);
  traffic.reschedule();
  const charging = attachChargingSimulator(ctx, createChargingSimulator(ctx, alarms));
  charging.reschedule();
  ctx.onReset = () => {
    traffic.forget();
    charging.forget();
  };
  ctx.onSettingsChanged = (patch) => {
    if (patch.alarmIntervalMs !== undefined) alarms.reschedule();
    if (patch.trafficPerMinute !== undefined) traffic.reschedule();
    if (patch.chargingUpdatesPerSecond !== undefined) charging.reschedule();
    if (patch.socketsAccepting === false) ctx.sockets.drop();
  };

  const adminToken = options.adminToken ?? newAdminToken();
  const trustProxy = options.trustProxy ?? trustProxyFromEnv();
  const app = createHttpServer();
  let vite: ViteDevServer | undefined;
  let port: number;
  try {
    vite = await buildServer(app, ctx, options, { access, alarms, traffic, charging, adminToken, trustProxy });
    port = await listenOn(app, options.port ?? 0, host);
  } catch (err) {
    alarms.stop();
    traffic.stop();
    charging.stop();
    await vite?.close();
    await app.close();
    db.close();
    throw err;
  }

  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    adminToken,
    async close() {
      alarms.stop();
      traffic.stop();
      charging.stop();
      for (const client of app.websocketServer.clients) client.terminate();
      await vite?.close();
      await app.close();
      db.close();
    },
  };
}
