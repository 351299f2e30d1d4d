/**
 * 前端监控 (schemas/telemetry.json): the batches a production console sends about itself, and the figures the list of
 * events cannot say. Code, because a batch is many records of several kinds checked as one, attributed to a user and
 * put on the platform's clock, and because the 页面耗时 figures are percentiles (median, P95), which SQL's aggregates
 * do not compute. The events themselves are the generic entity `telemetryEvent`: list, detail and export are the
 * engine's.
 *
 * - `POST telemetry/batch` (public: the login page reports too; no `Payload` header needed, a beacon sent as the page
 *   goes away carries none): checks the batch (batchInput.ts) and stores its events in one transaction.
 * - `GET telemetry/navigationSummary`: one row per screen (navigations, median, P95, slowest, long tasks, failures).
 * - `GET telemetry/navigationOverview`: the same figures over every screen, and the errors and chunk failures.
 * - `GET telemetry/screens`: the screens recorded so far, for the 页面 filter.
 * The three reads take the list's 发生时间 and 页面 search (`eventTimeStart`, `eventTimeEnd`, `screenPath`).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { TELEMETRY_BATCH_PATH } from '../../../contracts/telemetry';
import { findUserById } from '../../db/users';
import { buildWhere, queryValues } from '../../engine/filters';
import { parsePaging } from '../../engine/paging';
import { badRequest } from '../../engine/requestParts';
import type { EntityStore } from '../../engine/store';
import type { FilterSpec } from '../../engine/types';
import { ok } from '../../http/envelope';
import type { MockContext } from '../../context';
import type { ApiRequest, RegisterService } from '../types';
import { checkBatch } from './batchInput';
import { figuresByScreen, figuresOf, recordOf, TELEMETRY_ENTITY, type BatchUser, type NavigationSample } from './records';

const BASE = '/api/basic/v2/api/telemetry';
/** The searches of the list that the figures honour: 发生时间 and 页面. */
const FIGURE_FILTERS = new Set(['eventTime', 'screenPath']);

const userAgentOf = (headers: IncomingHttpHeaders) => (typeof headers['user-agent'] === 'string' ? headers['user-agent'] : '');

/** The caller's session user; without one, the user the batch names when that user exists (its account from the platform). */
function batchUser(ctx: MockContext, req: ApiRequest, claimed: string | undefined): BatchUser {
  if (req.user) return { userId: req.user.user_id, account: req.user.account };
  const known = claimed ? findUserById(ctx.db, claimed) : null;
  return known ? { userId: known.user_id, account: known.account } : { userId: null, account: null };
}

function storeOf(ctx: MockContext): EntityStore {
  const store = ctx.engine.store(ctx.db, TELEMETRY_ENTITY);
  if (!store) throw new Error(`no schema declares the entity ${TELEMETRY_ENTITY}`);
  return store;
}

/** The 发生时间 and 页面 filters of the event list (its searchable columns in schemas/telemetry.json). */
function figureFilters(ctx: MockContext): FilterSpec[] {
  const list = ctx.engine.generic.find((g) => g.model.entity === TELEMETRY_ENTITY && g.binding.operation === 'list');
  if (!list || list.binding.operation !== 'list') throw new Error(`no list endpoint of ${TELEMETRY_ENTITY}`);
  return list.binding.filters.filter((f) => FIGURE_FILTERS.has(f.field.name));
}

/** The navigation records of a search (or the message of a malformed one). */
function navigationSamples(ctx: MockContext, req: ApiRequest): NavigationSample[] | string {
  const store = storeOf(ctx);
  const where = buildWhere(store.model, figureFilters(ctx), queryValues(req.query, req.queryAll), {
    extra: { sql: [`${store.col('eventKind')} = ?`], args: ['navigation'] },
  });
  if (!where.ok) return where.msg;
  return store.select(where.sql, where.args).map((r) => ({
    screenPath: String(r.screenPath),
    screenTitle: typeof r.screenTitle === 'string' ? r.screenTitle : null,
    eventTime: String(r.eventTime),
    rowsVisibleMs: Number(r.rowsVisibleMs ?? 0),
    longTasks: Number(r.longTasks ?? 0),
    viewFailed: Number(r.viewFailed ?? 0) === 1,
  }));
}

/** How many events of a kind a search holds. */
function countOf(ctx: MockContext, req: ApiRequest, kind: string): number | string {
  const store = storeOf(ctx);
  const where = buildWhere(store.model, figureFilters(ctx), queryValues(req.query, req.queryAll), {
    extra: { sql: [`${store.col('eventKind')} = ?`], args: [kind] },
  });
  return where.ok ? store.count(where.sql, where.args) : where.msg;
}

export const registerTelemetry: RegisterService = (router, ctx) => {
  router.post(
    `/api${TELEMETRY_BATCH_PATH}`,
    (req) => {
      const checked = checkBatch(req.body);
      if (!checked.ok) return badRequest(checked.msg);
      const batch = checked.value;
      const user = batchUser(ctx, req, batch.userId);
      const receivedAt = ctx.now();
      const userAgent = userAgentOf(req.headers);
      const store = storeOf(ctx);
      ctx.db.transaction(() => {
        for (const event of batch.events) store.insert(recordOf(event, batch, user, receivedAt, userAgent));
      })();
      return ok({ accepted: batch.events.length });
    },
    { public: true, beacon: true },
  );

  router.get(`${BASE}/navigationSummary`, (req) => {
    const page = parsePaging(req.query);
    if (!page) return badRequest('分页参数格式不正确');
    const samples = navigationSamples(ctx, req);
    if (typeof samples === 'string') return badRequest(samples);
    const rows = figuresByScreen(samples);
    return ok({ results: rows.slice(page.offset, page.offset + page.limit), totalRecord: rows.length });
  });

  router.get(`${BASE}/navigationOverview`, (req) => {
    const samples = navigationSamples(ctx, req);
    if (typeof samples === 'string') return badRequest(samples);
    const errorCount = countOf(ctx, req, 'error');
    const chunkCount = countOf(ctx, req, 'chunk');
    if (typeof errorCount === 'string') return badRequest(errorCount);
    if (typeof chunkCount === 'string') return badRequest(chunkCount);
    return ok({ ...figuresOf(samples), errorCount, chunkCount });
  });

  router.get(`${BASE}/screens`, () => {
    const store = storeOf(ctx);
    const [path, title, time] = [store.col('screenPath'), store.col('screenTitle'), store.col('eventTime')];
    const groups = store
      .prepare(
        `SELECT ${path} AS path, ${title} AS title, MAX(${time}) AS lastTime, COUNT(*) AS n FROM ${store.table} GROUP BY ${path}, ${title}`,
      )
      .all() as { path: string; title: string | null; lastTime: string; n: number }[];
    // One option per path: its records counted together, named by the latest title recorded for it.
    const screens = new Map<string, { screenPath: string; screenTitle: string | null; lastTime: string; count: number }>();
    for (const g of groups) {
      const screen = screens.get(g.path) ?? { screenPath: g.path, screenTitle: null, lastTime: '', count: 0 };
      screen.count += g.n;
      if (g.title && g.lastTime >= screen.lastTime) Object.assign(screen, { screenTitle: g.title, lastTime: g.lastTime });
      screens.set(g.path, screen);
    }
    return ok(
      [...screens.values()]
        .sort((a, b) => b.count - a.count || a.screenPath.localeCompare(b.screenPath))
        .map(({ screenPath, screenTitle }) => ({
          screenPath,
          screenTitle,
          label: screenTitle ? `${screenTitle}（${screenPath}）` : screenPath,
        })),
    );
  });
};
