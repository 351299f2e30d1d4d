/**
 * Curated seed of schemas/bookManagement.json (预约管理): what a month of bookings in the parks 1001–1010 leaves
 * behind, which a document cannot describe —
 * - 60 预约车库 (six per park: zones of the garage, the roadside park's stretches of street), a few 停用;
 * - about 250 bookings from the last ten weeks to the day after tomorrow: past ones 已入场 (with the parking order number and
 *   the entry time), 已取消 (reason, refund) or 已违约, a few still 待入场 whose hold time has passed, and the coming
 *   days' 待入场 — each with the trail its state implies;
 * - the repeated no-shows behind the 64 违约黑名单 rows (three 已违约 bookings within 30 days before each automatic ban;
 *   a few 人工加入 without them), banned, released or expired;
 * - 预约规则 per park and for the platform in every state, the ones in force with older versions;
 * - 违约配置: the platform's (30 天内违约 3 次 → 禁止预约 7 天) and one per park, some stricter, one 停用.
 * The steps themselves (取消, 标记违约, 确认入场, 解除, 启用/停用) run from the document.
 */
import { createPrng, type Prng } from '../../db/prng';
import { PARKS } from '../sharedOptions/parks';
import { formatSeedTime, seedMobile, seedPlate } from '../../engine/seedValues';
import { DAY, HOUR, MINUTE } from '../../engine/seedKit';
import { personName } from '../../engine/seedVocabulary';
import type { EngineExtension, SeedKit } from '../../engine/types';

export const BOOK_ENTITIES = {
  record: 'bookRecord',
  depot: 'bookDepot',
  rule: 'bookRule',
  ruleVersion: 'bookRuleVersion',
  blacklist: 'bookBlacklist',
  config: 'bookIllegalConfig',
} as const;

/** 预约状态 (dictionary bookStatus; the traffic simulator reads held bookings by these numbers). */
export const BOOK_STATUS = { held: 1, entered: 2, cancelled: 3, violated: 4 } as const;
export const BOOK_STATUS_LABELS: Record<number, string> = { 1: '待入场', 2: '已入场', 3: '已取消', 4: '已违约' };
/** 定金退还 (dictionary refundStatus). */
export const REFUND = { none: 0, refunded: 1, kept: 2, deducted: 3 } as const;
/** 黑名单状态 (dictionary blackStatus). */
export const BLACK_STATUS = { banned: 1, released: 2, expired: 3 } as const;
const BLACK_LABELS: Record<number, string> = { 1: '禁止预约中', 2: '已解除', 3: '已到期' };

const SYSTEM = '系统';
const STAFF = ['王静', '李娜', '张伟', '陈晨', '刘洋'];
const shortName = (parkName: string) => parkName.replace(/(停车场|地下停车库|停车泊位)$/, '');
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const compact = (time: string) => time.replace(/[-: ]/g, '');
/** 预约单号 YY + the order time + a sequence: YY20261126093012001. */
export const bookNumber = (time: string, seq: number) => `YY${compact(time)}${pad(seq % 1000, 3)}`;
/** 停车订单号 as the parking orders have them: PO + 18 digits. */
const orderNumber = (time: string, seq: number) => `PO${compact(time)}${pad(seq % 10000, 4)}`;

/* ---------------------------------------------------------------- 预约车库 */

const GARAGE_ZONES = ['B1 东区', 'B1 西区', 'B2 北区', 'B2 新能源区', '地面 P1', 'B3 南区'];
const STREET_ZONES = [
  '文三路北侧 1–20 号',
  '文三路南侧 21–40 号',
  '学院路口 41–52 号',
  '文三路北侧 53–64 号',
  '教工路口 65–72 号',
  '文三路南侧 73–80 号',
];
/** Parks open around the clock (airport, railway station). */
const ALL_DAY = new Set([1008, 1009]);

export interface SeedDepot {
  depotId: number;
  depotName: string;
  parkId: number;
  zoneName: string;
  berthCount: number;
  openStart: string;
  openEnd: string;
  deposit: number;
  holdMinutes: number;
  depotStatus: 0 | 1;
}

