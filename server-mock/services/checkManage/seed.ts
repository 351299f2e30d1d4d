/**
 * Curated values of the generated refund applications of schemas/checkManage.json (通用、充电、员工退款审核), so that a
 * record reads like the platform's: an exit after the entry and a duration that matches, a paid amount split into
 * receivable and discount, a refund no larger than what was paid, the application after the order, applications of the
 * last two days still 待审核, an auditor and audit time only once audited and a reject reason only when 已驳回.
 * Each value reads the fields generated before it (the entity's column order: list columns, then detail items).
 */
import type { Prng } from '../../db/prng';
import { formatSeedTime } from '../../engine/seedValues';
import { personName } from '../../engine/seedVocabulary';
import type { EngineExtension, EntityExtension, SeedKit } from '../../engine/types';
import { MINUTE, HOUR, DAY, DIGITS, parseSeedTime, type Row, type Generated } from '../../engine/seedKit';

/** Audit status of a refund application: 0 待审核, 1 已通过, 2 已驳回. */
export const REFUND_AUDIT = { pending: 0, approved: 1, rejected: 2 } as const;

export const REJECT_REASONS = [
  '订单已正常缴费，申请理由不成立',
  '凭证不清晰，请补充后重新提交',
  '退款金额超出实付金额',
  '经现场核实不存在多收费',
];
const REFUND_DESCS = [
  '车主来电反映重复扣费，已核实支付记录。',
  '出场时识别为临时车，实际为月卡车。',
  '优惠券未抵扣，车主要求退还差额。',
  '道闸故障导致滞留，按规定减免。',
];
const CHARGE_DESCS = ['充电 10 分钟后枪头异常断开。', '显示充满但实际电量未增加。', '同一订单扣费两次。', '充电桩离线后仍持续计费。'];
const EMPLOYEE_DESCS = [
  '收费员误将时长录为 5 小时，实际 2 小时。',
  '同一车辆被两名收费员重复收费。',
  '现金找零少找 10 元。',
  '车牌录入错误，收错车辆费用。',
];
const PILES = ['直流快充桩', '交流慢充桩', '超级快充桩'];

let referenceTime = Date.now();
/** Records the seed's reference time when an entity's seed starts; no generated time lies after it. */
const takeReferenceTime = (kit: SeedKit) => {
  referenceTime = kit.now;
  return 0;
};

/** A seed time `YYYY-MM-DD HH:mm:ss` (China time) as ms, or undefined. */
const yuan = (fen: number) => Math.round(fen) / 100;
const money = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : 0);
const clamp = (ms: number) => formatSeedTime(Math.min(ms, referenceTime - MINUTE));
const msOf = (value: unknown, fallback: number) => parseSeedTime(value) ?? fallback;
const randomMs = (rng: Prng, min: number, max: number) => Math.floor(rng.int(min, max) / 1000) * 1000;
/** A time `min`…`max` after a base time; when that would pass the reference time, somewhere between the two instead. */
function later(rng: Prng, base: unknown, min: number, max: number): string {
  const from = msOf(base, referenceTime - max);
  const ms = from + randomMs(rng, min, max);
  return ms < referenceTime - MINUTE ? formatSeedTime(ms) : clamp(from + randomMs(rng, 0, Math.max(0, referenceTime - MINUTE - from)));
}

/** Applications of the last two days wait; older ones are decided, a quarter of them rejected. */
const audited: Generated = {
  auditStatus: (rng, row) => (msOf(row.applyTime, 0) > referenceTime - 2 * DAY ? REFUND_AUDIT.pending : rng.pick([0, 1, 1, 1, 2, 2])),
  auditUser: (rng, row) => (row.auditStatus === REFUND_AUDIT.pending ? null : personName(rng.pick)),
  auditTime: (rng, row) => (row.auditStatus === REFUND_AUDIT.pending ? null : later(rng, row.applyTime, 20 * MINUTE, 30 * HOUR)),
  rejectReason: (rng, row) => (row.auditStatus === REFUND_AUDIT.rejected ? rng.pick(REJECT_REASONS) : null),
};

const refundNo = (prefix: string) => (rng: Prng, row: Row) => `${prefix}${String(row.id ?? 0).padStart(6, '0')}${rng.chars(DIGITS, 6)}`;
/** A refund of part or all of what was paid. */
const refundMoney = (rng: Prng, row: Row) => yuan(Math.max(100, Math.round((money(row.paidMoney) * rng.pick([25, 50, 100, 100])) / 100)));

