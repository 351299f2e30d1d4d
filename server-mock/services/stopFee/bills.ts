/**
 * 账单申诉, 账单流水, 企业车账单 and 退款申请 (schemas/stopFee.json). Their lists, details, exports and workflows
 * (受理 / 解决 / 驳回, 确认账单 / 结算, 审核通过 / 驳回 with the audit trail) are the document's. What stays here:
 * - `billFlows/summary`: the totals of the rows the list's search finds (收入, 退款, 调账, 净收入) — sums split by
 *   流水类型, which no generic endpoint answers;
 * - 新增退款申请 (`POST refundApplies`): the order is found by its number in 停车订单 and the amount checked against
 *   what it was paid less what is refunded or under review — a look-up in other entities a form cannot say;
 * - the step computations `complaintSettlement` and `refundApplyPayout`: money compared between the input and the
 *   record, and the 退款记录 and 账单流水 written with the step (refund and flow numbers, signed amounts);
 * - the seeds: flows derived from the seeded orders and refunds (so the flows are the orders' money), complaints,
 *   and refund applications in every state. 企业车账单's figures and seed are companyBills.ts.
 */
import type { Prng } from '../../db/prng';
import { DAY, HOUR, MINUTE, DIGITS, type Row } from '../../engine/seedKit';
import { formatSeedTime } from '../../engine/seedValues';
import { personName } from '../../engine/seedVocabulary';
import type { EngineExtension, SeedKit } from '../../engine/types';
import type { StepComputation } from '../../engine/stepComputations';
import type { EntityRecord } from '../../engine/store';
import { quote } from '../../engine/storage';
import { buildWhere, queryValues } from '../../engine/filters';
import type { ListBinding } from '../../engine/types';
import { recordScope } from '../../engine/dataScope';
import { badRequest, bodyOf } from '../../engine/requestParts';
import { failWith, ok } from '../../http/envelope';
import { currentUser, type RegisterService } from '../types';
import { businessNo, moneyFen, nowText, storedFen, storeOf, textOf, yuanText } from './common';
import { REFUND } from './charge';
import { ORDER } from './orders';
import { companyCarBillExtension } from './companyBills';

const BASE = '/api/charge/v2/api';
export const BILL_ENTITIES = {
  billFlow: 'billFlow',
  billComplaint: 'billComplaint',
  companyCarBill: 'companyCarBill',
  refundApply: 'refundApply',
  chargeRefund: 'chargeRefund',
  parkOrder: 'parkOrder',
} as const;
/** 流水类型 */
export const FLOW = { pay: 1, refund: 2, adjust: 3 } as const;
/** 处理状态 of 账单申诉 */
export const COMPLAINT = { open: 1, handling: 2, resolved: 3, rejected: 4 } as const;
/** 审核状态 of 退款申请 */
export const APPLY = { pending: 1, approved: 2, rejected: 3 } as const;

export const BILL_MSG = {
  orderRequired: '请输入订单编号',
  orderNotFound: '订单不存在，请核对订单编号',
  orderNotPaid: '该订单无实收金额，无需退款',
  moneyInvalid: '请输入正确的退款金额',
  resolveInvalid: '请输入正确的调整后金额',
} as const;
/** 退款金额不能大于可退金额12.50元（订单实收20.00元，已退或审核中7.50元） */
export const overApplicable = (left: number, paid: number, taken: number) =>
  `退款金额不能大于可退金额${yuanText(left)}元（订单实收${yuanText(paid)}元，已退或审核中${yuanText(taken)}元）`;
/** 调整后金额不能大于订单实收12.00元 */
export const resolveTooHigh = (paid: number) => `调整后金额不能大于订单实收${yuanText(paid)}元`;

const refundRecord = (r: EntityRecord, refundNo: string, fen: number, reason: string, user: string, time: string): EntityRecord => ({
  refundNo,
  chargeInfoId: null,
  orderNo: r.orderNo,
  plateNo: r.plateNo,
  plateColor: r.plateColor,
  parkId: r.parkId,
  payType: r.payType ?? null,
  paidMoney: r.paidMoney,
  refundMoney: fen / 100,
  refundReason: reason,
  refundStatus: REFUND.done,
  applyUser: user,
  applyTime: time,
  finishTime: time,
});
const flowRecord = (
  r: EntityRecord,
  type: number,
  fen: number,
  remark: string,
  user: string,
  time: string,
  tradeNo: string,
): EntityRecord => ({
  tradeNo,
  flowType: type,
  orderNo: r.orderNo,
  plateNo: r.plateNo,
  plateColor: r.plateColor,
  parkId: r.parkId,
  flowMoney: -fen / 100,
  payChannel: r.payType ?? 1,
  flowTime: time,
  operator: user,
  remark,
});

