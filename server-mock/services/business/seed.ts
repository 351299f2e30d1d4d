/**
 * Curated seed of schemas/business.json (商户管理): merchants near parks 1001–1010, each with its account ledger
 * (充值, 发券扣款, 提现, 退回) written in time order so that every 变动后余额 follows from the line before it and the
 * balance is the sum of the ledger; withdrawal applications in every state (an approved or paid one took its amount
 * from the ledger at its audit time; the pending ones stay within what the merchant has available); discount rules per
 * merchant and park, enabled and stopped, with their trail; and the coupons issued under them to customers' plates,
 * each charged to the ledger at the rule's price, 未使用 / 已使用 (in a parking order) / 已过期. Only data: the
 * workflows run from the document, the figures that span records from ./index.ts. Also enterprise charging accounts
 * with their vehicles and monthly bills, the app's ads in every state, the parks' charge rules (日常 and 节假日 per
 * vehicle type) and the holiday deployments of the year.
 */
import { createPrng, type Prng } from '../../db/prng';
import { DAY, HOUR, MINUTE, seedTrailEntry } from '../../engine/seedKit';
import { formatSeedTime, seedMobile, seedPlate } from '../../engine/seedValues';
import { personName } from '../../engine/seedVocabulary';
import type { EngineExtension, SeedKit } from '../../engine/types';

export const BIZ_ENTITIES = {
  merchant: 'businessMerchant',
  ledger: 'businessLedger',
  withdraw: 'businessWithdraw',
  rule: 'businessDiscountRule',
  coupon: 'businessCoupon',
  invoice: 'businessInvoice',
  company: 'businessCompany',
  companyBill: 'businessCompanyBill',
  ad: 'businessAd',
  chargeRule: 'businessChargeRule',
  deploy: 'businessHolidayDeploy',
} as const;

/** dictionary ledgerType */
export const LEDGER_TYPE = { recharge: 1, coupon: 2, withdraw: 3, refund: 4 } as const;
/** dictionary withdrawStatus */
export const WITHDRAW_STATE = { pending: 1, approved: 2, paid: 3, rejected: 4 } as const;
export const WITHDRAW_LABELS: Record<number, string> = { 1: '待审核', 2: '审核通过', 3: '已打款', 4: '已驳回' };
/** dictionary ruleStatus */
export const RULE_STATE = { enabled: 1, disabled: 0 } as const;
export const RULE_LABELS: Record<number, string> = { 1: '启用', 0: '停用' };
/** dictionary couponStatus */
export const COUPON_STATE = { unused: 1, used: 2, expired: 3 } as const;
/** dictionary discountType */
export const DISCOUNT_TYPE = { minutes: 1, amount: 2, rate: 3, free: 4 } as const;
/** dictionary merchantStatus */
export const MERCHANT_STATE = { normal: 1, stopped: 2 } as const;
/** dictionary invoiceStatus */
export const INVOICE_STATE = { pending: 1, issued: 2, red: 3 } as const;
export const INVOICE_LABELS: Record<number, string> = { 1: '待开票', 2: '已开票', 3: '已红冲' };

type Row = Record<string, unknown>;

/** 优惠内容, as the document's computed column says it (减免120分钟, 减免10.00元, 8.5折, 停车费全免). */
export function discountTextOf(rule: Row): string {
  const type = Number(rule.discountType);
  if (type === DISCOUNT_TYPE.minutes) return `减免${Number(rule.reduceMinutes)}分钟`;
  if (type === DISCOUNT_TYPE.amount) return `减免${Math.round(Number(rule.reduceAmount)) / 100}元`;
  if (type === DISCOUNT_TYPE.rate) return `${Number(rule.discountRate)}折`;
  return '停车费全免';
}

const stamp = (ms: number) => formatSeedTime(ms).replace(/\D/g, '');
const dateOf = (ms: number) => formatSeedTime(ms).slice(0, 10);

