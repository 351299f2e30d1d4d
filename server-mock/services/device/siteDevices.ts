/**
 * Curated values of the site devices of schemas/device.json — LED 屏, 移动终端 (PDA), 巡检车, 车道设备 and 存储设备
 * (NVR) — so that their ledgers read like a car park's: one LED screen and one lane controller per lane of the closed
 * parks (never two on the same lane), IMEIs of 15 digits that are all different, PDAs bound to the shared collectors
 * of their park, new-energy patrol cars on the roadside routes, NVR capacities with the retention days they give.
 * The 下发记录 of the LED screens agree with the screens: each screen's 当前显示内容 and 最近下发时间 are those of its
 * latest successful record, computed here from the row numbers because generated rows know nothing of each other.
 * A device added through the console starts offline (no heartbeat yet), like the other device kinds. An IMEI must be
 * exactly 15 digits, which no validator of the schema language says (the document checks digits and at most 15).
 */
import type { Prng } from '../../db/prng';
import { PARKS } from '../sharedOptions/parks';
import { COLLECTORS, PARK_PLACES, shortParkName } from '../sharedOptions/data';
import { formatSeedTime } from '../../engine/seedValues';
import { personName } from '../../engine/seedVocabulary';
import type { EntityExtension, SeedKit } from '../../engine/types';
import { MINUTE, HOUR, DAY, DIGITS, type Row } from '../../engine/seedKit';
import { DEVICE_OFFLINE, DEVICE_ONLINE } from './kinds';

const SERIAL = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** The lanes of a closed park, in the order the seed fills them. */
export const SITE_LANES = ['东门入口', '东门出口', '北门入口', '北门出口', '南门入口', '南门出口', '地库入口', '地库出口'];
const CLOSED_PARKS = PARKS.filter((p) => !PARK_PLACES[p.parkId]?.roadside);
/** Texts pushed to the LED screens (each line at most 16 characters). */
export const LED_TEXTS = [
  '欢迎光临 / 一车一杆 / 减速慢行',
  '剩余车位 126 / 请有序停放',
  '月卡车 / 请通行',
  '临时车 / 请扫码缴费 / 祝您一路平安',
  '车位已满 / 请绕行',
  '节假日免费停车2小时 / 欢迎光临',
  '出口请减速 / 注意行人',
  '新能源车 / 充电车位在B1层',
];
/** Pushes per screen: two rounds for every screen, a third one for the first half. */
export const LED_ROWS = 60;
export const LED_PUSH_ROWS = 150;
/** 下发结果: 1 下发成功, 2 下发失败. */
export const PUSH_OK = 1;
export const PUSH_FAILED = 2;

let referenceTime = Date.now();
const takeReferenceTime = (kit: SeedKit) => {
  referenceTime = kit.now;
  return 0;
};
const idOf = (row: Row) => (typeof row.id === 'number' ? row.id : 1);
const before = (rng: Prng, min: number, max: number) => formatSeedTime(referenceTime - Math.floor(rng.int(min, max) / 1000) * 1000);
const serial = (rng: Prng, prefix: string) => `${prefix}${rng.chars(SERIAL, 10)}`;
const ip = (rng: Prng) => `192.168.${rng.int(1, 30)}.${rng.int(2, 254)}`;

/** The park and lane of the k-th lane device (LED screens and lane controllers alike): the closed parks in turn. */
const parkOfLane = (k: number) => CLOSED_PARKS[(k - 1) % CLOSED_PARKS.length];
const laneOf = (k: number) => SITE_LANES[Math.floor((k - 1) / CLOSED_PARKS.length) % SITE_LANES.length];
export const ledName = (k: number) => `${shortParkName(parkOfLane(k).parkName)}${laneOf(k)}LED屏`;

/** The screen of the i-th push record, its round (0 oldest), and the latest round of a screen. */
const screenOfPush = (i: number) => ((i - 1) % LED_ROWS) + 1;
const roundOfPush = (i: number) => Math.floor((i - 1) / LED_ROWS);
const latestRound = (k: number) => Math.floor((LED_PUSH_ROWS - k) / LED_ROWS);
const pushMs = (k: number, round: number) => referenceTime - (latestRound(k) - round) * 3 * DAY - HOUR - k * 11 * MINUTE;
const pushText = (i: number) => LED_TEXTS[(i * 5) % LED_TEXTS.length];
/** An older push now and then timed out; the latest one of every screen went through. */
const pushFailed = (i: number) => roundOfPush(i) < latestRound(screenOfPush(i)) && i % 6 === 0;

