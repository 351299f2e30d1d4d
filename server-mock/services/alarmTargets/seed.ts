/**
 * Curated values of the generated rows of the alarm target lists (schemas/specificCar.json, equipMonitoring.json,
 * underpayment.json), so that their seed reads like the platform's: device names by type, gates, temperatures by alarm
 * level, recovery times only for recovered devices, a handler only for handled alarms. Each value may read the
 * fields generated before it (the entity's column order: list columns, then detail items), and still answers
 * something sensible when such a field is missing. No generated time lies after the seed's reference time (taken
 * when the entity's seed starts), except a card's end. The 处理 step of the two alarm record lists (status 1 → 2)
 * is refused for records no longer pending.
 */
import { ERR } from '../../http/envelope';
import type { Prng } from '../../db/prng';
import { ADDRESSES } from '../../db/zhData';
import {
  CAMERA_SPOTS,
  CHARGING_PILE_KINDS,
  GATES,
  STATION_ADDRESSES,
  SYNC_FAIL_REASONS,
  TEMPERATURE_ALARMS,
  THERMAL_CAMERA_SPOTS,
  VIDEO_DEVICE_TYPES,
} from './vocabulary';
import { formatSeedTime } from '../../engine/seedValues';
import { personName } from '../../engine/seedVocabulary';
import type { EngineExtension, EntityExtension, EntityHooks, SeedKit } from '../../engine/types';
import { MINUTE, HOUR, DAY, DIGITS, parseSeedTime, type Row, type Generated } from '../../engine/seedKit';

/** Status values shared by the alarm records (1 未处理 2 已处理) and the offline records (1 离线中 2 已恢复). */
export const PENDING = 1;
export const DONE = 2;

/**
 * The reference time of the seed running now: each entity's seed starts by recording it (the generated values are
 * made right after, in the same call), so that no generated time lies after it.
 */
let referenceTime = Date.now();
const takeReferenceTime = (kit: SeedKit) => {
  referenceTime = kit.now;
  return 0;
};

/** A time some random whole seconds after another one, or null without a base time or when it would lie after the reference time. */
const after = (rng: Prng, base: unknown, min: number, max: number) => {
  const ms = parseSeedTime(base);
  if (ms === undefined) return null;
  const later = ms + Math.floor(rng.int(min, max) / 1000) * 1000;
  return later > referenceTime ? null : formatSeedTime(later);
};

/** True when a time lies within `span` before the reference time (or cannot be read). */
const recent = (value: unknown, span: number) => {
  const ms = parseSeedTime(value);
  return ms === undefined || ms > referenceTime - span;
};

const twoDigits = (rng: Prng, max: number) => String(rng.int(1, max)).padStart(2, '0');

/** Alarms of the last 3 hours are still pending, older ones handled or not; who handled one and when. */
const handledBy: Generated = {
  status: (rng, row) => (recent(row.alarmTime, 3 * HOUR) ? PENDING : rng.pick([PENDING, DONE])),
  updateUser: (rng, row) => (row.status === DONE ? personName(rng.pick) : null),
  updateTime: (rng, row) => (row.status === DONE ? after(rng, row.alarmTime, 2 * MINUTE, 3 * HOUR) : null),
};

/** Offline records: a quarter still offline (no recovery time), the rest recovered within minutes to hours. */
const offlineSpan: Generated = {
  recoverTime: (rng, row) => (rng.chance(0.25) ? null : after(rng, row.offlineTime, 3 * MINUTE, 6 * HOUR)),
  status: (_rng, row) => (row.recoverTime ? DONE : PENDING),
};

/** Only a pending record may be handled (处理: status 1 → 2). */
const handleOnce: EntityHooks = {
  beforeUpdate(current) {
    if (current.status !== PENDING) return ERR.stateNotAllowed[1];
  },
};

const CARD_MONTHS: Record<number, number> = { 1: 1, 2: 3, 3: 12 };

/** The end of a card: its begin plus its months (月卡 1, 季卡 3, 年卡 12), one second earlier. */
function cardEnd(row: Row): string | null {
  const begin = parseSeedTime(row.beginTime);
  if (begin === undefined) return null;
  const local = new Date(begin + 8 * HOUR);
  local.setUTCMonth(local.getUTCMonth() + (CARD_MONTHS[Number(row.cardType)] ?? 1));
  return formatSeedTime(local.getTime() - 8 * HOUR - 1000);
}

/** An arrears total in yuan: one parking fee of 3 to 45 yuan per unpaid order. */
function arrearsMoney(rng: Prng, row: Row): number {
  const count = typeof row.arrearsCount === 'number' ? row.arrearsCount : 1;
  let fen = 0;
  for (let i = 0; i < count; i++) fen += rng.int(300, 4500);
  return fen / 100;
}

