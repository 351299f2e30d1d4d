/**
 * 充电卡, 充电卡账单, 会员类型, 车主账户, 预付款退款, 充电白名单 and VIN码管理 of 充电平台 (schemas/chargingPlatform.json).
 * Code, because the document cannot say these:
 * - the seeded customers are drawn from the seeded sessions (seed.ts): the orders paid by 充电卡 name real cards and
 *   their card's ledger holds the 消费 row of each (and a 退款 row of each refund approved back to the card), the
 *   余额 payments name real owner accounts, the plates and VINs of the white list and the bindings are the orders';
 * - a card's 余额 is the sum of its ledger: 充值 (a step computation: the amount, the new balance and the ledger row
 *   in one transaction), and 注销 refused while money is left, naming it in 元;
 * - the number of cards of each 会员类型, counted from the card table whenever the types are read (a type in use
 *   cannot be deleted: the delete's allowWhen reads that count);
 * - 预付款退款: the amount checked against the account's balance read from another table (退款金额不能超过账户余额
 *   56.20 元), at the application and again at 审核通过, which lowers the balance;
 * - a VIN is 17 letters or digits without I, O and Q (the shared code17 rule knows neither the letters nor the message).
 */
import type Database from 'better-sqlite3';
import { createPrng, type Prng } from '../../db/prng';
import { formatSeedTime, seedMobile } from '../../engine/seedValues';
import { DAY, HOUR, MINUTE, seedTrailEntry } from '../../engine/seedKit';
import { personName } from '../../engine/seedVocabulary';
import { quote } from '../../engine/storage';
import type { EntityExtension, SeedKit } from '../../engine/types';
import type { StepComputation } from '../../engine/stepComputations';
import { CHARGING_STATIONS } from './stations';

type Row = Record<string, unknown>;

export const CUSTOMER_ENTITY = {
  vipType: 'chargeVipType',
  card: 'chargeCard',
  cardBill: 'chargeCardBill',
  account: 'ownerAccount',
  prepay: 'prepayRefund',
  white: 'chargeWhiteList',
  vin: 'vinBinding',
} as const;

/** 卡状态 (cardState), 账单类型 (cardBillType), 账户状态 (accountState), 退款状态 (refundStatus). */
export const CARD = { normal: 1, lost: 2, cancelled: 3 } as const;
export const CARD_BILL = { recharge: 1, consume: 2, refund: 3 } as const;
export const ACCOUNT = { normal: 1, frozen: 2 } as const;
const PREPAY = { pending: 0, approved: 1, rejected: 2 } as const;
const CARD_LABELS: Record<number, string> = { 1: '正常', 2: '挂失', 3: '注销' };
const ACCOUNT_LABELS: Record<number, string> = { 1: '正常', 2: '冻结' };
const PREPAY_LABELS: Record<number, string> = { 0: '待审核', 1: '已退款', 2: '已驳回' };