/** Six depots per park, in park order; the sixth of every other park and one more are 停用. */
export const SEED_DEPOTS: SeedDepot[] = PARKS.flatMap((park, p) =>
  Array.from({ length: 6 }, (_, z): SeedDepot => {
    const street = park.parkId === 1010;
    const zone = (street ? STREET_ZONES : GARAGE_ZONES)[z];
    const depotId = p * 6 + z + 1;
    return {
      depotId,
      depotName: street ? `${zone}预约泊位` : `${zone}预约车库`,
      parkId: park.parkId,
      zoneName: zone,
      berthCount: street ? 8 + z * 2 : [40, 30, 24, 16, 12, 20][z],
      openStart: ALL_DAY.has(park.parkId) ? '00:00:00' : street ? '08:00:00' : '07:00:00',
      openEnd: ALL_DAY.has(park.parkId) ? '23:59:00' : street ? '20:00:00' : '22:00:00',
      deposit: street ? 5 : [10, 10, 10, 20, 0, 15][z],
      holdMinutes: ALL_DAY.has(park.parkId) ? 60 : street ? 15 : 30,
      depotStatus: (z === 5 && p % 2 === 1) || depotId === 9 ? 0 : 1,
    };
  }),
);

const depotsOf = (parkId: number) => SEED_DEPOTS.filter((d) => d.parkId === parkId && d.depotStatus === 1);

/* ---------------------------------------------------------------- 预约记录 and 违约黑名单 */

type Row = Record<string, unknown>;
type Trail = Record<string, unknown>[];

const created = (time: string, channel: number): Record<string, unknown> => ({
  action: '车主下单',
  user: channel === 4 ? STAFF[time.length % STAFF.length] : '车主',
  time,
  to: BOOK_STATUS.held,
  toLabel: BOOK_STATUS_LABELS[BOOK_STATUS.held],
  note: ['微信小程序预约', '支付宝小程序预约', '车主 APP 预约', '客服电话代约'][channel - 1],
});
const step = (action: string, user: string, time: string, to: number, note: string | null = null) => ({
  action,
  user,
  time,
  from: BOOK_STATUS.held,
  fromLabel: BOOK_STATUS_LABELS[BOOK_STATUS.held],
  to,
  toLabel: BOOK_STATUS_LABELS[to],
  note,
});

const CANCEL_REASONS = [
  '车主来电行程取消',
  '车主在小程序自行取消',
  '航班延误，改日再约',
  '车主改约其他车库',
  '临时加班无法按时到场',
  '重复下单，保留一单',
];
const REMARKS = [null, null, null, '需要靠近电梯口的车位', '车主带小孩，需宽车位', '新能源车需要充电车位', null];

interface BookPlan {
  plateNo: string;
  parkId: number;
  startMs: number;
  status: number;
  /** Hours of the booking. */
  hours: number;
}

