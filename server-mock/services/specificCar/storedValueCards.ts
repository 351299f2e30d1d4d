/**
 * 储值卡 (schemas/specificCar.json: entities storedCardRule with its history storedCardRuleVersion, storedCard,
 * storedCardRecharge, storedCardConsume, storedCardRefund): the curated seed — six yearly rules per park with recharge
 * tiers, cards whose balances agree with their recharge, consumption (parking fees paid at the exits) and refund
 * records, refund applications in every state — the recharge hook and the step computation `storedCardRefundRecord`.
 *
 * Why code: rules, versions, the one-rule-per-period constraint and the refund workflow (审核通过 sets the balance
 * to 0, 驳回 reopens the card) are the document's. A document cannot pick the highest recharge tier an amount reaches
 * (an expression over a rule's tier table cannot compare a tier with a form field), keep a running balance across
 * two entities (the recharge record's 交易前/后余额 and the card's 余额, 累计充值, 累计赠送, created on the first
 * recharge), or write a record of another entity from an approved refund.
 */
import type Database from 'better-sqlite3';
import { createPrng, type Prng } from '../../db/prng';
import { formatChinaTime } from '../../db/time';
import { DAY, HOUR, MINUTE, seedTrailEntry } from '../../engine/seedKit';
import { formatSeedTime, seedMobile } from '../../engine/seedValues';
import { personName } from '../../engine/seedVocabulary';
import type { StepComputation } from '../../engine/stepComputations';
import type { TrailEntry } from '../../engine/transitionRun';
import type { EngineExtension, SeedKit } from '../../engine/types';
import { PARKS } from '../sharedOptions/parks';

export const STORED_RULE_ENTITY = 'storedCardRule';
export const STORED_RULE_VERSION_ENTITY = 'storedCardRuleVersion';
export const STORED_CARD_ENTITY = 'storedCard';
export const RECHARGE_ENTITY = 'storedCardRecharge';
export const REFUND_ENTITY = 'storedCardRefund';
export const CONSUME_ENTITY = 'storedCardConsume';

/** dictionary storedCardStatus */
export const CARD_STATE = { normal: 1, refunding: 2, refunded: 3 } as const;
/** dictionary refundApplyStatus */
export const REFUND_STATE = { pending: 1, approved: 2, rejected: 3, withdrawn: 4 } as const;
const REFUND_LABELS: Record<number, string> = { 1: '待审核', 2: '已退费', 3: '已驳回', 4: '已撤销' };
/** dictionary storedRecordType */
export const RECORD_TYPE = { recharge: 1, refund: 2 } as const;

export const RECHARGE_REFUSALS = {
  ruleNotInForce: '所选储值卡规则不是该车场生效中的规则',
  belowLowestTier: (yuan: string) => `充值金额不能低于该规则的最低档位（¥${yuan}）`,
  overLimit: '单次充值金额不能超过 ¥5,000.00',
  refunding: '该储值卡有待审核的退费申请，暂不能充值',
} as const;
/** 单次充值上限 ¥5,000 (fen). */
export const RECHARGE_LIMIT = 500_000;

