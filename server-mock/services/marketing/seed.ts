/**
 * Curated seed of schemas/marketing.json (营销活动): campaigns of every kind in every state with the trail their state
 * implies (发布, 停用 with its reason, 提前结束, 到期结束), the reward records of 注册有礼 / 邀请有礼 / 充值有礼, the points
 * rules per behaviour and park, the owners' points accounts whose balances are the sums of their ledgers, the exchange
 * goods and the exchanges that spent those points, and the 无感支付 enrolments of the owners' plates. Owners and plates
 * are those of 客户管理 (services/customerManage/owners.ts), parks 1001–1010, stations and coupons those of 优惠券管理.
 * Only data: the workflows run from the document.
 */
import { createPrng, type Prng } from '../../db/prng';
import { DAY, HOUR, MINUTE, seedTrailEntry } from '../../engine/seedKit';
import { formatSeedTime } from '../../engine/seedValues';
import { personName } from '../../engine/seedVocabulary';
import type { TrailEntry } from '../../engine/transitionRun';
import type { EngineExtension, SeedKit } from '../../engine/types';
import { COUPON_STATIONS } from '../chargeCoupon/seed';
import { OWNERS } from '../customerManage/owners';
import { PARKS } from '../sharedOptions/parks';
import { activityFigures } from './calendar';

export const MKT_ENTITIES = {
  activity: 'mktActivity',
  record: 'mktRewardRecord',
  rule: 'bonusRule',
  account: 'bonusAccount',
  ledger: 'bonusLedger',
  goods: 'exchangeGoods',
  exchange: 'exchangeRecord',
  sign: 'senselessSign',
} as const;

/** dictionary activityType */
export const ACTIVITY_TYPE = { register: 1, invite: 2, recharge: 3, charging: 4, exchange: 5 } as const;
/** dictionary activityStatus */
export const ACTIVITY_STATE = { draft: 0, pending: 1, running: 2, ended: 3, disabled: 4 } as const;
const ACTIVITY_LABELS = ['待发布', '未开始', '进行中', '已结束', '已停用'];
/** dictionary goodsStatus */
export const GOODS_STATE = { draft: 0, onShelf: 1, offShelf: 2 } as const;
/** dictionary goodsType */
export const GOODS_TYPE = { coupon: 1, parkHours: 2, physical: 3 } as const;
/** dictionary exchangeStatus */
export const EXCHANGE_STATE = { toShip: 1, shipped: 2, done: 3 } as const;
/** dictionary signStatus */
export const SIGN_STATE = { signed: 1, unsigned: 2, failed: 3 } as const;
/** dictionary changeType */
export const CHANGE_TYPE = { earn: 1, exchange: 2, expire: 3, adjust: 4 } as const;
/** 优惠券管理 seeds this many coupons (ids 1…72). */
const COUPON_COUNT = 72;

const dateOf = (ms: number) => formatSeedTime(ms).slice(0, 10);
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;
const staff = (rng: Prng) => personName(rng.pick);
const stamp = (ms: number) => formatSeedTime(ms).replace(/\D/g, '');

const entry = (action: string, user: string, ms: number, from: number, to: number, note: string | null, labels = ACTIVITY_LABELS) =>
  seedTrailEntry(labels, action, user, ms, from, to, note);

/* ------------------------------------------------------------------ 活动 */

const CITIES = ['杭州', '宁波', '温州', '绍兴', '嘉兴', '湖州'];
const SEASONS = ['春季', '夏季', '秋季', '冬季', '五一', '国庆', '春节', '周年庆', '开学季', '双十一'];
const STOP_REASONS = ['预算调整，暂停活动', '活动规则需调整，暂停发放', '发现异常领取，暂停活动', '合作方要求暂停'];
const BUDGET_OUT = '预算已用完，暂停活动';
const FINISH_REASONS = ['奖励已全部发放，提前结束', '活动效果未达预期，提前结束', '与新活动冲突，提前结束'];
const DESCRIPTIONS: Record<number, string[]> = {
  1: ['活动期间新注册并绑定车牌的车主可领取一次', '新用户首次注册即送，每个手机号限领一次'],
  2: ['被邀请人注册并完成首单停车后，双方获得奖励', '被邀请人首次充电满10度后，双方获得奖励'],
  3: ['单笔充值按最高满足档位赠送，赠送余额不可提现', '活动期间每位车主最多参与3次'],
  4: ['活动时段内充电服务费打折，电费照常收取', '仅限本站直流快充桩，不与优惠券同享'],
  5: ['活动期间积分兑换商品享限时优惠', '兑换商品数量有限，先到先得'],
};
const TIER_SETS = [
  [
    [10_000, 20_000, 1_000, 100],
    [20_000, 50_000, 3_000, 200],
    [50_000, 100_001, 8_000, 500],
  ],
  [
    [5_000, 10_000, 300, 50],
    [10_000, 30_000, 1_000, 100],
    [30_000, 50_001, 4_000, 300],
  ],
  [
    [20_000, 50_000, 2_000, 0],
    [50_000, 100_000, 6_000, 0],
    [100_000, 200_001, 15_000, 0],
  ],
] as const;
const CHARGING_PERIODS: [string, [string, string][]][] = [
  [
    '夜间充电服务费',
    [
      ['22:00:00', '23:59:59'],
      ['00:00:00', '06:00:00'],
    ],
  ],
  [
    '深夜谷电服务费',
    [
      ['23:00:00', '23:59:59'],
      ['00:00:00', '07:00:00'],
    ],
  ],
  ['午间充电服务费', [['12:00:00', '14:00:00']]],
  ['凌晨充电服务费', [['00:00:00', '08:00:00']]],
  ['工作日白天服务费', [['10:00:00', '16:00:00']]],
];
const DISCOUNTS = [80, 85, 90, 70, 75];