const led: EntityExtension = {
  seed: takeReferenceTime,
  defaultRows: LED_ROWS,
  generated: {
    deviceName: (_rng, row) => ledName(idOf(row)),
    serialNo: (rng) => serial(rng, 'LED'),
    parkId: (_rng, row) => parkOfLane(idOf(row)).parkId,
    laneName: (_rng, row) => laneOf(idOf(row)),
    ledSize: (_rng, row) => [1, 2, 2, 3][idOf(row) % 4],
    vendor: (rng) => rng.pick([1, 2, 5, 5, 9]),
    ipAddress: ip,
    port: () => 5005,
    onlineStatus: (_rng, row) => (idOf(row) % 7 === 0 || idOf(row) % 11 === 0 ? DEVICE_OFFLINE : DEVICE_ONLINE),
    lastHeartbeatTime: (rng, row) =>
      row.onlineStatus === DEVICE_ONLINE ? before(rng, 10_000, 5 * MINUTE) : before(rng, 2 * HOUR, 2 * DAY),
    currentText: (_rng, row) => {
      const k = idOf(row);
      return k > LED_PUSH_ROWS ? null : pushText(latestRound(k) * LED_ROWS + k);
    },
    lastPushTime: (_rng, row) => (idOf(row) > LED_PUSH_ROWS ? null : formatSeedTime(pushMs(idOf(row), latestRound(idOf(row))))),
    remark: (rng) => (rng.chance(0.2) ? rng.pick(['与道闸联动显示', '夜间亮度自动调低', '2026年3月更换模组']) : null),
  },
  hooks: {
    beforeCreate(values) {
      values.onlineStatus = DEVICE_OFFLINE;
    },
  },
};

const ledPush: EntityExtension = {
  seed: takeReferenceTime,
  defaultRows: LED_PUSH_ROWS,
  generated: {
    ledId: (_rng, row) => screenOfPush(idOf(row)),
    deviceName: (_rng, row) => ledName(screenOfPush(idOf(row))),
    parkId: (_rng, row) => parkOfLane(screenOfPush(idOf(row))).parkId,
    pushText: (_rng, row) => pushText(idOf(row)),
    pushTime: (_rng, row) => formatSeedTime(pushMs(screenOfPush(idOf(row)), roundOfPush(idOf(row)))),
    pushUser: (rng) => personName(rng.pick),
    pushResult: (_rng, row) => (pushFailed(idOf(row)) ? PUSH_FAILED : PUSH_OK),
    failReason: (_rng, row) => (pushFailed(idOf(row)) ? '设备响应超时，下发失败' : null),
  },
};

export const IMEI_FORMAT = 'IMEI应为15位数字';
const imeiProblem = (values: Record<string, unknown>) =>
  values.imei !== undefined && values.imei !== null && !/^\d{15}$/.test(String(values.imei)) ? IMEI_FORMAT : undefined;

const mobileTerminal: EntityExtension = {
  seed: takeReferenceTime,
  generated: {
    deviceName: (_rng, row) => `收费PDA-${String(idOf(row)).padStart(3, '0')}`,
    imei: (_rng, row) => `86${String(3520_1900_0000 + idOf(row) * 7919).padStart(13, '0')}`,
    terminalModel: (rng) => rng.pick([1, 1, 2, 3, 4]),
    collectorId: (_rng, row) => COLLECTORS[(idOf(row) - 1) % COLLECTORS.length].collectorId,
    parkId: (_rng, row) => COLLECTORS[(idOf(row) - 1) % COLLECTORS.length].parkId,
    appVersion: (rng) => rng.pick(['V3.8.2', 'V3.8.2', 'V3.8.2', 'V3.7.5', 'V3.6.0']),
    onlineStatus: (rng) => (rng.chance(0.78) ? DEVICE_ONLINE : DEVICE_OFFLINE),
    lastHeartbeatTime: (rng, row) =>
      row.onlineStatus === DEVICE_ONLINE ? before(rng, 10_000, 5 * MINUTE) : before(rng, 3 * HOUR, 5 * DAY),
    lastLoginTime: (rng, row) =>
      row.onlineStatus === DEVICE_ONLINE ? before(rng, 20 * MINUTE, 10 * HOUR) : before(rng, 6 * HOUR, 6 * DAY),
    remark: (rng) => (rng.chance(0.15) ? rng.pick(['备用机', '2026年4月更换电池', '屏幕有划痕']) : null),
  },
  hooks: {
    beforeCreate(values) {
      values.onlineStatus = DEVICE_OFFLINE;
      return imeiProblem(values);
    },
    beforeUpdate(_current, values) {
      return imeiProblem(values);
    },
  },
};

