/**
 * 支付记录, 占桩记录 / 占桩账单, 充电退款 and 占桩退款 of 充电平台 (schemas/chargingPlatform.json). Code, because the document
 * cannot say these:
 * - the records drawn from the seeded orders (never invented): one payment per paid order equal to its 订单金额, one
 *   occupancy per order (charging end to release, the minutes over the free time, the rule applied, the fee the tariff
 *   module computed), and refund applications in every state whose approved amounts are the negative payment rows
 *   and set the order's 支付状态 (已退款 / 部分退款) and the occupancy's 占桩费状态;
 * - the refundable amount of an application, read across three tables: the order's 订单金额 less the refunds already
 *   approved or waiting for review (a 占桩退款 also at most the 占桩费 less its earlier occupancy refunds), refused
 *   with the amount in 元 (退款金额不能超过可退金额 12.30 元);
 * - the step computation `chargeRefundPayout` of 审核通过: checks the amount again, writes the refund payment row and
 *   the order's and occupancy's states (an order paid by 充电卡 gets the amount back on its card, customers.ts).
 */
import type Database from 'better-sqlite3';
import { createPrng, type Prng } from '../../db/prng';
import { formatSeedTime } from '../../engine/seedValues';
import { HOUR, MINUTE, seedTrailEntry } from '../../engine/seedKit';
import { quote } from '../../engine/storage';
import type { EntityHooks } from '../../engine/types';
import type { StepComputation } from '../../engine/stepComputations';
import type { OccupancyRule } from './tariff';
import { cardRefund } from './customers';

export const RECORD_ENTITY = {
  pay: 'chargePayRecord',
  occupy: 'occupyRecord',
  refund: 'chargeOrderRefund',
  occupyRefund: 'occupyFeeRefund',
} as const;

/** 收支类型 (payKind), 退款状态 (refundStatus), 支付状态 of an order (payState), 占桩费状态 (occupyBillState). */
export const PAY_KIND = { pay: 1, refund: 2, occupyRefund: 3 } as const;
export const REFUND = { pending: 0, approved: 1, rejected: 2 } as const;
export const PAY_STATE = { unpaid: 1, paid: 2, refunded: 3, partly: 4 } as const;
export const BILL_STATE = { free: 0, unpaid: 1, paid: 2, refunded: 3, partly: 4 } as const;
const REFUND_LABELS: Record<number, string> = { 0: '待审核', 1: '已退款', 2: '已驳回' };

type Row = Record<string, unknown>;

/** 12.3 → "12.30" from fen. */
export const yuan = (fen: number) => (fen / 100).toFixed(2);
export const REFUND_MSG = {
  orderMissing: (no: string) => `充电订单「${no}」不存在`,
  unpaid: '该订单尚未支付，不能申请退款',
  noOccupyFee: '该订单没有占桩费，不能申请占桩退款',
  overRefundable: (fen: number) => `退款金额不能超过可退金额 ${yuan(fen)} 元`,
  overOccupy: (fen: number) => `退款金额不能超过可退占桩费 ${yuan(fen)} 元`,
  amount: '退款金额须大于 0',
};

// ---------------------------------------------------------------------------------------------------------------
// The records of the seeded orders

/** What an order of seed.ts carries that these records read. */
export interface OrderFacts extends Row {
  orderId: number;
  orderNo: string;
  stationId: number;
  pileCode: string;
  connectorNo: number;
  plateNo: string;
  plateColor: number;
  endTime: string;
  releaseTime: string;
  occupyMinutes: number;
  occupyFee: number;
  totalFee: number;
  payState: number;
  occupyRuleId: number | null;
}

export interface OccupyRuleFacts extends OccupancyRule {
  occupyRuleId: number;
  ruleName: string;
}

export interface ChargeRecords {
  pays: Row[];
  occupancies: Row[];
  refunds: Row[];
  occupyRefunds: Row[];
  /** 支付状态 of the orders the approved refunds changed. */
  payStates: Map<number, number>;
}

const ms = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);
const digits = (text: string) => text.replace(/\D/g, '');

/** 免费15分钟，超出后 0.50 元/分钟，夜间 22:00–07:00 免收，每日封顶 30.00 元 */
export function occupyRuleText(rule: OccupancyRule | null): string {
  if (!rule) return '未配置占桩规则，不收占桩费';
  const unit = rule.chargeUnit === 2 ? `${yuan(rule.unitPrice)} 元/小时（不足 1 小时按 1 小时）` : `${yuan(rule.unitPrice)} 元/分钟`;
  const night = rule.nightFree ? `，夜间 ${rule.nightStart}–${rule.nightEnd} 免收` : '';
  const cap = rule.dailyCap ? `，每日封顶 ${yuan(rule.dailyCap)} 元` : '';
  return `免费 ${rule.graceMinutes} 分钟，超出后 ${unit}${night}${cap}`;
}

