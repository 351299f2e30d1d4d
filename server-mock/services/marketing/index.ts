/**
 * 营销活动 (schemas/marketing.json): the curated seed (seed.ts), the exchange hooks (exchange.ts), the campaigns'
 * states by the calendar and figures from their reward records at each read (calendar.ts) and the one hand-written
 * call, `senselessSigns/summary`.
 *
 * Why code for the summary: the figures above 无感支付 count the enrolments the list's search finds by 签约状态 and
 * add up their 累计扣款; an aggregate endpoint of the document counts all records of a group, not several states side by
 * side in one answer. It reads the list endpoint's own search conditions (engine/filters.ts), so each figure equals
 * the rows the list shows for the same search.
 */
import { recordScope } from '../../engine/dataScope';
import { buildWhere, queryValues } from '../../engine/filters';
import { badRequest } from '../../engine/requestParts';
import type { EngineExtension, ListBinding } from '../../engine/types';
import { ok } from '../../http/envelope';
import type { RegisterService } from '../types';
import { followCalendar } from './calendar';
import { exchangeHooks } from './exchange';
import { MKT_ENTITIES, SIGN_STATE, marketingSeedEntities } from './seed';

const BASE = '/api/marketing/v2/api';

/** The extension (listed in services/extensions.ts). */
export const marketingExtension: EngineExtension = {
  entities: {
    ...marketingSeedEntities,
    [MKT_ENTITIES.activity]: { ...marketingSeedEntities?.[MKT_ENTITIES.activity], hooks: { beforeRead: followCalendar } },
    [MKT_ENTITIES.exchange]: { ...marketingSeedEntities?.[MKT_ENTITIES.exchange], hooks: exchangeHooks },
  },
};

export const registerMarketing: RegisterService = (router, ctx) => {
  const signs = ctx.engine.store(ctx.db, MKT_ENTITIES.sign);
  const list = ctx.engine.generic.find((g) => g.area === 'marketing' && g.name === 'senselessList');
  if (!signs) return;
  router.get(`${BASE}/senselessSigns/summary`, (req) => {
    const filters = list?.binding.operation === 'list' ? (list.binding as ListBinding).filters : [];
    const where = buildWhere(signs.model, filters, queryValues(req.query, req.queryAll), { extra: recordScope(signs, req).where });
    if (!where.ok) return badRequest(where.msg);
    const status = signs.col('signStatus');
    const rows = ctx.db
      .prepare(
        `SELECT ${status} AS s, COUNT(*) AS n, COALESCE(SUM(${signs.col('deductAmount')}), 0) AS f FROM ${signs.table} ${where.sql} GROUP BY ${status}`,
      )
      .all(...where.args) as { s: number; n: number; f: number }[];
    const count = (s: number) => rows.find((r) => r.s === s)?.n ?? 0;
    return ok({
      signCount: rows.reduce((sum, r) => sum + r.n, 0),
      signedCount: count(SIGN_STATE.signed),
      unsignedCount: count(SIGN_STATE.unsigned),
      failedCount: count(SIGN_STATE.failed),
      totalDeduct: rows.reduce((sum, r) => sum + r.f, 0) / 100,
    });
  });
};
