import type { FastifyInstance } from 'fastify';
import type { AlarmFeed } from './alarms/alarmFeed';
import { isAlarmKind } from './alarms/alarmKinds';
import type { TrafficSimulator } from './traffic/simulator';
import type { ChargingSimulator } from './services/chargingPlatform/sessions';
import { DEFAULT_SETTINGS, type MockContext, type MockSettings } from './context';
import { findUserByAccount } from './db/users';
import { parseFault } from './faults';
import { installBodyParser } from './http/bodyParser';
import { mountRoutes, requestContext, urlOf } from './http/fastifyRoutes';
import { sendJson } from './http/reply';
import { addSecurityHeaders, DATA_SECURITY_HEADERS } from './http/securityHeaders';
import { Router } from './http/router';
import { adminRefusal } from './security/adminGuard';
import { issueTicket, lastSmsCode } from './security/oneTimeKeys';
import { peekPicCode } from './security/picCode';

/** Admin calls answer plain JSON (not the platform envelope) with a status. */
interface AdminReply {
  status: number;
  body: unknown;
}
const done = (body: unknown): AdminReply => ({ status: 200, body });
const bad = (error: string, status = 400): AdminReply => ({ status, body: { error } });

const str = (body: unknown, key: string) => {
  const v = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' ? v : undefined;
};

/** A partial MockSettings of known keys and the right types, or the reason it is refused. */
export function parseSettings(body: unknown): Partial<MockSettings> | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'a JSON object of settings is required';
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!Object.hasOwn(DEFAULT_SETTINGS, key)) return `unknown setting ${key}`;
    const expected = typeof DEFAULT_SETTINGS[key as keyof MockSettings];
    if (typeof value !== expected || (expected === 'number' && (!Number.isInteger(value) || (value as number) < 0)))
      return `${key} must be a ${expected === 'number' ? 'non-negative integer' : expected}`;
    patch[key] = value;
  }
  return patch as Partial<MockSettings>;
}

function buildAdminRouter(ctx: MockContext, deps: AdminDeps) {
  const router = new Router<null, AdminReply>();

  router.post('/__mock/faults', (req) => {
    const fault = parseFault(req.body);
    if (typeof fault === 'string') return bad(fault);
    ctx.faults.add(fault);
    return done({ faults: ctx.faults.list() });
  });
  router.get('/__mock/faults', () => done({ faults: ctx.faults.list() }));
  router.delete('/__mock/faults', () => {
    ctx.faults.clear();
    return done({ faults: [] });
  });

  router.post('/__mock/reset', () => {
    ctx.reset();
    return done({ reset: true });
  });

  router.get('/__mock/picCode', (req) => {
    const code = peekPicCode(ctx.db, req.query.verifyCodeId ?? '', ctx.now());
    return code ? done({ code }) : bad('unknown or expired verifyCodeId', 404);
  });

  router.get('/__mock/smsCode', (req) => {
    const code = lastSmsCode(ctx.db, req.query.account ?? '');
    return code ? done({ code }) : bad('no SMS code sent to this account', 404);
  });

  router.get('/__mock/ticket', (req) => {
    const user = findUserByAccount(ctx.db, req.query.account ?? '');
    return user ? done({ ticket: issueTicket(ctx.db, user.account, ctx.now()) }) : bad('unknown account', 404);
  });

  router.post('/__mock/alarm', (req) => {
    const body = req.body as { message?: unknown; msgType?: unknown } | undefined;
    const account = str(req.body, 'account');
    if (body?.message !== undefined) {
      if (typeof body.message !== 'object' || body.message === null) return bad('message must be an object with msgType');
      return done({ delivered: ctx.sockets.push(body.message, account), message: body.message });
    }
    if (body?.msgType !== undefined && !isAlarmKind(body.msgType)) return bad('msgType must be one of 1–10');
    return done(deps.alarms.emit(body?.msgType as Parameters<AlarmFeed['emit']>[0], account));
  });

  // Passages of the traffic simulation now (or ending at `at`, ms): {events, seconds?} spreads them over the last `seconds`.
  router.post('/__mock/traffic', (req) => {
    const body = (req.body ?? {}) as { events?: unknown; seconds?: unknown; at?: unknown };
    const events = body.events ?? 1;
    const seconds = body.seconds ?? 0;
    const to = body.at ?? ctx.now();
    if (!Number.isInteger(events) || (events as number) < 1 || (events as number) > 100_000)
      return bad('events must be an integer 1–100000');
    if (!Number.isInteger(seconds) || (seconds as number) < 0) return bad('seconds must be a non-negative integer');
    if (!Number.isInteger(to)) return bad('at must be a time in ms');
    return done({ tally: deps.traffic.run(events as number, { from: (to as number) - (seconds as number) * 1000, to: to as number }) });
  });
  // One given vehicle through a lane: {plateNo, parkId, at?} enters, {plateNo, at?} leaves; answers its order (null: kept out / not inside).
  router.post('/__mock/traffic/arrive', (req) => {
    const plateNo = str(req.body, 'plateNo');
    const { parkId, at } = (req.body ?? {}) as { parkId?: unknown; at?: unknown };
    if (!plateNo || !Number.isInteger(parkId)) return bad('plateNo and parkId are required');
    if (at !== undefined && !Number.isInteger(at)) return bad('at must be a time in ms');
    return done({ order: deps.traffic.arrive(plateNo, parkId as number, at as number | undefined) });
  });
  router.post('/__mock/traffic/leave', (req) => {
    const plateNo = str(req.body, 'plateNo');
    const { at } = (req.body ?? {}) as { at?: unknown };
    if (!plateNo) return bad('plateNo is required');
    if (at !== undefined && !Number.isInteger(at)) return bad('at must be a time in ms');
    return done({ order: deps.traffic.leave(plateNo, at as number | undefined) });
  });

  // 充电平台: {count} pile reports now; one connector's event; a pile that stops answering commands.
  router.post('/__mock/charging/updates', (req) => {
    const count = (req.body as { count?: unknown } | null)?.count ?? 1;
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > 100_000) return bad('count must be an integer 1–100000');
    deps.charging.updates(count as number);
    return done({ flushed: deps.charging.board.flush() });
  });
  router.post('/__mock/charging/connector', (req) => {
    const { connectorId, event, plateNo } = (req.body ?? {}) as { connectorId?: unknown; event?: unknown; plateNo?: unknown };
    const c = Number.isInteger(connectorId) ? deps.charging.board.get(connectorId as number) : undefined;
    if (!c) return bad('connectorId must name a connector of the board');
    const sim = deps.charging;
    const run: Record<string, () => unknown> = {
      start: () => sim.start(c.connectorId, typeof plateNo === 'string' ? plateNo : undefined),
      stop: () => sim.stopCharging(c.connectorId, '用户主动停止'),
      release: () => sim.release(c.connectorId),
      fault: () => sim.fault(c.connectorId),
      offline: () => sim.offline(c.pileId),
      online: () => sim.online(c.pileId),
    };
    if (typeof event !== 'string' || !Object.hasOwn(run, event)) return bad(`event must be one of ${Object.keys(run).join(', ')}`);
    ctx.db.transaction(() => run[event]())();
    deps.charging.board.flush();
    return done({ connector: deps.charging.board.get(c.connectorId) });
  });
  router.post('/__mock/charging/mute', (req) => {
    const { pileId, muted } = (req.body ?? {}) as { pileId?: unknown; muted?: unknown };
    if (!Number.isInteger(pileId) || typeof muted !== 'boolean') return bad('pileId (integer) and muted (boolean) are required');
    deps.charging.mute(pileId as number, muted);
    return done({ pileId, muted });
  });

  router.get('/__mock/settings', () => done({ settings: ctx.settings }));
  router.post('/__mock/settings', (req) => {
    const patch = parseSettings(req.body);
    if (typeof patch === 'string') return bad(patch);
    ctx.settings = { ...ctx.settings, ...patch };
    ctx.onSettingsChanged?.(patch);
    return done({ settings: ctx.settings });
  });

  router.get('/__mock/sockets', (req) => done({ open: ctx.sockets.count(req.query.account || undefined) }));

  router.post('/__mock/dropSockets', (req) => done({ dropped: ctx.sockets.drop(str(req.body, 'account')) }));

  return router;
}

