/**
 * Curated seed of schemas/chargeCoupon.json (优惠券管理): the charging stations of the five dealers of the document's
 * `dealer` dictionary (entity couponStation) and 72 coupons in every state of the workflow, each with the audit trail
 * its state implies (提交审核, 审核通过 / 审核驳回, 发放 …, 停止发放), granted counts that add up (已发放 + 剩余 = 发放数量,
 * 已发完 with nothing left) and a budget of 面值 × 数量. Every granted coupon is a row of the 券库 (entity couponCode):
 * one per 已发放, held by a plate or a phone, used (with its order, station and 抵扣金额), voided or not yet used, so a
 * batch's 已使用 is the number of its 使用明细 rows. The entities are seeded one by one, so the whole set is drawn once
 * from one generator of its own (`couponWorld`) and each entity takes its part. Only data: the workflow itself runs
 * from the document.
 */
import { createPrng, type Prng } from '../../db/prng';
import { seedMobile, seedPlate } from '../../engine/seedValues';
import { PARKS } from '../sharedOptions/parks';
import { formatSeedTime } from '../../engine/seedValues';
import { DAY, HOUR, MINUTE } from '../../engine/seedKit';
import { personName } from '../../engine/seedVocabulary';
import type { EngineExtension, SeedKit } from '../../engine/types';
import type { TrailEntry } from '../../engine/transitionRun';
import { couponBatchHooks, couponCodeOf, couponGiveCheck, couponPurchaseIssue, refreshBatches, refreshCodes } from './couponRules';

export const COUPON_ENTITY = 'couponBatch';
export const STATION_ENTITY = 'couponStation';
export const CODE_ENTITY = 'couponCode';

/** Coupon states (dictionary codeState); 已过期 follows 有效期结束 (couponRules.ts, refreshCodes). */
export const CODE_STATE = { unused: 0, used: 1, voided: 2, expired: 3 } as const;

/** Coupon states (dictionary couponStatus). */
export const COUPON_STATE = { draft: 0, pending: 1, granting: 2, over: 3, stopped: 4 } as const;
const STATE_LABELS = ['草稿', '待审核', '发放中', '已发完', '已停止'];

/** Charging stations per dealer (dealer ids 101–105 of the document's `dealer` dictionary). */
export const COUPON_STATIONS: { dealerId: number; stationName: string; address: string; pileCount: number }[] = [
  { dealerId: 101, stationName: '文三路充电站', address: '杭州市西湖区文三路478号', pileCount: 12 },
  { dealerId: 101, stationName: '武林广场地下充电站', address: '杭州市拱墅区武林广场1号地下二层', pileCount: 24 },
  { dealerId: 101, stationName: '钱江新城市民中心充电站', address: '杭州市上城区解放东路18号', pileCount: 30 },
  { dealerId: 102, stationName: '莫干山路超充站', address: '杭州市拱墅区莫干山路1188号', pileCount: 16 },
  { dealerId: 102, stationName: '城西银泰充电站', address: '杭州市拱墅区丰潭路380号', pileCount: 20 },
  { dealerId: 102, stationName: '滨江宝龙城充电站', address: '杭州市滨江区滨盛路3867号', pileCount: 18 },
  { dealerId: 103, stationName: '天童南路充电站', address: '宁波市鄞州区天童南路588号', pileCount: 14 },
  { dealerId: 103, stationName: '宁波东站充电站', address: '宁波市鄞州区宁穿路1号', pileCount: 22 },
  { dealerId: 103, stationName: '梅山港区充电站', address: '宁波市北仑区梅山大道288号', pileCount: 10 },
  { dealerId: 104, stationName: '车站大道充电站', address: '温州市鹿城区车站大道577号', pileCount: 16 },
  { dealerId: 104, stationName: '温州南站充电站', address: '温州市瓯海区南站路1号', pileCount: 12 },
  { dealerId: 104, stationName: '江滨路充电站', address: '温州市鹿城区江滨西路66号', pileCount: 8 },
  { dealerId: 105, stationName: '柯桥轻纺城充电站', address: '绍兴市柯桥区金柯桥大道1号', pileCount: 20 },
  { dealerId: 105, stationName: '绍兴北站充电站', address: '绍兴市越城区二环北路1号', pileCount: 12 },
  { dealerId: 105, stationName: '镜湖新区充电站', address: '绍兴市越城区洋江西路508号', pileCount: 9 },
];

