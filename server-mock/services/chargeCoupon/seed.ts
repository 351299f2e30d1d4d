/**
 * Curated seed of schemas/chargeCoupon.json (优惠券管理): the charging stations of the five dealers of the document's
 * `dealer` dictionary (entity couponStation) and 72 coupons in every state of the workflow, each with the audit trail
 * its state implies (提交审核, 审核通过 / 审核驳回, 发放 …, 停止发放), granted counts that add up (已发放 + 剩余 = 发放数量,
 * 已发完 with nothing left) and a budget of 面值 × 数量. Only data: the workflow itself runs from the document.
 */
import type { Prng } from '../../db/prng';
import { PARKS } from '../sharedOptions/parks';
import { formatSeedTime } from '../../engine/seedValues';
import { DAY, HOUR, MINUTE } from '../../engine/seedKit';
import { personName } from '../../engine/seedVocabulary';
import type { EngineExtension, SeedKit } from '../../engine/types';
import type { TrailEntry } from '../../engine/transitionRun';

export const COUPON_ENTITY = 'couponBatch';
export const STATION_ENTITY = 'couponStation';

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
const QUANTITIES = [200, 300, 500, 800, 1000, 2000];

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

function coupon(rng: Prng, kit: SeedKit, id: number, state: number): Record<string, unknown> {
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
    auditTime = formatSeedTime(trail.step(rng, '审核通过', 1, 2, auditor));
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
  return {
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
  };
}

function seedCoupons(kit: SeedKit): number {
  PLAN.forEach((state, i) => kit.insert(coupon(kit.rng, kit, i + 1, state)));
  return PLAN.length;
}

function seedStations(kit: SeedKit): number {
  COUPON_STATIONS.forEach((s, i) => kit.insert({ stationId: i + 1, ...s }));
  return COUPON_STATIONS.length;
}

/** The engine extension of the coupons (listed in services/extensions.ts). */
export const chargeCouponExtension: EngineExtension = {
  entities: {
    [COUPON_ENTITY]: { seed: seedCoupons, fixedRows: true },
    [STATION_ENTITY]: { seed: seedStations, fixedRows: true },
  },
};