export const yuan = (fen: number) => (fen / 100).toFixed(2);
export const CUSTOMER_MSG = {
  rechargeAmount: '充值金额须大于 0',
  cancelWithBalance: (fen: number) => `卡内余额 ${yuan(fen)} 元，不能注销，请先退还卡内余额`,
  accountMissing: (phone: string) => `手机号为 ${phone} 的车主账户不存在`,
  accountFrozen: '该车主账户已冻结，不能申请退款',
  refundAmount: '退款金额须大于 0',
  overBalance: (fen: number) => `退款金额不能超过账户余额 ${yuan(fen)} 元`,
  vin: 'VIN码须为17位字母或数字，且不能包含字母 I、O、Q',
};

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0)) || 0;
const digits = (text: string) => text.replace(/\D/g, '');
const ms = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);
const table = (entity: string) => quote(`ent_${entity}`);
const tableExists = (db: Database.Database, entity: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(`ent_${entity}`) !== undefined;

// ---------------------------------------------------------------------------------------------------------------
// The seeded customers

/** What a payment row of records.ts carries that the customers read (and write: cardNo, accountPhone). */
export interface PayFacts extends Row {
  orderNo: string;
  stationId: number;
  plateNo: string;
  payKind: number;
  payChannel: number;
  payAmount: number;
  payTime: string;
}

export interface OrderRef {
  orderNo: string;
  plateNo: string;
  plateColor: number;
  vin: string;
  stationId: number;
}

export interface CustomerWorld {
  vipTypes: Row[];
  cards: Row[];
  cardBills: Row[];
  accounts: Row[];
  prepayRefunds: Row[];
  whiteList: Row[];
  vins: Row[];
}

const STAFF = ['李晓梅', '王志强', '陈建国', '客服-周敏', '客服-吴倩'];
const STATION_IDS = CHARGING_STATIONS.filter((s) => s.stationStatus === 1).map((s) => s.stationId);

/** name, 服务费优惠 %, 电费优惠 %, stations (null: all operating ones). */
const VIP_TYPES: [string, number, number, number[] | null, string][] = [
  ['普通卡', 0, 0, null, '办卡即得，按站点标准价计费'],
  ['银卡会员', 10, 0, null, '累计充值满 500 元升级'],
  ['金卡会员', 20, 0, null, '累计充值满 2000 元升级'],
  ['钻石会员', 30, 5, null, '累计充值满 5000 元升级'],
  ['出租车专用卡', 50, 0, STATION_IDS.slice(0, 3), '与市出租车协会签约，限签约站点使用'],
  ['网约车司机卡', 40, 0, STATION_IDS.slice(1, 4), '平台认证网约车司机'],
  ['企业员工卡', 100, 0, STATION_IDS.slice(0, 2), '园区企业员工免服务费'],
  ['公交物流卡', 30, 3, STATION_IDS.slice(2, 5), '公交及城配物流车辆'],
  ['夜间优惠卡', 25, 0, STATION_IDS.slice(0, 4), '适合夜间谷时充电用户，暂未发卡'],
  ['新春体验卡', 15, 0, null, '春节活动体验卡，暂未发卡'],
];
const CARD_TYPE_WEIGHTS = [1, 1, 1, 1, 2, 2, 2, 3, 4, 5, 6, 7, 8];
const RECHARGE_WAYS = [1, 2, 2, 3, 3, 4];
const NICK_PREFIX = ['电动', '新能源', '绿色出行', '快充', '小'];
const NICK_TAIL = ['小王', '老李', '车主', '达人', '阿强', '晓雯', '大刘', '萌萌', '跑跑', '一哥'];
const REFUND_REASONS = ['不再使用平台充电，申请退还余额', '换车后不再需要账户余额', '工作调动离开本市', '误充值，申请退回'];
const REJECT_NOTES = ['账户存在未结清的充电订单，请结清后再申请', '申请金额与账户余额不符，请核实后重新申请'];
const FREEZE_NOTES = ['账户存在异常充值行为，暂时冻结', '车主申请冻结账户（手机丢失）', '涉嫌恶意拖欠充电费用'];
const WHITE_REASONS = ['市政公务用车', '运营方员工车辆', '合作单位通勤车', '消防救援车辆', '站点物业车辆'];

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const vinOf = (rng: Prng) =>
  `${rng.pick(['LRW', 'LGX', 'LFV', 'LSG', 'LVG', 'LNB'])}${rng.chars(VIN_CHARS, 6)}${rng.chars('0123456789', 8)}`;
const NEV_LETTERS = 'ABCDEFGHJKLMN';
const plateOf = (rng: Prng) => `浙${rng.pick([...NEV_LETTERS])}${rng.pick(['D', 'F'])}${rng.chars('0123456789', 5)}`;

/**
 * The customers of the seeded orders, drawn once per reference time. Writes `cardNo` on the 充电卡 payments and
 * `accountPhone` on the 余额 payments (refund rows take those of their order's payment).
 */
export function customerWorldOf(orders: readonly OrderRef[], pays: PayFacts[], now: number): CustomerWorld {
  const rng = createPrng(`chargingCustomers:${now}`);
  const time = (t: number) => formatSeedTime(Math.min(t, now - MINUTE));

  const vipTypes = VIP_TYPES.map(([vipTypeName, serviceDiscount, elecDiscount, stations, remark], i) => ({
    vipTypeId: i + 1,
    vipTypeName,
    serviceDiscount,
    elecDiscount,
    stationIds: stations ?? STATION_IDS,
    cardCount: 0,
    remark,
    updateUser: rng.pick(STAFF),
    updateTime: time(now - (200 - i * 9) * DAY),
  }));

  // Cards: 8 注销, 8 挂失, the rest 正常; opened 60–400 days ago.
  const byOrder = new Map(orders.map((o) => [o.orderNo, o]));
  const cards = Array.from({ length: 72 }, (_, i) => {
    const state = i < 8 ? CARD.cancelled : i < 16 ? CARD.lost : CARD.normal;
    const opened = now - rng.int(60, 400) * DAY - rng.int(0, 10) * HOUR;
    return {
      cardId: i + 1,
      cardNo: `88603301${String(20000 + i * 37).padStart(8, '0')}`,
      holderName: personName(rng.pick),
      phone: seedMobile(rng),
      plateNo: rng.chance(0.8) ? plateOf(rng) : null,
      vipTypeId: state === CARD.normal && i % 9 === 0 ? 1 : rng.pick(CARD_TYPE_WEIGHTS),
      balance: 0,
      cardState: state,
      openTime: time(opened),
      openUser: rng.pick(STAFF),
      remark: null as string | null,
      auditTrail: [] as unknown[],
      updateTime: time(opened),
      _opened: opened,
    };
  });

  // The 充电卡 payments, in time order: every cancelled card gets one first, then the others in turn.
  const cardPays = pays.filter((p) => p.payChannel === 3 && p.payKind === 1).sort((a, b) => a.payTime.localeCompare(b.payTime));
  const usable = cards.filter((c) => c.cardState !== CARD.cancelled);
  const cardOfOrder = new Map<string, (typeof cards)[number]>();
  cardPays.forEach((p, i) => {
    const card = i < 8 ? cards[i] : usable[(i * 7) % usable.length];
    cardOfOrder.set(p.orderNo, card);
    p.cardNo = card.cardNo;
    const order = byOrder.get(p.orderNo);
    if (order && !card.plateNo) card.plateNo = order.plateNo;
  });
  for (const p of pays) if (p.payChannel === 3 && p.payKind !== 1) p.cardNo = cardOfOrder.get(p.orderNo)?.cardNo ?? null;

  // The ledger of each card: 消费 and 退款 from the payments, 充值 before them so that the balance never goes below 0.
  const cardBills: Row[] = [];
  for (const card of cards) {
    const moves = pays
      .filter((p) => p.cardNo === card.cardNo)
      .map((p) => ({ pay: p, at: ms(p.payTime) }))
      .sort((a, b) => a.at - b.at);
    const spent = moves.reduce((s, m) => s + m.pay.payAmount, 0);
    const entries: { type: number; amount: number; at: number; pay?: PayFacts; way?: number; user: string }[] = [];
    const firstUse = moves.length ? moves[0].at : now - 5 * DAY;
    const openAt = Math.min(card._opened + rng.int(1, 60) * MINUTE, firstUse - HOUR);
    if (card.cardState === CARD.cancelled) {
      entries.push({
        type: CARD_BILL.recharge,
        amount: Math.max(spent, 0),
        at: openAt,
        way: rng.pick(RECHARGE_WAYS),
        user: rng.pick(STAFF),
      });
    } else {
      const first = [10000, 20000, 30000, 50000].find((a) => a >= spent) ?? Math.ceil(spent / 10000) * 10000 + 10000;
      entries.push({ type: CARD_BILL.recharge, amount: first, at: openAt, way: rng.pick(RECHARGE_WAYS), user: rng.pick(STAFF) });
      if (rng.chance(0.5)) {
        const at = now - rng.int(1, 25) * DAY - rng.int(1, 20) * HOUR;
        if (at > openAt)
          entries.push({
            type: CARD_BILL.recharge,
            amount: rng.pick([5000, 10000, 20000]),
            at,
            way: rng.pick(RECHARGE_WAYS),
            user: rng.pick(STAFF),
          });
      }
    }
    for (const m of moves)
      entries.push({
        type: m.pay.payKind === 1 ? CARD_BILL.consume : CARD_BILL.refund,
        amount: Math.abs(m.pay.payAmount),
        at: m.at,
        pay: m.pay,
        user: '系统',
      });
    entries.sort((a, b) => a.at - b.at);
    let balance = 0;
    for (const e of entries) {
      const signed = e.type === CARD_BILL.consume ? -e.amount : e.amount;
      balance += signed;
      const billTime = time(e.at);
      cardBills.push({
        billNo: `KL${digits(billTime)}${String(cardBills.length + 1).padStart(4, '0')}`,
        cardNo: card.cardNo,
        holderName: card.holderName,
        vipTypeId: card.vipTypeId,
        cardBillType: e.type,
        billAmount: signed,
        balanceAfter: balance,
        orderNo: e.pay?.orderNo ?? null,
        stationId: e.pay?.stationId ?? null,
        rechargeWay: e.way ?? null,
        billTime,
        operator: e.user,
      });
    }
    card.balance = balance;
    const trail = [
      seedTrailEntry(CARD_LABELS, '开卡', card.openUser, card._opened, CARD.normal, CARD.normal, `办理${VIP_TYPES[card.vipTypeId - 1][0]}`),
    ];
    const last = Math.max(openAt, ...entries.map((e) => e.at));
    if (card.cardState === CARD.lost) {
      const at = Math.min(last + rng.int(2, 48) * HOUR, now - HOUR);
      trail.push(seedTrailEntry(CARD_LABELS, '挂失', rng.pick(STAFF), at, CARD.normal, CARD.lost, '持卡人来电挂失，卡片遗失'));
      card.updateTime = time(at);
    }
    if (card.cardState === CARD.cancelled) {
      const at = Math.min(last + rng.int(2, 72) * HOUR, now - HOUR);
      trail.push(seedTrailEntry(CARD_LABELS, '注销', rng.pick(STAFF), at, CARD.normal, CARD.cancelled, '持卡人申请退卡，余额已用完'));
      card.updateTime = time(at);
      card.remark = '已退卡';
    }
    card.auditTrail = trail;
  }
  for (const t of vipTypes) t.cardCount = cards.filter((c) => c.vipTypeId === t.vipTypeId && c.cardState !== CARD.cancelled).length;

  // Owner accounts: the plates of the orders, the 余额 payments name them.
  const plates = [...new Set(orders.map((o) => o.plateNo))];
  const accounts = Array.from({ length: 72 }, (_, i) => {
    const own = [plates[i % plates.length]];
    if (i % 5 === 0 && plates[(i + 72) % plates.length]) own.push(plates[(i + 72) % plates.length]);
    const registered = now - rng.int(30, 700) * DAY - rng.int(0, 23) * HOUR;
    return {
      accountId: i + 1,
      phone: seedMobile(rng),
      nickname: `${rng.pick(NICK_PREFIX)}${rng.pick(NICK_TAIL)}${rng.int(1, 99)}`,
      plates: own.join('、'),
      balance: rng.chance(0.15) ? 0 : rng.int(5, 600) * 100 + rng.pick([0, 20, 50, 80]),
      points: rng.int(0, 3200),
      accountState: i % 8 === 3 ? ACCOUNT.frozen : ACCOUNT.normal,
      registerTime: time(registered),
      freezeReason: null as string | null,
      auditTrail: [] as unknown[],
      updateTime: time(registered),
    };
  });
  const accountOfPlate = new Map<string, (typeof accounts)[number]>();
  for (const a of accounts) for (const p of a.plates.split('、')) if (!accountOfPlate.has(p)) accountOfPlate.set(p, a);
  for (const p of pays)
    if (p.payChannel === 4) {
      const a = accountOfPlate.get(p.plateNo) ?? accounts[p.orderNo.length % accounts.length];
      p.accountPhone = a.phone;
    }
  for (const a of accounts)
    if (a.accountState === ACCOUNT.frozen) {
      const at = now - rng.int(1, 20) * DAY;
      a.freezeReason = rng.pick(FREEZE_NOTES);
      a.auditTrail = [seedTrailEntry(ACCOUNT_LABELS, '冻结', rng.pick(STAFF), at, ACCOUNT.normal, ACCOUNT.frozen, a.freezeReason)];
      a.updateTime = time(at);
    } else if (a.accountId % 11 === 0) {
      const at = now - rng.int(25, 40) * DAY;
      a.auditTrail = [
        seedTrailEntry(ACCOUNT_LABELS, '冻结', '陈建国', at, ACCOUNT.normal, ACCOUNT.frozen, '车主申请冻结账户（手机丢失）'),
        seedTrailEntry(ACCOUNT_LABELS, '解冻', '陈建国', at + 2 * DAY, ACCOUNT.frozen, ACCOUNT.normal, '车主补办手机号后申请解冻'),
      ];
      a.updateTime = time(at + 2 * DAY);
    }

  // Prepaid refunds: approved ones were taken from the balance (the balance above is what is left).
  const prepayRefunds: Row[] = [];
  const states = [PREPAY.approved, PREPAY.pending, PREPAY.rejected, PREPAY.approved, PREPAY.pending];
  accounts
    .filter((a) => a.accountState === ACCOUNT.normal)
    .slice(0, 64)
    .forEach((a, i) => {
      const state = states[i % states.length];
      if (state === PREPAY.pending && a.balance <= 0) a.balance = rng.int(20, 200) * 100;
      const amount = state === PREPAY.pending ? (i % 2 ? a.balance : Math.max(100, Math.round(a.balance / 2))) : rng.int(10, 300) * 100;
      const before = state === PREPAY.approved ? a.balance + amount : a.balance;
      const created = now - rng.int(1, 28) * DAY - rng.int(0, 20) * HOUR;
      const createTime = time(created);
      const audited = created + rng.int(1, 30) * HOUR;
      const auditor = rng.pick(['陈建国', '李晓梅']);
      const note = state === PREPAY.rejected ? rng.pick(REJECT_NOTES) : state === PREPAY.approved ? '核实无误，原路退回' : null;
      const trail = [
        seedTrailEntry(PREPAY_LABELS, '提交申请', a.nickname, created, PREPAY.pending, PREPAY.pending, `申请退款 ${yuan(amount)} 元`),
      ];
      if (state !== PREPAY.pending)
        trail.push(
          seedTrailEntry(PREPAY_LABELS, state === PREPAY.approved ? '审核通过' : '审核驳回', auditor, audited, PREPAY.pending, state, note),
        );
      prepayRefunds.push({
        refundNo: `YT${digits(createTime)}${String(prepayRefunds.length + 1).padStart(3, '0')}`,
        phone: a.phone,
        nickname: a.nickname,
        accountBalance: before,
        refundAmount: amount,
        refundReason: rng.pick(REFUND_REASONS),
        refundWay: rng.pick([1, 1, 2]),
        refundStatus: state,
        createUser: a.nickname,
        createTime,
        auditUser: state === PREPAY.pending ? null : auditor,
        auditTime: state === PREPAY.pending ? null : time(audited),
        auditNote: note,
        auditTrail: trail,
        updateTime: state === PREPAY.pending ? createTime : time(audited),
      });
    });

  // 充电白名单: plates of the orders at their station, every mode and validity.
  const whiteList = orders.slice(0, 64).map((o, i) => {
    const start = now - rng.int(10, 200) * DAY;
    const expired = i % 9 === 4;
    const end = expired ? now - rng.int(1, 9) * DAY : i % 4 === 0 ? null : now + rng.int(20, 300) * DAY;
    const day = (t: number) => formatSeedTime(t).slice(0, 10);
    return {
      plateNo: o.plateNo,
      plateColor: o.plateColor,
      vin: i % 3 === 0 ? o.vin : null,
      stationId: o.stationId,
      discountMode: i % 3 === 1 ? 2 : 1,
      discountRate: i % 3 === 1 ? rng.pick([50, 70, 80, 90]) : null,
      validPeriod: end === null ? null : [`${day(start)} 00:00:00`, `${day(end)} 23:59:59`],
      whiteReason: rng.pick(WHITE_REASONS),
      enableStatus: i % 10 === 7 ? 2 : 1,
      createUser: rng.pick(STAFF),
      createTime: time(start - rng.int(1, 5) * DAY),
    };
  });
  // One row per plate and station.
  const seenWhite = new Set<string>();
  const whiteRows = whiteList.filter((w) => {
    const key = `${w.plateNo}|${w.stationId}`;
    if (seenWhite.has(key)) return false;
    seenWhite.add(key);
    return true;
  });

  // VIN bindings: the orders' VINs and plates, owners by the accounts of the plate.
  const seenVin = new Set<string>();
  const vins: Row[] = [];
  for (const o of orders) {
    if (vins.length >= 66 || seenVin.has(o.vin)) continue;
    seenVin.add(o.vin);
    const account = accountOfPlate.get(o.plateNo);
    const bound = now - rng.int(5, 300) * DAY;
    const unbound = vins.length % 7 === 5;
    vins.push({
      vin: o.vin,
      plateNo: o.plateNo,
      plateColor: o.plateColor,
      ownerName: personName(rng.pick),
      phone: account?.phone ?? seedMobile(rng),
      carModel: rng.pick(['比亚迪 汉 EV', '特斯拉 Model 3', '小鹏 P7', '蔚来 ET5', '极氪 001', '广汽埃安 S', '吉利 几何A', '理想 L7']),
      bindState: unbound ? 2 : 1,
      createTime: time(bound),
      createUser: rng.pick(STAFF),
      remark: unbound ? '车主换车，解除即插即充绑定' : null,
    });
  }
  while (vins.length < 62) {
    const plate = plateOf(rng);
    vins.push({
      vin: vinOf(rng),
      plateNo: plate,
      plateColor: 5,
      ownerName: personName(rng.pick),
      phone: seedMobile(rng),
      carModel: '比亚迪 秦PLUS EV',
      bindState: 1,
      createTime: time(now - rng.int(5, 300) * DAY),
      createUser: rng.pick(STAFF),
      remark: null,
    });
  }

  for (const v of vins) v.updateTime = v.createTime;
  return {
    vipTypes,
    cards: cards.map(({ _opened, ...c }) => c),
    cardBills,
    accounts,
    prepayRefunds,
    whiteList: whiteRows,
    vins,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Counts, balances and refusals read from the tables

/** Sets every 会员类型's 发卡数 (cards not 注销) from the card table. */
export function recountVipTypes(db: Database.Database): void {
  if (!tableExists(db, CUSTOMER_ENTITY.vipType) || !tableExists(db, CUSTOMER_ENTITY.card)) return;
  db.prepare(
    `UPDATE ${table(CUSTOMER_ENTITY.vipType)} AS t SET "cardCount" = (SELECT COUNT(*) FROM ${table(CUSTOMER_ENTITY.card)} c WHERE c."vipTypeId" = t."vipTypeId" AND c."cardState" <> ${CARD.cancelled})`,
  ).run();
}

const nextSeq = (db: Database.Database, entity: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table(entity)}`).get() as { n: number }).n + 1;

/** 充值: a positive amount, the new balance and the ledger row, in the step's transaction. */
export const chargeCardRecharge: StepComputation = ({ record, input, actor, store }) => {
  if (!store) return { ok: false, msg: '接口未实现：充值缺少数据' };
  const amount = Math.round(num(input.rechargeAmount));
  if (!(amount > 0)) return { ok: false, msg: CUSTOMER_MSG.rechargeAmount };
  const balance = num(record.balance) + amount;
  return {
    ok: true,
    values: { balance },
    creates: [
      {
        entity: CUSTOMER_ENTITY.cardBill,
        values: {
          billNo: `KL${digits(actor.time)}${String(nextSeq(store.db, CUSTOMER_ENTITY.cardBill)).padStart(4, '0')}`,
          cardNo: record.cardNo,
          holderName: record.holderName,
          vipTypeId: record.vipTypeId,
          cardBillType: CARD_BILL.recharge,
          billAmount: amount,
          balanceAfter: balance,
          orderNo: null,
          stationId: null,
          rechargeWay: num(input.rechargeWay) || 1,
          billTime: actor.time,
          operator: actor.user?.name ?? '',
        },
      },
    ],
  };
};

/** 注销: refused while money is left on the card. */
export const chargeCardCancel: StepComputation = ({ record }) => {
  const balance = num(record.balance);
  if (balance > 0) return { ok: false, msg: CUSTOMER_MSG.cancelWithBalance(balance) };
  return { ok: true };
};

/**
 * A refund approved on an order paid by 充电卡: the card of its payment gets the amount back — the balance raised here,
 * the 退款 row of its ledger returned for the step to create. Null when the payment names no card.
 */
export function cardRefund(
  db: Database.Database,
  orderNo: string,
  stationId: number,
  amount: number,
  time: string,
  user: string,
): { cardNo: string; bill: { entity: string; values: Row } } | null {
  if (!tableExists(db, CUSTOMER_ENTITY.card)) return null;
  const pay = db.prepare(`SELECT "cardNo" FROM ${table('chargePayRecord')} WHERE "orderNo" = ? AND "payKind" = 1`).get(orderNo) as
    { cardNo: string | null } | undefined;
  const card = pay?.cardNo
    ? (db
        .prepare(`SELECT "cardId", "cardNo", "holderName", "vipTypeId", "balance" FROM ${table(CUSTOMER_ENTITY.card)} WHERE "cardNo" = ?`)
        .get(pay.cardNo) as { cardId: number; cardNo: string; holderName: string; vipTypeId: number; balance: number } | undefined)
    : undefined;
  if (!card) return null;
  const balance = num(card.balance) + amount;
  db.prepare(`UPDATE ${table(CUSTOMER_ENTITY.card)} SET "balance" = ? WHERE "cardId" = ?`).run(balance, card.cardId);
  return {
    cardNo: card.cardNo,
    bill: {
      entity: CUSTOMER_ENTITY.cardBill,
      values: {
        billNo: `KL${digits(time)}${String(nextSeq(db, CUSTOMER_ENTITY.cardBill)).padStart(4, '0')}`,
        cardNo: card.cardNo,
        holderName: card.holderName,
        vipTypeId: card.vipTypeId,
        cardBillType: CARD_BILL.refund,
        billAmount: amount,
        balanceAfter: balance,
        orderNo,
        stationId,
        rechargeWay: null,
        billTime: time,
        operator: user || '系统',
      },
    },
  };
}

interface AccountRow {
  accountId: number;
  phone: string;
  nickname: string;
  balance: number;
  accountState: number;
}
function accountByPhone(db: Database.Database, phone: string): AccountRow | null {
  const row = db
    .prepare(`SELECT "accountId", "phone", "nickname", "balance", "accountState" FROM ${table(CUSTOMER_ENTITY.account)} WHERE "phone" = ?`)
    .get(phone) as AccountRow | undefined;
  return row ?? null;
}

/** 审核通过 of a 预付款退款: the amount checked again against the balance now, which it lowers. */
export const prepayRefundPayout: StepComputation = ({ record, store }) => {
  if (!store) return { ok: false, msg: '接口未实现：退款审核缺少数据' };
  const phone = String(record.phone ?? '');
  const account = accountByPhone(store.db, phone);
  if (!account) return { ok: false, msg: CUSTOMER_MSG.accountMissing(phone) };
  const amount = num(record.refundAmount);
  if (amount > num(account.balance)) return { ok: false, msg: CUSTOMER_MSG.overBalance(num(account.balance)) };
  store.db
    .prepare(`UPDATE ${table(CUSTOMER_ENTITY.account)} SET "balance" = ? WHERE "accountId" = ?`)
    .run(num(account.balance) - amount, account.accountId);
  return { ok: true };
};

const VIN_RULE = /^[A-HJ-NPR-Z0-9]{17}$/;
const vinProblem = (vin: unknown) =>
  vin === undefined
    ? null
    : VIN_RULE.test(
          String(vin ?? '')
            .trim()
            .toUpperCase(),
        )
      ? null
      : CUSTOMER_MSG.vin;

// ---------------------------------------------------------------------------------------------------------------
// Seeds and hooks

/** The customers' world is drawn from the charging world; seed.ts hands it in. */
export function customerEntities(world: (now: number) => CustomerWorld): Record<string, EntityExtension> {
  const seedList =
    (pick: (w: CustomerWorld) => Row[], after?: (db: Database.Database) => void) =>
    (kit: SeedKit): number => {
      const list = pick(world(kit.now));
      for (const r of list) kit.insert(r);
      after?.(kit.db);
      return list.length;
    };
  return {
    [CUSTOMER_ENTITY.vipType]: {
      seed: seedList((w) => w.vipTypes, recountVipTypes),
      fixedRows: true,
      // A card opened, moved to another type or 注销 changes the count (注销 is a step, not a write of the card).
      hooks: { beforeRead: (store) => recountVipTypes(store.db) },
    },
    [CUSTOMER_ENTITY.card]: {
      seed: seedList((w) => w.cards, recountVipTypes),
      fixedRows: true,
      hooks: {
        beforeCreate(values) {
          values.balance = 0;
          values.cardState = CARD.normal;
          values.openTime = values.openTime ?? values.updateTime;
        },
        beforeUpdate(_current, values) {
          delete values.balance;
          delete values.cardState;
        },
      },
    },
    [CUSTOMER_ENTITY.cardBill]: { seed: seedList((w) => w.cardBills), fixedRows: true },
    [CUSTOMER_ENTITY.account]: { seed: seedList((w) => w.accounts), fixedRows: true },
    [CUSTOMER_ENTITY.prepay]: {
      seed: seedList((w) => w.prepayRefunds),
      fixedRows: true,
      hooks: {
        beforeCreate(values, store) {
          const phone = String(values.phone ?? '').trim();
          const account = accountByPhone(store.db, phone);
          if (!account) return CUSTOMER_MSG.accountMissing(phone);
          if (num(account.accountState) === ACCOUNT.frozen) return CUSTOMER_MSG.accountFrozen;
          const amount = Math.round(num(values.refundAmount));
          if (!(amount > 0)) return CUSTOMER_MSG.refundAmount;
          if (amount > num(account.balance)) return CUSTOMER_MSG.overBalance(num(account.balance));
          const created = String(values.createTime ?? formatSeedTime(Date.now()));
          const user = String(values.createUser ?? '');
          Object.assign(values, {
            phone,
            nickname: account.nickname,
            accountBalance: account.balance,
            refundAmount: amount,
            refundNo: `YT${digits(created)}${String(nextSeq(store.db, CUSTOMER_ENTITY.prepay)).padStart(3, '0')}`,
            refundStatus: PREPAY.pending,
            auditTrail: [
              {
                action: '提交申请',
                user,
                time: created,
                from: PREPAY.pending,
                fromLabel: PREPAY_LABELS[PREPAY.pending],
                to: PREPAY.pending,
                toLabel: PREPAY_LABELS[PREPAY.pending],
                note: `申请退款 ${yuan(amount)} 元`,
              },
            ],
          });
        },
      },
    },
    [CUSTOMER_ENTITY.white]: { seed: seedList((w) => w.whiteList), fixedRows: true },
    [CUSTOMER_ENTITY.vin]: {
      seed: seedList((w) => w.vins),
      fixedRows: true,
      hooks: {
        beforeCreate(values) {
          const problem = vinProblem(values.vin);
          if (problem) return problem;
          values.vin = String(values.vin).trim().toUpperCase();
        },
        beforeUpdate(_current, values) {
          const problem = vinProblem(values.vin);
          if (problem) return problem;
          if (values.vin !== undefined) values.vin = String(values.vin).trim().toUpperCase();
        },
      },
    },
  };
}

export const customerComputations = { chargeCardRecharge, chargeCardCancel, prepayRefundPayout };