const BRANDS: [string, number][] = [
  ['银泰百货', 1],
  ['万象汇购物中心', 1],
  ['龙湖天街', 1],
  ['大悦城', 1],
  ['亚朵酒店', 2],
  ['全季酒店', 2],
  ['开元名都大酒店', 2],
  ['君亭酒店', 2],
  ['外婆家', 3],
  ['绿茶餐厅', 3],
  ['新白鹿餐厅', 3],
  ['海底捞火锅', 3],
  ['星巴克', 3],
  ['国际金融中心', 4],
  ['创新创业大厦', 4],
  ['浙江大学医学院附属第一医院', 5],
  ['杭州市中医院', 5],
  ['万达影城', 6],
  ['CGV影城', 6],
  ['横店电影城', 6],
];
const BRANCHES = ['西湖店', '武林店', '钱江新城店'];
const PARK_IDS = Array.from({ length: 10 }, (_, i) => 1001 + i);
const BANKS = [
  '中国工商银行杭州西湖支行',
  '中国建设银行杭州城西支行',
  '招商银行杭州分行营业部',
  '杭州银行钱江新城支行',
  '中国银行杭州滨江支行',
];
const REJECTS = ['开户名与商户名称不一致，请核对收款账户', '银行账号有误，请重新提交', '该笔资金对应的优惠券尚在结算期内，暂不能提现'];
const AUDITORS = ['陈建国', '李晓梅', '财务-周敏'];
const REFUND_NOTES = ['车场临时闭场，当日发券扣款退回', '系统重复扣款退回', '顾客未使用的作废券退回'];

export interface BusinessSeed {
  merchants: Row[];
  ledgers: Row[];
  withdraws: Row[];
  rules: Row[];
  coupons: Row[];
  invoices: Row[];
}

/** The seeds that stand alone: enterprise charging accounts and their bills, ads, the parks' charge rules and holiday deployments. */
export interface OtherSeed {
  companies: Row[];
  bills: Row[];
  ads: Row[];
  chargeRules: Row[];
  deploys: Row[];
}

type Event = { at: number; kind: 'recharge' | 'coupon' | 'withdraw' | 'refund'; row?: Row };

function buildRules(rng: Prng, merchantId: number, parks: number[], now: number, rules: Row[], creator: string) {
  const mine: Row[] = [];
  const add = (parkId: number, status: number, start: number, end: number) => {
    const type = rng.pick([1, 1, 2, 2, 3, 4]);
    const rule: Row = {
      ruleId: rules.length + 1,
      ruleNo: `GZ${String(merchantId).padStart(3, '0')}${String(rules.length + 1).padStart(4, '0')}`,
      merchantId,
      parkId,
      discountType: type,
      reduceMinutes: type === 1 ? rng.pick([60, 120, 180, 240]) : null,
      reduceAmount: type === 2 ? rng.pick([500, 1000, 1500, 2000]) : null,
      discountRate: type === 3 ? rng.pick([5, 8, 8.5, 9]) : null,
      validHours: rng.pick([24, 24, 48, 72]),
      validStart: dateOf(start),
      validEnd: dateOf(end),
      ruleStatus: status,
      createUser: creator,
      createTime: formatSeedTime(start - rng.int(1, 5) * DAY),
      remark: null,
    };
    rule.couponPrice =
      type === 1 ? Number(rule.reduceMinutes) * 4 : type === 2 ? Math.round(Number(rule.reduceAmount) * 0.8) : type === 3 ? 300 : 1500;
    rule.ruleName = `${discountTextOf(rule)}${type === 4 ? '' : '停车券'}`.replace('停车费全免', '消费满300元停车全免');
    const trail = [seedTrailEntry(RULE_LABELS, '新增', creator, start - DAY, 1, 1, null)];
    if (status === RULE_STATE.disabled) trail.push(seedTrailEntry(RULE_LABELS, '停用', creator, end - DAY, 1, 0, '活动结束，停用旧规则'));
    rule.auditTrail = trail;
    rule.updateTime = trail[trail.length - 1].time;
    rules.push(rule);
    mine.push(rule);
  };
  // A stopped older rule on the first park for every third merchant (overlapping is allowed once stopped).
  if (merchantId % 3 === 0) add(parks[0], RULE_STATE.disabled, now - 200 * DAY, now - 40 * DAY);
  for (const park of parks.slice(0, 2)) add(park, RULE_STATE.enabled, now - 120 * DAY, now + 240 * DAY);
  return mine.filter((r) => r.ruleStatus === RULE_STATE.enabled);
}

