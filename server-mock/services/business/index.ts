/**
 * 商户管理 (schemas/business.json): the curated seed (seed.ts) and the figures and checks that span several of the
 * area's entities, which a document cannot say:
 * - a merchant's 账户余额 is the sum of its ledger and its 冻结金额 the sum of its withdrawal applications 待审核, brought
 *   up to date before every read of the merchants (so the figures cannot drift from the ledger);
 * - 申请提现 is refused above the amount available (余额 − 冻结), naming it (提现金额不能超过可提现余额 1,234.50 元); the
 *   step computation `withdrawLedger` of 审核通过 writes the 提现 ledger line, and `merchantRecharge` the 充值 line;
 * - 发券 reads the chosen rule (the merchant's own, 启用, in its validity) and the merchant's available amount, refuses a
 *   short balance with both figures, and writes the 发券扣款 ledger line in the coupon's transaction;
 * - a coupon 未使用 past its 有效期至 reads as 已过期 (brought up to date before every read of the coupons);
 * - a rule's park must be one the merchant serves;
 * - 申请开票 is refused above what the merchant paid (充值) in that month less what it already asked to invoice for it
 *   (待开票, 已开票; a 已红冲 one gives its amount back), naming the amount.
 * 远程值守告警 (its seed and 处理时长) are in ./remoteGuard.ts.
 */
import type Database from 'better-sqlite3';
import { formatChinaTime } from '../../db/time';
import type { EntityStore } from '../../engine/store';
import type { StepComputation } from '../../engine/stepComputations';
import { PARKS } from '../sharedOptions/parks';
import type { EngineExtension, EntityHooks } from '../../engine/types';
import {
  BIZ_ENTITIES,
  COUPON_STATE,
  DISCOUNT_TYPE,
  INVOICE_LABELS,
  INVOICE_STATE,
  LEDGER_TYPE,
  MERCHANT_STATE,
  RULE_LABELS,
  RULE_STATE,
  WITHDRAW_LABELS,
  WITHDRAW_STATE,
  businessSeedEntities,
  discountTextOf,
} from './seed';
import { remoteAlarmDuration, remoteGuardEntities } from './remoteGuard';

type Row = Record<string, unknown>;
const table = (entity: string) => `"ent_${entity}"`;
const MERCHANTS = table(BIZ_ENTITIES.merchant);
const LEDGERS = table(BIZ_ENTITIES.ledger);
const WITHDRAWS = table(BIZ_ENTITIES.withdraw);
const RULES = table(BIZ_ENTITIES.rule);
const COUPONS = table(BIZ_ENTITIES.coupon);
const INVOICES = table(BIZ_ENTITIES.invoice);