/** A coupon name with its face value in 元 and threshold in 元 (0: none). */
type CouponKind = readonly [name: string, yuan: number, threshold: number];
/** type 3 充电优惠券, 2 停车优惠券. */
const CHARGING: readonly CouponKind[] = [
  ['新用户充电立减5元', 5, 0],
  ['直流快充满50减10元', 10, 50],
  ['周末充电立减8元', 8, 30],
  ['新能源车主专享充电券15元', 15, 80],
  ['充电满30减5元', 5, 30],
  ['春节返程充电补贴20元', 20, 100],
  ['会员日充电券6元', 6, 20],
  ['夜间谷电充电立减3元', 3, 0],
  ['国庆出行充电立减10元', 10, 60],
];
const PARKING: readonly CouponKind[] = [
  ['新用户停车立减5元', 5, 0],
  ['周末停车券10元', 10, 20],
  ['商圈停车2小时抵扣券', 8, 0],
  ['夜间停车立减3元', 3, 0],
  ['月卡用户专享停车券8元', 8, 15],
  ['雨天停车关怀券5元', 5, 0],
  ['医院停车便民券4元', 4, 0],
];
const DESCRIPTIONS = [
  '仅限直流快充使用，不与其他优惠同享',
  '每笔订单限用一张，过期作废',
  '限本运营商所属站点使用',
  '新注册用户首单可用',
  '节假日通用，不找零不兑现',
];
const REJECT_REASONS = [
  '面值超出本季度活动预算，请调整后重新提交',
  '有效期与活动方案不一致',
  '适用范围填写有误，请核对充电站',
  '券名称不规范，请注明面值',
];
const STOP_REASONS = ['活动提前结束', '预算已用完，停止发放', '站点改造暂停营业', '发现异常领取，暂停发放'];
const QUANTITIES = [30, 40, 50, 60, 80, 100, 120];
const VOID_REASONS = ['用户投诉重复发放', '发放对象填写错误', '活动规则调整，收回未使用券', '用户已注销账号'];

/** How many coupons of each state, in seed order. */
const PLAN: number[] = [
  ...Array(14).fill(COUPON_STATE.draft),
  ...Array(10).fill(COUPON_STATE.pending),
  ...Array(20).fill(COUPON_STATE.granting),
  ...Array(16).fill(COUPON_STATE.over),
  ...Array(12).fill(COUPON_STATE.stopped),
];

/** Builds the trail of one coupon step by step, times moving forward from its creation. */
class Trail {
  entries: TrailEntry[] = [];
  constructor(private ms: number) {}
  step(
    rng: Prng,
    action: string,
    from: number,
    to: number,
    user: string,
    note: string | null = null,
    gap = rng.int(30 * MINUTE, 20 * HOUR),
  ) {
    this.ms += gap;
    this.entries.push({
      action,
      user,
      time: formatSeedTime(this.ms),
      from,
      fromLabel: STATE_LABELS[from],
      to,
      toLabel: STATE_LABELS[to],
      note,
    });
    return this.ms;
  }
  get time() {
    return this.ms;
  }
}

const dateOf = (ms: number) => formatSeedTime(ms).slice(0, 10);

type Batch = Record<string, unknown> & {
  couponId: number;
  couponStatus: number;
  grantedCount: number;
  remainCount: number;
  usedCount: number;
};
/** A batch with the moments its coupons may be granted in (from its approval) and used until. */
type Drawn = { row: Batch; grantFrom: number; endMs: number; creator: string; auditor: string };