/** The seed of one reference time: every entity's rows, consistent with each other. */
export function buildBusinessSeed(now: number): BusinessSeed {
  const rng = createPrng(`business:${now}`);
  const seed: BusinessSeed = { merchants: [], ledgers: [], withdraws: [], rules: [], coupons: [], invoices: [] };
  for (let i = 0; i < 60; i++) {
    const merchantId = i + 1;
    const [brand, type] = BRANDS[i % BRANDS.length];
    const branch = BRANCHES[Math.floor(i / BRANDS.length) % BRANCHES.length];
    const first = PARK_IDS[i % PARK_IDS.length];
    const parks = [first, ...(i % 2 ? [PARK_IDS[(i + 3) % 10]] : []), ...(i % 5 === 0 ? [PARK_IDS[(i + 6) % 10]] : [])];
    const contact = personName(rng.pick);
    const created = now - rng.int(90, 400) * DAY;
    seed.merchants.push({
      merchantId,
      merchantNo: `SH${String(10000 + merchantId * 7)}`,
      merchantName: `${brand}（${branch}）`,
      merchantType: type,
      contactName: contact,
      contactPhone: seedMobile(rng),
      parkIds: parks,
      merchantStatus: i % 15 === 14 ? MERCHANT_STATE.stopped : MERCHANT_STATE.normal,
      createTime: formatSeedTime(created),
      remark: null,
      balance: 0,
      frozenAmount: 0,
      availableAmount: 0,
    });
    const creator = rng.pick(AUDITORS);
    const rules = buildRules(rng, merchantId, parks, now, seed.rules, creator);

    // Events of the last 55 days, in time order; the balance runs through them.
    const events: Event[] = [{ at: now - 55 * DAY + rng.int(0, 48) * HOUR, kind: 'recharge' }];
    if (i % 4 === 0) events.push({ at: now - rng.int(20, 30) * DAY, kind: 'recharge' });
    const couponCount = 3 + (i % 3);
    for (let c = 0; c < couponCount; c++) {
      // The last coupon of every other merchant is recent (未使用), the rest older.
      const recent = c === couponCount - 1 && i % 2 === 0;
      events.push({ at: recent ? now - rng.int(1, 10) * HOUR : now - rng.int(2, 50) * DAY - rng.int(0, 23) * HOUR, kind: 'coupon' });
    }
    events.push({ at: now - rng.int(10, 45) * DAY, kind: 'withdraw' });
    if (i % 3 === 1) events.push({ at: now - rng.int(2, 9) * DAY, kind: 'withdraw' });
    if (i % 6 === 2) events.push({ at: now - rng.int(3, 30) * DAY, kind: 'refund' });
    events.sort((a, b) => a.at - b.at);

    let balance = 0;
    let frozen = 0;
    const ledger = (at: number, kind: number, amount: number, relatedNo: string | null, operator: string, remark: string | null) => {
      balance += amount;
      seed.ledgers.push({
        ledgerId: seed.ledgers.length + 1,
        ledgerNo: `LS${stamp(at)}${String(seed.ledgers.length + 1).padStart(4, '0')}`,
        merchantId,
        ledgerType: kind,
        changeAmount: amount,
        balanceAfter: balance,
        relatedNo,
        ledgerTime: formatSeedTime(at),
        operator,
        remark,
      });
    };
    events.forEach((e, k) => {
      if (e.kind === 'recharge') {
        const amount = rng.int(30, 200) * 10_000;
        ledger(
          e.at,
          LEDGER_TYPE.recharge,
          amount,
          `CZ${stamp(e.at)}${String(merchantId).padStart(3, '0')}`,
          rng.pick(AUDITORS),
          '对公转账充值',
        );
      } else if (e.kind === 'refund') {
        ledger(
          e.at,
          LEDGER_TYPE.refund,
          rng.int(5, 40) * 100,
          `TH${stamp(e.at)}${String(merchantId).padStart(3, '0')}`,
          rng.pick(AUDITORS),
          rng.pick(REFUND_NOTES),
        );
      } else if (e.kind === 'coupon') {
        const rule = rules[k % rules.length];
        const price = Number(rule.couponPrice);
        if (balance - frozen < price) return;
        const couponId = seed.coupons.length + 1;
        const couponNo = `QJ${stamp(e.at)}${String(couponId).padStart(4, '0')}`;
        const expire = e.at + Number(rule.validHours) * HOUR;
        const used = expire < now ? k % 3 !== 0 : k % 4 === 0;
        const lastMinute = Math.floor(Math.min(Number(rule.validHours) * 60 - 10, (now - e.at) / MINUTE - 5));
        const useAt = e.at + rng.int(20, Math.max(21, lastMinute)) * MINUTE;
        const issuer = `${contact}`;
        seed.coupons.push({
          couponId,
          couponNo,
          merchantId,
          ruleId: rule.ruleId,
          ruleName: rule.ruleName,
          discountText: discountTextOf(rule),
          parkId: rule.parkId,
          plateNo: seedPlate(rng),
          plateColor: rng.pick([1, 1, 1, 1, 5]),
          couponPrice: price,
          createTime: formatSeedTime(e.at),
          createUser: issuer,
          expireTime: formatSeedTime(expire),
          couponStatus: used ? COUPON_STATE.used : expire < now ? COUPON_STATE.expired : COUPON_STATE.unused,
          orderNo: used ? `PO${stamp(useAt)}${rng.chars('0123456789', 4)}` : null,
          useTime: used ? formatSeedTime(useAt) : null,
          remark: null,
        });
        ledger(e.at, LEDGER_TYPE.coupon, -price, couponNo, issuer, `发券 ${String(rule.ruleName)}`);
      } else {
        const available = balance - frozen;
        if (available < 10_000) return;
        const amount = Math.floor((available * rng.int(15, 35)) / 100 / 100) * 100;
        const recentPending = e.at > now - 10 * DAY;
        const state = recentPending
          ? rng.pick([WITHDRAW_STATE.pending, WITHDRAW_STATE.pending, WITHDRAW_STATE.approved, WITHDRAW_STATE.rejected])
          : rng.pick([WITHDRAW_STATE.paid, WITHDRAW_STATE.paid, WITHDRAW_STATE.rejected, WITHDRAW_STATE.approved]);
        const withdrawId = seed.withdraws.length + 1;
        const withdrawNo = `TX${stamp(e.at)}${String(withdrawId).padStart(4, '0')}`;
        const auditor = rng.pick(AUDITORS);
        const auditAt = Math.min(e.at + rng.int(2, 30) * HOUR, now - HOUR);
        const payAt = Math.min(auditAt + rng.int(2, 20) * HOUR, now - 30 * MINUTE);
        const payNo = `HD${stamp(payAt)}${rng.chars('0123456789', 6)}`;
        const reason = state === WITHDRAW_STATE.rejected ? rng.pick(REJECTS) : null;
        const trail = [seedTrailEntry(WITHDRAW_LABELS, '提交申请', contact, e.at, 1, 1, `申请提现 ${(amount / 100).toFixed(2)} 元`)];
        if (state === WITHDRAW_STATE.rejected) trail.push(seedTrailEntry(WITHDRAW_LABELS, '审核驳回', auditor, auditAt, 1, 4, reason));
        if (state === WITHDRAW_STATE.approved || state === WITHDRAW_STATE.paid)
          trail.push(seedTrailEntry(WITHDRAW_LABELS, '审核通过', auditor, auditAt, 1, 2, null));
        if (state === WITHDRAW_STATE.paid) trail.push(seedTrailEntry(WITHDRAW_LABELS, '确认打款', auditor, payAt, 2, 3, payNo));
        seed.withdraws.push({
          withdrawId,
          withdrawNo,
          merchantId,
          withdrawAmount: amount,
          bankName: BANKS[merchantId % BANKS.length],
          bankAccount: `6222${String(merchantId).padStart(4, '0')}${rng.chars('0123456789', 11)}`,
          accountName: `${brand}${branch.replace('店', '')}${titleSuffix(brand)}`,
          withdrawStatus: state,
          createUser: contact,
          createTime: formatSeedTime(e.at),
          auditUser: state === WITHDRAW_STATE.pending ? null : auditor,
          auditTime: state === WITHDRAW_STATE.pending ? null : formatSeedTime(auditAt),
          rejectReason: reason,
          payNo: state === WITHDRAW_STATE.paid ? payNo : null,
          payUser: state === WITHDRAW_STATE.paid ? auditor : null,
          payTime: state === WITHDRAW_STATE.paid ? formatSeedTime(payAt) : null,
          remark: null,
          auditTrail: trail,
          updateTime: trail[trail.length - 1].time,
        });
        if (state === WITHDRAW_STATE.pending) frozen += amount;
        if (state === WITHDRAW_STATE.approved || state === WITHDRAW_STATE.paid)
          ledger(auditAt, LEDGER_TYPE.withdraw, -amount, withdrawNo, auditor, '提现审核通过');
      }
    });
  }
  // Ledger lines in time order across merchants (an approval may come after a later coupon): number them by time.
  seed.ledgers.sort((a, b) => String(a.ledgerTime).localeCompare(String(b.ledgerTime)));
  const running = new Map<unknown, number>();
  seed.ledgers.forEach((row, k) => {
    row.ledgerId = k + 1;
    const after = (running.get(row.merchantId) ?? 0) + Number(row.changeAmount);
    running.set(row.merchantId, after);
    row.balanceAfter = after;
  });
  buildInvoices(rng, seed, now);
  return seed;
}

