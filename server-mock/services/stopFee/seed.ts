/**
 * Curated values of the generated rows of the 停车收费 area (schemas/stopFee.json), so that they read like the
 * platform's: exit after entry and a duration that matches, fees by the mock's rule (services/stopFee/fee.ts), paid =
 * receivable − discount for completed orders, refunds within what was paid, appeals whose handling fields follow their
 * state, coupons named by their type and value. No generated time lies after the seed's reference time, except a
 * coupon's expiry. Parked orders cannot be deleted.
 */
import type { Prng } from '../../db/prng';
import { seedMobile, seedPlate, formatSeedTime } from '../../engine/seedValues';
import { personName } from '../../engine/seedVocabulary';
import { CHARGE_REFUND, REFUND } from './charge';
import { couponTypes } from './coupons';
import { parkingFee } from './fee';
import { CONFIG_DDL, CONFIG_TABLE, ORDER, ORDER_MSG } from './orders';
import { APPEAL, RESULT } from './appealFee';
import type { EngineExtension, EntityExtension, SeedKit } from '../../engine/types';
import { MINUTE, HOUR, DAY, DIGITS, type Row, type Generated } from '../../engine/seedKit';
import { seededEntry, seededStay } from './parkOrderTimes';
import { seedCustomerOrders, seedStoredCardOrders, VEHICLE_KIND } from './customerOrders';
import { seedCompanyCarOrders } from './companyBills';
import { PARKS } from '../sharedOptions/parks';

let referenceTime = Date.now();
const takeReferenceTime = (kit: SeedKit) => {
  referenceTime = kit.now;
  insideByPark.clear();
  return 0;
};

/**
 * Cars the generated orders leave inside each park: at most half its berths, however many orders are asked for (a
 * million-order seed would otherwise leave more cars inside than the parks hold, and the lanes keep cars out of a full
 * park).
 */
const insideByPark = new Map<number, number>();
function roomInside(parkId: unknown): boolean {
  const berths = PARKS.find((p) => p.parkId === Number(parkId))?.berthCount ?? 0;
  const inside = insideByPark.get(Number(parkId)) ?? 0;
  if (inside >= berths / 2) return false;
  insideByPark.set(Number(parkId), inside + 1);
  return true;
}

const ms = (value: unknown): number | undefined => {
  if (typeof value !== 'string') return undefined;
  const n = Date.parse(`${value.replace(' ', 'T')}+08:00`);
  return Number.isNaN(n) ? undefined : n;
};
const secondsBetween = (a: unknown, b: unknown) => {
  const from = ms(a);
  const to = ms(b);
  return from === undefined || to === undefined ? 0 : Math.max(0, Math.round((to - from) / 1000));
};
/** A whole-second time `min`–`max` ms before the reference time. */
const before = (rng: Prng, min: number, max: number) => formatSeedTime(referenceTime - Math.floor(rng.int(min, max) / 1000) * 1000);
/** A whole-second time `min`–`max` ms after a base time, never after the reference time; null without a base. */
const after = (rng: Prng, base: unknown, min: number, max: number) => {
  const from = ms(base);
  if (from === undefined) return null;
  return formatSeedTime(Math.min(referenceTime, from + Math.floor(rng.int(min, max) / 1000) * 1000));
};
const fen = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : 0);
const yuan = (f: number) => Math.round(f) / 100;
const number = (rng: Prng, prefix: string, digits = 16) => `${prefix}${rng.chars(DIGITS, digits)}`;