export interface SeedActivity extends Record<string, unknown> {
  activityId: number;
  activityName: string;
  activityType: number;
  activityStatus: number;
  startDate: string;
  endDate: string;
  budget: number;
  spentAmount: number;
  participantCount: number;
}

/** The state plan of one kind's 60 campaigns, in seed order. */
const PLAN: number[] = [
  ...Array(8).fill(ACTIVITY_STATE.draft),
  ...Array(8).fill(ACTIVITY_STATE.pending),
  ...Array(14).fill(ACTIVITY_STATE.running),
  ...Array(20).fill(ACTIVITY_STATE.ended),
  ...Array(10).fill(ACTIVITY_STATE.disabled),
];

/** Start and end (ms) for a campaign of a state, the i-th of its kind. */
function periodFor(rng: Prng, now: number, state: number): [number, number] {
  const len = rng.pick([15, 30, 31, 45, 60, 90]) * DAY;
  if (state === ACTIVITY_STATE.draft || state === ACTIVITY_STATE.pending) {
    const start = now + rng.int(3, 40) * DAY;
    return [start, start + len];
  }
  if (state === ACTIVITY_STATE.running) {
    const start = now - rng.int(1, Math.floor(len / DAY) - 1) * DAY;
    return [start, Math.max(start + len, now + 2 * DAY)];
  }
  if (state === ACTIVITY_STATE.ended) {
    const end = now - rng.int(2, 300) * DAY;
    return [end - len, end];
  }
  const start = now - rng.int(5, 40) * DAY;
  return [start, start + len + 20 * DAY];
}

/** Budget, spending, participants and trail by state. */
function lifecycle(rng: Prng, now: number, state: number, start: number, end: number, budget: number, perHead: number, seq: number) {
  const creator = staff(rng);
  const created = Math.min(start, now) - rng.int(3, 12) * DAY + rng.int(9 * HOUR, 18 * HOUR);
  const trail: TrailEntry[] = [];
  let spent = 0;
  let stopReason: string | null = null;
  let updated = created;
  if (state !== ACTIVITY_STATE.draft) {
    const published = Math.min(created + rng.int(2 * HOUR, 2 * DAY), now - HOUR);
    const to = state === ACTIVITY_STATE.pending ? ACTIVITY_STATE.pending : ACTIVITY_STATE.running;
    trail.push(entry('发布', creator, published, ACTIVITY_STATE.draft, to, null));
    updated = published;
  }
  if (state === ACTIVITY_STATE.running) spent = Math.round((budget * rng.int(10, 80)) / 100);
  if (state === ACTIVITY_STATE.ended) {
    spent = Math.round((budget * rng.int(60, 100)) / 100);
    if (seq % 4 === 0) {
      stopReason = rng.pick(FINISH_REASONS);
      updated = end;
      trail.push(entry('提前结束', staff(rng), end + 10 * HOUR, ACTIVITY_STATE.running, ACTIVITY_STATE.ended, stopReason));
    } else {
      updated = end + DAY;
      trail.push(entry('到期结束', '系统', end + DAY, ACTIVITY_STATE.running, ACTIVITY_STATE.ended, null));
    }
  }
  if (state === ACTIVITY_STATE.disabled) {
    const outOfBudget = seq % 2 === 0;
    spent = outOfBudget ? budget : Math.round((budget * rng.int(20, 70)) / 100);
    stopReason = outOfBudget ? BUDGET_OUT : rng.pick(STOP_REASONS);
    updated = Math.min(start + rng.int(2, 10) * DAY, now - 2 * HOUR);
    trail.push(entry('停用', outOfBudget ? '系统' : staff(rng), updated, ACTIVITY_STATE.running, ACTIVITY_STATE.disabled, stopReason));
  }
  spent = Math.round(spent / 100) * 100;
  return {
    creator,
    created,
    updated,
    trail,
    spent,
    stopReason,
    participants: spent === 0 ? 0 : Math.max(1, Math.round(spent / perHead)),
  };
}

function baseRow(
  id: number,
  type: number,
  name: string,
  state: number,
  start: number,
  end: number,
  budget: number,
  life: ReturnType<typeof lifecycle>,
  rng: Prng,
  now: number,
) {
  return {
    activityId: id,
    activityNo: `HD${dateOf(life.created).replace(/-/g, '')}${String(id).padStart(4, '0')}`,
    activityName: name,
    activityType: type,
    activityStatus: state,
    startDate: dateOf(start),
    endDate: dateOf(end),
    budget,
    spentAmount: life.spent,
    budgetLeft: budget - life.spent,
    participantCount: life.participants,
    daysToStart: Math.max(0, Math.round((start - now) / DAY)),
    description: rng.pick(DESCRIPTIONS[type]),
    stopReason: life.stopReason,
    createUser: life.creator,
    createTime: formatSeedTime(life.created),
    updateTime: formatSeedTime(life.updated),
    auditTrail: life.trail,
  } satisfies SeedActivity & Record<string, unknown>;
}

