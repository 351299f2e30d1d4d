/**
 * Seed of schemas/deviceManagement.json (设备管理 › 抓拍预览配置, 关联车道): the lane cameras of the closed parks. Code,
 * because the document cannot say it: the cameras must stand at the seeded lanes of 车场管理 (services/parkingManage/
 * data.ts laneSeed: an 入口 lane is watched in the 入场方向, an 出口 lane in the 出场方向, an 出入口 lane in both), with
 * camera numbers and addresses derived from each lane, and each recognition camera has its snapshot preview settings.
 * Uniqueness (one recognition camera per lane direction, a camera bound once) is declared in the document. The lane
 * select lists the chosen park's lanes, so the mock cannot check it against one option list: a hook checks that the
 * lane is a lane of that park.
 */
import type Database from 'better-sqlite3';
import { laneSeed, LANE_ENTITY, LANE_TYPE, type LaneSeed } from '../parkingManage/data';
import { quote } from '../../engine/storage';
import { PARK_NAMES } from '../../db/zhData';
import { shortParkName } from '../sharedOptions/data';
import type { EngineExtension, EntityHooks, SeedKit } from '../../engine/types';
import { formatSeedTime } from '../../engine/seedValues';

const HOUR = 3_600_000;

export const SNAP_ENTITY = 'snapPreview';
export const BINDING_ENTITY = 'laneCamera';
/** 方向: 1 入场方向, 2 出场方向; 相机用途: 1 识别相机, 2 辅助相机. */
export const DIRECTION = { entry: 1, exit: 2 } as const;
export const ROLE = { recognition: 1, auxiliary: 2 } as const;

export interface LaneCameraSeed {
  cameraNo: string;
  cameraName: string;
  cameraIp: string;
  parkId: number;
  laneId: number;
  direction: number;
  cameraRole: number;
  createUser: string;
}

const parkShort = (parkId: number) => shortParkName(PARK_NAMES[parkId - 1001] ?? '');
const directionsOf = (lane: LaneSeed) =>
  lane.laneType === LANE_TYPE.both
    ? [DIRECTION.entry, DIRECTION.exit]
    : [lane.laneType === LANE_TYPE.entry ? DIRECTION.entry : DIRECTION.exit];
const bumpIp = (ip: string, by: number) => ip.replace(/\.(\d+)$/, (_, last: string) => `.${Number(last) + by}`);

/**
 * A recognition camera per lane direction (HK + lane code digits + direction), and an auxiliary one (a wide-angle
 * camera filming the barrier) at the 东门 lanes of the busiest parks.
 */
export function laneCameraSeed(): LaneCameraSeed[] {
  const staff = ['陈建国', '周建平', '沈丽华', '何晓东'];
  return laneSeed().flatMap((lane, i) => {
    const digits = lane.laneCode.replace(/\D/g, '');
    const main = directionsOf(lane).map((direction, d) => ({
      cameraNo: `HK${digits}${direction}`,
      cameraName: `${parkShort(lane.parkId)}·${lane.laneName}${directionsOf(lane).length > 1 ? (direction === DIRECTION.entry ? '入场' : '出场') : ''}识别相机`,
      cameraIp: d === 0 ? lane.cameraIp : bumpIp(lane.cameraIp, 50),
      parkId: lane.parkId,
      laneId: lane.id,
      direction,
      cameraRole: ROLE.recognition,
      createUser: staff[i % staff.length],
    }));
    const aux =
      lane.laneName.startsWith('东门') && [1001, 1004, 1008, 1009].includes(lane.parkId)
        ? [
            {
              ...main[0],
              cameraNo: `DH${digits}9`,
              cameraName: `${parkShort(lane.parkId)}·${lane.laneName}全景相机`,
              cameraIp: bumpIp(lane.cameraIp, 100),
              cameraRole: ROLE.auxiliary,
            },
          ]
        : [];
    return [...main, ...aux];
  });
}

/** The preview settings of every lane camera: exits at 400万 (plates of leaving cars), a few 停用. */
export function snapPreviewSeed() {
  return laneCameraSeed().map((c, i) => ({
    cameraNo: c.cameraNo,
    cameraName: c.cameraName,
    parkId: c.parkId,
    laneId: c.laneId,
    resolution: c.direction === DIRECTION.exit ? '2560x1440' : i % 7 === 3 ? '1280x720' : '1920x1080',
    snapInterval: c.direction === DIRECTION.exit ? 2 : 3,
    overlayText: c.cameraName.replace(/(识别|全景)相机$/, '').replace('·', ' '),
    overlayPosition: i % 5 === 4 ? 3 : 1,
    previewStatus: i % 11 === 10 ? 0 : 1,
  }));
}

/** Inserts the rows, bound (created) a few hours apart over the last months, the last one most recently. */
const seedRows =
  <T extends object>(rows: () => T[]) =>
  (kit: SeedKit): number => {
    const all = rows();
    all.forEach((row, i) => kit.insert({ ...row, createTime: formatSeedTime(kit.now - (all.length - i) * 29 * HOUR) }));
    return all.length;
  };

const LANE_TABLE = quote(`ent_${LANE_ENTITY}`);

/** Refuses a lane that is not a lane of the chosen park (values merged over the stored record on update). */
function laneOfPark(db: Database.Database, values: Record<string, unknown>, current: Record<string, unknown> = {}): string | void {
  const parkId = values.parkId ?? current.parkId;
  const laneId = values.laneId ?? current.laneId;
  if (laneId === undefined || laneId === null || laneId === '') return;
  const lane = db.prepare(`SELECT "parkId" FROM ${LANE_TABLE} WHERE "id" = ?`).get(Number(laneId)) as { parkId: number } | undefined;
  if (!lane) return '所选车道不存在，请重新选择车道';
  if (Number(lane.parkId) !== Number(parkId)) return '所选车道不属于该车场，请重新选择车道';
}

const laneHooks: EntityHooks = {
  beforeCreate: (values, store) => laneOfPark(store.db, values),
  beforeUpdate: (current, values, store) => laneOfPark(store.db, values, current),
};

export const deviceManagementExtension: EngineExtension = {
  entities: {
    [BINDING_ENTITY]: { seed: seedRows(laneCameraSeed), fixedRows: true, hooks: laneHooks },
    [SNAP_ENTITY]: { seed: seedRows(snapPreviewSeed), fixedRows: true, hooks: laneHooks },
  },
};