/** A booking as stored: times, the depot's deposit and hold time, the state's fields and its trail. */
function bookingRow(rng: Prng, id: number, plan: BookPlan): Row {
  const depots = depotsOf(plan.parkId);
  const depot = depots[id % depots.length];
  const channel = id % 9 === 0 ? 4 : [1, 1, 1, 2, 3][id % 5];
  const orderedMs = plan.startMs - rng.int(2, 40) * HOUR;
  const ordered = formatSeedTime(orderedMs);
  const bookStart = formatSeedTime(plan.startMs);
  const holdMs = plan.startMs + depot.holdMinutes * MINUTE;
  const trail: Trail = [created(ordered, channel)];
  const row: Row = {
    bookId: id,
    bookNo: bookNumber(ordered, id),
    plateNo: plan.plateNo,
    plateColor: plan.plateNo.length === 8 ? 5 : 1,
    phone: seedMobile(rng),
    parkId: plan.parkId,
    depotId: depot.depotId,
    depotName: depot.depotName,
    bookStart,
    bookEnd: formatSeedTime(plan.startMs + plan.hours * HOUR),
    holdUntil: formatSeedTime(holdMs),
    deposit: depot.deposit,
    bookChannel: channel,
    bookStatus: plan.status,
    refundStatus: REFUND.none,
    remark: rng.pick(REMARKS),
    createTime: ordered,
    createUser: channel === 4 ? (trail[0].user as string) : null,
    bookTrail: trail,
  };
  let last = orderedMs;
  if (plan.status === BOOK_STATUS.entered) {
    last = plan.startMs - rng.int(-depot.holdMinutes + 1, 20) * MINUTE;
    const inTime = formatSeedTime(last);
    Object.assign(row, { inTime, orderNo: orderNumber(inTime, id), refundStatus: depot.deposit > 0 ? REFUND.deducted : REFUND.none });
    trail.push(step('车辆入场', SYSTEM, inTime, BOOK_STATUS.entered, `车牌识别入场，停车订单 ${row.orderNo as string}`));
  } else if (plan.status === BOOK_STATUS.cancelled) {
    last = orderedMs + rng.int(10, Math.max(11, Math.floor((plan.startMs - orderedMs) / MINUTE) - 45)) * MINUTE;
    const cancelTime = formatSeedTime(last);
    const reason = rng.pick(CANCEL_REASONS);
    const byOwner = reason.includes('自行') || id % 3 === 0;
    const user = byOwner ? '车主' : rng.pick(STAFF);
    Object.assign(row, {
      cancelTime,
      cancelUser: user,
      cancelReason: reason,
      refundMoney: depot.deposit,
      refundStatus: depot.deposit > 0 ? REFUND.refunded : REFUND.none,
    });
    trail.push(step('取消预约', user, cancelTime, BOOK_STATUS.cancelled, reason));
  } else if (plan.status === BOOK_STATUS.violated) {
    last = holdMs + rng.int(1, 5) * MINUTE;
    const violateTime = formatSeedTime(last);
    Object.assign(row, { violateTime, refundMoney: 0, refundStatus: depot.deposit > 0 ? REFUND.kept : REFUND.none });
    trail.push(step('标记违约', SYSTEM, violateTime, BOOK_STATUS.violated, `超过保留时间（${formatSeedTime(holdMs)}）未入场`));
  }
  row.updateTime = formatSeedTime(last);
  return row;
}

/** The plates behind the blacklist: banned (6), released (3) and expired (3), each after three no-shows. */
interface BanPlan {
  plateNo: string;
  parkId: number;
  status: number;
  /** Days before the seed's day the ban began. */
  bannedDaysAgo: number;
  banDays: number;
}
const BANS: BanPlan[] = [
  { plateNo: '浙A12345', parkId: 1001, status: BLACK_STATUS.banned, bannedDaysAgo: 1, banDays: 7 },
  { plateNo: '浙A7K2M9', parkId: 1002, status: BLACK_STATUS.banned, bannedDaysAgo: 2, banDays: 7 },
  { plateNo: '浙AD52817', parkId: 1003, status: BLACK_STATUS.banned, bannedDaysAgo: 4, banDays: 7 },
  { plateNo: '浙A3P8Q1', parkId: 1004, status: BLACK_STATUS.banned, bannedDaysAgo: 3, banDays: 7 },
  { plateNo: '沪B6N3C7', parkId: 1008, status: BLACK_STATUS.banned, bannedDaysAgo: 5, banDays: 15 },
  { plateNo: '浙C9T5R2', parkId: 1009, status: BLACK_STATUS.banned, bannedDaysAgo: 6, banDays: 15 },
  { plateNo: '浙A5H7J3', parkId: 1005, status: BLACK_STATUS.released, bannedDaysAgo: 5, banDays: 7 },
  { plateNo: '苏E2L8W6', parkId: 1006, status: BLACK_STATUS.released, bannedDaysAgo: 8, banDays: 7 },
  { plateNo: '浙AF30622', parkId: 1007, status: BLACK_STATUS.released, bannedDaysAgo: 3, banDays: 7 },
  { plateNo: '浙A8U1V4', parkId: 1001, status: BLACK_STATUS.expired, bannedDaysAgo: 12, banDays: 7 },
  { plateNo: '浙H4G6D2', parkId: 1002, status: BLACK_STATUS.expired, bannedDaysAgo: 10, banDays: 7 },
];
/** More plates banned over the last weeks: each park but the roadside one, every state, the later ones oldest. */
function moreBans(now: number): BanPlan[] {
  const rng = createPrng(`bookManagement:bans:${now}`);
  const parks = PARKS.filter((p) => p.parkId !== 1010 && p.parkId !== 1006);
  const taken = new Set(BANS.map((b) => b.plateNo));
  const states = [
    ...Array<number>(14).fill(BLACK_STATUS.banned),
    ...Array<number>(14).fill(BLACK_STATUS.released),
    ...Array<number>(14).fill(BLACK_STATUS.expired),
  ];
  return states.map((status, k) => {
    const parkId = parks[k % parks.length].parkId;
    const banDays = BAN_DAYS_15.has(parkId) ? 15 : 7;
    let plateNo = seedPlate(rng);
    while (taken.has(plateNo)) plateNo = seedPlate(rng);
    taken.add(plateNo);
    const bannedDaysAgo =
      status === BLACK_STATUS.banned
        ? rng.int(1, banDays - 1)
        : status === BLACK_STATUS.released
          ? rng.int(2, 30)
          : rng.int(banDays + 1, banDays + 30);
    return { plateNo, parkId, status, bannedDaysAgo, banDays };
  });
}