const IN_GATES = ['东门入口', '南门入口', '北门入口', 'B1层入口', '地面1号入口'];
const OUT_GATES = ['东门出口', '南门出口', '北门出口', 'B1层出口', '地面1号出口'];
const BERTH_ZONES = ['A', 'B', 'C', 'B1-', 'B2-'];
const REFUND_REASONS = [
  '车主重复缴费，退还多缴部分',
  '出场时间记录有误，按实际时长退还',
  '优惠券未抵扣，退还优惠金额',
  '道闸故障导致滞留，免收滞留费用',
  '车牌识别错误产生的误收费',
];
const REFUND_ERRORS: [string, string][] = [
  ['REFUND_ACCOUNT_ABNORMAL', '用户支付账户异常，原路退回失败'],
  ['ORDER_CLOSED', '原支付订单已关闭或超过可退款期限'],
  ['NOT_ENOUGH_BALANCE', '商户可用退款余额不足'],
];
const APPEAL_TEXTS: Record<number, string[]> = {
  1: ['我只停了不到半小时，却收了我12元，请核实计费。', '出场时显示的金额和小程序上的不一致。'],
  2: ['当天我的车一直在单位，没有去过这个停车场，却被扣费。', '收到扣费通知，但车辆当天没有出门。'],
  3: ['出口扫码付了一次，ETC又扣了一次，重复缴费了。', '小程序预缴后出场又被收费一次。'],
  4: ['车牌被识别成别人的车牌，订单不是我的。', '识别错了一个字母，导致我被扣了别人的停车费。'],
  5: ['优惠券没有抵扣，请帮忙处理。', '月卡有效期内仍被按临停收费。'],
};
const RECHARGE_AMOUNTS = [50, 100, 200, 300, 500];
const FLOW_CHANNELS = ['微信原路退回', '支付宝原路退回', '银行卡转账'];
const FLOW_REASONS = ['车主申请注销账户，退还余额', '车辆已转让，退还账户余额', '误充值，申请退回'];
const EVALUATIONS: Record<number, string[]> = {
  5: ['车位充足，进出很快，无感支付很方便。', '保安很热情，指引清楚。'],
  4: ['整体不错，就是高峰期入口有点排队。', '停车方便，收费合理。'],
  3: ['一般，地下车库信号差，扫码付款要等很久。', '车位偏窄，停车不太方便。'],
  2: ['出口道闸经常抬杆慢，体验不好。', '收费标准没有明显公示。'],
  1: ['被重复扣费，客服电话一直打不通。', '车库里很暗，找车困难。'],
};
const NICKNAMES = ['阳光小周', '老陈', '晴天', '杭州司机张', 'Lily', '西湖边的风', '木子李', '奔跑的蜗牛'];

/** Entry and exit of a finished stay: 40 minutes to 20 hours, ending before the reference time. */
const stay: Generated = {
  inTime: (rng) => before(rng, 21 * HOUR, 58 * DAY),
  outTime: (rng, row) => after(rng, row.inTime, 40 * MINUTE, 20 * HOUR),
  parkDuration: (_rng, row) => secondsBetween(row.inTime, row.outTime),
  receivableMoney: (_rng, row) => parkingFee(Number(row.parkDuration ?? 0)).receivableMoney,
  discountMoney: (rng, row) => (rng.chance(0.25) ? yuan(Math.min(fen(row.receivableMoney), rng.pick([200, 500, 1000]))) : 0),
};

const parkOrder: Generated = {
  orderNo: (rng) => number(rng, 'PO', 18),
  berthNo: (rng) => `${rng.pick(BERTH_ZONES)}${String(rng.int(1, 260)).padStart(3, '0')}`,
  // Of the orders of 58 days, the cars still in the parks are a few (most entered in the last hours, some the day before).
  orderStatus: (rng, row) => {
    const draw = rng.int(1, 100);
    return draw <= 1 && roomInside(row.parkId)
      ? ORDER.parked
      : draw <= 1
        ? ORDER.done
        : draw <= 6
          ? ORDER.unpaid
          : draw <= 11
            ? ORDER.arrears
            : draw <= 15
              ? ORDER.cancelled
              : ORDER.done;
  },
  // Every day up to the last has finished orders: a stay that would end after the reference time ends at it.
  inTime: (rng, row) =>
    row.orderStatus === ORDER.parked
      ? before(rng, 10 * MINUTE, rng.chance(0.85) ? 12 * HOUR : 36 * HOUR)
      : formatSeedTime(seededEntry(rng, referenceTime, 50 * MINUTE, 58 * DAY)),
  // A cancelled order is a car that left within minutes (a misread entry); the others stayed as parkOrderTimes.ts shapes.
  outTime: (rng, row) => {
    if (row.orderStatus === ORDER.parked) return null;
    if (row.orderStatus === ORDER.cancelled) return after(rng, row.inTime, MINUTE, 10 * MINUTE);
    const stayed = seededStay(rng);
    return after(rng, row.inTime, stayed, stayed + 999);
  },
  parkDuration: (_rng, row) => secondsBetween(row.inTime, row.outTime ?? formatSeedTime(referenceTime)),
  receivableMoney: (_rng, row) => (row.orderStatus === ORDER.cancelled ? 0 : parkingFee(Number(row.parkDuration ?? 0)).receivableMoney),
  discountMoney: (rng, row) =>
    row.orderStatus === ORDER.done && rng.chance(0.3) ? yuan(Math.min(fen(row.receivableMoney), rng.pick([200, 500, 1000]))) : 0,
  paidMoney: (_rng, row) => (row.orderStatus === ORDER.done ? yuan(fen(row.receivableMoney) - fen(row.discountMoney)) : 0),
  arrearsMoney: (_rng, row) => (row.orderStatus === ORDER.arrears ? yuan(fen(row.receivableMoney) - fen(row.discountMoney)) : 0),
  payType: (rng, row) => (row.orderStatus === ORDER.done && fen(row.paidMoney) > 0 ? rng.int(1, 5) : null),
  payTime: (rng, row) => (row.payType ? after(rng, row.outTime, -5 * MINUTE, 0) : null),
  remark: (rng, row) =>
    row.orderStatus === ORDER.cancelled ? '入场误识别，车辆未停放即离开，订单作废' : rng.chance(0.1) ? '车主来电咨询计费，已解释' : null,
  inGate: (rng) => rng.pick(IN_GATES),
  outGate: (rng, row) => (row.outTime ? rng.pick(OUT_GATES) : null),
  stillParkTime: (rng, row) => (row.orderStatus === ORDER.parked && rng.chance(0.2) ? after(rng, row.inTime, HOUR, 3 * DAY) : null),
  overtime: () => 0,
  // Passes and lists are those of the registered owners (customerOrders.ts): the generated plates park as 临时车.
  vehicleKind: () => VEHICLE_KIND.temporary,
};

