import type Database from 'better-sqlite3';
import { flattenMenus } from '../../catalogue/catalogue';
import { menusForProfile, type ProfileRef } from '../../catalogue/menuTree';
import { profileRefOf } from '../../catalogue/roleGrants';
import type { EntityRecord, EntityStore } from '../../engine/store';
import type { EngineExtension } from '../../engine/types';
import { ERR, fail, ok } from '../../http/envelope';
import { PARKS, parksNow } from './parks';
import { APPEAL_HANDLERS, AREA_TREE, BERTHS, CITY_TREE, COLLECTORS, GATES, shortParkName } from './data';
import { LANE_ENTITY, PARK_ENTITY } from '../parkingManage/data';
import { SNAPSHOT_PATH, snapshotOf, snapshotSvg, snapshotUrl, type SnapshotKind } from './snapshots';
import { parsePaging } from '../../engine/paging';
import type { ApiRequest, RegisterService } from '../types';
import { callerScope, parksInScope } from '../../engine/dataScope';
import { badRequest } from '../../engine/requestParts';

/** The entity of 过车查询 (schemas/systemManage.json passVehicleList). */
export const PASS_ENTITY = 'passVehicle';

/**
 * 出入口 are the lanes of 车场管理 › 场内车场 (schemas/parkingManage.json), so a lane added or renamed there is offered
 * everywhere; `gateType` is the lane type (1 入口, 2 出口, 3 出入口). Without that entity, the seed's gates.
 */
function gatesNow(
  lanes: EntityStore | null,
  insideParks: EntityStore | null,
): { gateId: number; gateName: string; parkId: number; gateType: number }[] {
  if (!lanes) return GATES;
  const parks = parksNow(insideParks);
  const parkName = (id: number) => shortParkName(parks.find((p) => p.parkId === id)?.parkName ?? '');
  return lanes.select('', [], `ORDER BY ${lanes.col('parkId')}, "id"`).map((lane) => ({
    gateId: Number(lane.id),
    gateName: [parkName(Number(lane.parkId)), String(lane.laneName ?? '')].filter(Boolean).join('·'),
    parkId: Number(lane.parkId),
    gateType: Number(lane.laneType),
  }));
}

/** Rows of a list whose `parkId` matches the query's, or all rows without one. */
const byPark = <T extends { parkId: number }>(rows: T[], parkId: string | undefined) => {
  const wanted = (parkId ?? '').trim();
  return wanted === '' ? rows : rows.filter((r) => String(r.parkId) === wanted);
};

/** The users whose menu holds the resource (menu node id), or every user without one: `{userId, userName, account}`. */
export function usersHoldingResource(
  db: Database.Database,
  resourceId?: string,
  profileRef: (profile: string) => ProfileRef = (p) => p,
): { userId: string; userName: string; account: string }[] {
  const users = db.prepare('SELECT user_id, name, account, menu_profile FROM users ORDER BY rowid').all() as {
    user_id: string;
    name: string;
    account: string;
    menu_profile: string;
  }[];
  const holds = new Map<string, boolean>();
  const holdsResource = (profile: string) => {
    if (!resourceId) return true;
    if (!holds.has(profile))
      holds.set(
        profile,
        flattenMenus(menusForProfile(profileRef(profile))).some((n) => n.id === resourceId),
      );
    return holds.get(profile)!;
  };
  return users.filter((u) => holdsResource(u.menu_profile)).map((u) => ({ userId: u.user_id, userName: u.name, account: u.account }));
}

/** Where a pass record was taken: its gate, else its berth, else its park. */
export function passPlace(record: EntityRecord): string {
  const gate = GATES.find((g) => g.gateId === Number(record.gateId));
  if (gate) return gate.gateName;
  const berth = BERTHS.find((b) => b.berthId === Number(record.berthId));
  const park = PARKS.find((p) => p.parkId === Number(record.parkId));
  return [park?.parkName, berth?.berthNo].filter(Boolean).join(' ');
}

/** The snapshot addresses of a pass record: the scene first, then the plate close-up. */
export function passSnapshots(record: EntityRecord): Record<SnapshotKind, string> {
  const shot = {
    plate: String(record.plateNo ?? ''),
    color: Number(record.plateColor) || 1,
    place: passPlace(record),
    time: String(record.passTime ?? ''),
  };
  return { scene: snapshotUrl('scene', shot), plate: snapshotUrl('plate', shot) };
}

/**
 * Shared services of the business areas: the option lists behind the shared dictionaries (gates, berths, the area
 * and city trees, collectors, appeal handlers, users by resource), the pictures of a pass record and of a parking
 * order, and the snapshot pictures themselves.
 */