const TAX_PREFIX = ['91330106', '91330103', '91330108', '91330104'];
const RED_REASONS = ['发票抬头有误，商户申请重开', '税号填写错误，红冲后重新开具', '商户退款，作废原发票'];

/** 有限公司 for a business, the hospital's own name for a hospital. */
const titleSuffix = (brand: string) => (/医院|医学院/.test(brand) ? '院区' : '有限公司');

/** An invoice application for each recharge: its month and amount, 已开票 most, some 待开票, some 已红冲 and reissued. */
function buildInvoices(rng: Prng, seed: BusinessSeed, now: number) {
  const recharges = seed.ledgers.filter((l) => l.ledgerType === LEDGER_TYPE.recharge);
  recharges.forEach((l, k) => {
    const m = seed.merchants[Number(l.merchantId) - 1];
    const at = Date.parse(`${String(l.ledgerTime).replace(' ', 'T')}+08:00`) + rng.int(1, 48) * HOUR;
    const applied = Math.min(at, now - 2 * HOUR);
    const state = k % 5 === 1 ? INVOICE_STATE.pending : k % 7 === 3 ? INVOICE_STATE.red : INVOICE_STATE.issued;
    const brand = String(m.merchantName).replace(/（.*）/, '');
    const title = `${brand.startsWith('杭州') || brand.startsWith('浙江') ? '' : '杭州'}${brand}${String(m.merchantName).match(/（(.*)店）/)?.[1] ?? ''}${titleSuffix(brand)}`;
    const taxNo = `${rng.pick(TAX_PREFIX)}MA2${rng.chars('0123456789ABCDEFGHJKLMNPQRTUWXY', 7)}`;
    const add = (status: number, amount: number, at0: number) => {
      const id = seed.invoices.length + 1;
      const user = String(m.contactName);
      const issuedAt = Math.min(at0 + rng.int(2, 30) * HOUR, now - HOUR);
      const invoiceNo = `${rng.chars('0123456789', 20)}`;
      const auditor = rng.pick(AUDITORS);
      const trail = [seedTrailEntry(INVOICE_LABELS, '申请开票', user, at0, 1, 1, `开票 ${(amount / 100).toFixed(2)} 元`)];
      if (status !== INVOICE_STATE.pending) trail.push(seedTrailEntry(INVOICE_LABELS, '开票', auditor, issuedAt, 1, 2, invoiceNo));
      const reason = rng.pick(RED_REASONS);
      if (status === INVOICE_STATE.red)
        trail.push(seedTrailEntry(INVOICE_LABELS, '红冲', auditor, Math.min(issuedAt + DAY, now - 30 * MINUTE), 2, 3, reason));
      seed.invoices.push({
        invoiceId: id,
        invoiceReqNo: `FP${stamp(at0)}${String(id).padStart(4, '0')}`,
        merchantId: l.merchantId,
        invoiceMonth: String(l.ledgerTime).slice(0, 7),
        invoiceTitle: title,
        taxNo,
        invoiceAmount: amount,
        email: `finance${String(m.merchantNo).slice(2)}@${rng.pick(['163.com', 'qq.com', 'aliyun.com'])}`,
        invoiceStatus: status,
        invoiceNo: status === INVOICE_STATE.pending ? null : invoiceNo,
        invoiceTime: status === INVOICE_STATE.pending ? null : formatSeedTime(issuedAt),
        redReason: status === INVOICE_STATE.red ? reason : null,
        createUser: user,
        createTime: formatSeedTime(at0),
        auditTrail: trail,
        updateTime: trail[trail.length - 1].time,
      });
    };
    const amount = Number(l.changeAmount);
    // Part of the month's payment is invoiced for every third recharge, so some is left to invoice.
    add(state, k % 3 === 2 ? Math.round(amount / 2) : amount, applied);
  });
}