const chargeInfo: Generated = {
  orderNo: (rng) => number(rng, 'PO', 18),
  chargeType: (rng) => rng.pick([1, 1, 1, 1, 1, 1, 2, 3, 4]),
  ...stay,
  paidMoney: (_rng, row) => yuan(fen(row.receivableMoney) - fen(row.discountMoney)),
  // 已退金额 comes before 退款状态 (column order): a tenth of the records partly and a tenth fully refunded.
  refundedMoney: (rng, row) => {
    const paid = fen(row.paidMoney);
    if (paid <= 0) return 0;
    const draw = rng.int(1, 10);
    return draw === 1 ? row.paidMoney : draw === 2 ? yuan(Math.max(1, Math.floor((paid * rng.int(2, 6)) / 10))) : 0;
  },
  payType: (rng) => rng.int(1, 5),
  payTime: (rng, row) => after(rng, row.outTime, -5 * MINUTE, 0),
  refundStatus: (rng, row) => {
    const refunded = fen(row.refundedMoney);
    if (refunded > 0) return refunded >= fen(row.paidMoney) ? CHARGE_REFUND.fully : CHARGE_REFUND.partly;
    return fen(row.paidMoney) <= 0 ? CHARGE_REFUND.none : rng.pick([0, 0, 0, 0, 0, 0, 0, 0, CHARGE_REFUND.pending, CHARGE_REFUND.failed]);
  },
  tollCollector: (rng, row) => (row.payType === 3 ? personName(rng.pick) : '自助缴费'),
};

/**
 * The refunds of the seeded charge records come first: one per record that is 退款中, partly or fully refunded or whose
 * refund failed, matching its state and amount, so that 退款信息 and 退款记录 agree. The generated rows after them are
 * refunds of records not in the list (收费记录编号 empty).
 */
function chargeRefundsOfCharges(kit: SeedKit): number {
  takeReferenceTime(kit);
  let charges: Row[];
  try {
    charges = kit.db.prepare('SELECT * FROM "ent_chargeInfo" WHERE "refundStatus" IN (1, 2, 3, 4) ORDER BY "id"').all() as Row[];
  } catch {
    return 0;
  }
  const { rng } = kit;
  for (const c of charges) {
    const status = Number(c.refundStatus);
    const state = status === CHARGE_REFUND.pending ? REFUND.pending : status === CHARGE_REFUND.failed ? REFUND.failed : REFUND.done;
    const applyTime = after(rng, c.payTime, HOUR, 3 * DAY);
    const [errorCode, errorMsg] = state === REFUND.failed ? rng.pick(REFUND_ERRORS) : [null, null];
    kit.insert({
      refundNo: number(rng, 'RF', 18),
      chargeInfoId: c.id,
      orderNo: c.orderNo,
      plateNo: c.plateNo,
      plateColor: c.plateColor,
      parkId: c.parkId,
      payType: c.payType,
      paidMoney: c.paidMoney,
      refundMoney: state === REFUND.done ? c.refundedMoney : c.paidMoney,
      refundReason: rng.pick(REFUND_REASONS),
      refundStatus: state,
      applyUser: personName(rng.pick),
      applyTime,
      finishTime: state === REFUND.done ? after(rng, applyTime, MINUTE, 2 * HOUR) : null,
      failTime: state === REFUND.failed ? after(rng, applyTime, MINUTE, HOUR) : null,
      errorCode,
      errorMsg,
    });
  }
  return charges.length;
}