/** 人工加入 by staff, without bookings behind them: plate, park, days ago, ban days, state. */
const MANUAL_REASONS = [
  '多次占用预约车位后未付费离场，车场投诉核实',
  '冒用他人预约单号入场',
  '预约后长时间占用新能源充电车位，经车场投诉',
  '恶意刷单占用预约车位，经风控核实',
  '与车场工作人员发生冲突，车场申请限制预约',
  '多次预约后以他车入场，预约车位被占用',
];
interface ManualBan {
  plateNo: string;
  parkId: number;
  daysAgo: number;
  banDays: number;
  status: number;
}
const MORE_MANUAL: ManualBan[] = [
  { plateNo: '浙A6L3B8', parkId: 1001, daysAgo: 4, banDays: 30, status: BLACK_STATUS.banned },
  { plateNo: '浙AK8M21', parkId: 1002, daysAgo: 20, banDays: 30, status: BLACK_STATUS.banned },
  { plateNo: '沪A9F2Q6', parkId: 1008, daysAgo: 45, banDays: 30, status: BLACK_STATUS.expired },
  { plateNo: '浙B3X7N5', parkId: 1005, daysAgo: 12, banDays: 60, status: BLACK_STATUS.released },
  { plateNo: '苏A2T6Y9', parkId: 1009, daysAgo: 8, banDays: 15, status: BLACK_STATUS.released },
  { plateNo: '浙A1J5K7', parkId: 1004, daysAgo: 50, banDays: 15, status: BLACK_STATUS.expired },
  { plateNo: '浙AE2071', parkId: 1007, daysAgo: 6, banDays: 90, status: BLACK_STATUS.banned },
  { plateNo: '浙H7C1V3', parkId: 1003, daysAgo: 33, banDays: 7, status: BLACK_STATUS.expired },
  { plateNo: '皖B4P8R2', parkId: 1010, daysAgo: 15, banDays: 30, status: BLACK_STATUS.released },
];

/** 人工加入: no booking history behind it. */
const MANUAL_BAN = { plateNo: '浙A0Y9X5', parkId: 1003, daysAgo: 2, banDays: 30, reason: '多次占用预约车位后未付费离场，车场投诉核实' };
const RELEASE_REASONS = ['车主申诉核实为航班延误，非恶意爽约', '系统识别失败导致未记入场，已核实', '车主为 VIP 客户，经理审批解除'];

/** Parks whose own 违约配置 is stricter than the platform's: 15 天禁止 (airport, railway station). */
const BAN_DAYS_15 = new Set([1008, 1009]);

interface SeedWorld {
  bookings: Row[];
  blacklist: Row[];
}