/** A reward setting: type 1 优惠券, 2 积分, 3 余额. */
interface Reward {
  rewardType: number;
  couponId: number | null;
  rewardPoints: number | null;
  rewardAmount: number | null;
}
function reward(rng: Prng, kind: number): Reward {
  if (kind === 1) return { rewardType: 1, couponId: rng.int(1, COUPON_COUNT), rewardPoints: null, rewardAmount: null };
  if (kind === 2) return { rewardType: 2, couponId: null, rewardPoints: rng.pick([50, 100, 200, 300, 500]), rewardAmount: null };
  return { rewardType: 3, couponId: null, rewardPoints: null, rewardAmount: rng.pick([300, 500, 800, 1000, 2000]) };
}

function buildActivities(now: number): SeedActivity[] {
  const rng = createPrng('marketing:activities');
  const rows: SeedActivity[] = [];
  let id = 0;
  const add = (row: SeedActivity) => rows.push(row);
  for (const type of [ACTIVITY_TYPE.register, ACTIVITY_TYPE.invite, ACTIVITY_TYPE.recharge]) {
    PLAN.forEach((state, seq) => {
      id++;
      const [start, end] = periodFor(rng, now, state);
      const city = CITIES[seq % CITIES.length];
      const season = SEASONS[seq % SEASONS.length];
      const year = formatSeedTime(start).slice(0, 4);
      // Budgets in the range of what a few dozen grants spend (已花费 is the sum of the grant records).
      const budget =
        type === ACTIVITY_TYPE.recharge ? rng.pick([200_000, 300_000, 500_000]) : rng.pick([100_000, 150_000, 200_000, 300_000]);
      if (type === ACTIVITY_TYPE.register) {
        const first = reward(rng, (seq % 3) + 1);
        const items = seq % 4 === 0 && first.rewardType !== 2 ? [first, reward(rng, 2)] : [first];
        const what =
          first.rewardType === 1
            ? '送优惠券'
            : first.rewardType === 2
              ? `送${first.rewardPoints}积分`
              : `送${(first.rewardAmount ?? 0) / 100}元`;
        const life = lifecycle(rng, now, state, start, end, budget, first.rewardAmount ?? 500, seq);
        add({
          ...baseRow(id, type, `${year}${city}${season}新用户注册${what}`, state, start, end, budget, life, rng, now),
          rewardItems: items,
        });
      } else if (type === ACTIVITY_TYPE.invite) {
        const inviter = reward(rng, [3, 2, 1][seq % 3]);
        const invitee = reward(rng, [1, 3, 2][seq % 3]);
        const life = lifecycle(rng, now, state, start, end, budget, 1_000, seq);
        add({
          ...baseRow(id, type, `${year}${city}${season}邀请好友绑车有礼`, state, start, end, budget, life, rng, now),
          inviteRewards: [
            { rewardTarget: 2, ...inviter },
            { rewardTarget: 3, ...invitee },
          ],
          inviteLimit: seq % 5 === 0 ? null : rng.pick([5, 10, 20, 50]),
        });
      } else {
        const tiers = TIER_SETS[seq % TIER_SETS.length].map(([minAmount, maxAmount, giftAmount, giftPoints]) => ({
          minAmount,
          maxAmount,
          giftAmount,
          giftPoints,
        }));
        const life = lifecycle(rng, now, state, start, end, budget, 1_500, seq);
        const first = tiers[0];
        add({
          ...baseRow(
            id,
            type,
            `${year}${city}${season}充${first.minAmount / 100}送${first.giftAmount / 100}余额充值季`,
            state,
            start,
            end,
            budget,
            life,
            rng,
            now,
          ),
          rechargeTiers: tiers,
        });
      }
    });
  }
  // 充电活动: per station consecutive, non-overlapping periods (an active campaign never overlaps another of its station).
  const stations = COUPON_STATIONS.map((s, i) => ({ ...s, stationId: i + 1 }));
  const slots: [number, number, number][] = [
    [-150, -91, ACTIVITY_STATE.ended],
    [-90, -31, ACTIVITY_STATE.ended],
    [-30, 29, ACTIVITY_STATE.running],
    [30, 59, ACTIVITY_STATE.pending],
  ];
  let seq = 0;
  for (const station of stations) {
    const plan = slots.map(([a, b, s]) => [a, b, s] as [number, number, number]);
    if (station.stationId % 4 === 1) plan[1][2] = ACTIVITY_STATE.disabled;
    if (station.stationId % 3 === 0) plan[3][2] = ACTIVITY_STATE.draft;
    if (station.stationId % 5 === 2) plan[2][2] = ACTIVITY_STATE.disabled;
    if (station.stationId <= 4) plan.push([60, 89, ACTIVITY_STATE.draft]);
    for (const [from, to, state] of plan) {
      id++;
      seq++;
      const start = now + from * DAY;
      const end = now + to * DAY;
      const [label, periods] = CHARGING_PERIODS[seq % CHARGING_PERIODS.length];
      const rate = DISCOUNTS[seq % DISCOUNTS.length];
      const budget = rng.pick([300_000, 500_000, 800_000, 1_000_000]);
      const life = lifecycle(rng, now, state, start, end, budget, 600, seq);
      add({
        ...baseRow(id, ACTIVITY_TYPE.charging, `${station.stationName}${label}${rate / 10}折`, state, start, end, budget, life, rng, now),
        stationId: station.stationId,
        chargingRules: periods.map(([periodStart, periodEnd]) => ({ periodStart, periodEnd, discountRate: rate })),
      });
    }
  }
  // 积分兑换 campaigns.
  const exchangePlan = [2, 2, 3, 3, 3, 3, 1, 0, 4, 3, 2, 0];
  exchangePlan.forEach((state, i) => {
    id++;
    const [start, end] = periodFor(rng, now, state);
    const budget = rng.pick([200_000, 500_000]);
    const life = lifecycle(rng, now, state, start, end, budget, 800, i);
    add(
      baseRow(
        id,
        ACTIVITY_TYPE.exchange,
        `${formatSeedTime(start).slice(0, 4)}${SEASONS[i % SEASONS.length]}积分兑换节`,
        state,
        start,
        end,
        budget,
        life,
        rng,
        now,
      ),
    );
  });
  return rows;
}