export interface AdminDeps {
  alarms: Pick<AlarmFeed, 'emit'>;
  traffic: Pick<TrafficSimulator, 'run' | 'arrive' | 'leave'>;
  charging: ChargingSimulator;
  /** This run's admin token (security/adminGuard.ts): every call must carry it in X-Mock-Admin. */
  token: string;
  /** Trust X-Forwarded-Host in the Origin check (the mock sits behind a proxy). */
  trustProxy?: boolean;
}

export const ADMIN_PREFIX = '/__mock';

/**
 * Serves the mock-only calls under /__mock/ (fault injection, reset, codes for tests, alarms, settings). Before
 * anything else (`onRequest`), a foreign Origin or a missing or wrong admin token is refused with 403, so a web page a
 * developer visits cannot reset the database or inject faults.
 */
export function registerAdmin(app: FastifyInstance, ctx: MockContext, deps: AdminDeps) {
  const router = buildAdminRouter(ctx, deps);
  return app.register(
    async (scope) => {
      addSecurityHeaders(scope, DATA_SECURITY_HEADERS);
      scope.addHook('onRequest', async (request, reply) => {
        const refusal = adminRefusal(request.headers, deps.token, { trustProxy: deps.trustProxy });
        if (refusal) return sendJson(reply, 403, { error: refusal });
      });
      installBodyParser(scope);
      scope.setErrorHandler((err: { message?: string; statusCode?: number }, _request, reply) =>
        sendJson(reply, err.statusCode === 415 ? 415 : 400, { error: err.message ?? 'bad body' }),
      );
      scope.setNotFoundHandler((request, reply) =>
        sendJson(reply, 404, { error: `unknown admin call ${request.method} ${urlOf(request).pathname}` }),
      );
      mountRoutes(scope, ADMIN_PREFIX, router, async (request, reply, route) => {
        try {
          const answer = await route.handler(requestContext(request, null, null));
          return sendJson(reply, answer.status, answer.body);
        } catch (err) {
          ctx.log.error(`admin ${urlOf(request).pathname} failed:`, err);
          return sendJson(reply, 500, { error: 'admin call failed' });
        }
      });
    },
    { prefix: ADMIN_PREFIX },
  );
}