/** The bookings and the blacklist, built together so each automatic ban rests on three 已违约 bookings of its plate. */
function buildWorld(rng: Prng, now: number): SeedWorld {
  const plans: BookPlan[] = [];
  const banViolations = new Map<string, number[]>();
  const bans = [...BANS, ...moreBans(now)];
  for (const ban of bans) {
    const banMs = now - ban.bannedDaysAgo * DAY + rng.int(9, 20) * HOUR;
    // Three no-shows in the 30 days before the ban, the last one the day the ban began.
    const starts = [banMs - rng.int(14, 22) * DAY, banMs - rng.int(4, 10) * DAY, banMs - rng.int(2, 4) * HOUR].map(
      (ms) => Math.floor(ms / (30 * MINUTE)) * 30 * MINUTE,
    );
    banViolations.set(ban.plateNo, starts);
    for (const startMs of starts) plans.push({ plateNo: ban.plateNo, parkId: ban.parkId, startMs, status: BOOK_STATUS.violated, hours: 2 });
  }
  // Everyone else: one booking each, over the last 30 days and the next two.
  for (let i = 0; i < 92; i++) {
    const park = PARKS[(i * 7) % PARKS.length];
    const future = i % 8 === 0 || i % 13 === 0;
    const day = future ? rng.int(1, 2) : -rng.int(1, 30);
    const hour = ALL_DAY.has(park.parkId) ? rng.int(5, 22) : rng.int(8, 19);
    const startMs = now + day * DAY + hour * HOUR + rng.pick([0, 30]) * MINUTE;
    const roll = rng.next();
    const status = future
      ? i % 5 === 0
        ? BOOK_STATUS.cancelled
        : BOOK_STATUS.held
      : roll < 0.68
        ? BOOK_STATUS.entered
        : roll < 0.88
          ? BOOK_STATUS.cancelled
          : BOOK_STATUS.violated;
    plans.push({ plateNo: seedPlate(rng), parkId: park.parkId, startMs, status, hours: rng.pick([1, 2, 2, 3, 4]) });
  }
  // Yesterday's bookings whose hold time has passed and that nobody has marked yet.
  ['浙A1R6T3', '浙B8K2P7', '浙AD33106', '皖A5S9E2'].forEach((plateNo, k) =>
    plans.push({ plateNo, parkId: PARKS[k * 2].parkId, startMs: now - DAY + (10 + k * 2) * HOUR, status: BOOK_STATUS.held, hours: 2 }),
  );
  // Today: a few that came in this morning and a few still expected tonight.
  plans.push({ plateNo: '浙A6B2C8', parkId: 1001, startMs: now + 8 * HOUR, status: BOOK_STATUS.entered, hours: 3 });
  plans.push({ plateNo: '浙A9E4F1', parkId: 1002, startMs: now + 9 * HOUR, status: BOOK_STATUS.entered, hours: 2 });
  plans.push({ plateNo: '浙AD90177', parkId: 1003, startMs: now + DAY - 90 * MINUTE, status: BOOK_STATUS.held, hours: 1 });
  plans.push({ plateNo: '浙A2M7N5', parkId: 1004, startMs: now + DAY - 60 * MINUTE, status: BOOK_STATUS.held, hours: 1 });

  plans.sort((a, b) => a.startMs - b.startMs);
  // The latest booking first, as the list shows them.
  const bookings = plans.map((plan, i) => bookingRow(rng, plans.length - i, plan));

  const blacklist: Row[] = bans.map((ban, i) => {
    const own = bookings.filter((b) => b.plateNo === ban.plateNo && b.bookStatus === BOOK_STATUS.violated);
    const lastViolation = own[own.length - 1];
    const banStart = String(lastViolation.violateTime);
    const banStartMs = Date.parse(`${banStart.replace(' ', 'T')}+08:00`);
    const banEnd = formatSeedTime(banStartMs + ban.banDays * DAY);
    const ownPark = BAN_DAYS_15.has(ban.parkId);
    const reason = `${ownPark ? `${shortName(PARKS[ban.parkId - 1001].parkName)} ` : ''}30 天内违约 3 次，禁止预约 ${ban.banDays} 天`;
    const trail: Trail = [
      { action: '违约自动加入', user: SYSTEM, time: banStart, to: BLACK_STATUS.banned, toLabel: BLACK_LABELS[1], note: reason },
    ];
    const row: Row = {
      blackId: i + 1,
      plateNo: ban.plateNo,
      plateColor: ban.plateNo.length === 8 ? 5 : 1,
      parkId: ownPark ? ban.parkId : null,
      violationCount: own.length,
      banReason: reason,
      banStart,
      banEnd,
      blackStatus: ban.status,
      blackSource: 1,
      violations: own.map((b) => ({ bookNo: b.bookNo, parkId: b.parkId, bookStart: b.bookStart, violateTime: b.violateTime })),
      createTime: banStart,
      updateTime: banStart,
      blackTrail: trail,
    };
    if (ban.status === BLACK_STATUS.released) {
      const releaseTime = formatSeedTime(banStartMs + rng.int(1, 3) * DAY + rng.int(1, 6) * HOUR);
      const user = STAFF[i % STAFF.length];
      const note = RELEASE_REASONS[i % RELEASE_REASONS.length];
      Object.assign(row, { releaseTime, releaseUser: user, releaseReason: note, updateTime: releaseTime });
      trail.push({ action: '解除', user, time: releaseTime, from: 1, fromLabel: BLACK_LABELS[1], to: 2, toLabel: BLACK_LABELS[2], note });
    }
    if (ban.status === BLACK_STATUS.expired) {
      trail.push({
        action: '禁止期届满',
        user: SYSTEM,
        time: banEnd,
        from: 1,
        fromLabel: BLACK_LABELS[1],
        to: 3,
        toLabel: BLACK_LABELS[3],
        note: null,
      });
      row.updateTime = banEnd;
    }
    return row;
  });
  const manualStart = formatSeedTime(now - MANUAL_BAN.daysAgo * DAY + 15 * HOUR + 20 * MINUTE);
  const manualUser = STAFF[2];
  blacklist.push({
    blackId: blacklist.length + 1,
    plateNo: MANUAL_BAN.plateNo,
    plateColor: 1,
    parkId: MANUAL_BAN.parkId,
    violationCount: 0,
    banReason: MANUAL_BAN.reason,
    banStart: manualStart,
    banEnd: formatSeedTime(now - MANUAL_BAN.daysAgo * DAY + MANUAL_BAN.banDays * DAY + DAY - 1000),
    blackStatus: BLACK_STATUS.banned,
    blackSource: 2,
    violations: [],
    createTime: manualStart,
    createUser: manualUser,
    updateTime: manualStart,
    blackTrail: [{ action: '人工加入', user: manualUser, time: manualStart, to: 1, toLabel: BLACK_LABELS[1], note: MANUAL_BAN.reason }],
  });
  MORE_MANUAL.forEach((m, k) => {
    const startMs = now - m.daysAgo * DAY + (9 + (k % 8)) * HOUR + k * 7 * MINUTE;
    const start = formatSeedTime(startMs);
    const end = formatSeedTime(startMs - (startMs % DAY) + m.banDays * DAY + DAY - 1000 - 8 * HOUR);
    const user = STAFF[k % STAFF.length];
    const reason = MANUAL_REASONS[k % MANUAL_REASONS.length];
    const trail: Trail = [{ action: '人工加入', user, time: start, to: 1, toLabel: BLACK_LABELS[1], note: reason }];
    const row: Row = {
      blackId: blacklist.length + 1,
      plateNo: m.plateNo,
      plateColor: m.plateNo.length === 8 ? 5 : 1,
      parkId: m.parkId,
      violationCount: 0,
      banReason: reason,
      banStart: start,
      banEnd: end,
      blackStatus: m.status,
      blackSource: 2,
      violations: [],
      createTime: start,
      createUser: user,
      updateTime: start,
      blackTrail: trail,
    };
    if (m.status === BLACK_STATUS.released) {
      const releaseTime = formatSeedTime(startMs + (2 + k) * DAY + 3 * HOUR);
      const by = STAFF[(k + 2) % STAFF.length];
      const note = RELEASE_REASONS[k % RELEASE_REASONS.length];
      Object.assign(row, { releaseTime, releaseUser: by, releaseReason: note, updateTime: releaseTime });
      trail.push({
        action: '解除',
        user: by,
        time: releaseTime,
        from: 1,
        fromLabel: BLACK_LABELS[1],
        to: 2,
        toLabel: BLACK_LABELS[2],
        note,
      });
    }
    if (m.status === BLACK_STATUS.expired) {
      trail.push({
        action: '禁止期届满',
        user: SYSTEM,
        time: end,
        from: 1,
        fromLabel: BLACK_LABELS[1],
        to: 3,
        toLabel: BLACK_LABELS[3],
        note: null,
      });
      row.updateTime = end;
    }
    blacklist.push(row);
  });
  return { bookings, blacklist };
}