/* ------------------------------------------------------------------ 领取记录 */

const FAIL_REASONS = ['优惠券已发完', '车主账户已冻结', '同一设备重复领取', '车主未绑定车牌'];

function rewardText(r: Reward): string {
  if (r.rewardType === 1) return `优惠券（券编号 ${String(r.couponId)}）1 张`;
  if (r.rewardType === 2) return `积分 ${String(r.rewardPoints)} 分`;
  return `余额 ${yuan(Number(r.rewardAmount ?? 0))}`;
}

/** The value of a reward in fen: a coupon's face value, the balance, points at 100 积分 = 1 元. */
const valueOf = (r: Reward, face: (couponId: number) => number) =>
  (r.rewardType === 1 ? face(Number(r.couponId)) : 0) + Number(r.rewardAmount ?? 0) + Number(r.rewardPoints ?? 0);

/**
 * The reward records of every campaign of 注册有礼 / 邀请有礼 / 充值有礼 that has run: a few to a dozen grants each (a pair
 * per invitation), within its dates, a few failed. A record's 奖励价值 is what it gave away; the campaigns' 已花费 and
 * 参与人数 are worked out from them (calendar.ts).
 */
function buildRecords(now: number, activities: SeedActivity[], face: (couponId: number) => number): Record<string, unknown>[] {
  const rng = createPrng('marketing:records');
  const rows: Record<string, unknown>[] = [];
  const ran = (a: SeedActivity) =>
    a.activityStatus !== ACTIVITY_STATE.draft &&
    a.activityStatus !== ACTIVITY_STATE.pending &&
    Date.parse(`${a.startDate}T00:00:00+08:00`) < now - HOUR;
  const timeIn = (a: SeedActivity) => {
    const start = Date.parse(`${a.startDate}T00:00:00+08:00`);
    const end = Math.min(Date.parse(`${a.endDate}T23:59:59+08:00`), now - HOUR);
    return start + rng.int(0, Math.max(0, Math.floor((end - start) / MINUTE))) * MINUTE;
  };
  let n = 0;
  const push = (a: SeedActivity, ms: number, value: number, values: Record<string, unknown>) => {
    n++;
    const failed = rng.int(0, 11) === 0;
    rows.push({
      recordId: n,
      recordNo: `LQ${stamp(ms)}${String(n).padStart(4, '0')}`,
      activityId: a.activityId,
      activityName: a.activityName,
      activityType: a.activityType,
      grantStatus: failed ? 2 : 1,
      failReason: failed ? rng.pick(FAIL_REASONS) : null,
      grantTime: formatSeedTime(ms),
      rewardValue: value,
      ...values,
    });
  };
  const owner = () => rng.pick(OWNERS);
  for (const a of activities.filter(ran)) {
    if (a.activityType === ACTIVITY_TYPE.register) {
      const items = a.rewardItems as Reward[];
      for (let i = rng.int(4, 12); i > 0; i--) {
        const o = owner();
        push(
          a,
          timeIn(a),
          items.reduce((sum, r) => sum + valueOf(r, face), 0),
          {
            rewardTarget: 1,
            ownerName: o.ownerName,
            phone: o.phone,
            plateNo: o.plates[0].plateNo,
            rewardType: items[0].rewardType,
            rewardPoints: items.find((r) => r.rewardType === 2)?.rewardPoints ?? null,
            rewardAmount: items.find((r) => r.rewardType === 3)?.rewardAmount ?? null,
            rewardContent: items.map(rewardText).join(' + '),
          },
        );
      }
    } else if (a.activityType === ACTIVITY_TYPE.invite) {
      for (let i = rng.int(2, 6); i > 0; i--) {
        const o = owner();
        const invitee = personName(rng.pick);
        const inviteePhone = `1${rng.pick(['3', '5', '8'])}${rng.chars('0123456789', 9)}`;
        const ms = timeIn(a);
        for (const r of a.inviteRewards as (Reward & { rewardTarget: number })[]) {
          const mine = r.rewardTarget === 3;
          push(a, ms + (mine ? 2_000 : 0), valueOf(r, face), {
            ownerName: mine ? invitee : o.ownerName,
            phone: mine ? inviteePhone : o.phone,
            plateNo: mine ? null : o.plates[0].plateNo,
            inviteeName: invitee,
            inviteePhone,
            rewardTarget: r.rewardTarget,
            rewardType: r.rewardType,
            rewardPoints: r.rewardPoints,
            rewardAmount: r.rewardAmount,
            rewardContent: rewardText(r),
          });
        }
      }
    } else if (a.activityType === ACTIVITY_TYPE.recharge) {
      const tiers = a.rechargeTiers as { minAmount: number; maxAmount: number; giftAmount: number; giftPoints: number }[];
      for (let i = rng.int(3, 10); i > 0; i--) {
        const o = owner();
        const tier = rng.pick(tiers);
        const amount = Math.round(rng.int(tier.minAmount, tier.maxAmount - 1) / 5_000) * 5_000 || tier.minAmount;
        const reached = tiers.filter((t) => t.minAmount <= amount).at(-1) ?? tier;
        push(a, timeIn(a), reached.giftAmount + reached.giftPoints, {
          rewardTarget: 4,
          ownerName: o.ownerName,
          phone: o.phone,
          plateNo: o.plates[0].plateNo,
          rechargeAmount: amount,
          rewardType: 3,
          rewardAmount: reached.giftAmount,
          rewardPoints: reached.giftPoints,
          rewardContent: `余额 ${yuan(reached.giftAmount)}${reached.giftPoints ? ` + 积分 ${reached.giftPoints} 分` : ''}`,
        });
      }
    }
  }
  return rows.sort((x, y) => String(x.grantTime).localeCompare(String(y.grantTime))).map((r, i) => ({ ...r, recordId: i + 1 }));
}