const COMPANY_WORDS = [
  '顺丰速运',
  '曹操出行',
  '首汽约车',
  '浙江省交通投资集团',
  '杭州公交集团',
  '菜鸟物流',
  '京东物流',
  '海康威视',
  '吉利汽车',
  '网易',
  '阿里云',
  '杭州地铁集团',
  '中通快递',
  '货拉拉',
  '滴滴出行',
];
const COMPANY_UNITS = ['杭州分公司', '滨江运营中心', '萧山车队', '余杭营业部'];
const AD_TITLES = [
  '新能源车充电满50减10',
  '停车缴费立减2元',
  '月卡8折限时办理',
  '周末商场停车2小时免费',
  '充电会员日双倍积分',
  '无感支付开通送5元券',
  '机场停车预约立减',
  '新用户注册送停车券',
];
const HOLIDAYS: [string, string, string][] = [
  ['元旦', '01-01', '01-03'],
  ['春节', '02-15', '02-23'],
  ['清明节', '04-04', '04-06'],
  ['劳动节', '05-01', '05-05'],
  ['端午节', '06-19', '06-21'],
  ['中秋节', '09-25', '09-27'],
  ['国庆节', '10-01', '10-08'],
];
const AD_IMAGES = ['/mock-assets/ad-banner-1.svg', '/mock-assets/ad-banner-2.svg', '/mock-assets/ad-splash-1.svg'];

