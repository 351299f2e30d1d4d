import type Database from 'better-sqlite3';
import { PARK_NAMES } from '../../db/zhData';
import { callerScope, parksInScope } from '../../engine/dataScope';
import type { EntityStore } from '../../engine/store';
import type { EngineExtension } from '../../engine/types';
import { PARK_ENTITY, ROADSIDE_ENTITY } from '../parkingManage/data';
import { PARK_PLACES } from './data';
import { PAY_TYPES } from '../../engine/seedVocabulary';
import { PARK_BERTHS } from './data';
import { ok } from '../../http/envelope';
import type { ApiRequest, RegisterService } from '../types';

const BASE = '/api/dealer/v2/api';

/** The parks of the shared `park` dictionary (schemas/common/fields.json: labelKey parkName, valueKey parkId), with their 泊位数. */
export const PARKS = PARK_NAMES.map((parkName, i) => ({ parkId: 1001 + i, parkName, berthCount: PARK_BERTHS[1001 + i] }));

/**
 * The parks as they are now: the closed parks of 车场管理 › 场内车场 (entity insidePark, so a park added, renamed or
 * given other 泊位数 there is offered everywhere) and the roadside parks of 车场管理 › 路侧车场 (entity roadsidePark;
 * without it, the roadside parks of the seed); without the closed parks' entity, the seed's parks.
 */
export function parksNow(inside: EntityStore | null, roadsideParks: EntityStore | null = null): (typeof PARKS)[number][] {
  if (!inside) return PARKS;
  const asPark = (r: Record<string, unknown>) => ({
    parkId: Number(r.id),
    parkName: String(r.parkName ?? ''),
    berthCount: Number(r.berthNum) || 0,
  });
  const closed = inside.select('', [], 'ORDER BY "id"').map(asPark);
  const roadside = roadsideParks
    ? roadsideParks.select('', [], 'ORDER BY "id"').map(asPark)
    : PARKS.filter((p) => PARK_PLACES[p.parkId]?.roadside && !closed.some((c) => c.parkId === p.parkId));
  return [...closed, ...roadside].sort((a, b) => a.parkId - b.parkId);
}

/**
 * Hand-written records that name their park only by its name (device records, counters): whether a record is the
 * caller's (engine/dataScope.ts callerScope, by the seed's park names those records carry).
 */
export function parkNameScope(db: Database.Database, req: ApiRequest): (record: { parkName: string }) => boolean {
  const names = callerScope(db, req.user, req.headers).parkNames;
  return (record) => !names || names.has(record.parkName);
}

/** Option lists of the shared field library: parks (parkInfos/chosen, isDelete 0) and pay types. */
export const registerDealerOptions: RegisterService = (router, ctx) => {
  // A dealer account is offered its dealers' parks only (engine/dataScope.ts).
  router.get(`${BASE}/parkInfos/chosen`, (req) =>
    ok(
      parksInScope(
        callerScope(ctx.db, req.user, req.headers),
        parksNow(ctx.engine.store(ctx.db, PARK_ENTITY), ctx.engine.store(ctx.db, ROADSIDE_ENTITY)),
      ),
    ),
  );
  router.get(`${BASE}/payTypes`, () => ok(PAY_TYPES));
};

export const dealerOptionsExtension: EngineExtension = {
  options: {
    'GET /dealer/v2/api/parkInfos/chosen': PARKS,
    'GET /dealer/v2/api/payTypes': PAY_TYPES,
  },
};