const worlds = new WeakMap<SeedKit['db'], Map<number, SeedWorld>>();
/** One world per database and reference day, shared by the two entities' seeds. */
function worldOf(kit: SeedKit): SeedWorld {
  let byDay = worlds.get(kit.db);
  if (!byDay) worlds.set(kit.db, (byDay = new Map()));
  let world = byDay.get(kit.now);
  if (!world) byDay.set(kit.now, (world = buildWorld(createPrng(`bookManagement:${kit.now}`), kit.now)));
  return world;
}

/* ---------------------------------------------------------------- 预约规则 */

interface RuleVariant {
  name: (short: string, year: number) => string;
  status: 0 | 1 | 2;
  advanceDays: number;
  maxHours: number;
  cancelMinutes: number;
  refundRule: number;
  holidayMode: number;
}
const RULE_VARIANTS: RuleVariant[] = [
  { name: (s) => `${s}预约规则`, status: 1, advanceDays: 2, maxHours: 4, cancelMinutes: 30, refundRule: 3, holidayMode: 1 },
  {
    name: (s, y) => `${s}预约规则（${y - 1} 版）`,
    status: 2,
    advanceDays: 1,
    maxHours: 3,
    cancelMinutes: 60,
    refundRule: 3,
    holidayMode: 1,
  },
  { name: (s) => `${s}节假日预约规则（试行）`, status: 0, advanceDays: 7, maxHours: 6, cancelMinutes: 120, refundRule: 2, holidayMode: 3 },
  { name: (s) => `${s}工作日通勤预约规则`, status: 0, advanceDays: 3, maxHours: 10, cancelMinutes: 30, refundRule: 3, holidayMode: 2 },
  { name: (s, y) => `${s}春节预约规则（${y}）`, status: 2, advanceDays: 7, maxHours: 8, cancelMinutes: 60, refundRule: 1, holidayMode: 3 },
  { name: (s) => `${s}新能源车位预约规则`, status: 0, advanceDays: 2, maxHours: 4, cancelMinutes: 30, refundRule: 2, holidayMode: 1 },
];

