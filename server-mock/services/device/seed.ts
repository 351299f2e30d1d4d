/**
 * Curated values of the generated rows of schemas/device.json, so its seed reads like a car park's device ledger:
 * device names by place and kind (东门入口枪机-03), serial numbers, private IP addresses with the vendor's port,
 * coordinates around Hangzhou, a recent heartbeat for online devices only, an ISC sync time only for synced ones,
 * coherent offline statistics (offline ≤ total, the online rate from the offline minutes), green plates for the
 * new-energy video records, and an execution time, executor and failure reason that agree with the execution state.
 * A device added through the console starts 离线 (no heartbeat yet) and 未同步. The table of manual record recoveries
 * (services/device/recordsData.ts) belongs to the first device entity, so a reset of the mock empties it.
 */
import type { Prng } from '../../db/prng';
import {
  DEVICE_KINDS,
  DEVICE_OFFLINE,
  DEVICE_ONLINE,
  EXEC_DONE,
  EXEC_FAILED,
  EXEC_PENDING,
  ISC_NOT_SYNCED,
  ISC_SYNCED,
  type DeviceKind,
} from './kinds';
import { RECOVERIES_DDL, RECOVERIES_TABLE } from './recordsData';
import { SITE_DEVICE_ENTITIES } from './siteDevices';
import { DEVICE_SPREAD, PARK_COORDINATES } from '../sharedOptions/parkCoordinates';
import { formatSeedTime } from '../../engine/seedValues';
import { personName } from '../../engine/seedVocabulary';
import type { EngineExtension, EntityExtension, SeedKit } from '../../engine/types';
import { MINUTE, HOUR, DAY, parseSeedTime, type Row, type Generated } from '../../engine/seedKit';

const SERIAL_CHARS = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export const DEVICE_SPOTS = ['东门入口', '西门出口', '南门入口', '北门出口', 'B1层A区', 'B2层C区', '地面停车区', '收费岗亭'];
export const DEVICE_AREAS = ['A区', 'B区', 'B1层A区', 'B2层C区', '地面停车区', '东区'];
export const INSTALL_LOCATIONS = [
  '入口车道立杆上方',
  '出口岗亭顶部',
  '车道正上方龙门架',
  '停车区立柱 2.5 米处',
  '车位正前方地面',
  '收费岗亭内侧',
];
const ZONES = ['A', 'B', 'C', 'D'];
const ROADS = ['文三路北侧', '教工路东侧', '学院路西侧', '莫干山路南段', '庆春路北侧'];
const STATIONS = ['文三路充电站', '钱江路充电站', '江南大道充电站', '莫干山路充电站', '天童南路充电站'];
const EXEC_FAIL_REASONS = ['泊位已有在场订单', '车牌识别置信度过低', '车场接口响应超时'];
const DEVICE_REMARKS = ['与道闸联动', '夜间补光灯已开启', '2026年1月更换镜头', '立杆安装，朝向入口车道'];
/** The vendor a device's port tells (海康威视 listens on 8000, 大华 on 37777); others are drawn. */
const PORT_VENDORS: Record<number, number> = { 8000: 1, 37777: 2 };

/** The reference time of the running seed (taken when each entity's seed starts): no generated time lies after it. */
let referenceTime = Date.now();
const takeReferenceTime = (kit: SeedKit) => {
  referenceTime = kit.now;
  return 0;
};

const two = (rng: Prng, max: number) => String(rng.int(1, max)).padStart(2, '0');
const berth = (rng: Prng) => `${rng.pick(ZONES)}-${String(rng.int(1, 180)).padStart(3, '0')}`;
const before = (rng: Prng, min: number, max: number) => formatSeedTime(referenceTime - Math.floor(rng.int(min, max) / 1000) * 1000);

/** A coordinate within DEVICE_SPREAD of the device's park (services/sharedOptions/parkCoordinates.ts); anywhere in Hangzhou without one. */
function near(rng: Prng, row: Row, axis: 0 | 1): number {
  const centre = PARK_COORDINATES[Number(row.parkId)];
  const base = centre ? centre[axis] - DEVICE_SPREAD : axis === 0 ? 120.05 : 30.15;
  const span = centre ? DEVICE_SPREAD * 2 : axis === 0 ? 0.3 : 0.2;
  return Number((base + (rng.int(0, 1_000_000) / 1_000_000) * span).toFixed(6));
}