/* ------------------------------------------------------------------ 积分规则 */

const RULE_SHAPES: Record<number, { unit: number; points: number; cap: number; name: (u: number, p: number) => string }> = {
  1: { unit: 1, points: 1, cap: 200, name: (u, p) => `停车缴费每${u}元得${p}分` },
  2: { unit: 1, points: 2, cap: 300, name: (u, p) => `充电每${u}度得${p}分` },
  3: { unit: 1, points: 5, cap: 5, name: (_u, p) => `每日签到得${p}分` },
  4: { unit: 1, points: 10, cap: 30, name: (_u, p) => `评价停车订单得${p}分` },
  5: { unit: 1, points: 50, cap: 500, name: (_u, p) => `邀请好友注册得${p}分` },
  6: { unit: 1, points: 100, cap: 300, name: (_u, p) => `月卡续费每次得${p}分` },
};

function buildRules(now: number): Record<string, unknown>[] {
  const rng = createPrng('marketing:rules');
  const rows: Record<string, unknown>[] = [];
  const add = (behavior: number, parkId: number | null, status: number, unit: number, points: number, cap: number) => {
    const shape = RULE_SHAPES[behavior];
    const created = now - rng.int(30, 400) * DAY + rng.int(9 * HOUR, 18 * HOUR);
    const updated = Math.min(created + rng.int(1, 60) * DAY, now - HOUR);
    const park = parkId ? PARKS.find((p) => p.parkId === parkId)?.parkName : null;
    const trail = status === 0 ? [entry('停用', staff(rng), updated, 1, 0, null, ['已停用', '启用中'])] : [];
    rows.push({
      ruleId: rows.length + 1,
      ruleName: `${park ? `${park.replace(/停车场|停车库|停车泊位/, '')} ` : ''}${shape.name(unit, points)}`,
      behavior,
      parkId,
      earnUnit: unit,
      earnPoints: points,
      dailyCap: cap,
      ruleStatus: status,
      remark: status === 0 ? '已被新规则替代' : null,
      createTime: formatSeedTime(created),
      updateTime: formatSeedTime(updated),
      auditTrail: trail,
    });
  };
  for (const park of PARKS) {
    const premium = park.parkId % 3 === 0;
    add(1, park.parkId, 1, 1, premium ? 2 : 1, 200);
    add(2, park.parkId, 1, 1, premium ? 3 : 2, 300);
    add(4, park.parkId, 1, 1, 10, 30);
    add(6, park.parkId, park.parkId % 4 === 0 ? 0 : 1, 1, 100, 300);
    // Older rules, replaced.
    add(1, park.parkId, 0, 2, 1, 100);
    if (park.parkId % 2 === 0) add(2, park.parkId, 0, 1, 1, 200);
  }
  add(3, null, 1, 1, 5, 5);
  add(3, null, 0, 1, 3, 3);
  add(5, null, 1, 1, 50, 500);
  add(5, null, 0, 1, 30, 300);
  add(4, null, 0, 1, 5, 20);
  return rows;
}