function coupon(rng: Prng, kit: Pick<SeedKit, 'now'>, id: number, state: number): Drawn {
  const type = rng.int(0, 9) < 6 ? 3 : 2;
  const [name, yuan, threshold] = rng.pick(type === 3 ? CHARGING : PARKING);
  const stations = COUPON_STATIONS.map((s, i) => ({ ...s, stationId: i + 1 }));
  const station = rng.pick(stations);
  const dealerId = type === 3 ? station.dealerId : rng.pick([101, 102, 103, 104, 105]);
  const quantity = rng.pick(QUANTITIES);
  const faceValue = yuan * 100;
  const creator = personName(rng.pick);
  const auditor = personName(rng.pick);
  // Older states were created earlier; drafts and pending ones within the last two weeks.
  const daysBack = state <= COUPON_STATE.pending ? rng.int(1, 14) : rng.int(15, 55);
  const created = kit.now - daysBack * DAY + rng.int(8 * HOUR, 18 * HOUR);
  const trail = new Trail(created);
  let grantFrom = created;
  let granted = 0;
  let auditUser: string | null = null;
  let auditTime: string | null = null;
  let rejectReason: string | null = null;
  let stopReason: string | null = null;
  if (state === COUPON_STATE.draft && id % 4 === 1) {
    trail.step(rng, '提交审核', 0, 1, creator);
    rejectReason = rng.pick(REJECT_REASONS);
    auditTime = formatSeedTime(trail.step(rng, '审核驳回', 1, 0, auditor, rejectReason));
    auditUser = auditor;
  }
  if (state >= COUPON_STATE.pending) trail.step(rng, '提交审核', 0, 1, creator);
  if (state >= COUPON_STATE.granting) {
    grantFrom = trail.step(rng, '审核通过', 1, 2, auditor);
    auditTime = formatSeedTime(grantFrom);
    auditUser = auditor;
    const rounds = state === COUPON_STATE.granting ? rng.int(0, 3) : rng.int(1, 3);
    for (let r = 0; r < rounds; r++) {
      const last = state === COUPON_STATE.over && r === rounds - 1;
      const count = last ? quantity - granted : Math.max(1, Math.round((quantity * rng.int(10, 30)) / 100));
      if (granted + count > quantity || (!last && granted + count >= quantity)) break;
      granted += count;
      trail.step(rng, '发放', 2, last ? 3 : 2, rng.pick([creator, auditor]), null, rng.int(2 * HOUR, 2 * DAY));
    }
    if (state === COUPON_STATE.over && granted < quantity) {
      trail.step(rng, '发放', 2, 3, creator, null, rng.int(2 * HOUR, 2 * DAY));
      granted = quantity;
    }
    if (state === COUPON_STATE.stopped) {
      stopReason = rng.pick(STOP_REASONS);
      trail.step(rng, '停止发放', 2, 4, auditor, stopReason, rng.int(HOUR, 3 * DAY));
    }
  }
  const updated = Math.min(trail.time, kit.now - 10 * MINUTE);
  const start = state >= COUPON_STATE.granting ? created + DAY : kit.now + rng.int(1, 10) * DAY;
  const end = state >= COUPON_STATE.over ? Math.max(start + 10 * DAY, updated) : Math.max(start, kit.now) + rng.pick([30, 60, 90]) * DAY;
  const row = {
    couponId: id,
    couponName: name,
    couponType: type,
    dealerId,
    stationId: type === 3 ? station.stationId : null,
    parkId: type === 2 ? rng.pick(PARKS).parkId : null,
    faceValue,
    minConsume: threshold * 100,
    quantity,
    budget: faceValue * quantity,
    limitPerUser: rng.pick([1, 1, 2, 3]),
    startDate: dateOf(start),
    endDate: dateOf(end),
    description: rng.pick(DESCRIPTIONS),
    couponStatus: state,
    grantedCount: granted,
    remainCount: quantity - granted,
    rejectReason,
    stopReason,
    auditUser,
    auditTime,
    createTime: formatSeedTime(created),
    updateTime: formatSeedTime(updated),
    auditTrail: trail.entries,
    usedCount: 0,
  };
  return { row, grantFrom: Math.max(grantFrom, start), endMs: end + DAY - MINUTE, creator, auditor };
}