/** The last entry: within the 30 days before the reference time, at least 8 hours before it when the car has left. */
function lastInTime(rng: Prng, row: Row): string {
  const latest = referenceTime - (row.isParking === 1 ? 10 * MINUTE : 8 * HOUR);
  return formatSeedTime(latest - Math.floor(rng.int(0, 30 * DAY) / 1000) * 1000);
}

/** Still parked: the last exit belongs to an earlier visit; gone: it follows the last entry. */
function lastOutTime(rng: Prng, row: Row): string | null {
  const lastIn = parseSeedTime(row.lastInTime);
  if (lastIn === undefined) return null;
  const ms = row.isParking === 1 ? lastIn - rng.int(1, 10) * DAY - rng.int(0, 12) * HOUR : lastIn + rng.int(20, 8 * 60) * MINUTE;
  return formatSeedTime(ms);
}

const isCharging = (row: Row) => row.activeName === 'charging';

export const ALARM_TARGET_ENTITIES: Record<string, EntityExtension> = {
  blackAlertRecord: {
    seed: takeReferenceTime,
    generated: {
      location: (rng) => rng.pick(GATES),
      alarmReason: (_rng, row) => (String(row.location ?? '').endsWith('出口') ? '黑名单车辆出场' : '黑名单车辆入场'),
      ...handledBy,
    },
    hooks: handleOnce,
  },
  monthlyCard: {
    seed: takeReferenceTime,
    generated: {
      endTime: (_rng, row) => cardEnd(row),
      syncStatus: (rng) => rng.pick([1, 1, 1, 1, 1, 1, 2, 2, 3]),
      failReason: (rng, row) => (row.syncStatus === 2 ? rng.pick(SYNC_FAIL_REASONS) : null),
    },
  },
  arrearsPlate: {
    seed: takeReferenceTime,
    generated: {
      arrearsCount: (rng) => rng.int(1, 12),
      arrearsMoney,
      lastInTime,
      lastOutTime,
    },
  },
  dockingOfflineRecord: {
    seed: takeReferenceTime,
    generated: {
      certCode: (rng) => `PK3301${rng.chars(DIGITS, 10)}`,
      ...offlineSpan,
    },
  },
  videoOfflineRecord: {
    seed: takeReferenceTime,
    generated: {
      deviceName: (rng) => `${rng.pick(CAMERA_SPOTS)}${rng.pick(VIDEO_DEVICE_TYPES)}-${twoDigits(rng, 20)}`,
      devCode: (rng) => `3301060000132${rng.chars(DIGITS, 7)}`,
      deviceTypeText: (rng, row) =>
        VIDEO_DEVICE_TYPES.find((type) => String(row.deviceName ?? '').includes(type)) ?? rng.pick(VIDEO_DEVICE_TYPES),
      ...offlineSpan,
    },
  },
  chargeOfflineRecord: {
    seed: takeReferenceTime,
    generated: {
      devName: (rng) => `${rng.int(1, 40)}号${rng.pick(CHARGING_PILE_KINDS)}`,
      devCode: (rng) => `CP3301${rng.chars(DIGITS, 10)}`,
      address: (rng) => rng.pick(STATION_ADDRESSES),
      ...offlineSpan,
    },
  },
  abnormalTemRecord: {
    seed: takeReferenceTime,
    generated: {
      deviceName: (rng, row) =>
        isCharging(row)
          ? `${rng.int(1, 40)}号${rng.pick(CHARGING_PILE_KINDS)}`
          : `${rng.pick(THERMAL_CAMERA_SPOTS)}测温相机-${twoDigits(rng, 12)}`,
      deviceTypeName: (_rng, row) => (isCharging(row) ? '充电桩' : '测温相机'),
      address: (rng, row) => (isCharging(row) ? rng.pick(STATION_ADDRESSES) : rng.pick(ADDRESSES)),
      alarmName: (rng) => rng.pick(TEMPERATURE_ALARMS),
      alarmTypeText: (rng) => rng.pick(['一级告警', '二级告警']),
      temperature: (rng, row) => (row.alarmTypeText === '一级告警' ? rng.int(800, 980) : rng.int(600, 799)) / 10,
      ...handledBy,
    },
    hooks: handleOnce,
  },
};

/** The engine extension of the alarm target lists (listed in services/extensions.ts). */
export const alarmTargetsExtension: EngineExtension = { entities: ALARM_TARGET_ENTITIES };