/** 解决 of a complaint: an adjusted amount within what was paid; the difference paid back as a refund and an adjustment flow. */
export const complaintSettlement: StepComputation = ({ record, input, actor }) => {
  const raw = input.resolveMoney;
  if (raw === undefined || raw === null || raw === '') return { ok: true, values: { resolveMoney: null, refundMoney: null } };
  const given = moneyFen(raw);
  if (given === null || given < 0) return { ok: false, msg: BILL_MSG.resolveInvalid };
  const paid = storedFen(record.paidMoney);
  if (given > paid) return { ok: false, msg: resolveTooHigh(paid) };
  const diff = paid - given;
  const values = { resolveMoney: given / 100, refundMoney: diff / 100 };
  if (diff === 0) return { ok: true, values };
  const ms = Date.parse(`${actor.time.replace(' ', 'T')}+08:00`);
  const refundNo = businessNo('RF', ms);
  const user = actor.user?.name ?? '';
  const reason = `账单申诉${String(record.complaintNo ?? '')}：${textOf(input.resolveRemark)}`;
  return {
    ok: true,
    values: { ...values, refundNo },
    creates: [
      { entity: BILL_ENTITIES.chargeRefund, values: refundRecord(record, refundNo, diff, reason, user, actor.time) },
      { entity: BILL_ENTITIES.billFlow, values: flowRecord(record, FLOW.adjust, diff, reason, user, actor.time, businessNo('TZ', ms)) },
    ],
  };
};

/** 审核通过 of a refund application: the amount paid back at once, as a refund record and a refund flow. */
export const refundApplyPayout: StepComputation = ({ record, actor }) => {
  const fen = storedFen(record.refundMoney);
  const ms = Date.parse(`${actor.time.replace(' ', 'T')}+08:00`);
  const refundNo = businessNo('RF', ms);
  const user = actor.user?.name ?? '';
  const reason = textOf(record.refundReason);
  return {
    ok: true,
    values: { refundNo },
    creates: [
      { entity: BILL_ENTITIES.chargeRefund, values: refundRecord(record, refundNo, fen, reason, user, actor.time) },
      {
        entity: BILL_ENTITIES.billFlow,
        values: flowRecord(
          record,
          FLOW.refund,
          fen,
          `退款申请${String(record.applyNo ?? '')}：${reason}`,
          user,
          actor.time,
          businessNo('TK', ms),
        ),
      },
    ],
  };
};