const dateTimeDigits = (ms: number) => formatSeedTime(ms).replace(/\D/g, '');

/** The granted coupons of one batch: one per 已发放, the batch's 已使用 counted from them. */
function codesOf(rng: Prng, now: number, b: Drawn, firstId: number): Record<string, unknown>[] {
  const c = b.row;
  const rows: Record<string, unknown>[] = [];
  const until = Math.min(now - 30 * MINUTE, b.endMs);
  for (let n = 0; n < c.grantedCount; n++) {
    const grantMs = b.grantFrom + rng.int(0, Math.max(HOUR, until - b.grantFrom));
    const way = rng.pick([2, 2, 2, 2, 1, 1, 4]);
    const roll = rng.int(0, 99);
    const state = roll < 45 && grantMs < until - HOUR ? CODE_STATE.used : roll > 94 ? CODE_STATE.voided : CODE_STATE.unused;
    const row: Record<string, unknown> = {
      codeId: firstId + n,
      couponCode: couponCodeOf(firstId + n),
      couponId: c.couponId,
      couponName: c.couponName,
      couponType: c.couponType,
      faceValue: c.faceValue,
      parkId: c.parkId,
      startDate: c.startDate,
      endDate: c.endDate,
      holder: rng.int(0, 9) < 6 ? seedPlate(rng) : seedMobile(rng),
      grantWay: way,
      grantNo: way === 1 ? `SD${dateTimeDigits(grantMs - (grantMs % HOUR))}${String(c.couponId).padStart(3, '0')}` : null,
      grantTime: formatSeedTime(grantMs),
      grantUser: way === 1 ? rng.pick([b.creator, b.auditor]) : null,
      codeState: state,
      codeTrail: [],
    };
    if (state === CODE_STATE.used) {
      const useMs = grantMs + rng.int(10 * MINUTE, Math.max(20 * MINUTE, until - grantMs));
      const orderMoney = Math.max(Number(c.minConsume), Number(c.faceValue)) + rng.int(0, 60) * 100 + rng.int(0, 99);
      Object.assign(row, {
        useTime: formatSeedTime(useMs),
        orderNo: `${c.couponType === 3 ? 'CD' : 'TC'}${dateTimeDigits(useMs)}${String(rng.int(0, 9999)).padStart(4, '0')}`,
        useStationId: c.stationId,
        orderMoney,
        discountMoney: Math.min(Number(c.faceValue), orderMoney),
      });
    }
    if (state === CODE_STATE.voided) {
      const voidMs = grantMs + rng.int(HOUR, 3 * DAY);
      const reason = rng.pick(VOID_REASONS);
      const user = rng.pick([b.creator, b.auditor]);
      Object.assign(row, {
        voidReason: reason,
        voidUser: user,
        voidTime: formatSeedTime(Math.min(voidMs, now - 10 * MINUTE)),
        codeTrail: [
          {
            action: '作废',
            user,
            time: formatSeedTime(Math.min(voidMs, now - 10 * MINUTE)),
            from: 0,
            fromLabel: '未使用',
            to: 2,
            toLabel: '已作废',
            note: reason,
          },
        ],
      });
    }
    rows.push(row);
  }
  c.usedCount = rows.filter((r) => r.codeState === CODE_STATE.used).length;
  return rows;
}

const MERCHANTS = [
  '银泰百货武林店',
  '西湖文化广场',
  '滨江宝龙城',
  '宁波来福士广场',
  '宁波和义大道',
  '温州万象城',
  '温州印象城',
  '绍兴银泰城',
  '柯桥万达广场',
  '浙江省人民医院',
  '杭州东站枢纽',
  '钱江新城万豪酒店',
];
const PACK_OFF_REASONS = ['活动结束', '券批次已停止发放', '调整售价后重新上架', '库存不足，暂停售卖'];
const PURCHASE_REJECTS = ['采购数量超出券批次剩余库存', '商户资质未通过审核', '采购金额与合同不一致，请核对后重新提交'];
type Row = Record<string, unknown>;
type TrailStep = [action: string, from: number, to: number, user: string, note: string | null, ms: number];
const PACK_STATES = ['待上架', '已上架', '已下架'];
const PURCHASE_STATES = ['待审核', '已通过', '已驳回'];
const trailOf = (labels: string[], steps: TrailStep[]) =>
  steps.map(([action, from, to, user, note, ms]) => ({
    action,
    user,
    time: formatSeedTime(ms),
    from,
    fromLabel: labels[from],
    to,
    toLabel: labels[to],
    note,
  }));