/** 支付渠道 (payChannel) as often as they are used: 微信, 支付宝, 充电卡, 余额, 企业账户. */
export const CHANNELS = [1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5];
export function tradeNoOf(rng: Prng, channel: number, time: string): string {
  const day = digits(time).slice(0, 8);
  if (channel === 1) return `4200002${day}${rng.chars('0123456789', 13)}`;
  if (channel === 2) return `${day}2200${rng.chars('0123456789', 16)}`;
  return `${['', '', '', 'KZ', 'YE', 'QY'][channel]}${digits(time)}${rng.chars('0123456789', 6)}`;
}

const CHARGE_REASONS = [
  '充电桩故障导致提前停止，申请退还服务费',
  '充电枪接触不良，实际充电量与计费不符',
  '重复扣费，申请退还多扣金额',
  '车辆未充上电却产生费用',
  '平台计费时段有误，申请退还差额',
];
const OCCUPY_REASONS = [
  '充电结束通知未推送，未能及时挪车',
  '车位被地锁卡住无法驶离，非本人原因占桩',
  '排队车辆拥堵无法出场',
  '充电桩提示未结束，实际已充满',
];
const REJECT_NOTES = [
  '订单充电正常完成，不符合退款条件',
  '现场监控显示车辆长时间停放，占桩属实',
  '申请金额与实际情况不符，请核实后重新申请',
];
const APPLICANTS = ['李晓梅', '王志强', '客服-周敏', '客服-吴倩'];
const AUDITORS = ['陈建国', '李晓梅'];

/**
 * The payment, occupancy and refund records of the seeded orders, drawn once per reference time. Orders already
 * 已退款 get an approved full refund; others some applications in every state; amounts approved change the order.
 */
