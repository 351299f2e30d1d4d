import {
  DEVICE_OFFLINE_CODE,
  LANE_CALLS,
  PARK_VIEW_SIZE,
  TICKET_INVALID_CODE,
  type LaneDevice,
  type LiveCamera,
  type ParkCameras,
  type TerminalConfigState,
} from '../../../contracts/lanePages';
import { formatChinaTime } from '../../db/time';
import { DEVICE_SPOTS } from '../device/seed';
import { parseId, type EntityRecord } from '../../engine/store';
import { ERR, fail, failWith, ok } from '../../http/envelope';
import type { FileReply } from '../../http/reply';
import { PARKS } from '../sharedOptions/parks';
import { DEVICE_OFFLINE } from '../device/kinds';
import type { ApiRequest, RegisterService } from '../types';
import { recordScope } from '../../engine/dataScope';
import { frameSvg, passageAt, plateOf } from './frameImage';
import { addSnapshot, latestSnapshots, snapshotSvg, storeConfig, storedConfig } from './laneStore';
import { checkTerminalConfig, DEFAULT_TERMINAL_CONFIG } from './terminalConfig';
import { TICKET_INVALID_MSG, TicketSigner, type TicketPurpose } from './tickets';

export { laneVideoExtension } from './laneStore';

const API = '/api';
/** The devices each kind of ticket opens: 枪机 (lane cameras) for the live view, 终端 for the remote configuration. */
const ENTITY_OF: Record<TicketPurpose, string> = { live: 'devicePcamera', config: 'deviceTerminal' };

const invalidTicket = () => fail(TICKET_INVALID_CODE, TICKET_INVALID_MSG);
const svgReply = (svg: string): FileReply => ({
  status: 200,
  bytes: Buffer.from(svg, 'utf8'),
  contentType: 'image/svg+xml; charset=utf-8',
  headers: { 'Cache-Control': 'no-store' },
});

/** 东门入口枪机-03 stands at the 东门入口 lane; a device elsewhere is named by its area. */
const laneOf = (record: EntityRecord) => {
  const name = String(record.deviceName ?? '');
  const spot = DEVICE_SPOTS.find((s) => name.startsWith(s));
  return spot ? `${spot}车道` : String(record.areaName ?? '—');
};

const deviceOf = (record: EntityRecord): LaneDevice => ({
  deviceId: Number(record.id),
  deviceName: String(record.deviceName ?? ''),
  parkName: PARKS.find((p) => p.parkId === Number(record.parkId))?.parkName ?? '—',
  laneName: laneOf(record),
  online: record.onlineStatus !== DEVICE_OFFLINE,
});

/**
 * The public lane pages (/video 视频预览, /remoteConfig 远程配置). The console hands a logged-in user holding the row
 * action's button code a ticket (`POST …/pcameras/{id}/liveTicket`, `…/terminals/{id}/configTicket`, declared in
 * schemas/device.json); the page, opened in a new tab without the console's token, sends the ticket with every call.
 * The 2×2 view lists the ticket's camera with the next ones of its park. Live frames are SVGs drawn for the moment asked (a car passing the lane, its plate, the camera's time stamp); 抓拍
 * keeps the current frame; 下发配置 checks and keeps the terminal's parameters and writes its 最近配置时间.
 */