/** A price a shop would set: whole 元 less 10 分 (¥15.90). */
const shopPrice = (fen: number) => Math.max(90, Math.round(fen / 100) * 100 - 10);

/**
 * 线上售卖 packs of the batches (on sale only while their batch is 发放中) and the users' purchases of them: a pack's
 * 累计售出 is its 已支付 orders.
 */
function packsOf(rng: Prng, now: number, drawn: Drawn[]): { packs: Row[]; orders: Row[] } {
  const packs: Row[] = [];
  const orders: Row[] = [];
  const live = drawn.filter((b) => b.row.couponStatus === COUPON_STATE.granting);
  const any = drawn.filter((b) => b.row.couponStatus >= COUPON_STATE.granting);
  for (let i = 0; i < 64; i++) {
    const status = i < 24 ? 1 : i < 44 ? 2 : 0;
    const b = status === 1 ? live[i % live.length] : rng.pick(any);
    const c = b.row;
    const n = rng.pick([1, 2, 3, 4, 5]);
    const price = shopPrice(Number(c.faceValue) * n * rng.pick([0.6, 0.7, 0.8, 0.9]));
    const created = Math.max(b.grantFrom, now - 40 * DAY) + rng.int(HOUR, 2 * DAY);
    const operator = rng.pick([b.creator, b.auditor]);
    const steps: TrailStep[] = [];
    let shelf: number | null = null;
    let offReason: string | null = null;
    if (status >= 1) {
      shelf = created + rng.int(HOUR, DAY);
      steps.push(['上架', 0, 1, operator, null, shelf]);
    }
    if (status === 2) {
      offReason = rng.pick(PACK_OFF_REASONS);
      steps.push(['下架', 1, 2, operator, offReason, Math.min(now - HOUR, shelf! + rng.int(3 * DAY, 20 * DAY))]);
    }
    const packId = i + 1;
    const packName = `${String(c.couponName)} ×${n}张`;
    const salesUntil = status === 2 ? steps[1][5] : now - HOUR;
    let sold = 0;
    if (shelf !== null) {
      const count = rng.int(2, 7);
      for (let k = 0; k < count; k++) {
        const payMs = shelf + rng.int(10 * MINUTE, Math.max(20 * MINUTE, salesUntil - shelf));
        const refunded = rng.int(0, 9) === 0;
        if (!refunded) sold += 1;
        orders.push({
          buyOrderNo: `QB${dateTimeDigits(payMs)}${String(rng.int(0, 9999)).padStart(4, '0')}`,
          userPhone: seedMobile(rng),
          packId,
          packCoupons: n,
          payMoney: price,
          payChannel: rng.pick([1, 1, 1, 2, 2, 3]),
          payTime: formatSeedTime(payMs),
          buyState: refunded ? 2 : 1,
          refundTime: refunded ? formatSeedTime(Math.min(now - 10 * MINUTE, payMs + rng.int(HOUR, 2 * DAY))) : null,
        });
      }
    }
    packs.push({
      packId,
      packName,
      couponId: c.couponId,
      packCoupons: n,
      packPrice: price,
      dailyStock: rng.pick([50, 100, 200, 300]),
      soldCount: sold,
      packStatus: status,
      batchStatus: shelf === null ? null : COUPON_STATE.granting,
      shelfTime: shelf === null ? null : formatSeedTime(shelf),
      offReason,
      createTime: formatSeedTime(created),
      updateTime: formatSeedTime(steps.at(-1)?.[5] ?? created),
      packTrail: trailOf(PACK_STATES, steps),
    });
  }
  orders.sort((a, b) => String(a.payTime).localeCompare(String(b.payTime)));
  return { packs, orders: orders.map((o, i) => ({ buyId: i + 1, ...o })) };
}