export function chargeRecordsOf(orders: readonly OrderFacts[], occupyRules: readonly OccupyRuleFacts[], now: number): ChargeRecords {
  const rng = createPrng(`chargingRecords:${now}`);
  const pays: Row[] = [];
  const refunds: Row[] = [];
  const occupyRefunds: Row[] = [];
  const approved = new Map<number, { charge: number; occupy: number }>();
  const took = (orderId: number) => approved.get(orderId) ?? { charge: 0, occupy: 0 };
  const channelOf = new Map<number, number>();
  const cap = (t: number) => formatSeedTime(Math.min(t, now - MINUTE));

  for (const o of orders) {
    if (o.payState === PAY_STATE.unpaid || o.totalFee <= 0) continue;
    const channel = rng.pick(CHANNELS);
    channelOf.set(o.orderId, channel);
    const payTime = cap(ms(o.releaseTime) + rng.int(1, 10) * MINUTE + rng.int(0, 59) * 1000);
    pays.push({
      payNo: `ZF${digits(payTime)}${String(o.orderId).padStart(4, '0')}`,
      orderNo: o.orderNo,
      stationId: o.stationId,
      plateNo: o.plateNo,
      plateColor: o.plateColor,
      payKind: PAY_KIND.pay,
      payChannel: channel,
      payAmount: o.totalFee,
      payTime,
      tradeNo: tradeNoOf(rng, channel, payTime),
      refundNo: null,
      totalFee: o.totalFee,
      occupyFee: o.occupyFee,
    });
  }

  const apply = (o: OrderFacts, occupy: boolean, state: number, amount: number) => {
    const list = occupy ? occupyRefunds : refunds;
    const applied = Math.min(ms(o.releaseTime) + rng.int(2, 40) * HOUR, now - 3 * HOUR) + rng.int(0, 59) * MINUTE;
    const createTime = cap(applied);
    const applicant = rng.pick(APPLICANTS);
    const auditor = rng.pick(AUDITORS);
    const audited = cap(applied + rng.int(20, 240) * MINUTE);
    const note = state === REFUND.rejected ? rng.pick(REJECT_NOTES) : state === REFUND.approved ? '核实属实，同意退款' : null;
    const refundNo = `${occupy ? 'ZT' : 'TK'}${digits(createTime)}${String(list.length + 1).padStart(3, '0')}`;
    const trail = [
      seedTrailEntry(REFUND_LABELS, '提交申请', applicant, ms(createTime), REFUND.pending, REFUND.pending, `申请退款 ${yuan(amount)} 元`),
    ];
    if (state !== REFUND.pending)
      trail.push(
        seedTrailEntry(
          REFUND_LABELS,
          state === REFUND.approved ? '审核通过' : '审核驳回',
          auditor,
          ms(audited),
          REFUND.pending,
          state,
          note,
        ),
      );
    list.push({
      refundNo,
      orderNo: o.orderNo,
      stationId: o.stationId,
      plateNo: o.plateNo,
      plateColor: o.plateColor,
      paidAmount: o.totalFee,
      occupyFee: o.occupyFee,
      occupyMinutes: o.occupyMinutes,
      payChannel: channelOf.get(o.orderId) ?? 1,
      refundAmount: amount,
      refundReason: rng.pick(occupy ? OCCUPY_REASONS : CHARGE_REASONS),
      refundStatus: state,
      createUser: applicant,
      createTime,
      auditUser: state === REFUND.pending ? null : auditor,
      auditTime: state === REFUND.pending ? null : audited,
      auditNote: note,
      auditTrail: trail,
      updateTime: state === REFUND.pending ? createTime : audited,
    });
    if (state === REFUND.approved) {
      const t = took(o.orderId);
      approved.set(o.orderId, occupy ? { ...t, occupy: t.occupy + amount } : { ...t, charge: t.charge + amount });
      pays.push({
        payNo: `ZF${digits(audited)}${String(o.orderId).padStart(4, '0')}`,
        orderNo: o.orderNo,
        stationId: o.stationId,
        plateNo: o.plateNo,
        plateColor: o.plateColor,
        payKind: occupy ? PAY_KIND.occupyRefund : PAY_KIND.refund,
        payChannel: channelOf.get(o.orderId) ?? 1,
        payAmount: -amount,
        payTime: audited,
        tradeNo: tradeNoOf(rng, channelOf.get(o.orderId) ?? 1, audited),
        refundNo,
        totalFee: o.totalFee,
        occupyFee: o.occupyFee,
      });
    }
  };

  // 已退款 orders: the whole amount back. Then applications on paid orders, every state, amounts within the service
  // part so that a later occupancy refund on the same order still fits.
  const paid = orders.filter((o) => channelOf.has(o.orderId));
  for (const o of paid) if (o.payState === PAY_STATE.refunded) apply(o, false, REFUND.approved, o.totalFee);
  const open = paid.filter((o) => o.payState === PAY_STATE.paid);
  const chargeStates = [REFUND.approved, REFUND.pending, REFUND.rejected, REFUND.pending, REFUND.rejected, REFUND.approved];
  open
    .filter((o, i) => i % 3 === 0 && o.totalFee - o.occupyFee >= 200)
    .slice(0, 54)
    .forEach((o, i) => {
      const state = chargeStates[i % chargeStates.length];
      const part = Math.max(100, Math.round(((o.totalFee - o.occupyFee) * rng.int(10, 40)) / 100));
      apply(o, false, state, part);
    });
  const occupyStates = [REFUND.approved, REFUND.pending, REFUND.rejected, REFUND.approved, REFUND.pending];
  open
    .filter((o) => o.occupyFee > 0)
    .filter((_, i) => i % 4 !== 3)
    .forEach((o, i) => {
      const state = occupyStates[i % occupyStates.length];
      const amount = i % 2 === 0 ? o.occupyFee : Math.max(1, Math.round(o.occupyFee / 2));
      apply(o, true, state, amount);
    });

  const payStates = new Map<number, number>();
  for (const o of orders) {
    const t = took(o.orderId);
    if (t.charge + t.occupy > 0) payStates.set(o.orderId, t.charge + t.occupy >= o.totalFee ? PAY_STATE.refunded : PAY_STATE.partly);
  }

  const occupancies = orders.map((o) =>
    occupancyRecordOf(
      o,
      occupyRules.find((r) => r.occupyRuleId === o.occupyRuleId) ?? null,
      payStates.get(o.orderId) ?? o.payState,
      took(o.orderId).occupy,
    ),
  );
  return { pays, occupancies, refunds, occupyRefunds, payStates };
}

/** The 占桩记录 of an order: the time the car stayed plugged in after charging, the free minutes and the fee. */
export function occupancyRecordOf(o: OrderFacts, rule: OccupyRuleFacts | null, payState: number, refunded: number): Row {
  const total = Math.max(0, Math.floor((ms(o.releaseTime) - ms(o.endTime)) / MINUTE));
  const grace = rule?.graceMinutes ?? 0;
  return {
    orderNo: o.orderNo,
    stationId: o.stationId,
    pileCode: o.pileCode,
    connectorNo: o.connectorNo,
    plateNo: o.plateNo,
    plateColor: o.plateColor,
    endTime: o.endTime,
    releaseTime: o.releaseTime,
    occupyTotalMinutes: total,
    graceMinutes: grace,
    overMinutes: Math.max(0, total - grace),
    occupyMinutes: o.occupyMinutes,
    ruleName: rule?.ruleName ?? null,
    occupyRuleDesc: occupyRuleText(rule),
    occupyFee: o.occupyFee,
    occupyRefunded: refunded,
    occupyBillState: billStateOf(o.occupyFee, payState, refunded),
  };
}