const chargeRefund: Generated = {
  refundNo: (rng) => number(rng, 'RF', 18),
  orderNo: (rng) => number(rng, 'PO', 18),
  // 退款金额 comes before 实收金额 (column order): what was paid is the refund or more.
  refundMoney: (rng) => yuan(rng.int(100, 5000)),
  paidMoney: (rng, row) => yuan(fen(row.refundMoney) + rng.pick([0, 0, rng.int(100, 3000)])),
  refundReason: (rng) => rng.pick(REFUND_REASONS),
  refundStatus: (rng) =>
    rng.pick([REFUND.done, REFUND.done, REFUND.done, REFUND.done, REFUND.done, REFUND.pending, REFUND.failed, REFUND.failed]),
  applyUser: (rng) => personName(rng.pick),
  applyTime: (rng) => before(rng, 30 * MINUTE, 58 * DAY),
  finishTime: (rng, row) => (row.refundStatus === REFUND.done ? after(rng, row.applyTime, MINUTE, 2 * HOUR) : null),
  failTime: (rng, row) => (row.refundStatus === REFUND.failed ? after(rng, row.applyTime, MINUTE, HOUR) : null),
  chargeInfoId: () => null,
  errorCode: (rng, row) => (row.refundStatus === REFUND.failed ? rng.pick(REFUND_ERRORS)[0] : null),
  errorMsg: (_rng, row) =>
    row.refundStatus === REFUND.failed ? (REFUND_ERRORS.find(([code]) => code === row.errorCode)?.[1] ?? null) : null,
};

const appeal: Generated = {
  appealNo: (rng) => number(rng, 'SS', 16),
  orderNo: (rng) => number(rng, 'PO', 18),
  orderMoney: (rng) => yuan(rng.int(3, 40) * 100),
  appealStatus: (rng) =>
    rng.pick([
      APPEAL.open,
      APPEAL.open,
      APPEAL.open,
      APPEAL.handling,
      APPEAL.handling,
      APPEAL.posted,
      APPEAL.closed,
      APPEAL.closed,
      APPEAL.closed,
    ]),
  appealTime: (rng) => before(rng, 20 * MINUTE, 40 * DAY),
  lockUser: (rng, row) => (Number(row.appealStatus) >= APPEAL.handling ? rng.pick(['陈建国', '陈建国', personName(rng.pick)]) : null),
  handleResult: (rng, row) => (row.appealStatus === APPEAL.closed ? rng.pick([RESULT.upheld, RESULT.rejected]) : null),
  appealUser: (rng) => personName(rng.pick),
  appealContent: (rng, row) => rng.pick(APPEAL_TEXTS[Number(row.appealType)] ?? APPEAL_TEXTS[5]),
  appealImages: () => [],
  inTime: (rng, row) => formatSeedTime((ms(row.appealTime) ?? referenceTime) - Math.floor(rng.int(DAY, 5 * DAY) / 1000) * 1000),
  outTime: (rng, row) => after(rng, row.inTime, 20 * MINUTE, 10 * HOUR),
  lockTime: (rng, row) => (row.lockUser ? after(rng, row.appealTime, 10 * MINUTE, 6 * HOUR) : null),
  checkResult: (rng, row) => (row.lockUser && rng.chance(0.6) ? rng.pick([1, 2]) : null),
  checkRemark: (_rng, row) =>
    row.checkResult === 1
      ? '调取出入场记录与视频，情况属实'
      : row.checkResult === 2
        ? '出入场记录与视频显示车辆确有停放，情况不属实'
        : null,
  postRemark: (_rng, row) => (row.appealStatus === APPEAL.posted ? '涉及退款金额较大，提交上级审批' : null),
  adjustMoney: (rng, row) => (row.handleResult === RESULT.upheld ? yuan(Math.floor((fen(row.orderMoney) * rng.int(0, 5)) / 10)) : null),
  handleUser: (rng, row) => (row.appealStatus === APPEAL.closed ? String(row.lockUser ?? personName(rng.pick)) : null),
  handleTime: (rng, row) => (row.appealStatus === APPEAL.closed ? after(rng, row.lockTime ?? row.appealTime, 30 * MINUTE, DAY) : null),
  handleRemark: (_rng, row) =>
    row.handleResult === RESULT.upheld
      ? '核实属实，按实际停车时长重新计费，差额原路退回'
      : row.handleResult === RESULT.rejected
        ? '经核查计费无误，驳回申诉'
        : null,
};