const patrolCar: EntityExtension = {
  seed: takeReferenceTime,
  generated: {
    plateNo: (_rng, row) => `浙A${idOf(row) % 2 ? 'D' : 'F'}${String(10_000 + idOf(row) * 37).slice(-5)}`,
    plateColor: () => 5,
    cameraSerial: (rng) => serial(rng, 'CZ'),
    patrolRoute: (_rng, row) => ((idOf(row) - 1) % 4) + 1,
    parkId: (rng) => (rng.chance(0.6) ? 1010 : rng.pick(CLOSED_PARKS).parkId),
    driverName: (rng) => personName(rng.pick),
    onlineStatus: (rng) => (rng.chance(0.7) ? DEVICE_ONLINE : DEVICE_OFFLINE),
    lastPatrolTime: (rng, row) =>
      row.onlineStatus === DEVICE_ONLINE ? before(rng, 5 * MINUTE, 2 * HOUR) : before(rng, 10 * HOUR, 4 * DAY),
    lastPatrolBerths: (rng) => rng.int(24, 180),
    remark: (rng) => (rng.chance(0.15) ? rng.pick(['早晚高峰加巡', '车载相机已校准']) : null),
  },
  hooks: {
    beforeCreate(values) {
      values.onlineStatus = DEVICE_OFFLINE;
    },
  },
};

/** 车道状态: 1 正常, 2 故障, 3 离线; 道闸状态: 1 关闸, 2 开闸, 3 故障. */
const laneState = (k: number) => (k % 13 === 0 ? 2 : k % 17 === 0 ? 3 : 1);
const driveway: EntityExtension = {
  seed: takeReferenceTime,
  generated: {
    parkId: (_rng, row) => parkOfLane(idOf(row)).parkId,
    laneName: (_rng, row) => laneOf(idOf(row)),
    laneDirection: (_rng, row) => (laneOf(idOf(row)).endsWith('入口') ? 1 : 2),
    serialNo: (rng, row) => `LC${parkOfLane(idOf(row)).parkId}${rng.chars(DIGITS, 6)}`,
    ipAddress: ip,
    gateSerial: (rng) => serial(rng, 'DZ'),
    laneCameraSerial: (rng) => serial(rng, 'SC'),
    displaySerial: (rng) => (rng.chance(0.85) ? serial(rng, 'XP') : null),
    laneState: (_rng, row) => laneState(idOf(row)),
    gateState: (rng, row) => (laneState(idOf(row)) === 2 ? 3 : rng.pick([1, 1, 1, 2])),
    lastHeartbeatTime: (rng, row) => (laneState(idOf(row)) === 3 ? before(rng, 2 * HOUR, 2 * DAY) : before(rng, 10_000, 3 * MINUTE)),
    remark: (rng) => (rng.chance(0.15) ? rng.pick(['道闸为直杆', '相机补光灯夜间开启', '地感线圈2026年更换']) : null),
  },
  hooks: {
    beforeCreate(values) {
      values.laneState = 3;
      values.gateState = 1;
    },
  },
};

/** Retention of an NVR: its capacity over what its channels record a day (about 21 GB per 4 Mbps channel). */
const recordDays = (capacityTb: number, channels: number) => Math.max(3, Math.min(90, Math.floor((capacityTb * 1024) / (channels * 21))));
const storage: EntityExtension = {
  seed: takeReferenceTime,
  generated: {
    deviceName: (rng, row) =>
      `${shortParkName(PARKS[(idOf(row) - 1) % PARKS.length].parkName)}NVR-${String(rng.int(1, 6)).padStart(2, '0')}`,
    parkId: (_rng, row) => PARKS[(idOf(row) - 1) % PARKS.length].parkId,
    serialNo: (rng) => serial(rng, 'NVR'),
    vendor: (rng) => rng.pick([1, 1, 2, 3]),
    ipAddress: ip,
    port: (_rng, row) => (row.vendor === 2 ? 37777 : 8000),
    capacityTb: (rng) => rng.pick([8, 16, 32, 48, 64, 96]),
    channelCount: (rng) => rng.pick([16, 32, 32, 64, 128]),
    usedPercent: (rng) => rng.int(35, 98),
    recordDays: (_rng, row) => recordDays(Number(row.capacityTb ?? 8), Number(row.channelCount ?? 16)),
    onlineStatus: (rng) => (rng.chance(0.85) ? DEVICE_ONLINE : DEVICE_OFFLINE),
    lastHeartbeatTime: (rng, row) =>
      row.onlineStatus === DEVICE_ONLINE ? before(rng, 10_000, 5 * MINUTE) : before(rng, 2 * HOUR, 3 * DAY),
    remark: (rng) => (rng.chance(0.15) ? rng.pick(['RAID5 阵列', '已扩容一块 8TB 硬盘', '机柜位于监控室']) : null),
  },
  hooks: {
    beforeCreate(values) {
      values.onlineStatus = DEVICE_OFFLINE;
      values.usedPercent = 0;
      const capacity = Number(values.capacityTb);
      const channels = Number(values.channelCount);
      values.recordDays = capacity > 0 && channels > 0 ? recordDays(capacity, channels) : null;
    },
  },
};

export const SITE_DEVICE_ENTITIES: Record<string, EntityExtension> = {
  deviceLed: led,
  deviceLedPush: ledPush,
  deviceMobileTerminal: mobileTerminal,
  devicePatrolCar: patrolCar,
  deviceDriveway: driveway,
  deviceStorage: storage,
};