/** Enterprise accounts (their vehicles, three months of bills), ads in every state, charge rules and holiday deployments. */
export function buildOtherSeed(now: number): OtherSeed {
  const rng = createPrng(`business-other:${now}`);
  const seed: OtherSeed = { companies: [], bills: [], ads: [], chargeRules: [], deploys: [] };
  const staff = () => rng.pick(AUDITORS);
  for (let i = 0; i < 60; i++) {
    const companyId = i + 1;
    const created = now - rng.int(60, 500) * DAY;
    const status = i % 9 === 8 ? 0 : 1;
    const vehicles = Array.from({ length: rng.int(2, 8) }, () => {
      // Most enterprise vehicles are new-energy: green plates of eight characters (浙AD12345).
      const green = rng.int(0, 2) > 0;
      const plate = seedPlate(rng);
      return {
        plateNo: green ? `${plate.slice(0, 2)}D${rng.chars('0123456789', 5)}` : plate,
        plateColor: green ? 5 : 1,
        driverName: personName(rng.pick),
      };
    });
    const creator = staff();
    const trail = [seedTrailEntry({ 1: '启用', 0: '停用' }, '开通账户', creator, created, 1, 1, null)];
    if (status === 0)
      trail.push(seedTrailEntry({ 1: '启用', 0: '停用' }, '停用', creator, now - rng.int(2, 20) * DAY, 1, 0, '合同到期未续签'));
    const limit = rng.int(2, 20) * 500_000;
    const months = [0, 1, 2].map((k) => formatSeedTime(now - k * 30 * DAY).slice(0, 7));
    let monthUsed = 0;
    months.forEach((month, k) => {
      const count = rng.int(20, 200) * vehicles.length;
      const kwh = Math.round(count * rng.int(150, 450)) / 10;
      const electric = Math.round(kwh * rng.int(55, 85));
      const service = Math.round(kwh * rng.int(40, 80));
      const amount = electric + service;
      if (k === 0) monthUsed = amount;
      seed.bills.push({
        billId: seed.bills.length + 1,
        companyId,
        billMonth: month,
        chargeCount: count,
        chargeKwh: kwh,
        electricFee: electric,
        serviceFee: service,
        billAmount: amount,
        billStatus: k === 0 || (k === 1 && i % 4 === 0) ? 1 : 2,
        settleTime:
          k === 0 || (k === 1 && i % 4 === 0)
            ? null
            : formatSeedTime(now - (k - 1) * 30 * DAY + rng.int(3, 9) * DAY - 30 * DAY + 10 * HOUR),
      });
    });
    seed.companies.push({
      companyId,
      companyName: `${COMPANY_WORDS[i % COMPANY_WORDS.length]}${COMPANY_UNITS[Math.floor(i / COMPANY_WORDS.length) % COMPANY_UNITS.length]}`,
      creditCode: `91330${String(100 + i)}MA2${rng.chars('0123456789ABCDEFGHJKLMNPQRTUWXY', 7)}`,
      contactName: personName(rng.pick),
      contactPhone: seedMobile(rng),
      creditLimit: limit,
      monthUsed,
      vehicles,
      accountStatus: status,
      remark: null,
      createTime: formatSeedTime(created),
      auditTrail: trail,
      updateTime: trail[trail.length - 1].time,
    });
  }
  const AD_LABELS = { 1: '待审核', 2: '已上线', 3: '已下线', 4: '已驳回' };
  for (let i = 0; i < 64; i++) {
    const status = [2, 2, 1, 3, 4, 2, 1, 3][i % 8];
    const start = now + rng.int(-60, 10) * DAY;
    const end = start + rng.int(15, 90) * DAY;
    const created = Math.min(start - rng.int(1, 5) * DAY, now - 2 * DAY);
    const creator = staff();
    const auditor = staff();
    const trail = [seedTrailEntry(AD_LABELS, '提交审核', creator, created, 1, 1, null)];
    const reason = status === 4 ? '图片含未经授权的商标，请更换后重新提交' : status === 3 ? '活动已结束，提前下线' : null;
    if (status === 2 || status === 3)
      trail.push(seedTrailEntry(AD_LABELS, '审核通过', auditor, created + rng.int(2, 20) * HOUR, 1, 2, null));
    if (status === 3) trail.push(seedTrailEntry(AD_LABELS, '下线', auditor, Math.min(end, now - HOUR), 2, 3, reason));
    if (status === 4) trail.push(seedTrailEntry(AD_LABELS, '审核驳回', auditor, created + rng.int(2, 20) * HOUR, 1, 4, reason));
    seed.ads.push({
      adId: i + 1,
      adTitle: `${AD_TITLES[i % AD_TITLES.length]}${i >= AD_TITLES.length ? `（第${Math.floor(i / AD_TITLES.length) + 1}期）` : ''}`,
      adPosition: (i % 3) + 1,
      adImage: [i % 3 === 1 ? AD_IMAGES[2] : AD_IMAGES[i % 2]],
      linkUrl: `https://m.parking.example.com/activity/${1000 + i}`,
      startDate: dateOf(start),
      endDate: dateOf(end),
      adStatus: status,
      adMerchantId: i % 3 === 0 ? null : (i % 60) + 1,
      auditReason: reason,
      createUser: creator,
      createTime: formatSeedTime(created),
      auditTrail: trail,
      updateTime: trail[trail.length - 1].time,
    });
  }
  const RULE_TRAIL = { 1: '启用', 0: '停用' };
  const base: Record<number, [number, number, number]> = { 1: [500, 300, 4000], 2: [1000, 600, 8000], 3: [300, 200, 3000] };
  for (const park of PARK_IDS) {
    for (const vehicleType of [1, 2, 3]) {
      for (const ruleKind of [1, 2]) {
        const [first, unit, cap] = base[vehicleType];
        const holiday = ruleKind === 2;
        const add = (status: number, factor: number, at: number) => {
          const creator = staff();
          const trail = [seedTrailEntry(RULE_TRAIL, '新增', creator, at, 1, 1, null)];
          if (status === 0) trail.push(seedTrailEntry(RULE_TRAIL, '停用', creator, at + 200 * DAY, 1, 0, null));
          seed.chargeRules.push({
            chargeRuleId: seed.chargeRules.length + 1,
            chargeRuleName: `${['', '小型车', '大型车', '新能源车'][vehicleType]}${holiday ? '节假日' : '日常'}收费${status === 0 ? '（旧）' : ''}`,
            parkId: park,
            vehicleType,
            ruleKind,
            freeMinutes: vehicleType === 3 ? 30 : 15,
            firstHourPrice: Math.round((first * factor * (holiday ? 1.5 : 1)) / 100) * 100,
            unitPrice: Math.round((unit * factor * (holiday ? 1.5 : 1)) / 100) * 100,
            dailyCap: Math.round((cap * factor * (holiday ? 1.5 : 1)) / 100) * 100,
            chargeRuleStatus: status,
            remark: holiday ? '节假日部署的日期内代替日常规则' : null,
            createTime: formatSeedTime(at),
            auditTrail: trail,
            updateTime: trail[trail.length - 1].time,
          });
        };
        if (ruleKind === 1 && park % 3 === 0) add(0, 0.8, now - 400 * DAY);
        add(1, 1, now - rng.int(30, 150) * DAY);
      }
    }
    const year = Number(formatSeedTime(now).slice(0, 4));
    HOLIDAYS.forEach(([name, from, to], k) => {
      const revoked = (park + k) % 6 === 0;
      const startDate = `${year}-${from}`;
      const at = Date.parse(`${startDate}T09:00:00+08:00`) - rng.int(10, 30) * DAY;
      const creator = staff();
      const trail = [seedTrailEntry({ 1: '已部署', 0: '已撤销' }, '部署', creator, at, 1, 1, null)];
      if (revoked) trail.push(seedTrailEntry({ 1: '已部署', 0: '已撤销' }, '撤销', creator, at + 2 * DAY, 1, 0, null));
      seed.deploys.push({
        deployId: seed.deploys.length + 1,
        parkId: park,
        holidayName: name,
        startDate,
        endDate: `${year}-${to}`,
        deployStatus: revoked ? 0 : 1,
        createUser: creator,
        createTime: formatSeedTime(at),
        remark: revoked ? '车场当期按日常规则收费' : null,
        auditTrail: trail,
        updateTime: trail[trail.length - 1].time,
      });
    });
  }
  return seed;
}