/** 占桩费状态 from the fee, the order's 支付状态 and the occupancy refunds approved. */
export function billStateOf(fee: number, payState: number, refunded: number): number {
  if (fee <= 0) return BILL_STATE.free;
  if (payState === PAY_STATE.unpaid) return BILL_STATE.unpaid;
  if (payState === PAY_STATE.refunded || refunded >= fee) return BILL_STATE.refunded;
  return refunded > 0 ? BILL_STATE.partly : BILL_STATE.paid;
}

// ---------------------------------------------------------------------------------------------------------------
// Refundable amounts, read from the tables

const table = (entity: string) => quote(`ent_${entity}`);
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0)) || 0;

interface OrderRow {
  orderId: number;
  orderNo: string;
  stationId: number;
  plateNo: string;
  plateColor: number;
  totalFee: number;
  occupyFee: number;
  occupyMinutes: number;
  payState: number;
}

function orderByNo(db: Database.Database, orderNo: string): OrderRow | null {
  const row = db
    .prepare(
      `SELECT "orderId", "orderNo", "stationId", "plateNo", "plateColor", "totalFee", "occupyFee", "occupyMinutes", "payState" FROM ${table('chargeOrder')} WHERE "orderNo" = ?`,
    )
    .get(orderNo) as OrderRow | undefined;
  return row ?? null;
}