export interface SeedRule {
  ruleId: number;
  ruleName: string;
  scopeType: 1 | 2;
  parkId: number | null;
  advanceDays: number;
  maxHours: number;
  cancelMinutes: number;
  refundRule: number;
  holidayMode: number;
  workdayConfigName: string | null;
  ruleStatus: 0 | 1 | 2;
  version: number;
}

function seedRules(year: number): SeedRule[] {
  const calendar = `${year}年全国法定节假日安排`;
  const rules: SeedRule[] = [
    {
      ruleId: 1,
      ruleName: '全平台默认预约规则',
      scopeType: 1,
      parkId: null,
      advanceDays: 3,
      maxHours: 6,
      cancelMinutes: 30,
      refundRule: 3,
      holidayMode: 1,
      workdayConfigName: calendar,
      ruleStatus: 1,
      version: 3,
    },
  ];
  PARKS.forEach((park, p) =>
    RULE_VARIANTS.forEach((v, k) => {
      const allDay = ALL_DAY.has(park.parkId);
      rules.push({
        ruleId: rules.length + 1,
        ruleName: v.name(shortName(park.parkName), year),
        scopeType: 2,
        parkId: park.parkId,
        advanceDays: allDay && k === 0 ? 7 : v.advanceDays,
        maxHours: allDay && k === 0 ? 24 : v.maxHours,
        cancelMinutes: v.cancelMinutes,
        refundRule: v.refundRule,
        holidayMode: v.holidayMode,
        workdayConfigName: v.holidayMode === 1 && k !== 0 ? null : calendar,
        ruleStatus: v.status,
        version: v.status === 1 ? 1 + (p % 3) : 1,
      });
    }),
  );
  return rules;
}

/* ---------------------------------------------------------------- 违约配置 */