let otherCached: { now: number; seed: OtherSeed } | null = null;
function otherSeed(now: number): OtherSeed {
  if (!otherCached || otherCached.now !== now) otherCached = { now, seed: buildOtherSeed(now) };
  return otherCached.seed;
}

const otherOf =
  (rows: (seed: OtherSeed) => Row[]) =>
  (kit: SeedKit): number => {
    const all = rows(otherSeed(kit.now));
    for (const row of all) kit.insert(row);
    return all.length;
  };

let cached: { now: number; seed: BusinessSeed } | null = null;
export function businessSeed(now: number): BusinessSeed {
  if (!cached || cached.now !== now) cached = { now, seed: buildBusinessSeed(now) };
  return cached.seed;
}

const seedOf =
  (rows: (seed: BusinessSeed) => Row[]) =>
  (kit: SeedKit): number => {
    const all = rows(businessSeed(kit.now));
    for (const row of all) kit.insert(row);
    return all.length;
  };

export const businessSeedEntities: NonNullable<EngineExtension['entities']> = {
  [BIZ_ENTITIES.merchant]: { fixedRows: true, seed: seedOf((s) => s.merchants) },
  [BIZ_ENTITIES.ledger]: { fixedRows: true, seed: seedOf((s) => s.ledgers) },
  [BIZ_ENTITIES.withdraw]: { fixedRows: true, seed: seedOf((s) => s.withdraws) },
  [BIZ_ENTITIES.rule]: { fixedRows: true, seed: seedOf((s) => s.rules) },
  [BIZ_ENTITIES.coupon]: { fixedRows: true, seed: seedOf((s) => s.coupons) },
  [BIZ_ENTITIES.invoice]: { fixedRows: true, seed: seedOf((s) => s.invoices) },
  [BIZ_ENTITIES.company]: { fixedRows: true, seed: otherOf((s) => s.companies) },
  [BIZ_ENTITIES.companyBill]: { fixedRows: true, seed: otherOf((s) => s.bills) },
  [BIZ_ENTITIES.ad]: { fixedRows: true, seed: otherOf((s) => s.ads) },
  [BIZ_ENTITIES.chargeRule]: { fixedRows: true, seed: otherOf((s) => s.chargeRules) },
  [BIZ_ENTITIES.deploy]: { fixedRows: true, seed: otherOf((s) => s.deploys) },
};