export const registerStopFeeBills: RegisterService = (router, ctx) => {
  const flows = storeOf(ctx.engine, ctx.db, BILL_ENTITIES.billFlow);
  const orders = storeOf(ctx.engine, ctx.db, BILL_ENTITIES.parkOrder);
  const refunds = storeOf(ctx.engine, ctx.db, BILL_ENTITIES.chargeRefund);
  const applies = storeOf(ctx.engine, ctx.db, BILL_ENTITIES.refundApply);
  const list = ctx.engine.generic.find((g) => g.area === 'stopFee' && g.name === 'billFlowList');

  router.get(`${BASE}/billFlows/summary`, (req) => {
    const filters = list?.binding.operation === 'list' ? (list.binding as ListBinding).filters : [];
    const where = buildWhere(flows.model, filters, queryValues(req.query, req.queryAll), { extra: recordScope(flows, req).where });
    if (!where.ok) return badRequest(where.msg);
    const type = flows.col('flowType');
    // Sums in fen (whole numbers), so the figures are exactly the sum of the rows shown with two decimals.
    const rows = ctx.db
      .prepare(
        `SELECT ${type} AS t, COUNT(*) AS n, COALESCE(SUM(ROUND(${flows.col('flowMoney')} * 100)), 0) AS f FROM ${flows.table} ${where.sql} GROUP BY ${type}`,
      )
      .all(...where.args) as { t: number; n: number; f: number }[];
    const fenOf = (t: number) => rows.find((r) => r.t === t)?.f ?? 0;
    const total = rows.reduce((sum, r) => sum + r.f, 0);
    return ok({
      flowCount: rows.reduce((sum, r) => sum + r.n, 0),
      incomeMoney: fenOf(FLOW.pay) / 100,
      refundOutMoney: fenOf(FLOW.refund) / 100,
      adjustOutMoney: fenOf(FLOW.adjust) / 100,
      netMoney: total / 100,
    });
  });

  const applyInput = ctx.engine.inputCheck('stopFee', 'refundApplyCreate');
  router.post(`${BASE}/refundApplies`, (req) => {
    const body = bodyOf(req);
    const refused = applyInput(body);
    if (refused) return badRequest(refused);
    const orderNo = textOf(body.orderNo);
    if (!orderNo) return badRequest(BILL_MSG.orderRequired);
    const order = orders.select(`WHERE ${quote('orderNo')} = ?`, [orderNo], 'LIMIT 1')[0];
    if (!order || !recordScope(orders, req).holds(order)) return badRequest(BILL_MSG.orderNotFound);
    const paid = storedFen(order.paidMoney);
    if (paid <= 0 || order.orderStatus !== ORDER.done) return badRequest(BILL_MSG.orderNotPaid);
    const fen = moneyFen(body.refundMoney);
    if (fen === null || fen <= 0) return badRequest(BILL_MSG.moneyInvalid);
    const sum = (rows: EntityRecord[]) => rows.reduce((s, r) => s + storedFen(r.refundMoney), 0);
    const refunded = sum(
      refunds.select(`WHERE ${quote('orderNo')} = ? AND ${quote('refundStatus')} IN (?, ?)`, [orderNo, REFUND.pending, REFUND.done]),
    );
    const pending = sum(applies.select(`WHERE ${quote('orderNo')} = ? AND ${quote('applyStatus')} = ?`, [orderNo, APPLY.pending]));
    const left = paid - refunded - pending;
    if (fen > left) return badRequest(overApplicable(Math.max(0, left), paid, refunded + pending));
    const time = nowText(ctx.now);
    const id = applies.insert({
      applyNo: businessNo('TS', ctx.now()),
      orderNo,
      plateNo: order.plateNo,
      plateColor: order.plateColor,
      parkId: order.parkId,
      payType: order.payType,
      paidMoney: paid / 100,
      refundedMoney: refunded / 100,
      refundMoney: fen / 100,
      refundReason: textOf(body.refundReason),
      applyStatus: APPLY.pending,
      applyUser: currentUser(req).name,
      applyTime: time,
      auditTrail: [],
    });
    const record = applies.find(id);
    return record ? ok(record) : failWith('recordNotFound');
  });
};

// ---- seeds -------------------------------------------------------------------------------------------------------

let referenceTime = Date.now();
const digits = (rng: Prng, prefix: string, n = 16) => `${prefix}${rng.chars(DIGITS, n)}`;
const timeBefore = (rng: Prng, min: number, max: number) => formatSeedTime(referenceTime - Math.floor(rng.int(min, max) / 1000) * 1000);
const timeAfter = (rng: Prng, base: unknown, min: number, max: number) => {
  const from = typeof base === 'string' ? Date.parse(`${base.replace(' ', 'T')}+08:00`) : NaN;
  if (Number.isNaN(from)) return null;
  return formatSeedTime(Math.min(referenceTime, from + Math.floor(rng.int(min, max) / 1000) * 1000));
};
const allRows = (kit: SeedKit, sql: string): Row[] => {
  try {
    return kit.db.prepare(sql).all() as Row[];
  } catch {
    return [];
  }
};
const trail = (
  steps: {
    action: string;
    user: string;
    time: string | null;
    from: number | null;
    fromLabel: string | null;
    to: number;
    toLabel: string;
    note?: string | null;
  }[],
) => steps.filter((s) => s.time).map((s) => ({ ...s, note: s.note ?? null }));