/** Sum of the refunds of an order in the given states, charge and occupancy applications apart (one left out by id). */
function refundSum(db: Database.Database, entity: string, orderNo: string, states: number[], except: number | null): number {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM("refundAmount"), 0) AS s FROM ${table(entity)} WHERE "orderNo" = ? AND "refundStatus" IN (${states.join(', ')}) AND "refundId" IS NOT ?`,
    )
    .get(orderNo, except) as { s: number };
  return num(row.s);
}

/** What may still be refunded on an order: its amount less the refunds taken (approved, and pending when asked). */
export function refundable(
  db: Database.Database,
  order: OrderRow,
  occupy: boolean,
  withPending: boolean,
  except: number | null,
): { left: number; occupyLeft: number } {
  const states = withPending ? [REFUND.pending, REFUND.approved] : [REFUND.approved];
  const charge = refundSum(db, RECORD_ENTITY.refund, order.orderNo, states, occupy ? null : except);
  const occ = refundSum(db, RECORD_ENTITY.occupyRefund, order.orderNo, states, occupy ? except : null);
  return { left: Math.max(0, num(order.totalFee) - charge - occ), occupyLeft: Math.max(0, num(order.occupyFee) - occ) };
}

/** The refusal of an amount on an order, or null. */
function amountProblem(db: Database.Database, order: OrderRow, occupy: boolean, amount: number, pending: boolean, except: number | null) {
  if (!(amount > 0)) return REFUND_MSG.amount;
  const { left, occupyLeft } = refundable(db, order, occupy, pending, except);
  if (occupy && amount > Math.min(left, occupyLeft)) return REFUND_MSG.overOccupy(Math.min(left, occupyLeft));
  if (amount > left) return REFUND_MSG.overRefundable(left);
  return null;
}

/** 申请: the order by its number, paid, with an occupancy fee for a 占桩退款, and the amount within what is refundable. */
function refundHooks(occupy: boolean): EntityHooks {
  return {
    beforeCreate(values, store) {
      const orderNo = String(values.orderNo ?? '').trim();
      const order = orderByNo(store.db, orderNo);
      if (!order) return REFUND_MSG.orderMissing(orderNo);
      if (![PAY_STATE.paid, PAY_STATE.partly, PAY_STATE.refunded].includes(num(order.payState) as 2)) return REFUND_MSG.unpaid;
      if (occupy && !(num(order.occupyFee) > 0)) return REFUND_MSG.noOccupyFee;
      const amount = Math.round(num(values.refundAmount));
      const problem = amountProblem(store.db, order, occupy, amount, true, null);
      if (problem) return problem;
      const channel = store.db
        .prepare(`SELECT "payChannel" FROM ${table(RECORD_ENTITY.pay)} WHERE "orderNo" = ? AND "payKind" = ${PAY_KIND.pay}`)
        .get(orderNo) as { payChannel: number } | undefined;
      const count = (
        store.db.prepare(`SELECT COUNT(*) AS n FROM ${table(occupy ? RECORD_ENTITY.occupyRefund : RECORD_ENTITY.refund)}`).get() as {
          n: number;
        }
      ).n;
      const created = String(values.createTime ?? formatSeedTime(Date.now()));
      Object.assign(values, {
        orderNo,
        refundAmount: amount,
        refundNo: `${occupy ? 'ZT' : 'TK'}${digits(created)}${String(count + 1).padStart(3, '0')}`,
        stationId: order.stationId,
        plateNo: order.plateNo,
        plateColor: order.plateColor,
        paidAmount: order.totalFee,
        occupyFee: order.occupyFee,
        occupyMinutes: order.occupyMinutes,
        payChannel: channel?.payChannel ?? 1,
        refundStatus: REFUND.pending,
        auditTrail: [
          {
            action: '提交申请',
            user: String(values.createUser ?? ''),
            time: created,
            from: REFUND.pending,
            fromLabel: REFUND_LABELS[REFUND.pending],
            to: REFUND.pending,
            toLabel: REFUND_LABELS[REFUND.pending],
            note: `申请退款 ${yuan(amount)} 元`,
          },
        ],
      });
    },
  };
}

/** After an approved refund: the order's 支付状态 and the occupancy's 已退占桩费 and 占桩费状态. */
function settleOrder(db: Database.Database, order: OrderRow, charge: number, occupy: number): void {
  const approvedCharge = refundSum(db, RECORD_ENTITY.refund, order.orderNo, [REFUND.approved], null) + charge;
  const approvedOccupy = refundSum(db, RECORD_ENTITY.occupyRefund, order.orderNo, [REFUND.approved], null) + occupy;
  const taken = approvedCharge + approvedOccupy;
  const payState = taken >= num(order.totalFee) ? PAY_STATE.refunded : PAY_STATE.partly;
  db.prepare(`UPDATE ${table('chargeOrder')} SET "payState" = ? WHERE "orderId" = ?`).run(payState, order.orderId);
  db.prepare(`UPDATE ${table(RECORD_ENTITY.occupy)} SET "occupyRefunded" = ?, "occupyBillState" = ? WHERE "orderNo" = ?`).run(
    approvedOccupy,
    billStateOf(num(order.occupyFee), payState, approvedOccupy),
    order.orderNo,
  );
}

/** 审核通过 of a 充电退款 or 占桩退款: the amount checked again, a negative payment row, the order's states. */
export const chargeRefundPayout: StepComputation = ({ record, actor, store }) => {
  if (!store) return { ok: false, msg: '接口未实现：退款审核缺少数据' };
  const occupy = store.model.entity === RECORD_ENTITY.occupyRefund;
  const order = orderByNo(store.db, String(record.orderNo ?? ''));
  if (!order) return { ok: false, msg: REFUND_MSG.orderMissing(String(record.orderNo ?? '')) };
  const amount = num(record.refundAmount);
  const problem = amountProblem(store.db, order, occupy, amount, false, num(record.refundId));
  if (problem) return { ok: false, msg: problem };
  settleOrder(store.db, order, occupy ? 0 : amount, occupy ? amount : 0);
  const channel = num(record.payChannel) || 1;
  // Paid by 充电卡: the amount goes back onto the card (its balance and a 退款 row of its ledger).
  const card = channel === 3 ? cardRefund(store.db, order.orderNo, order.stationId, amount, actor.time, actor.user?.name ?? '') : null;
  const rng = createPrng(`refund:${String(record.refundNo)}`);
  return {
    ok: true,
    creates: [
      {
        entity: RECORD_ENTITY.pay,
        values: {
          payNo: `ZF${digits(actor.time)}${String(order.orderId).padStart(4, '0')}`,
          orderNo: order.orderNo,
          stationId: order.stationId,
          plateNo: order.plateNo,
          plateColor: order.plateColor,
          payKind: occupy ? PAY_KIND.occupyRefund : PAY_KIND.refund,
          payChannel: channel,
          payAmount: -amount,
          payTime: actor.time,
          tradeNo: tradeNoOf(rng, channel, actor.time),
          refundNo: record.refundNo,
          totalFee: order.totalFee,
          occupyFee: order.occupyFee,
          ...(channel === 3 ? { cardNo: card?.cardNo ?? null } : {}),
        },
      },
      ...(card ? [card.bill] : []),
    ],
  };
};

export const refundEntityHooks = { charge: refundHooks(false), occupy: refundHooks(true) };