/** 商户采购记录: merchants buying coupons of a batch in bulk at a discount, 待审核 → 已通过 / 已驳回. */
function purchasesOf(rng: Prng, now: number, drawn: Drawn[]): Row[] {
  const rows: Row[] = [];
  const any = drawn.filter((b) => b.row.couponStatus >= COUPON_STATE.granting);
  for (let i = 0; i < 66; i++) {
    const status = i < 14 ? 0 : i < 52 ? 1 : 2;
    const b = status === 0 ? rng.pick(drawn.filter((d) => d.row.couponStatus === COUPON_STATE.granting)) : rng.pick(any);
    const c = b.row;
    const count = rng.pick([10, 20, 30, 50]);
    const applyMs = status === 0 ? now - rng.int(2 * HOUR, 6 * DAY) : Math.max(b.grantFrom, now - 50 * DAY) + rng.int(HOUR, 5 * DAY);
    const contact = personName(rng.pick);
    const auditor = b.auditor;
    const steps: TrailStep[] = [];
    let reject: string | null = null;
    const auditMs = Math.min(now - 30 * MINUTE, applyMs + rng.int(HOUR, 2 * DAY));
    if (status === 1) steps.push(['审核通过', 0, 1, auditor, null, auditMs]);
    if (status === 2) {
      reject = rng.pick(PURCHASE_REJECTS);
      steps.push(['审核驳回', 0, 2, auditor, reject, auditMs]);
    }
    rows.push({
      purchaseId: i + 1,
      purchaseNo: `CG${dateTimeDigits(applyMs).slice(2, 8)}${String(i + 1).padStart(4, '0')}`,
      merchantName: rng.pick(MERCHANTS),
      couponId: c.couponId,
      contactName: contact,
      contactPhone: seedMobile(rng),
      purchaseCount: count,
      purchaseAmount: Math.round((Number(c.faceValue) * count * rng.pick([70, 80, 85, 90])) / 100),
      applyTime: formatSeedTime(applyMs),
      purchaseStatus: status,
      auditUser: status === 0 ? null : auditor,
      auditTime: status === 0 ? null : formatSeedTime(auditMs),
      rejectReason: reject,
      purchaseTrail: trailOf(PURCHASE_STATES, steps),
    });
  }
  return rows;
}

/**
 * An approved purchase's coupons are the merchant's: unused coupons of its batch become the merchant's holding
 * (领取方式 5 商户采购, 发券批次号 the 采购单号), so the batch's 已发放 counts them. A purchase its batch has too few unused
 * coupons for buys what there was; one with none was 驳回 for want of stock.
 */
function holdPurchases(purchases: Row[], codes: Row[]): void {
  for (const p of purchases) {
    if (p.purchaseStatus !== 1) continue;
    const pool = codes.filter((c) => c.couponId === p.couponId && c.codeState === CODE_STATE.unused && c.grantWay !== 5);
    const n = Math.min(Number(p.purchaseCount), pool.length);
    if (n === 0) {
      const reason = PURCHASE_REJECTS[0];
      Object.assign(p, {
        purchaseStatus: 2,
        rejectReason: reason,
        purchaseTrail: [
          {
            action: '审核驳回',
            user: p.auditUser,
            time: p.auditTime,
            from: 0,
            fromLabel: '待审核',
            to: 2,
            toLabel: '已驳回',
            note: reason,
          },
        ],
      });
      continue;
    }
    p.purchaseAmount = Math.round((Number(p.purchaseAmount) * n) / Number(p.purchaseCount));
    p.purchaseCount = n;
    for (const c of pool.slice(0, n))
      Object.assign(c, { holder: p.merchantName, grantWay: 5, grantNo: p.purchaseNo, grantUser: p.auditUser, grantTime: p.auditTime });
  }
}