export const registerSharedOptions: RegisterService = (router, ctx) => {
  // Gates, berths and collectors of the caller's parks only (engine/dataScope.ts).
  const scoped = <P extends { parkId: number }>(req: ApiRequest, rows: P[]) =>
    parksInScope(callerScope(ctx.db, req.user, req.headers), rows);
  router.get('/api/dealer/v2/api/gateInfos/chosen', (req) =>
    ok(scoped(req, byPark(gatesNow(ctx.engine.store(ctx.db, LANE_ENTITY), ctx.engine.store(ctx.db, PARK_ENTITY)), req.query.parkId))),
  );
  router.get('/api/pass/v2/api/berthInfos/chosen', (req) => ok(scoped(req, byPark(BERTHS, req.query.parkId))));
  router.get('/api/dealer/v2/api/areas/tree', () => ok(AREA_TREE));
  router.get('/api/dealer/v2/api/cityTree', () => ok(CITY_TREE));
  router.get('/api/user/v2/api/collector/getCollectors', (req) => ok(scoped(req, byPark(COLLECTORS, req.query.parkId))));
  router.get('/api/cps/v2/api/appeal/handleUser/chosen', () => ok(APPEAL_HANDLERS));
  router.get('/api/user/v2/api/sysUser/getUserByRecource', (req) =>
    ok(usersHoldingResource(ctx.db, (req.query.resourceId ?? '').trim() || undefined, (p) => profileRefOf(ctx, p))),
  );

  router.get(
    `${SNAPSHOT_PATH}/{name}`,
    (req) => {
      const kind = req.params.name === 'plate.svg' ? 'plate' : req.params.name === 'scene.svg' ? 'scene' : null;
      if (!kind) return { status: 404, body: fail(ERR.recordNotFound[0], ERR.recordNotFound[1]) };
      return {
        status: 200,
        bytes: Buffer.from(snapshotSvg(kind, snapshotOf(req.query)), 'utf8'),
        contentType: 'image/svg+xml; charset=utf-8',
        headers: {
          'Cache-Control': 'public, max-age=86400',
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        },
      };
    },
    { public: true, asset: true },
  );

  const passes = ctx.engine.store(ctx.db, PASS_ENTITY);
  if (!passes) return;

  router.get('/api/pass/v2/api/passImage/list', (req) => {
    const passId = (req.query.passId ?? '').trim();
    if (!passId) return badRequest('过车记录编号不能为空');
    const page = parsePaging(req.query);
    if (!page) return badRequest('分页参数不正确');
    const type = (req.query.imageType ?? '').trim();
    if (type !== '' && type !== '1' && type !== '2') return badRequest('图片类型格式不正确');
    const record = /^\d{1,15}$/.test(passId) ? passes.find(Number(passId)) : null;
    const urls = record ? passSnapshots(record) : null;
    const images = urls
      ? [
          {
            imageId: Number(passId) * 10 + 1,
            imageType: 2,
            imageUrl: [urls.scene],
            gateName: passPlace(record!),
            captureTime: record!.passTime,
          },
          {
            imageId: Number(passId) * 10 + 2,
            imageType: 1,
            imageUrl: [urls.plate],
            gateName: passPlace(record!),
            captureTime: record!.passTime,
          },
        ].filter((i) => type === '' || i.imageType === Number(type))
      : [];
    return ok({ results: images.slice(page.offset, page.offset + page.limit), totalRecord: images.length });
  });

  router.get('/api/pass/v2/api/parkOrderImages', (req) => {
    const orderNo = (req.query.orderNo ?? '').trim();
    if (!orderNo) return badRequest('订单编号不能为空');
    const rows = passes.select(`WHERE ${passes.col('orderNo')} = ?`, [orderNo], `ORDER BY ${passes.col('passTime')} ASC`);
    const entry = rows.find((r) => r.direction === 1);
    const exit = rows.find((r) => r.direction === 2);
    const first = entry ?? exit;
    const pictures = (r: EntityRecord | undefined) => (r ? Object.values(passSnapshots(r)) : []);
    return ok({
      orderNo,
      plateNo: first?.plateNo ?? null,
      plateColor: first?.plateColor ?? null,
      parkName: PARKS.find((p) => p.parkId === Number(first?.parkId))?.parkName ?? null,
      inTime: entry?.passTime ?? null,
      outTime: exit?.passTime ?? null,
      inImages: pictures(entry),
      outImages: pictures(exit),
    });
  });
};

/** The option lists of the shared dictionaries, for the seed of fields that use them. */
export const sharedOptionsExtension: EngineExtension = {
  options: {
    'GET /dealer/v2/api/gateInfos/chosen': GATES,
    'GET /pass/v2/api/berthInfos/chosen': BERTHS,
    'GET /user/v2/api/collector/getCollectors': COLLECTORS,
    'GET /cps/v2/api/appeal/handleUser/chosen': APPEAL_HANDLERS,
  },
};