/** 通用退款：a parking order that ended before the application. */
const general: Generated = {
  refundNo: refundNo('TK'),
  orderNo: (rng) => `P${rng.chars(DIGITS, 17)}`,
  inTime: (rng) => clamp(referenceTime - randomMs(rng, 3 * HOUR, 55 * DAY)),
  outTime: (rng, row) => later(rng, row.inTime, 15 * MINUTE, 9 * HOUR),
  paidMoney: (rng) => yuan(rng.int(300, 9000)),
  refundMoney,
  applicant: (rng) => personName(rng.pick),
  applyTime: (rng, row) => later(rng, row.outTime, 10 * MINUTE, 2 * DAY),
  ...audited,
  refundDesc: (rng) => rng.pick(REFUND_DESCS),
  berthNo: (rng) => `A${rng.chars(DIGITS, 3)}`,
  parkDuration: (_rng, row) => Math.round((msOf(row.outTime, 0) - msOf(row.inTime, 0)) / 1000),
  receivableMoney: (rng, row) => yuan(money(row.paidMoney) + rng.pick([0, 0, 200, 500])),
  discountMoney: (_rng, row) => yuan(money(row.receivableMoney) - money(row.paidMoney)),
  payTime: (_rng, row) => row.outTime ?? null,
};

/** 充电退款：a charging session before the application; paid = electricity + service fee. */
const charge: Generated = {
  refundNo: refundNo('CT'),
  orderNo: (rng) => `C${rng.chars(DIGITS, 17)}`,
  pileName: (rng) => `${rng.int(1, 40)}号${rng.pick(PILES)}`,
  chargeKwh: (rng) => rng.int(500, 6000) / 100,
  paidMoney: (rng, row) => yuan(Math.round(Number(row.chargeKwh ?? 20) * rng.int(120, 180))),
  refundMoney,
  applicant: (rng) => personName(rng.pick),
  applyTime: (rng) => clamp(referenceTime - randomMs(rng, HOUR, 55 * DAY)),
  ...audited,
  refundDesc: (rng) => rng.pick(CHARGE_DESCS),
  chargeStartTime: (rng, row) => clamp(msOf(row.applyTime, referenceTime) - randomMs(rng, 3 * HOUR, 30 * HOUR)),
  chargeEndTime: (rng, row) => later(rng, row.chargeStartTime, 20 * MINUTE, 2 * HOUR),
  elecMoney: (_rng, row) => yuan(Math.round(money(row.paidMoney) * 0.62)),
  serviceMoney: (_rng, row) => yuan(money(row.paidMoney) - money(row.elecMoney)),
};

/** 员工退款：a collector's roadside charge, applied for by that collector after the car left. */
const employee: Generated = {
  refundNo: refundNo('YT'),
  orderNo: (rng) => `R${rng.chars(DIGITS, 17)}`,
  berthNo: (rng) => `${rng.pick(['A', 'B', 'C'])}${rng.chars(DIGITS, 3)}`,
  employeeNo: (rng) => `SF${rng.chars(DIGITS, 4)}`,
  paidMoney: (rng) => yuan(rng.int(200, 4000)),
  refundMoney,
  applicant: (rng) => personName(rng.pick),
  applyTime: (rng) => clamp(referenceTime - randomMs(rng, HOUR, 55 * DAY)),
  ...audited,
  refundDesc: (rng) => rng.pick(EMPLOYEE_DESCS),
  inTime: (rng, row) => clamp(msOf(row.applyTime, referenceTime) - randomMs(rng, 2 * HOUR, 12 * HOUR)),
  outTime: (rng, row) => later(rng, row.inTime, 15 * MINUTE, 90 * MINUTE),
  receivableMoney: (_rng, row) => row.paidMoney ?? null,
  payTime: (_rng, row) => row.outTime ?? null,
};

export const REFUND_AUDIT_ENTITIES: Record<string, EntityExtension> = {
  generalRefundAudit: { seed: takeReferenceTime, generated: general },
  chargeRefundAudit: { seed: takeReferenceTime, generated: charge },
  employeeRefundAudit: { seed: takeReferenceTime, generated: employee },
};

/** The engine extension of the refund audits (listed in services/extensions.ts). */
export const checkManageExtension: EngineExtension = { entities: REFUND_AUDIT_ENTITIES };