const REFUND_VOID = '购券订单已退款';
type Code = Row;

const msOf = (time: string) => Date.parse(`${time.replace(' ', 'T')}+08:00`);

/**
 * Moves a coupon's grant to `grantMs`, keeping how long after the grant it was used or voided (never past `now` nor
 * the coupon's last valid day).
 */
function regrant(code: Code, grantMs: number, now: number): void {
  const before = msOf(String(code.grantTime));
  const validUntil = msOf(`${String(code.endDate)} 23:59:00`);
  const later = (field: string) => {
    if (!code[field]) return null;
    const ms = msOf(String(code[field]));
    return formatSeedTime(Math.min(now - 10 * MINUTE, validUntil, grantMs + Math.max(10 * MINUTE, ms - before)));
  };
  const useTime = later('useTime');
  if (useTime) {
    const orderNo = String(code.orderNo);
    Object.assign(code, { useTime, orderNo: `${orderNo.slice(0, 2)}${useTime.replace(/\D/g, '')}${orderNo.slice(-4)}` });
  }
  const voidTime = later('voidTime');
  if (voidTime) Object.assign(code, { voidTime, codeTrail: (code.codeTrail as TrailEntry[]).map((t) => ({ ...t, time: voidTime })) });
  code.grantTime = formatSeedTime(grantMs);
}

/** A refunded order's coupons are taken back: 已作废 by the system at the refund. */
function voidRefunded(code: Code, refundTime: string): void {
  for (const field of ['useTime', 'orderNo', 'useStationId', 'orderMoney', 'discountMoney']) delete code[field];
  Object.assign(code, {
    codeState: CODE_STATE.voided,
    voidReason: REFUND_VOID,
    voidUser: '系统',
    voidTime: refundTime,
    codeTrail: [
      { action: '作废', user: '系统', time: refundTime, from: 0, fromLabel: '未使用', to: 2, toLabel: '已作废', note: REFUND_VOID },
    ],
  });
}

/**
 * A 线上购买 issues the pack's coupons to the buyer (领取人 the phone, 领取方式 线上购买, 发券批次号 the 购买订单号, at the
 * payment): coupons users claimed from the batch become the orders' (their later use kept), and the batch's remaining
 * stock covers the rest. A pack can sell only what its batch has: an order beyond it is not drawn. A refunded order's
 * coupons are 已作废. The packs' 累计售出 and the batches' counts then follow the orders kept.
 */
function issuePacks(world: CouponWorld, now: number): void {
  const { batches, codes, packs, orders, purchases } = world;
  // Stock the 待审核 purchases of a batch ask for stays theirs.
  const asked = new Map<unknown, number>();
  for (const p of purchases) if (p.purchaseStatus === 0) asked.set(p.couponId, (asked.get(p.couponId) ?? 0) + Number(p.purchaseCount));
  const batchOf = new Map(batches.map((b) => [b.couponId, b]));
  const packOf = new Map(packs.map((p) => [p.packId, p]));
  const claimed = new Map<unknown, Code[]>();
  for (const c of codes) if (c.grantWay === 2) claimed.set(c.couponId, [...(claimed.get(c.couponId) ?? []), c]);
  const kept: Row[] = [];
  for (const o of orders) {
    const pack = packOf.get(o.packId)!;
    const batch = batchOf.get(pack.couponId as number)!;
    const n = Number(o.packCoupons);
    const pool = claimed.get(batch.couponId) ?? [];
    const fresh = Math.max(0, n - pool.length);
    // A batch 发放中 keeps some stock (with none left it would be 已发完).
    const spare = batch.remainCount - (asked.get(batch.couponId) ?? 0) - (batch.couponStatus === COUPON_STATE.granting ? 1 : 0);
    const payMs = msOf(String(o.payTime));
    if (fresh > spare || payMs > msOf(`${String(batch.endDate)} 23:59:00`) - HOUR) continue;
    const mine = pool.splice(0, n - fresh);
    for (let k = 0; k < fresh; k++) {
      const codeId = codes.length + 1;
      const code: Code = { codeId, couponCode: couponCodeOf(codeId), couponId: batch.couponId, couponName: batch.couponName };
      Object.assign(code, { couponType: batch.couponType, faceValue: batch.faceValue, parkId: batch.parkId });
      Object.assign(code, { startDate: batch.startDate, endDate: batch.endDate, codeState: CODE_STATE.unused, codeTrail: [] });
      Object.assign(code, { grantTime: formatSeedTime(payMs) });
      codes.push(code);
      mine.push(code);
    }
    batch.grantedCount += fresh;
    batch.remainCount -= fresh;
    for (const code of mine) {
      regrant(code, payMs, now);
      Object.assign(code, { holder: o.userPhone, grantWay: 3, grantNo: o.buyOrderNo, grantUser: null });
      if (o.buyState === 2) voidRefunded(code, String(o.refundTime));
    }
    kept.push(o);
  }
  for (const b of batches) b.usedCount = codes.filter((c) => c.couponId === b.couponId && c.codeState === CODE_STATE.used).length;
  for (const p of packs) p.soldCount = kept.filter((o) => o.packId === p.packId && o.buyState === 1).length;
  orders.splice(0, orders.length, ...kept.map((o, i) => ({ ...o, buyId: i + 1 })));
}