const rechargeFlow: Generated = {
  flowNo: (rng) => number(rng, 'CZ', 18),
  rechargeMoney: (rng) => rng.pick(RECHARGE_AMOUNTS),
  giftMoney: (_rng, row) => (Number(row.rechargeMoney) >= 200 ? Number(row.rechargeMoney) / 10 : 0),
  balanceAfter: (rng, row) => yuan(fen(row.rechargeMoney) + fen(row.giftMoney) + rng.int(0, 20000)),
  payType: (rng) => rng.pick([1, 1, 2, 5]),
  rechargeStatus: (rng) => rng.pick([1, 1, 1, 1, 1, 1, 2, 3]),
  rechargeTime: (rng) => before(rng, 5 * MINUTE, 58 * DAY),
};

const refundFlow: Generated = {
  flowNo: (rng) => number(rng, 'TK', 18),
  balanceBefore: (rng) => yuan(rng.int(500, 60000)),
  refundMoney: (_rng, row) => row.balanceBefore,
  refundChannel: (rng) => rng.pick(FLOW_CHANNELS),
  refundStatus: (rng) => rng.pick([REFUND.done, REFUND.done, REFUND.done, REFUND.done, REFUND.pending, REFUND.failed, REFUND.failed]),
  refundReason: (rng) => rng.pick(FLOW_REASONS),
  applyTime: (rng) => before(rng, 30 * MINUTE, 58 * DAY),
  finishTime: (rng, row) => (row.refundStatus === REFUND.done ? after(rng, row.applyTime, MINUTE, 2 * DAY) : null),
  errorMsg: (rng, row) => (row.refundStatus === REFUND.failed ? rng.pick(REFUND_ERRORS)[1] : null),
  errorCode: (_rng, row) =>
    row.refundStatus === REFUND.failed ? (REFUND_ERRORS.find(([, msg]) => msg === row.errorMsg)?.[0] ?? null) : null,
  failTime: (rng, row) => (row.refundStatus === REFUND.failed ? after(rng, row.applyTime, MINUTE, HOUR) : null),
};

/** Coupon types of the seeded platform (business type 1, balance mode): the list `chargeCoupon/couponTypes` answers admin. */
const SEED_COUPON_TYPES = couponTypes(1, true);
/** Issued coupons: name, type (a value of SEED_COUPON_TYPES) and face value in yuan; the name comes first (column order). */
const COUPONS: { name: string; type: number; value: number }[] = [
  { name: '新用户停车优惠券5元', type: 2, value: 5 },
  { name: '周末停车优惠券10元', type: 2, value: 10 },
  { name: '商场消费满减停车券20元', type: 2, value: 20 },
  { name: '停车优惠券2元', type: 2, value: 2 },
  { name: '余额充值赠送抵用金10元', type: 1, value: 10 },
];
const couponOf = (row: Row) => COUPONS.find((c) => c.name === row.couponName) ?? COUPONS[0];
const chargeCoupon: Generated = {
  couponNo: (rng) => number(rng, 'YH', 16),
  couponName: (rng) => rng.pick(COUPONS).name,
  couponType: (_rng, row) => couponOf(row).type,
  faceValue: (_rng, row) => couponOf(row).value,
  useStatus: (rng) => rng.pick([1, 1, 1, 2, 2, 2, 3, 4]),
  grantTime: (rng) => before(rng, HOUR, 58 * DAY),
  expireTime: (_rng, row) => formatSeedTime((ms(row.grantTime) ?? referenceTime) + 30 * DAY),
  useTime: (rng, row) => (row.useStatus === 2 ? after(rng, row.grantTime, HOUR, 20 * DAY) : null),
  orderNo: (rng, row) => (row.useStatus === 2 ? number(rng, 'PO', 18) : null),
};

