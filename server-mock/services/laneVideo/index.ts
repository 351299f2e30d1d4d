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
import { TICKET_INVALID_MSG, TicketSigner, type LiveSource, type TicketPurpose } from './tickets';
import { CAMERA_ENTITY, CAMERA_OFFLINE, POSITION_LABELS } from '../chargingPlatform/videoDevices';

export { laneVideoExtension } from './laneStore';

const API = '/api';
/** The devices each kind of ticket opens: 枪机 (lane cameras) for the live view, 终端 for the remote configuration. */
const ENTITY_OF: Record<TicketPurpose, string> = { live: 'devicePcamera', config: 'deviceTerminal' };

/** The refusal of 实时视频 for a charging station's camera that is not reporting. */
export const CAMERA_OFFLINE_MSG = '设备离线，无法查看实时视频';

/** A camera a live ticket opens, lane camera or charging station camera, as the /video page shows it. */
interface LiveTarget {
  record: EntityRecord;
  source?: LiveSource;
  device: LaneDevice;
  /** The key its snapshots are kept under: a lane camera's id; a charging station camera's id, negated. */
  snapKey: number;
}

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
 * schemas/device.json; `POST /charging/v2/api/cameras/{id}/liveTicket` for a charging station's camera, declared in
 * schemas/chargingPlatform.json and refused while the camera is offline); the page, opened in a new tab without the console's token, sends the ticket with every call.
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

  const stationName = (stationId: unknown) =>
    String(ctx.engine.store(ctx.db, 'chargeStation')?.find(Number(stationId))?.stationName ?? '—');
  /** A charging station's camera: its station stands for the park, its 安装位置 for the lane. */
  const chargeTarget = (record: EntityRecord): LiveTarget => ({
    record,
    source: 'chargeCamera',
    snapKey: -Number(record.cameraId),
    device: {
      deviceId: Number(record.cameraId),
      deviceName: String(record.cameraName ?? ''),
      parkName: stationName(record.stationId),
      laneName: `${POSITION_LABELS[Number(record.installPosition)] ?? '站内'}`,
      online: Number(record.cameraOnline) !== CAMERA_OFFLINE,
    },
  });
  const laneTarget = (record: EntityRecord): LiveTarget => ({ record, device: deviceOf(record), snapKey: Number(record.id) });

  // 充电平台 › 视频设备 › 实时视频: the same ticket, naming where the camera is kept; a camera not reporting is refused.
  router.post(`${API}/charging/v2/api/cameras/{id}/liveTicket`, (req) => {
    const id = parseId(req.params.id);
    const store = ctx.engine.store(ctx.db, CAMERA_ENTITY);
    const record = id === null || !store ? null : store.find(id);
    if (!record || !recordScope(store!, req).holds(record)) return failWith('recordNotFound');
    if (Number(record.cameraOnline) === CAMERA_OFFLINE) return fail(DEVICE_OFFLINE_CODE, CAMERA_OFFLINE_MSG);
    return ok(signer.issue('live', Number(record.cameraId), ctx.now(), 'chargeCamera'));
  });

  /** The camera a live ticket opens, or null when the ticket does not open one (any reason: one message). */
  const liveOf = (ticket: unknown): LiveTarget | null => {
    const claims = signer.verify(ticket, 'live', ctx.now());
    if (!claims) return null;
    if (claims.source === 'chargeCamera') {
      const record = ctx.engine.store(ctx.db, CAMERA_ENTITY)?.find(claims.deviceId);
      return record ? chargeTarget(record) : null;
    }
    const record = storeOf('live')?.find(claims.deviceId);
    return record ? laneTarget(record) : null;
  };

  /** The ticket's device record, or null when the ticket does not open one (any reason: one message). */
  const recordOf = (ticket: unknown, purpose: TicketPurpose) => {
    const claims = signer.verify(ticket, purpose, ctx.now());
    return claims ? (storeOf(purpose)?.find(claims.deviceId) ?? null) : null;
  };

  router.get(
    API + LANE_CALLS.live,
    (req) => {
      const target = liveOf(req.query.ticket);
      if (!target) return invalidTicket();
      const snapshots = latestSnapshots(ctx.db, target.snapKey).map((s) => ({
        id: s.id,
        takeTime: formatChinaTime(s.takenAt),
        plate: s.plate,
      }));
      return ok<LiveCamera>({ ...target.device, snapshots });
    },
    { public: true },
  );

  // The 2×2 view (/video1): the ticket's camera and the next cameras of its park, each opened by a ticket of its own
  // (the console user who got the first ticket may open every camera of the list).
  router.get(
    API + LANE_CALLS.park,
    (req) => {
      const target = liveOf(req.query.ticket);
      if (!target) return invalidTicket();
      // A charging station's camera is shown with the other cameras of its station.
      const charge = target.source === 'chargeCamera';
      const store = charge ? ctx.engine.store(ctx.db, CAMERA_ENTITY)! : storeOf('live')!;
      const [group, key] = charge ? ['stationId', 'cameraId'] : ['parkId', 'id'];
      const others = store.select(
        `WHERE ${store.col(group)} = ? AND ${store.col(key)} <> ?`,
        [target.record[group], target.record[key]],
        `ORDER BY ${store.col(key)} LIMIT ${PARK_VIEW_SIZE - 1}`,
      );
      const cameras = [target, ...others.map(charge ? chargeTarget : laneTarget)].map((c) => ({
        ...c.device,
        ticket: signer.issue('live', c.device.deviceId, ctx.now(), c.source).ticket,
      }));
      return ok<ParkCameras>({ parkName: cameras[0].parkName, cameras });
    },
    { public: true },
  );

  router.get(
    API + LANE_CALLS.frame,
    (req) => {
      const target = liveOf(req.query.ticket);
      if (!target) return { status: 403, body: invalidTicket() };
      if (!target.device.online) return { status: 409, body: fail(DEVICE_OFFLINE_CODE, '设备离线，无法预览') };
      const device = target.device;
      return svgReply(frameSvg({ deviceName: device.deviceName, laneName: device.laneName, at: ctx.now() }));
    },
    { public: true, asset: true },
  );

  router.post(
    API + LANE_CALLS.snapshot,
    (req) => {
      const target = liveOf((req.body as { ticket?: unknown } | null)?.ticket);
      if (!target) return invalidTicket();
      if (!target.device.online) return fail(DEVICE_OFFLINE_CODE, '设备离线，无法抓拍');
      const device = target.device;
      const at = ctx.now();
      const plate = plateOf(passageAt(at).carIndex, device.deviceName);
      const id = addSnapshot(ctx.db, target.snapKey, at, plate, frameSvg({ deviceName: device.deviceName, laneName: device.laneName, at }));
      return ok({ id, takeTime: formatChinaTime(at), plate }, '抓拍成功');
    },
    { public: true },
  );

  router.get(
    `${API}${LANE_CALLS.snapshotImage}/{id}`,
    (req) => {
      const target = liveOf(req.query.ticket);
      if (!target) return { status: 403, body: invalidTicket() };
      const svg = snapshotSvg(ctx.db, target.snapKey, parseId(req.params.id) ?? -1);
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