/* ------------------------------------------------------------------ 积分账户、明细、商品、兑换 */

const PHYSICAL = [
  '车载香薰',
  '车用应急工具包',
  '车载手机支架',
  '便携洗车水枪',
  '玻璃水2瓶装',
  '停车场定制雨伞',
  '车载吸尘器',
  '行车记录仪',
  '保温杯',
  '车载充电器',
];
const HOURS = [1, 2, 3, 4, 8];

export interface SeedGoods extends Record<string, unknown> {
  goodsId: number;
  goodsName: string;
  goodsType: number;
  pointsPrice: number;
  stock: number;
  exchangedCount: number;
  goodsStatus: number;
}

function buildGoods(now: number): SeedGoods[] {
  const rng = createPrng('marketing:goods');
  const rows: SeedGoods[] = [];
  const used = new Map<string, number>();
  const unique = (name: string) => {
    const n = (used.get(name) ?? 0) + 1;
    used.set(name, n);
    return n === 1 ? name : `${name}（第${n}期）`;
  };
  const statusOf = (i: number) => (i % 6 === 4 ? GOODS_STATE.offShelf : i % 8 === 7 ? GOODS_STATE.draft : GOODS_STATE.onShelf);
  for (let i = 0; i < 62; i++) {
    const kind = i % 3 === 0 ? GOODS_TYPE.parkHours : i % 3 === 1 ? GOODS_TYPE.coupon : GOODS_TYPE.physical;
    const hours = HOURS[i % HOURS.length];
    const name =
      kind === GOODS_TYPE.parkHours
        ? `${hours}小时停车时长券（${PARKS[i % PARKS.length].parkName}）`
        : kind === GOODS_TYPE.coupon
          ? `优惠券兑换·${['充电立减5元', '停车立减3元', '充电满30减8元', '停车券10元'][i % 4]}`
          : `${PHYSICAL[i % PHYSICAL.length]}${i >= 30 ? '（新款）' : ''}`;
    const price =
      kind === GOODS_TYPE.parkHours
        ? hours * 60
        : kind === GOODS_TYPE.coupon
          ? rng.pick([100, 200, 300])
          : rng.pick([300, 500, 800, 1200, 3000]);
    // Some goods sold out: stock 0.
    const stock = i % 10 === 5 ? 0 : kind === GOODS_TYPE.physical ? rng.int(5, 80) : rng.int(100, 2000);
    const created = now - rng.int(20, 200) * DAY;
    const status = statusOf(i);
    const trail: TrailEntry[] = [];
    const labels = ['未上架', '上架中', '已下架'];
    if (status !== GOODS_STATE.draft) trail.push(entry('上架', staff(rng), created + DAY, 0, 1, null, labels));
    if (status === GOODS_STATE.offShelf) trail.push(entry('下架', staff(rng), created + rng.int(5, 15) * DAY, 1, 2, null, labels));
    rows.push({
      goodsId: i + 1,
      goodsName: unique(name),
      goodsType: kind,
      couponId: kind === GOODS_TYPE.coupon ? rng.int(1, COUPON_COUNT) : null,
      parkHours: kind === GOODS_TYPE.parkHours ? hours : null,
      pointsPrice: price,
      stock,
      exchangedCount: 0,
      perUserLimit: kind === GOODS_TYPE.physical ? 1 : rng.pick([2, 3, 5]),
      goodsStatus: status,
      remark: kind === GOODS_TYPE.physical ? '兑换后 7 个工作日内发货，包邮' : '兑换后自动发放至车主账户，有效期 30 天',
      createTime: formatSeedTime(created),
      updateTime: formatSeedTime(created + DAY),
      auditTrail: trail,
    });
  }
  return rows;
}

interface PointsSeed {
  accounts: Record<string, unknown>[];
  ledgers: Record<string, unknown>[];
  goods: SeedGoods[];
  exchanges: Record<string, unknown>[];
}

const EARNINGS: [number, (rng: Prng) => [number, string]][] = [
  [
    1,
    (rng) => {
      const fen = rng.int(8, 90) * 100;
      return [fen / 100, `停车缴费 ${yuan(fen)}`];
    },
  ],
  [
    2,
    (rng) => {
      const kwh = rng.int(10, 60);
      return [kwh * 2, `充电 ${kwh} 度`];
    },
  ],
  [3, () => [5, '每日签到']],
  [4, () => [10, '评价停车订单']],
];

