import type Database from 'better-sqlite3';
import { createPrng } from '../../db/prng';
import { formatChinaTime } from '../../db/time';
import { PARK_NAMES, PLATE_CHARS, PLATE_LETTERS, PROVINCES } from '../../db/zhData';
import { deviceRecords as counterRecords } from '../shell/extrasData';

/**
 * The device records with a manual recovery (schemas/device.json): detection, error and abnormal records. The two
 * counter kinds (车位异常占用, 设备异常遮挡) are the layout's own records of services/shell/extrasData.ts, unchanged; the three
 * others are made here the same way (counted back from the current hour, deterministic otherwise). A record is 待处理
 * (1) or 已恢复 (2): seeded 已恢复 records were recovered by the device itself (自动恢复, by 系统); a manual recovery is
 * stored in `device_record_recoveries` and turns a pending record into 已恢复 (手动恢复) for every later call.
 */
export const RECORD_KINDS = [
  'detectionRecords',
  'errorRecords',
  'abnormalOccupyRecords',
  'cameraCoveredRecords',
  'lotAbnormalOccupyRecords',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const RECORD_PENDING = 1;
export const RECORD_RECOVERED = 2;
export const RECOVER_AUTO = 1;
export const RECOVER_MANUAL = 2;
export const AUTO_RECOVER_USER = '系统';

/** Titles of the export files. */
export const RECORD_TITLES: Readonly<Record<RecordKind, string>> = {
  detectionRecords: '检测记录',
  errorRecords: '故障记录',
  abnormalOccupyRecords: '车位异常占用记录',
  cameraCoveredRecords: '设备异常遮挡记录',
  lotAbnormalOccupyRecords: '车位异常占用（地磁）记录',
};

export interface DeviceRecordRow {
  recordId: string;
  parkName: string;
  berthNo: string;
  deviceName: string;
  /** null for records without a car (device faults). */
  plateNo: string | null;
  title: string;
  alarmTime: string;
  status: number;
  /** 1 自动恢复, 2 手动恢复; null while 待处理. */
  recoverType: number | null;
  recoverTime: string | null;
  recoverUser: string | null;
}

type OwnKind = Exclude<RecordKind, 'abnormalOccupyRecords' | 'cameraCoveredRecords'>;

/** Hours before now and status of each record of the kinds made here, newest first. */
const LAYOUT: Readonly<Record<OwnKind, readonly (readonly [number, number])[]>> = {
  detectionRecords: [
    [1, 1],
    [5, 2],
    [8, 1],
    [15, 2],
    [26, 1],
    [33, 2],
    [50, 1],
    [70, 2],
    [95, 2],
    [130, 1],
    [160, 2],
    [210, 1],
  ],
  errorRecords: [
    [2, 1],
    [3, 2],
    [11, 1],
    [19, 2],
    [28, 1],
    [41, 2],
    [58, 2],
    [80, 1],
    [101, 2],
    [140, 1],
    [190, 2],
    [230, 2],
  ],
  lotAbnormalOccupyRecords: [
    [1, 1],
    [7, 2],
    [13, 1],
    [24, 1],
    [38, 2],
    [62, 1],
    [88, 2],
    [115, 1],
    [175, 2],
  ],
};

const TITLES: Readonly<Record<OwnKind, readonly string[]>> = {
  detectionRecords: ['地磁检测结果与视频不一致', '车辆驶入未检测到', '车辆驶离检测超时', '检测器信号强度过低'],
  errorRecords: ['设备通信中断', '相机图像模糊', '道闸控制器无响应', '地磁检测器电量低', '补光灯故障'],
  lotAbnormalOccupyRecords: ['泊位长时间占用未产生订单', '非机动车占用泊位', '泊位被障碍物占用'],
};

const ID_PREFIX: Readonly<Record<OwnKind, string>> = { detectionRecords: 'DT', errorRecords: 'ER', lotAbnormalOccupyRecords: 'LO' };

const ERROR_DEVICES = ['东门入口枪机', '西门出口枪机', 'B1层A区球机', '收费岗亭对讲终端', '地面停车区高位视频', 'A区地磁管理器'];
const ZONES = ['A', 'B', 'C', 'D'];
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

const two = (n: number) => String(n).padStart(2, '0');

function ownRecords(kind: OwnKind, now: number) {
  const prng = createPrng(`deviceRecords:${kind}`);
  const base = Math.floor(now / HOUR_MS) * HOUR_MS;
  return LAYOUT[kind].map(([hoursAgo, status], i) => {
    const zone = prng.pick(ZONES);
    const berthNo = `${zone}-${String(prng.int(1, 180)).padStart(3, '0')}`;
    const deviceName =
      kind === 'errorRecords' ? `${prng.pick(ERROR_DEVICES)}-${two(prng.int(1, 12))}` : `${zone}区地磁检测器-${berthNo.slice(2)}`;
    return {
      recordId: `${ID_PREFIX[kind]}${String(i + 1).padStart(4, '0')}`,
      parkName: prng.pick(PARK_NAMES),
      berthNo,
      deviceName,
      plateNo: kind === 'errorRecords' ? null : `${prng.pick(PROVINCES)}${prng.pick([...PLATE_LETTERS])}${prng.chars(PLATE_CHARS, 5)}`,
      title: prng.pick(TITLES[kind]),
      alarmTime: formatChinaTime(base - hoursAgo * HOUR_MS + prng.int(0, 59) * MINUTE_MS),
      status,
    };
  });
}

type BaseRecord = Omit<DeviceRecordRow, 'recoverType' | 'recoverTime' | 'recoverUser'>;

function baseRecords(kind: RecordKind, now: number): BaseRecord[] {
  return kind === 'abnormalOccupyRecords' || kind === 'cameraCoveredRecords' ? counterRecords(kind, now) : ownRecords(kind, now);
}

const parseTime = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

export const RECOVERIES_TABLE = 'device_record_recoveries';
export const RECOVERIES_DDL = `CREATE TABLE IF NOT EXISTS ${RECOVERIES_TABLE} (
  kind TEXT NOT NULL,
  record_id TEXT NOT NULL,
  recover_time TEXT NOT NULL,
  recover_user TEXT NOT NULL,
  PRIMARY KEY (kind, record_id)
)`;

interface Recovery {
  record_id: string;
  recover_time: string;
  recover_user: string;
}

/** Every record of a kind, newest first, with the manual recoveries applied. */
export function recordsOf(db: Database.Database, kind: RecordKind, now: number): DeviceRecordRow[] {
  db.exec(RECOVERIES_DDL);
  const manual = new Map(
    (db.prepare(`SELECT record_id, recover_time, recover_user FROM ${RECOVERIES_TABLE} WHERE kind = ?`).all(kind) as Recovery[]).map(
      (r) => [r.record_id, r],
    ),
  );
  const prng = createPrng(`deviceRecords:${kind}:recover`);
  return baseRecords(kind, now).map((record) => {
    // Drawn for every record, so a record's automatic recovery time never depends on the others' state.
    const minutes = prng.int(5, 180);
    const stored = manual.get(record.recordId);
    if (stored)
      return {
        ...record,
        status: RECORD_RECOVERED,
        recoverType: RECOVER_MANUAL,
        recoverTime: stored.recover_time,
        recoverUser: stored.recover_user,
      };
    if (record.status !== RECORD_RECOVERED) return { ...record, recoverType: null, recoverTime: null, recoverUser: null };
    const at = Math.min(parseTime(record.alarmTime) + minutes * MINUTE_MS, now);
    return { ...record, recoverType: RECOVER_AUTO, recoverTime: formatChinaTime(at), recoverUser: AUTO_RECOVER_USER };
  });
}

/** Stores manual recoveries of pending records (the caller has checked them). */
export function storeRecoveries(db: Database.Database, kind: RecordKind, recordIds: string[], time: string, user: string): void {
  db.exec(RECOVERIES_DDL);
  const insert = db.prepare(`INSERT OR REPLACE INTO ${RECOVERIES_TABLE} (kind, record_id, recover_time, recover_user) VALUES (?, ?, ?, ?)`);
  db.transaction(() => {
    for (const id of recordIds) insert.run(kind, id, time, user);
  })();
}
