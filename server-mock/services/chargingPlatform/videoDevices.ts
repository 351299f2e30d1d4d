/**
 * 视频设备 of 充电平台 (entity chargeCamera, schemas/chargingPlatform.json): the cameras watching the entrances,
 * pile bays, exits and switch rooms of the operating stations. Code, because the document cannot say these:
 * - the seed: every operating station's cameras, a bay camera at each pile seeing it and the next one, a few
 *   offline ones whose last heartbeat is hours or days old;
 * - the piles a camera covers must be piles of its station (the pile dictionary depends on the station, a write
 *   must hold to it too);
 * - 在线状态 and 最后心跳 come from the cameras' heartbeats, never from a form: a new camera is 离线 until it reports.
 * Unique 设备编号 and the IP address check are the document's (entities.unique, the field's `ip` validator); 实时视频
 * is the lane pages' ticket (services/laneVideo).
 */
import type Database from 'better-sqlite3';
import { createPrng } from '../../db/prng';
import { formatSeedTime } from '../../engine/seedValues';
import { DAY, HOUR, MINUTE } from '../../engine/seedKit';
import { quote } from '../../engine/storage';
import type { EntityExtension, SeedKit } from '../../engine/types';
import { CHARGING_STATIONS } from './stations';

export const CAMERA_ENTITY = 'chargeCamera';
/** 在线状态 (dictionary cameraOnline). */
export const CAMERA_ONLINE = 1;
export const CAMERA_OFFLINE = 0;
/** 安装位置 (dictionary installPosition): 入口, 桩区, 出口, 配电房. */
export const POSITION = { entrance: 1, bay: 2, exit: 3, switchRoom: 4 } as const;
export const POSITION_LABELS: Record<number, string> = { 1: '入口', 2: '桩区', 3: '出口', 4: '配电房' };

interface PileRef {
  pileCode: string;
  stationId: number;
}

/** The cameras of one station, in the order they were mounted: one bay camera per pile row, each seeing its pile and the next. */
function stationPlan(bayCameras: number): { position: number; name: string }[] {
  const plan: { position: number; name: string }[] = [
    { position: POSITION.entrance, name: '入口枪机-01' },
    { position: POSITION.entrance, name: '入口球机-02' },
  ];
  for (let i = 1; i <= bayCameras; i++) plan.push({ position: POSITION.bay, name: `桩区球机-${String(i).padStart(2, '0')}` });
  plan.push({ position: POSITION.exit, name: '出口枪机-01' }, { position: POSITION.exit, name: '出口枪机-02' });
  plan.push({ position: POSITION.switchRoom, name: '配电房半球-01' });
  return plan;
}

export function cameraRows(now: number, piles: readonly PileRef[]): Record<string, unknown>[] {
  const rng = createPrng(`chargingPlatform:cameras:${now}`);
  const rows: Record<string, unknown>[] = [];
  for (const station of CHARGING_STATIONS.filter((s) => s.stationStatus === 1)) {
    const own = piles.filter((p) => p.stationId === station.stationId).map((p) => p.pileCode);
    const bays = Math.max(1, own.length);
    stationPlan(bays).forEach((camera, i) => {
      const seq = i + 1;
      const bay = camera.position === POSITION.bay ? Number(camera.name.slice(-2)) - 1 : -1;
      const covered = bay >= 0 ? own.slice(bay, bay + 2) : camera.position === POSITION.entrance ? own.slice(0, 1) : [];
      // About one camera in nine is not reporting (network, switch or power trouble).
      const offline = (rows.length + station.stationId) % 9 === 4;
      const heartbeat = offline ? now - rng.int(3 * 60, 4 * 24 * 60) * MINUTE : now - rng.int(5, 55) * 1000;
      rows.push({
        cameraCode: `SP3301${String(station.stationId).padStart(2, '0')}${String(seq).padStart(4, '0')}`,
        cameraName: camera.name,
        stationId: station.stationId,
        installPosition: camera.position,
        coveredPiles: covered,
        cameraBrand: rng.pick([1, 1, 2, 3]),
        cameraIp: `192.168.${10 + station.stationId}.${64 + seq}`,
        channelNo: seq,
        cameraOnline: offline ? CAMERA_OFFLINE : CAMERA_ONLINE,
        lastHeartbeat: formatSeedTime(heartbeat),
        remark: offline ? rng.pick(['网线松动，已报修', '交换机端口故障，待运维上门', '供电模块异常，待更换']) : null,
        updateTime: formatSeedTime(now - rng.int(20, 300) * DAY - rng.int(0, 10) * HOUR),
      });
    });
  }
  return rows;
}

const PILE_TABLE = quote('ent_chargePile');

/** The covered piles that are not piles of the camera's station, as the operator's message; none, undefined. */
function coverageProblem(db: Database.Database, values: Record<string, unknown>): string | undefined {
  const codes = Array.isArray(values.coveredPiles) ? (values.coveredPiles as unknown[]).map(String) : [];
  if (codes.length === 0) return undefined;
  const own = new Set(
    (
      db.prepare(`SELECT "pileCode" AS code FROM ${PILE_TABLE} WHERE "stationId" = ?`).all(Number(values.stationId)) as { code: string }[]
    ).map((r) => r.code),
  );
  const foreign = codes.filter((c) => !own.has(c));
  return foreign.length > 0 ? `充电桩 ${foreign.join('、')} 不属于所选充电站` : undefined;
}

export function cameraEntities(piles: (now: number) => readonly PileRef[]): Record<string, EntityExtension> {
  return {
    [CAMERA_ENTITY]: {
      seed: (kit: SeedKit) => {
        const rows = cameraRows(kit.now, piles(kit.now));
        for (const r of rows) kit.insert(r);
        return rows.length;
      },
      fixedRows: true,
      hooks: {
        beforeCreate(values, store) {
          values.cameraOnline = CAMERA_OFFLINE;
          values.lastHeartbeat = null;
          return coverageProblem(store.db, values);
        },
        beforeUpdate(current, values, store) {
          delete values.cameraOnline;
          delete values.lastHeartbeat;
          return coverageProblem(store.db, { ...current, ...values });
        },
      },
    },
  };
}