const CHANGE_VALUES: Record<number, (rng: Prng) => [string | null, string | null, string]> = {
  1: (rng) => [seedPlate(rng), seedPlate(rng), '车牌识别错误，人工核对后更正'],
  2: (rng) => ['在场', before(rng, DAY, 58 * DAY), '车辆已离场未识别，按视频记录设置出场时间'],
  3: (rng) => [`${rng.int(10, 40)}.00元`, `${rng.int(0, 9)}.00元`, '申诉成立，按实际停车时长重新计费'],
  4: (rng) => [null, before(rng, 10 * MINUTE, 58 * DAY), '人工确认车辆仍在场'],
};
const parkOrderChange: Generated = {
  orderNo: (rng) => number(rng, 'PO', 18),
  changeType: (rng) => rng.pick([1, 1, 2, 2, 3, 4]),
  changeTime: (rng) => before(rng, 10 * MINUTE, 58 * DAY),
  beforeValue: (rng, row) => CHANGE_VALUES[Number(row.changeType)]?.(rng)[0] ?? null,
  afterValue: (rng, row) => CHANGE_VALUES[Number(row.changeType)]?.(rng)[1] ?? null,
  remark: (rng, row) => CHANGE_VALUES[Number(row.changeType)]?.(rng)[2] ?? null,
  operator: (rng) => personName(rng.pick),
};

const parkEvaluate: Generated = {
  score: (rng) => rng.pick([5, 5, 5, 4, 4, 4, 3, 2, 1]),
  evaluateContent: (rng, row) => rng.pick(EVALUATIONS[Number(row.score)] ?? EVALUATIONS[3]),
  orderNo: (rng) => number(rng, 'PO', 18),
  evaluateTime: (rng) => before(rng, 10 * MINUTE, 58 * DAY),
};

const wechatChange: Generated = {
  nickName: (rng) => rng.pick(NICKNAMES),
  changeType: (rng) => rng.int(1, 5),
  beforeValue: (rng, row) =>
    row.changeType === 2
      ? String(row.plateNo ?? seedPlate(rng))
      : row.changeType === 3
        ? seedMobile(rng)
        : row.changeType === 5
          ? '已开通'
          : null,
  afterValue: (rng, row) =>
    row.changeType === 1
      ? String(row.plateNo ?? seedPlate(rng))
      : row.changeType === 3
        ? String(row.phone ?? seedMobile(rng))
        : row.changeType === 4
          ? '已开通'
          : row.changeType === 5
            ? '已关闭'
            : null,
  changeTime: (rng) => before(rng, 10 * MINUTE, 58 * DAY),
};

/** Parking orders of the default seed: 58 days of a busy city's entries, so 统计报表 has figures to show. */
export const PARK_ORDER_ROWS = 3000;

const withReference = (generated: Generated, extra: Partial<EntityExtension> = {}): EntityExtension => ({
  seed: takeReferenceTime,
  generated,
  ...extra,
});

export const STOP_FEE_SEED: Record<string, EntityExtension> = {
  parkOrder: withReference(parkOrder, {
    seed: (kit) => takeReferenceTime(kit) + seedCustomerOrders(kit) + seedCompanyCarOrders(kit) + seedStoredCardOrders(kit),
    defaultRows: PARK_ORDER_ROWS,
    tables: [{ name: CONFIG_TABLE, ddl: CONFIG_DDL }],
    hooks: {
      beforeDelete(records) {
        if (records.some((r) => r.orderStatus === ORDER.parked)) return ORDER_MSG.deleteParked;
      },
    },
  }),
  chargeInfo: withReference(chargeInfo),
  chargeRefund: { seed: chargeRefundsOfCharges, generated: chargeRefund },
  parkOrderAppeal: withReference(appeal),
  rechargeFlow: withReference(rechargeFlow),
  refundFlow: withReference(refundFlow),
  chargeCoupon: withReference(chargeCoupon),
  parkOrderChange: withReference(parkOrderChange),
  parkEvaluate: withReference(parkEvaluate),
  wechatChange: withReference(wechatChange),
};

/** The engine extension of the 停车收费 area (listed in services/extensions.ts). */
export const stopFeeExtension: EngineExtension = {
  options: { 'GET /charge/v2/api/chargeCoupon/couponTypes': SEED_COUPON_TYPES.map((t) => ({ ...t })) },
  entities: STOP_FEE_SEED,
};