/** Accounts of the 64 owners, each ledger in time order, balances and totals its sums; exchanges spend real balances. */
function buildPoints(now: number): PointsSeed {
  const rng = createPrng('marketing:points');
  const goods = buildGoods(now);
  const exchangeable = goods.filter((g) => g.goodsStatus !== GOODS_STATE.draft && g.stock > 0);
  const accounts: Record<string, unknown>[] = [];
  const ledgers: Record<string, unknown>[] = [];
  const exchanges: Record<string, unknown>[] = [];
  OWNERS.forEach((o, i) => {
    const accountId = i + 1;
    const plate = o.plates[0].plateNo;
    let balance = 0;
    let earned = 0;
    let used = 0;
    let ms = now - rng.int(50, 58) * DAY;
    const events = rng.int(8, 18);
    const mine = new Map<number, number>();
    let last = ms;
    for (let e = 0; e < events; e++) {
      ms += rng.int(2 * HOUR, 3 * DAY);
      if (ms > now - HOUR) break;
      const affordable = exchangeable.filter((g) => g.pointsPrice <= balance && (mine.get(g.goodsId) ?? 0) < Number(g.perUserLimit));
      if (e > 3 && affordable.length && rng.chance(0.3)) {
        const physical = affordable.filter((x) => x.goodsType === GOODS_TYPE.physical);
        const g = physical.length && rng.chance(0.4) ? rng.pick(physical) : rng.pick(affordable);
        balance -= g.pointsPrice;
        used += g.pointsPrice;
        g.exchangedCount += 1;
        mine.set(g.goodsId, (mine.get(g.goodsId) ?? 0) + 1);
        const exchangeId = exchanges.length + 1;
        const isPhysical = g.goodsType === GOODS_TYPE.physical;
        const state = isPhysical ? rng.pick([EXCHANGE_STATE.toShip, EXCHANGE_STATE.shipped, EXCHANGE_STATE.done]) : EXCHANGE_STATE.done;
        const exchangeNo = `DH${stamp(ms)}${String(exchangeId).padStart(4, '0')}`;
        const labels = ['', '待发货', '已发货', '已完成'];
        const trail: TrailEntry[] = [];
        const expressNo = isPhysical && state >= EXCHANGE_STATE.shipped ? `SF14${rng.chars('0123456789', 11)}` : null;
        if (expressNo) trail.push(entry('发货', staff(rng), ms + rng.int(1, 3) * DAY, 1, 2, expressNo, labels));
        if (isPhysical && state === EXCHANGE_STATE.done)
          trail.push(entry('确认完成', staff(rng), ms + rng.int(4, 7) * DAY, 2, 3, null, labels));
        exchanges.push({
          exchangeId,
          exchangeNo,
          goodsId: g.goodsId,
          goodsName: g.goodsName,
          goodsType: g.goodsType,
          accountId,
          ownerName: o.ownerName,
          phone: o.phone,
          plateNo: plate,
          quantity: 1,
          pointsCost: g.pointsPrice,
          exchangeStatus: state,
          exchangeTime: formatSeedTime(ms),
          receiverAddress: isPhysical
            ? `${['杭州市西湖区文三路', '杭州市拱墅区莫干山路', '宁波市鄞州区天童南路', '温州市鹿城区车站大道'][i % 4]}${rng.int(1, 999)}号`
            : null,
          expressNo,
          createUser: '车主自助兑换',
          auditTrail: trail,
        });
        ledgers.push({
          accountId,
          changeType: CHANGE_TYPE.exchange,
          changePoints: -g.pointsPrice,
          balanceAfter: balance,
          changeSource: `兑换「${g.goodsName}」，兑换单号 ${exchangeNo}`,
          changeTime: formatSeedTime(ms),
        });
      } else {
        const [behavior, make] = rng.pick(EARNINGS);
        const [points, what] = make(rng);
        balance += points;
        earned += points;
        ledgers.push({
          accountId,
          changeType: CHANGE_TYPE.earn,
          changePoints: points,
          balanceAfter: balance,
          changeSource: `${what}（${PARKS[(o.homePark - 1001 + behavior) % PARKS.length].parkName}）`,
          changeTime: formatSeedTime(ms),
        });
      }
      last = ms;
    }
    if (i % 16 === 15 && balance > 0) {
      // Points of last year expire.
      ms = Math.min(ms + DAY, now - HOUR);
      used += balance;
      ledgers.push({
        accountId,
        changeType: CHANGE_TYPE.expire,
        changePoints: -balance,
        balanceAfter: 0,
        changeSource: '年度积分到期清零',
        changeTime: formatSeedTime(ms),
      });
      balance = 0;
      last = ms;
    }
    accounts.push({
      accountId,
      customerNo: o.customerNo,
      ownerName: o.ownerName,
      phone: o.phone,
      plateNo: plate,
      accountLabel: `${o.ownerName} ${maskPhone(o.phone)} ${plate}`,
      memberLevel: earned > 600 ? 3 : earned > 250 ? 2 : 1,
      pointBalance: balance,
      totalEarned: earned,
      totalUsed: used,
      lastChangeTime: formatSeedTime(last),
    });
  });
  ledgers.sort((a, b) => String(a.changeTime).localeCompare(String(b.changeTime)));
  ledgers.forEach((l, i) => (l.ledgerId = i + 1));
  return { accounts, ledgers, goods, exchanges };
}

/* ------------------------------------------------------------------ 无感支付 */

const CHANNEL_PREFIX = ['', 'WXCZ', 'ALPY', 'ETCS', 'UPAY'];
const UNSIGN_REASONS = ['车主在 App 中自助解约', '车主来电要求解约', '车辆已过户', '更换签约渠道'];
const SIGN_FAIL = ['银行卡余额不足，预授权失败', '车牌已在其他渠道签约', '实名信息与车牌不一致', 'ETC 卡已挂失'];