/** The whole seed of the area, drawn once per reference time: batches, the coupons granted from them, packs, orders, purchases. */
export interface CouponWorld {
  batches: Batch[];
  codes: Row[];
  packs: Row[];
  orders: Row[];
  purchases: Row[];
}
const worlds = new Map<number, CouponWorld>();

export function couponWorld(now: number): CouponWorld {
  const known = worlds.get(now);
  if (known) return known;
  const rng = createPrng(`chargeCoupon:${now}`);
  const drawn = PLAN.map((state, i) => coupon(rng, { now }, i + 1, state));
  const codes: Record<string, unknown>[] = [];
  for (const b of drawn) codes.push(...codesOf(rng, now, b, codes.length + 1));
  const { packs, orders } = packsOf(rng, now, drawn);
  const purchases = purchasesOf(rng, now, drawn);
  holdPurchases(purchases, codes);
  const world = { batches: drawn.map((b) => b.row), codes, packs, orders, purchases };
  issuePacks(world, now);
  worlds.set(now, world);
  return world;
}

/** Copies, so a seed never shares the trail arrays of the memoized world with what it stores. */
const copy = <T>(row: T): T => structuredClone(row);

function seedCoupons(kit: SeedKit): number {
  const { batches } = couponWorld(kit.now);
  batches.forEach((b) => kit.insert(copy(b)));
  return batches.length;
}

function seedCodes(kit: SeedKit): number {
  const { codes } = couponWorld(kit.now);
  codes.forEach((c) => kit.insert(copy(c)));
  return codes.length;
}

const seedPart = (part: 'packs' | 'orders' | 'purchases') => (kit: SeedKit) => {
  const rows = couponWorld(kit.now)[part];
  rows.forEach((r) => kit.insert(copy(r)));
  return rows.length;
};

function seedStations(kit: SeedKit): number {
  COUPON_STATIONS.forEach((s, i) => kit.insert({ stationId: i + 1, ...s }));
  return COUPON_STATIONS.length;
}

/** The engine extension of the coupons (listed in services/extensions.ts). */
export const chargeCouponExtension: EngineExtension = {
  entities: {
    [COUPON_ENTITY]: { seed: seedCoupons, fixedRows: true, hooks: { ...couponBatchHooks, beforeRead: refreshBatches } },
    [STATION_ENTITY]: { seed: seedStations, fixedRows: true },
    [CODE_ENTITY]: { seed: seedCodes, fixedRows: true, hooks: { beforeRead: refreshCodes } },
    couponPack: { seed: seedPart('packs'), fixedRows: true },
    couponPackOrder: { seed: seedPart('orders'), fixedRows: true },
    couponPurchase: { seed: seedPart('purchases'), fixedRows: true },
  },
  computations: { couponGiveCheck, couponPurchaseIssue },
};