/** 123450 fen → "1,234.50". */
export const yuanText = (fen: number) => (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const stamp = (time: string) => time.replace(/\D/g, '');
const num = (v: unknown) => Number(v ?? 0) || 0;

export const BUSINESS_REFUSALS = {
  noMerchant: '商户不存在',
  merchantStopped: (name: string) => `商户「${name}」已停用，不能办理该业务`,
  withdrawAmount: '提现金额应大于 0',
  overAvailable: (fen: number) => `提现金额不能超过可提现余额 ${yuanText(fen)} 元`,
  balanceShort: (balance: number, amount: number) => `商户余额 ${yuanText(balance)} 元，不足提现金额 ${yuanText(amount)} 元`,
  noRule: '优惠规则不存在',
  ruleOfOther: '所选优惠规则不属于该商户',
  ruleStopped: (name: string) => `优惠规则「${name}」已停用，不能发券`,
  ruleOutOfDate: (name: string, start: string, end: string) => `优惠规则「${name}」不在有效期内（${start} ~ ${end}），不能发券`,
  couponShort: (price: number, available: number) =>
    `商户可用余额不足：本次发券需 ${yuanText(price)} 元，可用余额 ${yuanText(available)} 元`,
  invoiceMonth: '所属月份格式应为 YYYY-MM，如 2026-11',
  invoiceAmount: '开票金额应大于 0',
  overInvoiceable: (month: string, fen: number) => `开票金额不能超过该商户 ${month} 已付款未开票的金额 ${yuanText(fen)} 元`,
  parkNotServed: (merchant: string, park: string) => `商户「${merchant}」未服务「${park}」，请先在商户资料中添加该车场`,
} as const;

const merchantOf = (db: Database.Database, id: unknown) =>
  db.prepare(`SELECT * FROM ${MERCHANTS} WHERE "merchantId" = ?`).get(num(id)) as Row | undefined;

/** 账户余额 (the ledger's sum), 冻结金额 (applications 待审核) and what is available of one merchant, from the tables. */
export function merchantFigures(db: Database.Database, merchantId: unknown): { balance: number; frozen: number; available: number } {
  const balance = num(
    (
      db.prepare(`SELECT COALESCE(SUM("changeAmount"), 0) AS s FROM ${LEDGERS} WHERE "merchantId" = ?`).get(num(merchantId)) as {
        s: number;
      }
    ).s,
  );
  const frozen = num(
    (
      db
        .prepare(`SELECT COALESCE(SUM("withdrawAmount"), 0) AS s FROM ${WITHDRAWS} WHERE "merchantId" = ? AND "withdrawStatus" = ?`)
        .get(num(merchantId), WITHDRAW_STATE.pending) as { s: number }
    ).s,
  );
  return { balance, frozen, available: balance - frozen };
}

/** Brings every merchant's 账户余额, 冻结金额 and 可用余额 up to date from the ledger and the applications. */
function refreshMerchants(store: EntityStore): void {
  store.db.exec(`
    UPDATE ${MERCHANTS} SET
      "balance" = (SELECT COALESCE(SUM(l."changeAmount"), 0) FROM ${LEDGERS} l WHERE l."merchantId" = ${MERCHANTS}."merchantId"),
      "frozenAmount" = (SELECT COALESCE(SUM(w."withdrawAmount"), 0) FROM ${WITHDRAWS} w
                        WHERE w."merchantId" = ${MERCHANTS}."merchantId" AND w."withdrawStatus" = ${WITHDRAW_STATE.pending});
    UPDATE ${MERCHANTS} SET "availableAmount" = "balance" - "frozenAmount";
  `);
}

/** Appends one line to a merchant's ledger with the balance after it; returns the line. */
function ledgerLine(
  db: Database.Database,
  merchantId: unknown,
  kind: number,
  amount: number,
  relatedNo: string,
  time: string,
  operator: string,
  remark: string | null,
): Row {
  const { balance } = merchantFigures(db, merchantId);
  const next = (db.prepare(`SELECT COALESCE(MAX("ledgerId"), 0) + 1 AS n FROM ${LEDGERS}`).get() as { n: number }).n;
  return {
    ledgerNo: `LS${stamp(time)}${String(next).padStart(4, '0')}`,
    merchantId: num(merchantId),
    ledgerType: kind,
    changeAmount: amount,
    balanceAfter: balance + amount,
    relatedNo,
    ledgerTime: time,
    operator,
    remark,
  };
}

function insertLedger(db: Database.Database, line: Row): void {
  const names = Object.keys(line);
  db.prepare(`INSERT INTO ${LEDGERS} (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).run(
    ...names.map((n) => line[n] as string | number | null),
  );
}

const merchantHooks: EntityHooks = {
  beforeRead: (store) => refreshMerchants(store),
  beforeCreate(values, store) {
    const next = (store.db.prepare(`SELECT COALESCE(MAX("merchantId"), 0) + 1 AS n FROM ${MERCHANTS}`).get() as { n: number }).n;
    Object.assign(values, { merchantNo: `SH${10000 + next * 7}`, balance: 0, frozenAmount: 0, availableAmount: 0 });
  },
};

const withdrawHooks: EntityHooks = {
  beforeCreate(values, store) {
    const merchant = merchantOf(store.db, values.merchantId);
    if (!merchant) return BUSINESS_REFUSALS.noMerchant;
    if (num(merchant.merchantStatus) !== MERCHANT_STATE.normal) return BUSINESS_REFUSALS.merchantStopped(String(merchant.merchantName));
    const amount = Math.round(num(values.withdrawAmount));
    if (!(amount > 0)) return BUSINESS_REFUSALS.withdrawAmount;
    const { available } = merchantFigures(store.db, merchant.merchantId);
    if (amount > available) return BUSINESS_REFUSALS.overAvailable(Math.max(0, available));
    const time = String(values.createTime ?? formatChinaTime(Date.now()));
    const next = (store.db.prepare(`SELECT COALESCE(MAX("withdrawId"), 0) + 1 AS n FROM ${WITHDRAWS}`).get() as { n: number }).n;
    const user = String(values.createUser ?? '');
    Object.assign(values, {
      withdrawAmount: amount,
      withdrawNo: `TX${stamp(time)}${String(next).padStart(4, '0')}`,
      withdrawStatus: WITHDRAW_STATE.pending,
      auditTrail: [
        {
          action: '提交申请',
          user,
          time,
          from: WITHDRAW_STATE.pending,
          fromLabel: WITHDRAW_LABELS[WITHDRAW_STATE.pending],
          to: WITHDRAW_STATE.pending,
          toLabel: WITHDRAW_LABELS[WITHDRAW_STATE.pending],
          note: `申请提现 ${yuanText(amount)} 元`,
        },
      ],
    });
  },
};

/** The park must be one the merchant serves; only the value of the chosen 优惠方式 is kept. */
function checkRule(values: Row, current: Row | null, store: EntityStore): string | void {
  const merged = { ...(current ?? {}), ...values };
  const merchant = merchantOf(store.db, merged.merchantId);
  if (!merchant) return BUSINESS_REFUSALS.noMerchant;
  const parks = (() => {
    try {
      return JSON.parse(String(merchant.parkIds ?? '[]')) as number[];
    } catch {
      return [];
    }
  })();
  if (!parks.map(Number).includes(num(merged.parkId))) {
    const park = PARKS.find((p) => p.parkId === num(merged.parkId));
    return BUSINESS_REFUSALS.parkNotServed(String(merchant.merchantName), park?.parkName ?? String(merged.parkId));
  }
  const type = num(merged.discountType);
  if (type !== DISCOUNT_TYPE.minutes) values.reduceMinutes = null;
  if (type !== DISCOUNT_TYPE.amount) values.reduceAmount = null;
  if (type !== DISCOUNT_TYPE.rate) values.discountRate = null;
}

const ruleHooks: EntityHooks = {
  beforeCreate(values, store) {
    const refused = checkRule(values, null, store);
    if (refused) return refused;
    const next = (store.db.prepare(`SELECT COALESCE(MAX("ruleId"), 0) + 1 AS n FROM ${RULES}`).get() as { n: number }).n;
    const time = String(values.createTime ?? formatChinaTime(Date.now()));
    Object.assign(values, {
      ruleNo: `GZ${String(num(values.merchantId)).padStart(3, '0')}${String(next).padStart(4, '0')}`,
      ruleStatus: RULE_STATE.enabled,
      auditTrail: [
        {
          action: '新增',
          user: String(values.createUser ?? ''),
          time,
          from: 1,
          fromLabel: RULE_LABELS[1],
          to: 1,
          toLabel: RULE_LABELS[1],
          note: null,
        },
      ],
    });
  },
  beforeUpdate: (current, values, store) => checkRule(values, current, store),
};

/** Everything a coupon takes from its rule, or the refusal. */
function prepareCoupon(values: Row, store: EntityStore, nowMs: number): string | void {
  const merchant = merchantOf(store.db, values.merchantId);
  if (!merchant) return BUSINESS_REFUSALS.noMerchant;
  if (num(merchant.merchantStatus) !== MERCHANT_STATE.normal) return BUSINESS_REFUSALS.merchantStopped(String(merchant.merchantName));
  const rule = store.db.prepare(`SELECT * FROM ${RULES} WHERE "ruleId" = ?`).get(num(values.ruleId)) as Row | undefined;
  if (!rule) return BUSINESS_REFUSALS.noRule;
  if (num(rule.merchantId) !== num(merchant.merchantId)) return BUSINESS_REFUSALS.ruleOfOther;
  const name = String(rule.ruleName);
  if (num(rule.ruleStatus) !== RULE_STATE.enabled) return BUSINESS_REFUSALS.ruleStopped(name);
  const time = String(values.createTime ?? formatChinaTime(nowMs));
  const today = time.slice(0, 10);
  if (today < String(rule.validStart) || today > String(rule.validEnd))
    return BUSINESS_REFUSALS.ruleOutOfDate(name, String(rule.validStart), String(rule.validEnd));
  const price = num(rule.couponPrice);
  const { available } = merchantFigures(store.db, merchant.merchantId);
  if (price > available) return BUSINESS_REFUSALS.couponShort(price, Math.max(0, available));
  const next = (store.db.prepare(`SELECT COALESCE(MAX("couponId"), 0) + 1 AS n FROM ${COUPONS}`).get() as { n: number }).n;
  const issued = Date.parse(`${time.replace(' ', 'T')}+08:00`);
  Object.assign(values, {
    couponNo: `QJ${stamp(time)}${String(next).padStart(4, '0')}`,
    parkId: rule.parkId,
    ruleName: name,
    discountText: discountTextOf(rule),
    couponPrice: price,
    expireTime: formatChinaTime(issued + num(rule.validHours) * 3_600_000),
    couponStatus: COUPON_STATE.unused,
    orderNo: null,
    useTime: null,
  });
}

const couponHooks: EntityHooks = {
  beforeCreate: (values, store) => prepareCoupon(values, store, Date.now()),
  /** The 发券扣款 line, once per coupon, in the coupon's transaction. */
  afterWrite(db, record) {
    const couponNo = String(record.couponNo ?? '');
    if (!couponNo) return;
    const done = db.prepare(`SELECT 1 FROM ${LEDGERS} WHERE "relatedNo" = ? AND "ledgerType" = ?`).get(couponNo, LEDGER_TYPE.coupon);
    if (done) return;
    insertLedger(
      db,
      ledgerLine(
        db,
        record.merchantId,
        LEDGER_TYPE.coupon,
        -num(record.couponPrice),
        couponNo,
        String(record.createTime),
        String(record.createUser ?? ''),
        `发券 ${String(record.ruleName)}`,
      ),
    );
  },
  /** 未使用 past 有效期至 is 已过期. */
  beforeRead(store, now) {
    store.db
      .prepare(`UPDATE ${COUPONS} SET "couponStatus" = ? WHERE "couponStatus" = ? AND "expireTime" < ?`)
      .run(COUPON_STATE.expired, COUPON_STATE.unused, formatChinaTime(now));
  },
};

const RECHARGE_WAYS: Record<number, string> = { 1: '对公转账', 2: '微信支付', 3: '支付宝', 4: '现金' };

/** 充值: one 充值 line of the amount. */
const merchantRecharge: StepComputation = ({ record, input, actor, store }) => {
  if (!store) return { ok: false, msg: '接口未实现' };
  const amount = Math.round(num(input.rechargeAmount));
  const remark = String(input.remark ?? '').trim() || `${RECHARGE_WAYS[num(input.rechargeWay)] ?? ''}充值`;
  const line = ledgerLine(
    store.db,
    record.merchantId,
    LEDGER_TYPE.recharge,
    amount,
    `CZ${stamp(actor.time)}${String(num(record.merchantId)).padStart(3, '0')}`,
    actor.time,
    actor.user?.name ?? '',
    remark,
  );
  return { ok: true, creates: [{ entity: BIZ_ENTITIES.ledger, values: line }] };
};

/** 审核通过: the 提现 line of the amount, after checking the balance still holds it. */
const withdrawLedger: StepComputation = ({ record, actor, store }) => {
  if (!store) return { ok: false, msg: '接口未实现' };
  const amount = num(record.withdrawAmount);
  const { balance } = merchantFigures(store.db, record.merchantId);
  if (amount > balance) return { ok: false, msg: BUSINESS_REFUSALS.balanceShort(balance, amount) };
  const line = ledgerLine(
    store.db,
    record.merchantId,
    LEDGER_TYPE.withdraw,
    -amount,
    String(record.withdrawNo),
    actor.time,
    actor.user?.name ?? '',
    '提现审核通过',
  );
  return { ok: true, creates: [{ entity: BIZ_ENTITIES.ledger, values: line }] };
};

/** What a merchant paid in a month (its 充值 lines) less what it asked to invoice for that month (待开票, 已开票). */
export function invoiceable(db: Database.Database, merchantId: unknown, month: string): number {
  const paid = num(
    (
      db
        .prepare(
          `SELECT COALESCE(SUM("changeAmount"), 0) AS s FROM ${LEDGERS} WHERE "merchantId" = ? AND "ledgerType" = ? AND substr("ledgerTime", 1, 7) = ?`,
        )
        .get(num(merchantId), LEDGER_TYPE.recharge, month) as { s: number }
    ).s,
  );
  const asked = num(
    (
      db
        .prepare(
          `SELECT COALESCE(SUM("invoiceAmount"), 0) AS s FROM ${INVOICES} WHERE "merchantId" = ? AND "invoiceMonth" = ? AND "invoiceStatus" IN (?, ?)`,
        )
        .get(num(merchantId), month, INVOICE_STATE.pending, INVOICE_STATE.issued) as { s: number }
    ).s,
  );
  return paid - asked;
}

const invoiceHooks: EntityHooks = {
  beforeCreate(values, store) {
    const merchant = merchantOf(store.db, values.merchantId);
    if (!merchant) return BUSINESS_REFUSALS.noMerchant;
    const month = String(values.invoiceMonth ?? '').trim();
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return BUSINESS_REFUSALS.invoiceMonth;
    const amount = Math.round(num(values.invoiceAmount));
    if (!(amount > 0)) return BUSINESS_REFUSALS.invoiceAmount;
    const left = Math.max(0, invoiceable(store.db, merchant.merchantId, month));
    if (amount > left) return BUSINESS_REFUSALS.overInvoiceable(month, left);
    const time = String(values.createTime ?? formatChinaTime(Date.now()));
    const next = (store.db.prepare(`SELECT COALESCE(MAX("invoiceId"), 0) + 1 AS n FROM ${INVOICES}`).get() as { n: number }).n;
    Object.assign(values, {
      invoiceMonth: month,
      invoiceAmount: amount,
      invoiceReqNo: `FP${stamp(time)}${String(next).padStart(4, '0')}`,
      invoiceStatus: INVOICE_STATE.pending,
      auditTrail: [
        {
          action: '申请开票',
          user: String(values.createUser ?? ''),
          time,
          from: INVOICE_STATE.pending,
          fromLabel: INVOICE_LABELS[INVOICE_STATE.pending],
          to: INVOICE_STATE.pending,
          toLabel: INVOICE_LABELS[INVOICE_STATE.pending],
          note: `开票 ${yuanText(amount)} 元`,
        },
      ],
    });
  },
};

/** The extension (listed in services/extensions.ts). */
export const businessExtension: EngineExtension = {
  entities: {
    ...businessSeedEntities,
    [BIZ_ENTITIES.merchant]: { ...businessSeedEntities[BIZ_ENTITIES.merchant], hooks: merchantHooks },
    [BIZ_ENTITIES.withdraw]: { ...businessSeedEntities[BIZ_ENTITIES.withdraw], hooks: withdrawHooks },
    [BIZ_ENTITIES.rule]: { ...businessSeedEntities[BIZ_ENTITIES.rule], hooks: ruleHooks },
    [BIZ_ENTITIES.coupon]: { ...businessSeedEntities[BIZ_ENTITIES.coupon], hooks: couponHooks },
    [BIZ_ENTITIES.invoice]: { ...businessSeedEntities[BIZ_ENTITIES.invoice], hooks: invoiceHooks },
    ...remoteGuardEntities,
  },
  computations: { merchantRecharge, withdrawLedger, remoteAlarmDuration },
};