export const registerLaneVideo: RegisterService = (router, ctx) => {
  const signer = new TicketSigner();
  const storeOf = (purpose: TicketPurpose) => ctx.engine.store(ctx.db, ENTITY_OF[purpose]);

  const issue = (purpose: TicketPurpose) => (req: ApiRequest) => {
    const id = parseId(req.params.id);
    const store = storeOf(purpose);
    const record = id === null || !store ? null : store.find(id);
    // Another dealer's camera or terminal is 记录不存在 (engine/dataScope.ts).
    if (!record || !recordScope(store!, req).holds(record)) return failWith('recordNotFound');
    return ok(signer.issue(purpose, Number(record.id), ctx.now()));
  };
  router.post(`${API}/device/v2/api/pcameras/{id}/liveTicket`, issue('live'));
  router.post(`${API}/device/v2/api/terminals/{id}/configTicket`, issue('config'));

  /** The ticket's device record, or null when the ticket does not open one (any reason: one message). */
  const recordOf = (ticket: unknown, purpose: TicketPurpose) => {
    const claims = signer.verify(ticket, purpose, ctx.now());
    return claims ? (storeOf(purpose)?.find(claims.deviceId) ?? null) : null;
  };

  router.get(
    API + LANE_CALLS.live,
    (req) => {
      const record = recordOf(req.query.ticket, 'live');
      if (!record) return invalidTicket();
      const snapshots = latestSnapshots(ctx.db, Number(record.id)).map((s) => ({
        id: s.id,
        takeTime: formatChinaTime(s.takenAt),
        plate: s.plate,
      }));
      return ok<LiveCamera>({ ...deviceOf(record), snapshots });
    },
    { public: true },
  );

  // The 2×2 view (/video1): the ticket's camera and the next cameras of its park, each opened by a ticket of its own
  // (the console user who got the first ticket may open every camera of the list).
  router.get(
    API + LANE_CALLS.park,
    (req) => {
      const record = recordOf(req.query.ticket, 'live');
      if (!record) return invalidTicket();
      const store = storeOf('live')!;
      const others = store.select(
        `WHERE ${store.col('parkId')} = ? AND ${store.col('id')} <> ?`,
        [record.parkId, record.id],
        `ORDER BY ${store.col('id')} LIMIT ${PARK_VIEW_SIZE - 1}`,
      );
      const cameras = [record, ...others].map((r) => ({ ...deviceOf(r), ticket: signer.issue('live', Number(r.id), ctx.now()).ticket }));
      return ok<ParkCameras>({ parkName: cameras[0].parkName, cameras });
    },
    { public: true },
  );

  router.get(
    API + LANE_CALLS.frame,
    (req) => {
      const record = recordOf(req.query.ticket, 'live');
      if (!record) return { status: 403, body: invalidTicket() };
      if (record.onlineStatus === DEVICE_OFFLINE) return { status: 409, body: fail(DEVICE_OFFLINE_CODE, '设备离线，无法预览') };
      const device = deviceOf(record);
      return svgReply(frameSvg({ deviceName: device.deviceName, laneName: device.laneName, at: ctx.now() }));
    },
    { public: true, asset: true },
  );

  router.post(
    API + LANE_CALLS.snapshot,
    (req) => {
      const record = recordOf((req.body as { ticket?: unknown } | null)?.ticket, 'live');
      if (!record) return invalidTicket();
      if (record.onlineStatus === DEVICE_OFFLINE) return fail(DEVICE_OFFLINE_CODE, '设备离线，无法抓拍');
      const device = deviceOf(record);
      const at = ctx.now();
      const plate = plateOf(passageAt(at).carIndex, device.deviceName);
      const id = addSnapshot(
        ctx.db,
        device.deviceId,
        at,
        plate,
        frameSvg({ deviceName: device.deviceName, laneName: device.laneName, at }),
      );
      return ok({ id, takeTime: formatChinaTime(at), plate }, '抓拍成功');
    },
    { public: true },
  );

  router.get(
    `${API}${LANE_CALLS.snapshotImage}/{id}`,
    (req) => {
      const record = recordOf(req.query.ticket, 'live');
      if (!record) return { status: 403, body: invalidTicket() };
      const svg = snapshotSvg(ctx.db, Number(record.id), parseId(req.params.id) ?? -1);
      return svg ? svgReply(svg) : { status: 404, body: failWith('recordNotFound') };
    },
    { public: true, asset: true },
  );

  const configState = (record: EntityRecord): TerminalConfigState => {
    const stored = storedConfig(ctx.db, Number(record.id));
    return {
      ...deviceOf(record),
      config: stored?.config ?? DEFAULT_TERMINAL_CONFIG,
      lastConfigTime: stored ? formatChinaTime(stored.sentAt) : null,
    };
  };

  router.get(
    API + LANE_CALLS.config,
    (req) => {
      const record = recordOf(req.query.ticket, 'config');
      return record ? ok(configState(record)) : invalidTicket();
    },
    { public: true },
  );

  router.post(
    API + LANE_CALLS.config,
    (req) => {
      const record = recordOf((req.body as { ticket?: unknown } | null)?.ticket, 'config');
      if (!record) return invalidTicket();
      if (record.onlineStatus === DEVICE_OFFLINE) return fail(DEVICE_OFFLINE_CODE, '终端离线，无法下发配置');
      const checked = checkTerminalConfig(req.body);
      if ('error' in checked) return fail(ERR.badRequest[0], checked.error);
      const at = ctx.now();
      storeConfig(ctx.db, Number(record.id), checked.config, at);
      storeOf('config')!.patch(Number(record.id), { lastConfigTime: formatChinaTime(at) });
      return ok(configState(storeOf('config')!.find(Number(record.id))!), '配置已下发');
    },
    { public: true },
  );
};