function buildSigns(now: number): Record<string, unknown>[] {
  const rng = createPrng('marketing:senseless');
  const rows: Record<string, unknown>[] = [];
  const labels = ['', '已签约', '已解约', '签约失败'];
  for (const o of OWNERS) {
    for (const p of o.plates) {
      const id = rows.length + 1;
      const roll = id % 20;
      const state = roll < 12 ? SIGN_STATE.signed : roll < 17 ? SIGN_STATE.unsigned : SIGN_STATE.failed;
      const channel = p.plateColor === 5 && id % 3 === 0 ? 3 : rng.pick([1, 1, 1, 2, 2, 3, 4]);
      const signed = now - rng.int(5, 400) * DAY + rng.int(8 * HOUR, 22 * HOUR);
      const deductCount = state === SIGN_STATE.failed ? 0 : rng.int(0, 60);
      const unsignTime = state === SIGN_STATE.unsigned ? Math.min(signed + rng.int(3, 120) * DAY, now - HOUR) : null;
      const unsignReason = unsignTime ? rng.pick(UNSIGN_REASONS) : null;
      const unsignUser = unsignTime ? (unsignReason === '车主在 App 中自助解约' ? '车主本人' : staff(rng)) : null;
      rows.push({
        signId: id,
        signNo: `${CHANNEL_PREFIX[channel]}${stamp(signed)}${rng.chars('0123456789', 6)}`,
        plateNo: p.plateNo,
        plateColor: p.plateColor,
        ownerName: o.ownerName,
        phone: o.phone,
        signChannel: channel,
        signStatus: state,
        signTime: formatSeedTime(signed),
        signFailReason: state === SIGN_STATE.failed ? rng.pick(SIGN_FAIL) : null,
        deductCount,
        deductAmount: deductCount * rng.int(300, 1500),
        lastDeductTime: deductCount ? formatSeedTime(Math.min(signed + rng.int(1, 60) * DAY, unsignTime ?? now - HOUR)) : null,
        unsignTime: unsignTime ? formatSeedTime(unsignTime) : null,
        unsignReason,
        unsignUser,
        auditTrail: unsignTime ? [entry('解约', unsignUser ?? '', unsignTime, 1, 2, unsignReason, labels)] : [],
      });
    }
  }
  return rows;
}

/* ------------------------------------------------------------------ the extension */

let cached: { now: number; activities: SeedActivity[]; points: PointsSeed } | null = null;
/** The seed of one reference time, built once (several entities read the same owners and goods). */
export function marketingSeed(now: number) {
  if (!cached || cached.now !== now) cached = { now, activities: buildActivities(now), points: buildPoints(now) };
  return cached;
}

/** The reward records (coupons valued at the face value of 优惠券管理's batch), then the campaigns' figures from them. */
function seedRecords(kit: SeedKit): number {
  const faces = new Map<number, number>();
  try {
    for (const r of kit.db.prepare('SELECT "id" AS id, "faceValue" AS face FROM "ent_couponBatch"').all() as { id: number; face: number }[])
      faces.set(Number(r.id), Number(r.face) || 0);
  } catch {
    // 优惠券管理 not installed: coupons count at ¥10.00.
  }
  const rows = buildRecords(kit.now, marketingSeed(kit.now).activities, (id) => faces.get(id) ?? 1_000);
  for (const row of rows) kit.insert(row);
  activityFigures(kit.db);
  // A campaign stopped because its budget ran out spent exactly its budget.
  kit.db
    .prepare(
      `UPDATE "ent_${MKT_ENTITIES.activity}" SET "budget" = "spentAmount", "budgetLeft" = 0 WHERE "stopReason" = ? AND "spentAmount" > 0`,
    )
    .run(BUDGET_OUT);
  return rows.length;
}

const seedOf =
  (rows: (kit: SeedKit) => Record<string, unknown>[]) =>
  (kit: SeedKit): number => {
    const all = rows(kit);
    for (const row of all) kit.insert(row);
    return all.length;
  };

export const marketingSeedEntities: EngineExtension['entities'] = {
  [MKT_ENTITIES.activity]: { fixedRows: true, seed: seedOf((kit) => marketingSeed(kit.now).activities) },
  [MKT_ENTITIES.record]: { fixedRows: true, seed: seedRecords },
  [MKT_ENTITIES.rule]: { fixedRows: true, seed: seedOf((kit) => buildRules(kit.now)) },
  [MKT_ENTITIES.account]: { fixedRows: true, seed: seedOf((kit) => marketingSeed(kit.now).points.accounts) },
  [MKT_ENTITIES.ledger]: { fixedRows: true, seed: seedOf((kit) => marketingSeed(kit.now).points.ledgers) },
  [MKT_ENTITIES.goods]: { fixedRows: true, seed: seedOf((kit) => marketingSeed(kit.now).points.goods) },
  [MKT_ENTITIES.exchange]: { fixedRows: true, seed: seedOf((kit) => marketingSeed(kit.now).points.exchanges) },
  [MKT_ENTITIES.sign]: { fixedRows: true, seed: seedOf((kit) => buildSigns(kit.now)) },
};