interface Tier {
  rechargeAmount: number;
  giftAmount: number;
}
/** Tier tables of the parks (fen): 充 ¥100 起, the larger the amount the larger the gift. */
const TIER_SETS: Tier[][] = [
  [
    { rechargeAmount: 10_000, giftAmount: 0 },
    { rechargeAmount: 30_000, giftAmount: 1_500 },
    { rechargeAmount: 50_000, giftAmount: 3_000 },
    { rechargeAmount: 100_000, giftAmount: 8_000 },
  ],
  [
    { rechargeAmount: 20_000, giftAmount: 1_000 },
    { rechargeAmount: 50_000, giftAmount: 4_000 },
    { rechargeAmount: 100_000, giftAmount: 10_000 },
  ],
  [
    { rechargeAmount: 10_000, giftAmount: 500 },
    { rechargeAmount: 20_000, giftAmount: 1_500 },
    { rechargeAmount: 50_000, giftAmount: 5_000 },
  ],
];
const DISCOUNTS = [95, 90, 100, 90, 85];
const yuan = (fen: number) => (fen / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The gift of an amount: the gift of the highest tier the amount reaches (0 below every tier). */
export function giftOf(tiers: Tier[], amount: number): number {
  return tiers.filter((t) => t.rechargeAmount <= amount).reduce((best, t) => Math.max(best, t.giftAmount), 0);
}

export interface SeedStoredRule {
  id: number;
  ruleName: string;
  parkId: number;
  rechargeTiers: Tier[];
  feeDiscount: number;
  validBeginDate: string;
  validEndDate: string;
  ruleStatus: number;
  version: number;
}

/** Years of a park's rules from three years back to two ahead: the past ones 已停用, this year's 生效中, later 未生效. */
const RULE_YEARS: [offset: number, status: number][] = [
  [-3, 2],
  [-2, 2],
  [-1, 2],
  [0, 1],
  [1, 0],
  [2, 0],
];

export function seedStoredRules(year: number): SeedStoredRule[] {
  return PARKS.flatMap((park, p) =>
    RULE_YEARS.map(([offset, ruleStatus], r): SeedStoredRule => {
      const y = year + offset;
      const tiers = TIER_SETS[(p + (offset > 0 ? 1 : 0)) % TIER_SETS.length];
      return {
        id: p * RULE_YEARS.length + r + 1,
        ruleName: `${y}年储值卡规则`,
        parkId: park.parkId,
        rechargeTiers: tiers,
        feeDiscount: DISCOUNTS[(p + r) % DISCOUNTS.length],
        validBeginDate: `${y}-01-01`,
        validEndDate: `${y}-12-31`,
        ruleStatus,
        version: ruleStatus === 1 && p % 3 !== 2 ? 2 + (p % 2) : 1,
      };
    }),
  );
}

const dateOf = (ms: number) => formatSeedTime(ms).slice(0, 10);
const yearOf = (now: number) => Number(dateOf(now).slice(0, 4));
const stamp = (time: string) => time.replace(/\D/g, '').slice(0, 14);
const trailEntry = (action: string, user: string, ms: number, from: number, to: number, note: string | null = null) =>
  seedTrailEntry(REFUND_LABELS, action, user, ms, from, to, note);

const REFUND_REASONS = ['车辆已出售', '不再在该车场停车', '搬离本区域', '改办月卡', '储值卡余额长期未使用'];
const REFUND_REJECTS = ['该卡有未结清的停车订单，请先补缴', '赠送余额不予退还，请确认后重新申请', '申请人与储值卡登记车主不一致'];
const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

interface StoredSeed {
  cards: Record<string, unknown>[];
  records: Record<string, unknown>[];
  consumes: Record<string, unknown>[];
  refunds: Record<string, unknown>[];
}

/**
 * The parking fees a card paid between `from` and `to` (ms), `spent` fen in all: a few exits, each a 消费记录 with the
 * rule's 停车费折扣 already taken off, the balance running down from `balance`.
 */
function consumptions(
  rng: Prng,
  card: Record<string, unknown>,
  rule: SeedStoredRule,
  balance: number,
  spent: number,
  from: number,
  to: number,
  serial: () => number,
): Record<string, unknown>[] {
  if (spent <= 0 || to <= from + 2 * HOUR) return [];
  const count = Math.max(1, Math.min(6, Math.ceil(spent / 1500)));
  const rows: Record<string, unknown>[] = [];
  let left = spent;
  let before = balance;
  for (let k = 0; k < count; k++) {
    const amount = k === count - 1 ? left : Math.round(spent / count / 10) * 10;
    left -= amount;
    const out = from + Math.round(((to - from) * (k + 1)) / (count + 1)) + rng.int(-HOUR, HOUR);
    const stay = rng.int(40 * MINUTE, 10 * HOUR);
    const full = Math.round((amount * 100) / rule.feeDiscount);
    const time = formatSeedTime(out);
    rows.push({
      consumeNo: `XF${stamp(time)}${String(serial()).padStart(4, '0')}`,
      cardNo: card.cardNo,
      plateNo: card.plateNo,
      plateColor: card.plateColor,
      parkId: card.parkId,
      ownerName: card.ownerName,
      orderNo: `PO${stamp(formatSeedTime(out - stay))}${String(rng.int(0, 9999)).padStart(4, '0')}`,
      inTime: formatSeedTime(out - stay),
      outTime: time,
      parkDuration: Math.round(stay / 1000),
      consumeAmount: amount,
      consumeDiscount: full - amount,
      balanceBefore: before,
      balanceAfter: before - amount,
      consumeTime: time,
      remark: rule.feeDiscount < 100 ? `出场自动扣费，储值卡停车费 ${rule.feeDiscount / 10} 折` : '出场自动扣费',
    });
    before -= amount;
  }
  return rows;
}

/** 80 cards (eight per park), their recharges and refunds, and 64 refund applications (every state). */
const REFUND_PLAN: number[] = [
  ...Array<number>(12).fill(REFUND_STATE.pending),
  ...Array<number>(20).fill(REFUND_STATE.approved),
  ...Array<number>(16).fill(REFUND_STATE.rejected),
  ...Array<number>(16).fill(REFUND_STATE.withdrawn),
];
const CARD_COUNT = 80;

const cache = new Map<number, StoredSeed>();

/** What every 充值记录 row of a card says of the card and of its rule. */
const recordOfCard = (card: Record<string, unknown>, rule: SeedStoredRule) => ({
  plateNo: card.plateNo,
  plateColor: card.plateColor,
  parkId: card.parkId,
  cardNo: card.cardNo,
  ownerName: card.ownerName,
  storedRuleId: rule.id,
  tierSummary: tierText(rule.rechargeTiers),
  feeDiscount: rule.feeDiscount,
});

export function storedCardSeed(now: number): StoredSeed {
  const hit = cache.get(now);
  if (hit) return hit;
  const rng: Prng = createPrng(`storedCard:${now}`);
  const rules = seedStoredRules(yearOf(now)).filter((r) => r.ruleStatus === 1);
  const cards: Record<string, unknown>[] = [];
  const records: Record<string, unknown>[] = [];
  const consumes: Record<string, unknown>[] = [];
  // The exits' details come from a generator of their own, so the cards, recharges and refunds stay as they were.
  const exits: Prng = createPrng(`storedCardConsume:${now}`);
  let consumed = 0;
  let trade = 0;
  const tradeNo = (prefix: string, time: string) => `${prefix}${stamp(time)}${String(++trade).padStart(4, '0')}`;
  for (let i = 0; i < CARD_COUNT; i++) {
    const park = PARKS[i % PARKS.length];
    const rule = rules.find((r) => r.parkId === park.parkId)!;
    const id = i + 1;
    const card: Record<string, unknown> = {
      id,
      cardNo: `CZ${park.parkId}${String(id).padStart(5, '0')}`,
      plateNo: `浙A${rng.pick([...PLATE_LETTERS])}${rng.chars('0123456789', 4)}`,
      plateColor: rng.int(0, 9) < 8 ? 1 : 2,
      parkId: park.parkId,
      ownerName: personName(rng.pick),
      phone: seedMobile(rng),
      balance: 0,
      totalRecharge: 0,
      totalGift: 0,
      accountStatus: CARD_STATE.normal,
      lastRechargeTime: null,
    };
    let balance = 0;
    let at = now - rng.int(45, 58) * DAY + rng.int(8 * HOUR, 20 * HOUR);
    const times = rng.int(1, 4);
    for (let k = 0; k < times; k++) {
      const tier = rng.pick(rule.rechargeTiers);
      const amount = rng.int(0, 3) === 0 ? tier.rechargeAmount + rng.int(1, 9) * 1000 : tier.rechargeAmount;
      const gift = giftOf(rule.rechargeTiers, amount);
      const time = formatSeedTime(at);
      records.push({
        tradeNo: tradeNo('CZ', time),
        ...recordOfCard(card, rule),
        recordType: RECORD_TYPE.recharge,
        rechargeAmount: amount,
        giftAmount: gift,
        balanceBefore: balance,
        balanceAfter: balance + amount + gift,
        payType: rng.pick([1, 1, 2, 2, 3, 5]),
        createUser: k === 0 ? personName(rng.pick) : '车主自助充值',
        rechargeTime: time,
        remark: null,
      });
      balance += amount + gift;
      card.totalRecharge = Number(card.totalRecharge) + amount;
      card.totalGift = Number(card.totalGift) + gift;
      card.lastRechargeTime = time;
      // Parking fees paid from the card between two recharges (or, after the last one, until now).
      const spent = Math.round((balance * rng.int(10, 70)) / 100 / 100) * 100;
      const from = at;
      at += rng.int(6, 14) * DAY + rng.int(0, 6 * HOUR);
      consumes.push(...consumptions(exits, card, rule, balance, spent, from, Math.min(at, now - HOUR), () => ++consumed));
      balance -= spent;
      if (at > now - 2 * DAY) break;
    }
    card.balance = balance;
    cards.push(card);
  }
  // Refund applications: pending and approved ones each on a card of their own (the first 32); the others on cards
  // that stay in use.
  const refunds: Record<string, unknown>[] = REFUND_PLAN.map((state, i) => {
    const card = state === REFUND_STATE.pending || state === REFUND_STATE.approved ? cards[i] : cards[32 + ((i * 7) % (CARD_COUNT - 32))];
    const rule = rules.find((r) => r.parkId === card.parkId)!;
    const pending = state === REFUND_STATE.pending;
    const last = Date.parse(`${String(card.lastRechargeTime).replace(' ', 'T')}+08:00`);
    const applied = pending
      ? now - rng.int(20 * MINUTE, 60 * HOUR)
      : Math.min(last + rng.int(1, 5) * DAY, now - 2 * DAY) + rng.int(0, 8 * HOUR);
    const audited = applied + rng.int(30 * MINUTE, 20 * HOUR);
    const auditor = personName(rng.pick);
    const lastRecord = records.filter((r) => r.cardNo === card.cardNo).at(-1)!;
    const row: Record<string, unknown> = {
      id: i + 1,
      applyNo: `CZTF${dateOf(applied).replaceAll('-', '')}${String(1000 + i).slice(-4)}`,
      cardId: card.id,
      cardNo: card.cardNo,
      plateNo: card.plateNo,
      parkId: card.parkId,
      ownerName: card.ownerName,
      phone: card.phone,
      balance: card.balance,
      refundReason: rng.pick(REFUND_REASONS),
      payType: lastRecord.payType,
      applySource: rng.pick([1, 1, 2, 3]),
      applyTime: formatSeedTime(applied),
      applyStatus: state,
      auditUser: null,
      auditTime: null,
      rejectReason: null,
      refundMoney: null,
      refundTime: null,
      auditTrail: [] as TrailEntry[],
    };
    const trail = row.auditTrail as TrailEntry[];
    if (state === REFUND_STATE.pending) card.accountStatus = CARD_STATE.refunding;
    else if (state === REFUND_STATE.approved) {
      const time = formatSeedTime(audited);
      Object.assign(row, { auditUser: auditor, auditTime: time, refundMoney: card.balance, refundTime: time });
      records.push({
        tradeNo: tradeNo('TF', time),
        ...recordOfCard(card, rule),
        recordType: RECORD_TYPE.refund,
        rechargeAmount: card.balance,
        giftAmount: 0,
        balanceBefore: card.balance,
        balanceAfter: 0,
        payType: lastRecord.payType,
        createUser: auditor,
        rechargeTime: time,
        remark: `退费申请 ${String(row.applyNo)} 审核通过，原路退回`,
      });
      Object.assign(card, { balance: 0, accountStatus: CARD_STATE.refunded });
      trail.push(trailEntry('审核通过', auditor, audited, 1, 2));
    } else if (state === REFUND_STATE.rejected) {
      const reason = rng.pick(REFUND_REJECTS);
      Object.assign(row, { auditUser: auditor, auditTime: formatSeedTime(audited), rejectReason: reason });
      trail.push(trailEntry('审核驳回', auditor, audited, 1, 3, reason));
    } else trail.push(trailEntry('撤销申请', String(card.ownerName), audited, 1, 4, '车主在小程序撤销了退费申请'));
    return row;
  });
  records.sort((a, b) => String(a.rechargeTime).localeCompare(String(b.rechargeTime)));
  consumes.sort((a, b) => String(a.consumeTime).localeCompare(String(b.consumeTime)));
  const seeded = { cards, records, consumes, refunds };
  cache.set(now, seeded);
  return seeded;
}

/** 充¥300 送¥15；充¥500 送¥30, as the lists and the recharge form show a rule's tiers. */
export const tierText = (tiers: Tier[]) => tiers.map((t) => `充¥${t.rechargeAmount / 100} 送¥${t.giftAmount / 100}`).join('；');

// ---------- 充值 (generic create of storedCardRecharge)

const CARD_TABLE = `"ent_${STORED_CARD_ENTITY}"`;
const RULE_TABLE = `"ent_${STORED_RULE_ENTITY}"`;

function ruleRow(db: Database.Database, id: unknown) {
  return db.prepare(`SELECT "parkId", "ruleStatus", "rechargeTiers" FROM ${RULE_TABLE} WHERE "id" = ?`).get(Number(id) || 0) as
    { parkId: number; ruleStatus: number; rechargeTiers: string | null } | undefined;
}
function cardRow(db: Database.Database, plateNo: unknown, parkId: unknown) {
  return db
    .prepare(`SELECT * FROM ${CARD_TABLE} WHERE "plateNo" = ? AND "parkId" = ? ORDER BY "id" LIMIT 1`)
    .get(String(plateNo), Number(parkId)) as Record<string, unknown> | undefined;
}

/** Checks the amount against the rule, computes the gift and the running balance, and names the card. */
export function prepareRecharge(db: Database.Database, values: Record<string, unknown>, now: number): string | void {
  const rule = ruleRow(db, values.storedRuleId);
  if (!rule || String(rule.parkId) !== String(values.parkId) || Number(rule.ruleStatus) !== 1) return RECHARGE_REFUSALS.ruleNotInForce;
  const tiers = JSON.parse(rule.rechargeTiers ?? '[]') as Tier[];
  const amount = Number(values.rechargeAmount);
  const lowest = Math.min(...tiers.map((t) => t.rechargeAmount));
  if (tiers.length && amount < lowest) return RECHARGE_REFUSALS.belowLowestTier(yuan(lowest));
  if (amount > RECHARGE_LIMIT) return RECHARGE_REFUSALS.overLimit;
  const card = cardRow(db, values.plateNo, values.parkId);
  if (card && Number(card.accountStatus) === CARD_STATE.refunding) return RECHARGE_REFUSALS.refunding;
  const next = (db.prepare(`SELECT COALESCE(MAX("id"), 0) + 1 AS n FROM ${CARD_TABLE}`).get() as { n: number }).n;
  const before = card ? Number(card.balance) || 0 : 0;
  const gift = giftOf(tiers, amount);
  const time = formatChinaTime(now);
  Object.assign(values, {
    cardNo: card ? card.cardNo : `CZ${String(values.parkId)}${String(next).padStart(5, '0')}`,
    ownerName: values.ownerName || card?.ownerName || null,
    recordType: RECORD_TYPE.recharge,
    giftAmount: gift,
    balanceBefore: before,
    balanceAfter: before + amount + gift,
    rechargeTime: time,
    tradeNo: `CZ${stamp(time)}${String(next % 10_000).padStart(4, '0')}`,
  });
}

/** The card after a recharge: its balance is the record's 交易后余额; a first recharge opens the card. */
export function applyRecharge(db: Database.Database, record: Record<string, unknown>): void {
  if (Number(record.recordType) !== RECORD_TYPE.recharge) return;
  const card = cardRow(db, record.plateNo, record.parkId);
  if (card) {
    db.prepare(
      `UPDATE ${CARD_TABLE} SET "balance" = ?, "totalRecharge" = COALESCE("totalRecharge", 0) + ?, "totalGift" = COALESCE("totalGift", 0) + ?,
       "accountStatus" = ?, "lastRechargeTime" = ?, "ownerName" = COALESCE(?, "ownerName") WHERE "id" = ?`,
    ).run(
      record.balanceAfter,
      record.rechargeAmount,
      record.giftAmount,
      CARD_STATE.normal,
      record.rechargeTime,
      record.ownerName ?? null,
      card.id as number,
    );
    return;
  }
  db.prepare(
    `INSERT INTO ${CARD_TABLE} ("cardNo", "plateNo", "plateColor", "parkId", "ownerName", "balance", "totalRecharge", "totalGift", "accountStatus", "lastRechargeTime")
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    record.cardNo,
    record.plateNo,
    record.plateColor ?? 1,
    record.parkId,
    record.ownerName ?? null,
    record.balanceAfter,
    record.rechargeAmount,
    record.giftAmount,
    CARD_STATE.normal,
    record.rechargeTime,
  );
}

/** 审核通过 of a refund application: the refund as a record of 充值记录 (the balance it took, down to 0). */
export const storedCardRefundRecord: StepComputation = ({ record, values, actor }) => {
  const money = Number(values.refundMoney ?? 0);
  return {
    ok: true,
    creates: [
      {
        entity: RECHARGE_ENTITY,
        values: {
          tradeNo: `TF${stamp(actor.time)}${String(Number(record.id) % 10_000).padStart(4, '0')}`,
          plateNo: record.plateNo,
          parkId: record.parkId,
          cardNo: record.cardNo,
          ownerName: record.ownerName,
          recordType: RECORD_TYPE.refund,
          rechargeAmount: money,
          giftAmount: 0,
          balanceBefore: money,
          balanceAfter: 0,
          payType: record.payType,
          createUser: actor.user?.name ?? null,
          rechargeTime: actor.time,
          remark: `退费申请 ${String(record.applyNo)} 审核通过，原路退回`,
        },
      },
    ],
  };
};

const at = (kit: SeedKit, daysAgo: number) => formatSeedTime(kit.now - daysAgo * DAY + 10 * HOUR);
const staffName = (n: number) => personName(<T>(items: readonly T[]) => items[n++ % items.length]);

/** The extension (listed in services/extensions.ts). */
export const storedValueCardExtension: EngineExtension = {
  entities: {
    [STORED_RULE_ENTITY]: {
      fixedRows: true,
      seed: (kit) => {
        const rules = seedStoredRules(yearOf(kit.now));
        for (const rule of rules) kit.insert({ ...rule, remark: null, updateTime: at(kit, 1 + ((rule.id * 7) % 50)) });
        return rules.length;
      },
    },
    [STORED_RULE_VERSION_ENTITY]: {
      fixedRows: true,
      seed: (kit) => {
        let n = 0;
        for (const rule of seedStoredRules(yearOf(kit.now))) {
          for (let version = 1; version < rule.version; version++) {
            const behind = rule.version - version;
            kit.insert({
              cardRuleId: rule.id,
              ruleName: rule.ruleName,
              parkId: rule.parkId,
              // Older versions gave less: each version behind, every gift ¥10 smaller.
              rechargeTiers: rule.rechargeTiers.map((t) => ({ ...t, giftAmount: Math.max(0, t.giftAmount - behind * 1000) })),
              feeDiscount: Math.min(100, rule.feeDiscount + behind * 5),
              validBeginDate: rule.validBeginDate,
              validEndDate: rule.validEndDate,
              version,
              replacedUser: staffName(rule.id + version),
              replacedTime: at(kit, 40 + behind * 25),
            });
            n++;
          }
        }
        return n;
      },
    },
    [STORED_CARD_ENTITY]: {
      fixedRows: true,
      seed: (kit) => {
        const { cards } = storedCardSeed(kit.now);
        for (const card of cards) kit.insert(card);
        return cards.length;
      },
    },
    [RECHARGE_ENTITY]: {
      fixedRows: true,
      seed: (kit) => {
        const { records } = storedCardSeed(kit.now);
        records.forEach((r, i) => kit.insert({ id: i + 1, ...r }));
        return records.length;
      },
      hooks: {
        beforeCreate: (values, store) => prepareRecharge(store.db, values, Date.now()),
        afterWrite: (db, record) => applyRecharge(db, record),
      },
    },
    [CONSUME_ENTITY]: {
      fixedRows: true,
      seed: (kit) => {
        const { consumes } = storedCardSeed(kit.now);
        consumes.forEach((r, i) => kit.insert({ id: i + 1, ...r }));
        return consumes.length;
      },
    },
    [REFUND_ENTITY]: {
      fixedRows: true,
      seed: (kit) => {
        const { refunds } = storedCardSeed(kit.now);
        for (const r of refunds) kit.insert(r);
        return refunds.length;
      },
    },
  },
  computations: { storedCardRefundRecord },
};