/** Payments of the seeded paid orders and the seeded successful refunds: the flows are the money the other lists show. */
function seedFlows(kit: SeedKit): number {
  referenceTime = kit.now;
  const paid = allRows(kit, `SELECT * FROM "ent_parkOrder" WHERE "paidMoney" > 0 ORDER BY "payTime", "id"`);
  const refunded = allRows(kit, `SELECT * FROM "ent_chargeRefund" WHERE "refundStatus" = ${REFUND.done} ORDER BY "finishTime", "id"`);
  for (const o of paid) {
    kit.insert({
      tradeNo: digits(kit.rng, o.payType === 2 ? '2026' : '4200', 24),
      flowType: FLOW.pay,
      orderNo: o.orderNo,
      plateNo: o.plateNo,
      plateColor: o.plateColor,
      parkId: o.parkId,
      flowMoney: o.paidMoney,
      payChannel: o.payType ?? 1,
      flowTime: o.payTime ?? o.outTime,
      operator: o.payType === 3 ? personName(kit.rng.pick) : '自助缴费',
      remark: null,
    });
  }
  for (const r of refunded) {
    kit.insert({
      tradeNo: digits(kit.rng, '5030', 24),
      flowType: FLOW.refund,
      orderNo: r.orderNo,
      plateNo: r.plateNo,
      plateColor: r.plateColor,
      parkId: r.parkId,
      flowMoney: -Number(r.refundMoney ?? 0),
      payChannel: r.payType ?? 1,
      flowTime: r.finishTime,
      operator: r.applyUser,
      remark: r.refundReason,
    });
  }
  return paid.length + refunded.length;
}

const COMPLAINT_TEXTS: Record<number, string[]> = {
  1: ['停了两个小时却按四个小时收费，请核实。', '账单金额和出口屏幕显示的不一致。'],
  2: ['同一笔停车费被扣了两次，微信里有两条扣款记录。', '无感支付扣款后，出口又让我扫码付了一次。'],
  3: ['商场给的停车券没有抵扣成功。', '会员免费时长没有生效，被全额收费。'],
  4: ['我的月卡还在有效期内，这次却按临停收费。', '月卡续费后第二天出场仍然被收费。'],
  5: ['发票金额与实际支付不符，请帮忙核对。', '账单里的入场时间比我实际入场早了一个小时。'],
};
const STATE_LABEL: Record<number, string> = { 1: '待处理', 2: '处理中', 3: '已解决', 4: '已驳回' };

function seedComplaints(kit: SeedKit): number {
  referenceTime = kit.now;
  const { rng } = kit;
  const orders = allRows(kit, `SELECT * FROM "ent_parkOrder" WHERE "paidMoney" >= 4 ORDER BY "id" LIMIT 2000`);
  if (orders.length === 0) return 0;
  const states = [1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4];
  for (let i = 0; i < 72; i++) {
    const o = orders[(i * 29) % orders.length];
    const status = states[i % states.length];
    const type = (i % 5) + 1;
    const complaintTime = timeAfter(rng, o.payTime ?? o.outTime, HOUR, 3 * DAY) ?? timeBefore(rng, HOUR, 30 * DAY);
    const acceptUser = status >= 2 && status !== 4 ? rng.pick(['陈建国', '周晓燕', '孙立群']) : status === 4 ? '周晓燕' : null;
    const acceptTime = status >= 2 ? timeAfter(rng, complaintTime, 10 * MINUTE, 5 * HOUR) : null;
    const handleTime = status >= 3 ? timeAfter(rng, acceptTime, 30 * MINUTE, DAY) : null;
    const paidFen = storedFen(o.paidMoney);
    const resolveFen = status === 3 && i % 2 === 0 ? Math.floor((paidFen * rng.int(3, 8)) / 1000) * 100 : null;
    const refundFen = resolveFen === null ? null : paidFen - resolveFen;
    const resolveRemark =
      status === 3 ? (resolveFen === null ? '已向车主解释计费规则，车主认可' : '核实计费有误，按实际停车时长重新结算，差额原路退回') : null;
    const rejectReason = status === 4 ? '经调取出入场记录核实，计费无误' : null;
    kit.insert({
      complaintNo: digits(rng, 'ZD', 16),
      orderNo: o.orderNo,
      plateNo: o.plateNo,
      plateColor: o.plateColor,
      parkId: o.parkId,
      inTime: o.inTime,
      outTime: o.outTime,
      receivableMoney: o.receivableMoney,
      paidMoney: o.paidMoney,
      payType: o.payType,
      complaintType: type,
      complaintContent: rng.pick(COMPLAINT_TEXTS[type]),
      complaintImages: i % 3 === 0 ? ['/mock-assets/fault-photo-1.svg'] : [],
      complaintUser: personName(rng.pick),
      complaintPhone: `1${rng.pick(['3', '5', '8'])}${rng.chars(DIGITS, 9)}`,
      complaintTime,
      complaintStatus: status,
      acceptUser,
      acceptTime,
      resolveMoney: resolveFen === null ? null : resolveFen / 100,
      refundMoney: refundFen === null ? null : refundFen / 100,
      refundNo: refundFen ? digits(rng, 'RF', 18) : null,
      resolveRemark,
      rejectReason,
      handleUser: status >= 3 ? acceptUser : null,
      handleTime,
      auditTrail: trail([
        {
          action: '受理',
          user: acceptUser ?? '',
          time: status >= 2 && status !== 4 ? acceptTime : null,
          from: 1,
          fromLabel: '待处理',
          to: 2,
          toLabel: '处理中',
        },
        {
          action: '解决',
          user: acceptUser ?? '',
          time: status === 3 ? handleTime : null,
          from: 2,
          fromLabel: '处理中',
          to: 3,
          toLabel: '已解决',
          note: resolveRemark,
        },
        {
          action: '驳回',
          user: '周晓燕',
          time: status === 4 ? acceptTime : null,
          from: 1,
          fromLabel: STATE_LABEL[1],
          to: 4,
          toLabel: '已驳回',
          note: rejectReason,
        },
      ]),
    });
  }
  return 72;
}

