import { createPrng } from '../../db/prng';
import { formatChinaTime } from '../../db/time';
import { DEVICES, PARK_NAMES, PLATE_CHARS, PLATE_LETTERS, PROVINCES } from '../../db/zhData';
import type { DeviceRecord } from '../../../contracts/shellData';

/** Data of the shell's extra calls: third-party pages, notices, the data screen, device counter records, recharge pay types. */

/** A page of the mock's own placeholder (server-mock/assets/placeholder.html shows `title`). */
export const placeholderUrl = (title: string) => `/mock-assets/placeholder.html?title=${encodeURIComponent(title)}`;

/** Third-party platform pages of the top bar (`icon` is an image url). */
export const THIRD_PLATFORM_PAGES = [
  { pageId: 'TP01', name: '视频监控平台', icon: '/mock-assets/third-video.svg' },
  { pageId: 'TP02', name: '城市停车诱导平台', icon: '/mock-assets/third-guide.svg' },
] as const;

/** noticeType 199 privacy agreement, 198 terms of service (spec §7). */
export const NOTICES: Readonly<Record<string, string>> = {
  '199': '隐私协议',
  '198': '服务条款',
};

export const DATA_SCREEN_TITLE = '数据可视化大屏';

/**
 * The three kinds of device counter records, by path segment. This module serves 不规范停车记录; the seeded records of
 * the other two are the base of services/device/records.ts, which serves their lists (the counters and their pages share them).
 */
export const DEVICE_RECORD_KINDS = ['illegalParkRecords', 'abnormalOccupyRecords', 'cameraCoveredRecords'] as const;
export type DeviceRecordKind = (typeof DEVICE_RECORD_KINDS)[number];

/** Record status: 1 待处理 (what the counters count), 2 已处理. */
export const RECORD_PENDING = 1;
export const RECORD_HANDLED = 2;

const HOUR_MS = 3_600_000;

/**
 * Hours before now and status of each seeded record, newest first. Every kind has pending records
 * inside the counters' 3-day window, so the sidebar dots show: 4, 3 and 2 of them respectively. The window
 * reaches back 72 to 96 hours depending on the time of day: no record lies in between, so the counts never vary.
 */
const LAYOUT: Readonly<Record<DeviceRecordKind, readonly (readonly [number, number])[]>> = {
  illegalParkRecords: [
    [1, 1],
    [4, 1],
    [9, 2],
    [20, 1],
    [30, 2],
    [46, 1],
    [100, 2],
    [110, 1],
    [150, 1],
    [200, 1],
  ],
  abnormalOccupyRecords: [
    [2, 1],
    [6, 2],
    [18, 1],
    [40, 1],
    [52, 2],
    [105, 1],
    [130, 2],
    [220, 1],
  ],
  cameraCoveredRecords: [
    [3, 1],
    [12, 2],
    [44, 1],
    [76, 2],
    [120, 1],
    [170, 1],
  ],
};

const TITLES: Readonly<Record<DeviceRecordKind, string>> = {
  illegalParkRecords: '车辆压线停放',
  abnormalOccupyRecords: '车位被非机动车占用',
  cameraCoveredRecords: '相机镜头被遮挡',
};

export type { DeviceRecord };

/** The records of a kind, their times counted back from `now` (on the hour), deterministic otherwise. */
export function deviceRecords(kind: DeviceRecordKind, now: number): DeviceRecord[] {
  const prng = createPrng(`shellExtras:${kind}`);
  const base = Math.floor(now / HOUR_MS) * HOUR_MS;
  return LAYOUT[kind].map(([hoursAgo, status], i) => ({
    recordId: `${kind.slice(0, 2).toUpperCase()}${String(i + 1).padStart(4, '0')}`,
    parkName: prng.pick(PARK_NAMES),
    berthNo: `B${String(prng.int(1, 320)).padStart(3, '0')}`,
    deviceName: prng.pick(DEVICES),
    plateNo: `${prng.pick(PROVINCES)}${prng.pick([...PLATE_LETTERS])}${prng.chars(PLATE_CHARS, 5)}`,
    title: TITLES[kind],
    alarmTime: formatChinaTime(base - hoursAgo * HOUR_MS + prng.int(0, 59) * 60_000),
    status,
  }));
}

/** Recharge pay types; each dealer offers a subset (at least 微信支付 and 支付宝). */
export const RECHARGE_PAY_TYPES = [
  { payType: 1, payTypeName: '微信支付' },
  { payType: 2, payTypeName: '支付宝' },
  { payType: 5, payTypeName: '银联云闪付' },
  { payType: 6, payTypeName: '数字人民币' },
  { payType: 7, payTypeName: '对公转账' },
] as const;

/** Deterministic subset per dealer: 微信支付 and 支付宝, plus those the dealer id's digits pick. */
export function rechargePayTypesOf(dealerId: string) {
  const n = Number((dealerId.match(/\d+/g) ?? ['0']).join('')) || 0;
  return RECHARGE_PAY_TYPES.filter((_t, i) => i < 2 || (n + i) % 2 === 0);
}
