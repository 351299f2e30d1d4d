/**
 * 电站账户 (分账), 充电账单, 欠费追缴 and 预约充电 of 充电平台 (schemas/chargingPlatform.json). Code, because the document
 * cannot say these:
 * - a station account's 分成比例 must add up to 100 % (two fields of one record summed), and its 已结算 amounts are
 *   computed whenever the accounts are read from the station's 支付记录 (payments less refunds), split by the ratios;
 * - 充电账单 are never stored figures: each read rebuilds them, one row per station and month, from the orders and the
 *   refunds of 支付记录 (订单数, 电量, 电费, 服务费, 占桩费, 订单金额, 实收, 退款, 欠费);
 * - 欠费追缴 rows are the orders whose payment failed (seeded from the unpaid orders, and paid ones that were once in
 *   arrears); 补缴 (`chargeArrearPay`) makes the order 已支付 and writes its 支付记录 in the step's transaction;
 * - a booking 待使用 whose window has ended is 已超时 when read (the clock, not a call, moves it). Overlapping
 *   bookings of one connector are the document's (entities.unique with overlap).
 */
import type Database from 'better-sqlite3';
import { createPrng } from '../../db/prng';
import { formatSeedTime, seedMobile } from '../../engine/seedValues';
import { DAY, HOUR, MINUTE, seedTrailEntry } from '../../engine/seedKit';
import { quote } from '../../engine/storage';
import type { EntityStore } from '../../engine/store';
import type { EntityExtension, SeedKit } from '../../engine/types';
import type { StepComputation } from '../../engine/stepComputations';
import type { OrderFacts as ChargeOrderFacts } from './records';
import { CHARGING_STATIONS } from './stations';

type Row = Record<string, unknown>;

export const OPERATION_ENTITY = {
  stationAccount: 'chargeStationAccount',
  monthBill: 'chargeMonthBill',
  arrear: 'chargeArrear',
  booking: 'chargeBooking',
} as const;

export const ARREAR = { open: 1, paid: 2 } as const;
export const BOOKING = { waiting: 1, used: 2, cancelled: 3, expired: 4 } as const;
const ARREAR_LABELS: Record<number, string> = { 1: '待补缴', 2: '已补缴' };
const BOOKING_LABELS: Record<number, string> = { 1: '待使用', 2: '已使用', 3: '已取消', 4: '已超时' };