const APPLY_REASONS = [
  '车主重复支付，退还重复部分',
  '出场道闸故障滞留，免收滞留时段费用',
  '车牌识别错误导致误收费',
  '商户优惠未抵扣，退还优惠金额',
];
function seedRefundApplies(kit: SeedKit): number {
  referenceTime = kit.now;
  const { rng } = kit;
  const orders = allRows(
    kit,
    `SELECT * FROM "ent_parkOrder" WHERE "paidMoney" >= 4 AND "orderStatus" = ${ORDER.done} ORDER BY "id" DESC LIMIT 1500`,
  );
  if (orders.length === 0) return 0;
  const states = [1, 1, 1, 2, 2, 3];
  for (let i = 0; i < 66; i++) {
    const o = orders[(i * 17) % orders.length];
    const status = states[i % states.length];
    const paidFen = storedFen(o.paidMoney);
    const fen = Math.max(100, Math.floor((paidFen * rng.int(3, 10)) / 1000) * 100);
    const applyTime = timeAfter(rng, o.payTime ?? o.outTime, HOUR, 2 * DAY) ?? timeBefore(rng, HOUR, 20 * DAY);
    const auditTime = status > 1 ? timeAfter(rng, applyTime, 20 * MINUTE, DAY) : null;
    const auditUser = status > 1 ? rng.pick(['陈建国', '周晓燕']) : null;
    const auditRemark = status === 3 ? '经核实计费无误，不予退款' : status === 2 ? '情况属实，同意退款' : null;
    kit.insert({
      applyNo: digits(rng, 'TS', 18),
      orderNo: o.orderNo,
      plateNo: o.plateNo,
      plateColor: o.plateColor,
      parkId: o.parkId,
      payType: o.payType,
      paidMoney: o.paidMoney,
      refundedMoney: 0,
      refundMoney: Math.min(fen, paidFen) / 100,
      refundReason: rng.pick(APPLY_REASONS),
      applyStatus: status,
      applyUser: personName(rng.pick),
      applyTime,
      auditUser,
      auditTime,
      auditRemark,
      refundNo: status === 2 ? digits(rng, 'RF', 18) : null,
      auditTrail: trail([
        {
          action: '审核通过',
          user: auditUser ?? '',
          time: status === 2 ? auditTime : null,
          from: 1,
          fromLabel: '待审核',
          to: 2,
          toLabel: '已通过',
          note: auditRemark,
        },
        {
          action: '审核驳回',
          user: auditUser ?? '',
          time: status === 3 ? auditTime : null,
          from: 1,
          fromLabel: '待审核',
          to: 3,
          toLabel: '已驳回',
          note: auditRemark,
        },
      ]),
    });
  }
  return 66;
}

/** The engine extension of 账单申诉, 账单流水, 企业车账单 and 退款申请 (listed in services/extensions.ts). */
export const stopFeeBillsExtension: EngineExtension = {
  entities: {
    [BILL_ENTITIES.billFlow]: { seed: seedFlows },
    [BILL_ENTITIES.billComplaint]: { seed: seedComplaints },
    [BILL_ENTITIES.companyCarBill]: companyCarBillExtension,
    [BILL_ENTITIES.refundApply]: { seed: seedRefundApplies },
  },
  computations: { complaintSettlement, refundApplyPayout },
};