function seedConfigs(kit: SeedKit): number {
  const at = (daysAgo: number) => formatSeedTime(kit.now - daysAgo * DAY + 10 * HOUR);
  kit.insert({
    configId: 1,
    scopeType: 1,
    parkId: null,
    windowDays: 30,
    violationTimes: 3,
    banDays: 7,
    lateCancelCounts: false,
    configStatus: 1,
    remark: '平台默认：30 天内 3 次预约未到场，禁止预约 7 天',
    updateUser: STAFF[0],
    updateTime: at(90),
    createTime: at(180),
  });
  PARKS.forEach((park, i) => {
    const strict = BAN_DAYS_15.has(park.parkId);
    kit.insert({
      configId: i + 2,
      scopeType: 2,
      parkId: park.parkId,
      windowDays: 30,
      violationTimes: strict ? 3 : park.parkId === 1010 ? 5 : 3,
      banDays: strict ? 15 : park.parkId === 1010 ? 3 : 7,
      lateCancelCounts: strict,
      configStatus: park.parkId === 1006 ? 0 : 1,
      remark: strict ? '交通枢纽车场车位紧张，超时取消计为违约，禁止期 15 天' : park.parkId === 1010 ? '路内泊位周转快，放宽到 5 次' : null,
      updateUser: STAFF[(i + 1) % STAFF.length],
      updateTime: at(10 + i * 3),
      createTime: at(120 + i),
    });
  });
  return PARKS.length + 1;
}

/* ---------------------------------------------------------------- the extension */

export const bookManagementSeedExtension: EngineExtension = {
  entities: {
    [BOOK_ENTITIES.depot]: {
      fixedRows: true,
      seed: (kit) => {
        SEED_DEPOTS.forEach((d) => {
          const updated = formatSeedTime(kit.now - ((d.depotId * 5) % 40) * DAY - 6 * HOUR);
          kit.insert({ ...d, updateTime: updated, createTime: formatSeedTime(kit.now - (200 - d.depotId) * DAY) });
        });
        return SEED_DEPOTS.length;
      },
    },
    [BOOK_ENTITIES.record]: {
      fixedRows: true,
      seed: (kit) => {
        const { bookings } = worldOf(kit);
        for (const row of bookings) kit.insert(row);
        return bookings.length;
      },
    },
    [BOOK_ENTITIES.blacklist]: {
      fixedRows: true,
      seed: (kit) => {
        const { blacklist } = worldOf(kit);
        for (const row of blacklist) kit.insert(row);
        return blacklist.length;
      },
    },
    [BOOK_ENTITIES.rule]: {
      fixedRows: true,
      seed: (kit) => {
        const rules = seedRules(Number(formatSeedTime(kit.now).slice(0, 4)));
        rules.forEach((r) =>
          kit.insert({
            ...r,
            remark: r.scopeType === 1 ? '未单独配置规则的车场按本规则执行' : null,
            updateUser: STAFF[r.ruleId % STAFF.length],
            updateTime: formatSeedTime(kit.now - (1 + ((r.ruleId * 7) % 50)) * DAY + 9 * HOUR),
          }),
        );
        return rules.length;
      },
    },
    [BOOK_ENTITIES.ruleVersion]: {
      fixedRows: true,
      seed: (kit) => {
        let n = 0;
        for (const rule of seedRules(Number(formatSeedTime(kit.now).slice(0, 4)))) {
          for (let version = 1; version < rule.version; version++) {
            const behind = rule.version - version;
            kit.insert({
              bookRuleId: rule.ruleId,
              ruleName: rule.ruleName,
              parkId: rule.parkId,
              version,
              advanceDays: Math.max(0, rule.advanceDays - behind),
              maxHours: Math.max(1, rule.maxHours - behind),
              cancelMinutes: rule.cancelMinutes + 30 * behind,
              refundRule: rule.refundRule,
              holidayMode: rule.holidayMode,
              replacedUser: personName(kit.rng.pick),
              replacedTime: formatSeedTime(kit.now - (60 * behind + ((rule.ruleId * 11) % 30)) * DAY + 14 * HOUR),
            });
            n++;
          }
        }
        return n;
      },
    },
    [BOOK_ENTITIES.config]: { fixedRows: true, seed: seedConfigs },
  },
};