export const OPERATION_MSG = {
  ratioTotal: (total: number) => `运营方与物业分成比例之和须为 100%，当前为 ${total}%`,
  orderPaid: (orderNo: string) => `充电订单「${orderNo}」已支付，无需补缴`,
  orderMissing: (orderNo: string) => `充电订单「${orderNo}」不存在`,
};

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0)) || 0;
const digits = (text: string) => text.replace(/\D/g, '');
const ms = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);
const table = (entity: string) => quote(`ent_${entity}`);
const exists = (db: Database.Database, entity: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(`ent_${entity}`) !== undefined;

/** What the operations read of a seeded order (the orders' facts of records.ts). */
export type OrderFacts = Pick<
  ChargeOrderFacts,
  'orderNo' | 'stationId' | 'pileCode' | 'connectorNo' | 'plateNo' | 'plateColor' | 'endTime' | 'releaseTime' | 'totalFee' | 'payState'
>;
export interface PileFacts {
  pileCode: string;
  stationId: number;
  connectors: { connectorNo: number }[];
}

// ---------------------------------------------------------------------------------------------------------------
// Seeds

const BANKS = ['中国工商银行杭州西湖支行', '中国建设银行杭州分行营业部', '招商银行杭州城西支行', '杭州银行文创支行', '浙商银行杭州分行'];
const PROPERTY = ['万科物业', '绿城物业', '滨江物业', '中海物业', '碧桂园服务'];
const FAIL_REASONS = ['余额不足，自动扣款失败', '微信免密支付扣款失败', '支付宝代扣失败（签约已解除）', '用户拔枪后未完成支付'];
const REMIND_WAYS = ['短信', 'App推送', '电话'];
const STAFF = ['李晓梅', '王志强', '陈建国', '客服-周敏', '客服-吴倩'];

export function stationAccountsOf(now: number): Row[] {
  const rng = createPrng(`chargingStationAccounts:${now}`);
  return CHARGING_STATIONS.map((s, i) => {
    const operatorRatio = s.parkId === null ? 100 : rng.pick([70, 75, 80, 85]);
    return {
      stationAccountId: i + 1,
      stationId: s.stationId,
      accountName: s.operatorName,
      bankName: rng.pick(BANKS),
      bankAccount: `3301${rng.chars('0123456789', 15)}`,
      operatorRatio,
      propertyRatio: 100 - operatorRatio,
      propertyName: s.parkId === null ? null : `${rng.pick(PROPERTY)}（${s.stationName.replace('充电站', '')}）`,
      settledAmount: 0,
      operatorAmount: 0,
      propertyAmount: 0,
      paidOrderCount: 0,
      updateUser: rng.pick(STAFF),
      updateTime: formatSeedTime(now - (30 + i * 7) * DAY),
    };
  });
}

export function arrearsOf(orders: readonly OrderFacts[], now: number): Row[] {
  const rng = createPrng(`chargingArrears:${now}`);
  const time = (t: number) => formatSeedTime(Math.min(t, now - MINUTE));
  const unpaid = orders.filter((o) => o.payState === 1 && o.totalFee > 0);
  const once = orders.filter((o) => o.payState === 2 && o.totalFee > 0).filter((_, i) => i % 3 === 1);
  const rows: Row[] = [];
  for (const o of [...unpaid, ...once.slice(0, Math.max(0, 72 - unpaid.length))]) {
    const failed = ms(o.releaseTime) + rng.int(1, 5) * MINUTE;
    const open = o.payState === 1;
    const reminds = open ? rng.int(0, 3) : rng.int(1, 2);
    const trail = [];
    let last: number | null = null;
    for (let k = 0; k < reminds; k++) {
      last = Math.min(failed + (k + 1) * rng.int(3, 20) * HOUR, now - HOUR);
      trail.push(seedTrailEntry(ARREAR_LABELS, '催缴', rng.pick(STAFF), last, ARREAR.open, ARREAR.open, `${rng.pick(REMIND_WAYS)}催缴`));
    }
    let paidAt: number | null = null;
    if (!open) {
      paidAt = Math.min((last ?? failed) + rng.int(1, 24) * HOUR, now - 30 * MINUTE);
      trail.push(seedTrailEntry(ARREAR_LABELS, '补缴', '车主', paidAt, ARREAR.open, ARREAR.paid, '车主在 App 完成补缴'));
    }
    rows.push({
      orderNo: o.orderNo,
      stationId: o.stationId,
      plateNo: o.plateNo,
      plateColor: o.plateColor,
      phone: seedMobile(rng),
      arrearAmount: o.totalFee,
      failTime: time(failed),
      failReason: rng.pick(FAIL_REASONS),
      arrearState: open ? ARREAR.open : ARREAR.paid,
      remindCount: reminds,
      lastRemindTime: last === null ? null : time(last),
      repayTime: paidAt === null ? null : time(paidAt),
      auditTrail: trail,
      updateTime: time(paidAt ?? last ?? failed),
    });
  }
  return rows.sort((a, b) => String(a.failTime).localeCompare(String(b.failTime)));
}

export function bookingsOf(orders: readonly OrderFacts[], piles: readonly PileFacts[], now: number): Row[] {
  const rng = createPrng(`chargingBookings:${now}`);
  const operating = new Set(CHARGING_STATIONS.filter((s) => s.stationStatus === 1).map((s) => s.stationId));
  const usable = piles.filter((p) => operating.has(p.stationId));
  const rows: Row[] = [];
  // Coming windows lie after the clock of the calls too (a test server seeds at a fixed reference time), so that
  // the bookings 待使用 are not read as 已超时 at once.
  const present = Math.max(now, Date.now());
  const hour = now - (now % HOUR);
  const comingHour = present - (present % HOUR);
  // Windows of one or two hours: past ones used, cancelled or expired; coming ones waiting.
  for (let i = 0; i < 72; i++) {
    const pile = usable[(i * 5) % usable.length];
    const connector = pile.connectors[i % pile.connectors.length].connectorNo;
    const coming = i % 3 === 0;
    const start = (coming ? comingHour + rng.int(1, 48) * HOUR : hour - rng.int(2, 20 * 24) * HOUR) + (i % 2) * 30 * MINUTE;
    const end = start + rng.pick([1, 1, 2]) * HOUR - 1000;
    const past = !coming;
    const state = !past
      ? i % 9 === 0
        ? BOOKING.cancelled
        : BOOKING.waiting
      : [BOOKING.used, BOOKING.used, BOOKING.cancelled, BOOKING.expired][i % 4];
    const order = orders[(i * 3) % orders.length];
    const created = start - rng.int(1, 20) * HOUR;
    const trail = [];
    if (state === BOOKING.used)
      trail.push(seedTrailEntry(BOOKING_LABELS, '确认使用', '系统', start + rng.int(1, 15) * MINUTE, 1, 2, '车辆到站插枪充电'));
    if (state === BOOKING.cancelled)
      trail.push(
        seedTrailEntry(
          BOOKING_LABELS,
          '取消预约',
          rng.pick(['车主', '客服-周敏']),
          created + HOUR,
          1,
          3,
          rng.pick(['行程变更', '车主临时有事']),
        ),
      );
    rows.push({
      bookingNo: `YY${digits(formatSeedTime(created))}${String(i + 1).padStart(3, '0')}`,
      plateNo: order.plateNo,
      plateColor: order.plateColor,
      phone: seedMobile(rng),
      stationId: pile.stationId,
      pileCode: pile.pileCode,
      connectorNo: connector,
      bookStart: formatSeedTime(start),
      bookEnd: formatSeedTime(end),
      bookingState: state,
      auditTrail: trail,
      createTime: formatSeedTime(Math.min(created, now - MINUTE)),
    });
  }
  // One connector never holds two waiting bookings at once.
  const seen: Row[] = [];
  return rows.filter((r) => {
    if (r.bookingState !== BOOKING.waiting) return true;
    const clash = seen.some(
      (s) =>
        s.pileCode === r.pileCode &&
        s.connectorNo === r.connectorNo &&
        !(String(s.bookEnd) < String(r.bookStart) || String(r.bookEnd) < String(s.bookStart)),
    );
    if (clash) r.bookingState = BOOKING.cancelled;
    else seen.push(r);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Figures computed at read time

/** 已结算 of each station account: the net of its station's 支付记录, split by the ratios. */
export function settleAccounts(db: Database.Database): void {
  if (!exists(db, OPERATION_ENTITY.stationAccount) || !exists(db, 'chargePayRecord')) return;
  const sums = db
    .prepare(
      `SELECT "stationId" AS id, COALESCE(SUM("payAmount"), 0) AS net, SUM(CASE WHEN "payKind" = 1 THEN 1 ELSE 0 END) AS n FROM ${table('chargePayRecord')} GROUP BY "stationId"`,
    )
    .all() as { id: number; net: number; n: number }[];
  const accounts = db
    .prepare(`SELECT "stationAccountId", "stationId", "operatorRatio" FROM ${table(OPERATION_ENTITY.stationAccount)}`)
    .all() as {
    stationAccountId: number;
    stationId: number;
    operatorRatio: number;
  }[];
  const write = db.prepare(
    `UPDATE ${table(OPERATION_ENTITY.stationAccount)} SET "settledAmount" = ?, "operatorAmount" = ?, "propertyAmount" = ?, "paidOrderCount" = ? WHERE "stationAccountId" = ?`,
  );
  for (const a of accounts) {
    const s = sums.find((x) => num(x.id) === num(a.stationId));
    const net = num(s?.net);
    const operator = Math.round((net * num(a.operatorRatio)) / 100);
    write.run(net, operator, net - operator, num(s?.n), a.stationAccountId);
  }
}

/** Rebuilds 充电账单: one row per station and month of the orders' start, from the orders and 支付记录. */
export function rebuildMonthBills(store: EntityStore): void {
  const { db } = store;
  if (!exists(db, 'chargeOrder') || !exists(db, 'chargePayRecord')) return;
  const rows = db
    .prepare(
      `SELECT o."stationId" AS stationId, substr(o."startTime", 1, 7) AS billMonth, COUNT(*) AS orderCount,
        ROUND(SUM(o."chargeKwh"), 3) AS chargeKwh, SUM(o."elecFee") AS elecFee, SUM(o."serviceFee") AS serviceFee,
        SUM(o."occupyFee") AS occupyFee, SUM(o."totalFee") AS totalFee,
        COALESCE(SUM((SELECT SUM(p."payAmount") FROM ${table('chargePayRecord')} p WHERE p."orderNo" = o."orderNo" AND p."payKind" = 1)), 0) AS paidAmount,
        COALESCE(-SUM((SELECT SUM(p."payAmount") FROM ${table('chargePayRecord')} p WHERE p."orderNo" = o."orderNo" AND p."payKind" <> 1)), 0) AS refundAmount,
        SUM(CASE WHEN o."payState" = 1 THEN o."totalFee" ELSE 0 END) AS unpaidAmount
       FROM ${table('chargeOrder')} o GROUP BY o."stationId", substr(o."startTime", 1, 7) ORDER BY billMonth, o."stationId"`,
    )
    .all() as Row[];
  db.prepare(`DELETE FROM ${store.table}`).run();
  rows.forEach((r, i) =>
    store.insert({
      ...r,
      monthBillId: i + 1,
      chargeKwh: num(r.chargeKwh),
      netAmount: num(r.paidAmount) - num(r.refundAmount),
    }),
  );
}

/** Bookings 待使用 whose window has ended are 已超时. */
export function expireBookings(db: Database.Database, now: number): void {
  if (!exists(db, OPERATION_ENTITY.booking)) return;
  db.prepare(`UPDATE ${table(OPERATION_ENTITY.booking)} SET "bookingState" = ? WHERE "bookingState" = ? AND "bookEnd" < ?`).run(
    BOOKING.expired,
    BOOKING.waiting,
    formatSeedTime(now),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Steps and hooks

const ratioProblem = (values: Row) => {
  const total = num(values.operatorRatio) + num(values.propertyRatio);
  return total === 100 ? undefined : OPERATION_MSG.ratioTotal(total);
};

const PAY_CHANNEL_PREFIX: Record<number, string> = { 1: '4200002', 2: '2088' };

/** 补缴: the order must still be unpaid; it becomes 已支付 and its payment row is written. */
export const chargeArrearPay: StepComputation = ({ record, input, actor, store }) => {
  if (!store) return { ok: false, msg: '接口未实现：补缴缺少数据' };
  const orderNo = String(record.orderNo ?? '');
  const order = store.db
    .prepare(
      `SELECT "orderId", "payState", "totalFee", "occupyFee", "stationId", "plateNo", "plateColor" FROM ${table('chargeOrder')} WHERE "orderNo" = ?`,
    )
    .get(orderNo) as
    | { orderId: number; payState: number; totalFee: number; occupyFee: number; stationId: number; plateNo: string; plateColor: number }
    | undefined;
  if (!order) return { ok: false, msg: OPERATION_MSG.orderMissing(orderNo) };
  if (num(order.payState) !== 1) return { ok: false, msg: OPERATION_MSG.orderPaid(orderNo) };
  const channel = num(input.repayChannel) || 1;
  store.db.prepare(`UPDATE ${table('chargeOrder')} SET "payState" = 2 WHERE "orderId" = ?`).run(order.orderId);
  if (exists(store.db, 'occupyRecord'))
    store.db
      .prepare(`UPDATE ${table('occupyRecord')} SET "occupyBillState" = 2 WHERE "orderNo" = ? AND "occupyBillState" = 1`)
      .run(orderNo);
  const rng = createPrng(`repay:${orderNo}`);
  return {
    ok: true,
    values: { repayTime: actor.time, repayChannel: channel },
    creates: [
      {
        entity: 'chargePayRecord',
        values: {
          payNo: `ZF${digits(actor.time)}${String(order.orderId).padStart(4, '0')}`,
          orderNo,
          stationId: order.stationId,
          plateNo: order.plateNo,
          plateColor: order.plateColor,
          payKind: 1,
          payChannel: channel,
          payAmount: order.totalFee,
          payTime: actor.time,
          tradeNo: `${PAY_CHANNEL_PREFIX[channel] ?? ''}${digits(actor.time)}${rng.chars('0123456789', 8)}`,
          refundNo: null,
          totalFee: order.totalFee,
          occupyFee: order.occupyFee,
        },
      },
    ],
  };
};

export interface OperationSources {
  orders(now: number): OrderFacts[];
  piles(now: number): PileFacts[];
}

export function operationEntities(src: OperationSources): Record<string, EntityExtension> {
  const seedRows = (rows: (kit: SeedKit) => Row[]) => (kit: SeedKit) => {
    const list = rows(kit);
    for (const r of list) kit.insert(r);
    return list.length;
  };
  return {
    [OPERATION_ENTITY.stationAccount]: {
      seed: seedRows((kit) => stationAccountsOf(kit.now)),
      fixedRows: true,
      hooks: {
        beforeCreate: (values) => ratioProblem(values),
        beforeUpdate: (current, values) => ratioProblem({ ...current, ...values }),
        beforeRead: (store) => settleAccounts(store.db),
      },
    },
    [OPERATION_ENTITY.monthBill]: { seed: () => 0, fixedRows: true, hooks: { beforeRead: (store) => rebuildMonthBills(store) } },
    [OPERATION_ENTITY.arrear]: { seed: seedRows((kit) => arrearsOf(src.orders(kit.now), kit.now)), fixedRows: true },
    [OPERATION_ENTITY.booking]: {
      seed: seedRows((kit) => bookingsOf(src.orders(kit.now), src.piles(kit.now), kit.now)),
      fixedRows: true,
      hooks: { beforeRead: (store, now) => expireBookings(store.db, now) },
    },
  };
}

export const operationComputations = { chargeArrearPay };