/** The generated values of a device kind. */
function deviceValues(kind: DeviceKind): Generated {
  const detector = kind.entity === 'deviceGeomagneticDetector';
  return {
    deviceName: (rng) =>
      detector
        ? `${rng.pick(ZONES)}区地磁检测器-${String(rng.int(1, 180)).padStart(3, '0')}`
        : `${rng.pick(DEVICE_SPOTS)}${kind.word}-${two(rng, 20)}`,
    serialNo: (rng) => `${kind.serialPrefix}${rng.chars(SERIAL_CHARS, 12)}`,
    ipAddress: (rng) => (detector ? null : `192.168.${rng.int(1, 30)}.${rng.int(2, 254)}`),
    port: (rng) => (detector ? null : rng.pick([8000, 8000, 8000, 37777, 37777, 80, 554])),
    vendor: (rng, row) => (detector ? rng.pick([1, 2, 5, 9]) : (PORT_VENDORS[Number(row.port)] ?? rng.pick([3, 4, 5, 9]))),
    areaName: (rng) => rng.pick(DEVICE_AREAS),
    berthNo: (rng) => (detector || rng.chance(0.3) ? berth(rng) : null),
    installLocation: (rng) => rng.pick(INSTALL_LOCATIONS),
    longitude: (rng, row) => near(rng, row, 0),
    latitude: (rng, row) => near(rng, row, 1),
    onlineStatus: (rng) => (rng.chance(0.82) ? DEVICE_ONLINE : DEVICE_OFFLINE),
    lastHeartbeatTime: (rng, row) =>
      row.onlineStatus === DEVICE_ONLINE ? before(rng, 10_000, 5 * MINUTE) : rng.chance(0.1) ? null : before(rng, HOUR, 3 * DAY),
    iscSyncStatus: (rng) => (rng.chance(0.7) ? ISC_SYNCED : ISC_NOT_SYNCED),
    iscSyncTime: (rng, row) => (row.iscSyncStatus === ISC_SYNCED ? before(rng, DAY, 40 * DAY) : null),
    batteryLevel: (rng) => (detector ? rng.int(8, 100) : null),
    deviceType: () => kind.deviceType,
    remark: (rng) => (rng.chance(0.25) ? rng.pick(DEVICE_REMARKS) : null),
  };
}

function deviceEntity(kind: DeviceKind, index: number): EntityExtension {
  return {
    seed: takeReferenceTime,
    generated: deviceValues(kind),
    ...(index === 0 ? { tables: [{ name: RECOVERIES_TABLE, ddl: RECOVERIES_DDL }] } : {}),
    hooks: {
      beforeCreate(values) {
        values.deviceType = kind.deviceType;
        values.onlineStatus = DEVICE_OFFLINE;
        values.iscSyncStatus = ISC_NOT_SYNCED;
      },
    },
  };
}

/** Offline statistics of a day: offline units ≤ total, offline events ≥ offline units, the rate from the minutes. */
function offlineStats(total: [number, number], events = true): Generated {
  return {
    deviceTotal: (rng) => rng.int(total[0], total[1]),
    offlineDeviceCount: (rng, row) => rng.int(0, Math.min(Number(row.deviceTotal ?? 1), 12)),
    offlineCount: (rng, row) => (events ? Number(row.offlineDeviceCount ?? 0) + rng.int(0, 8) : rng.int(0, 6)),
    offlineDuration: (rng, row) => Number(row.offlineCount ?? 0) * rng.int(3, 90),
    onlineRate: (_rng, row) => {
      const units = Math.max(Number(row.deviceTotal ?? 1), 1);
      const rate = 100 - (Number(row.offlineDuration ?? 0) / (units * 1440)) * 100;
      return Math.max(0, Math.round(rate * 10) / 10);
    },
  };
}

const plate = (rng: Prng) =>
  `${rng.pick(['浙', '沪', '苏'])}${rng.pick(['A', 'B', 'C'])}${rng.pick(['D', 'F'])}${rng.chars('0123456789', 5)}`;

/** Execution of a lot access record: 待执行, 已执行 (by a person or automatically) or 执行失败 (with the reason). */
const execution: Generated = {
  execStatus: (rng) => rng.pick([EXEC_PENDING, EXEC_PENDING, EXEC_DONE, EXEC_DONE, EXEC_DONE, EXEC_DONE, EXEC_FAILED]),
  execTime: (rng, row: Row) => {
    const access = parseSeedTime(row.accessTime);
    if (row.execStatus === EXEC_PENDING || access === undefined) return null;
    return formatSeedTime(Math.min(access + rng.int(1, 30) * MINUTE, referenceTime));
  },
  execUser: (rng, row) =>
    row.execStatus === EXEC_PENDING ? null : row.execStatus === EXEC_FAILED || rng.chance(0.6) ? '系统自动' : personName(rng.pick),
  failReason: (rng, row) => (row.execStatus === EXEC_FAILED ? rng.pick(EXEC_FAIL_REASONS) : null),
};

export const DEVICE_ENTITIES: Record<string, EntityExtension> = {
  ...Object.fromEntries(DEVICE_KINDS.map((kind, i) => [kind.entity, deviceEntity(kind, i)])),
  deviceOfflineStat: { generated: { deviceType: (rng) => rng.int(1, DEVICE_KINDS.length), ...offlineStats([6, 60]) } },
  deviceGeomagneticOfflineStat: { generated: offlineStats([40, 400]) },
  deviceParkingOfflineStat: { generated: offlineStats([1, 1], false) },
  deviceChargingOfflineStat: { generated: { stationName: (rng) => rng.pick(STATIONS), ...offlineStats([6, 40]) } },
  deviceNewEnergyVideoRecord: {
    generated: {
      plateNo: plate,
      plateColor: (rng) => rng.pick([5, 5, 5, 6]),
      berthNo: berth,
      deviceName: (rng) => `${rng.pick(ZONES)}区视频桩-${two(rng, 30)}`,
      videoDuration: (rng) => rng.int(8, 45),
    },
  },
  devicePatrolPassRecord: {
    generated: {
      berthNo: berth,
      roadName: (rng) => rng.pick(ROADS),
      patrolCarNo: (rng) => `巡检车${two(rng, 12)}`,
    },
  },
  deviceVehicleLotAccess: { seed: takeReferenceTime, generated: { berthNo: berth, ...execution } },
  ...SITE_DEVICE_ENTITIES,
};

/** The engine extension of the device area (listed in services/extensions.ts). */
export const deviceSeedExtension: EngineExtension = { entities: DEVICE_ENTITIES };
