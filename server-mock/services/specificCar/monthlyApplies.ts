/**
 * 月卡申请审核 (schemas/specificCar.json: entities monthlyApply and monthlyCancelApply): the curated seed of the owners'
 * applications made in the app — 申请办理, 重新申请 after a rejection, 申请退卡 with a pro-rata refund — in every state
 * with the trail each state implies, the monthly cards those applications issued or cancelled (curated rows of
 * monthlyCard, so 月卡管理 shows them), and the step computation `issueAppliedMonthlyCard`.
 *
 * Why code: the workflow itself (审核通过 / 审核驳回, the refund computed from the days left, the cancelled card) is
 * the document's. What it cannot say is creating a record of another entity from an approved application — the pass
 * with its park name, card type, validity times and 下发 state, as 月卡办理 issues it — and seed rows that must agree
 * across three entities (an approved application and its card, a cancel application and the card it ends).
 */
import { createPrng, type Prng } from '../../db/prng';
import { DAY, HOUR, MINUTE, seedTrailEntry } from '../../engine/seedKit';
import { formatSeedTime, seedMobile } from '../../engine/seedValues';
import { personName } from '../../engine/seedVocabulary';
import type { StepComputation } from '../../engine/stepComputations';
import type { TrailEntry } from '../../engine/transitionRun';
import type { EngineExtension, SeedKit } from '../../engine/types';
import { PARKS } from '../sharedOptions/parks';
import { SEED_RULES, type SeedRule } from './monthlyRuleSeed';
import { CARD_STATE, cardStateOn, generatedCardState, ownerCards } from './monthlyCardStates';

export const APPLY_ENTITY = 'monthlyApply';
export const CANCEL_ENTITY = 'monthlyCancelApply';
export const CARD_ENTITY = 'monthlyCard';

/** dictionaries applyStatus / cancelStatus: the same four states, 已通过 named 已退卡 for a cancel. */
export const APPLY_STATE = { pending: 1, approved: 2, rejected: 3, withdrawn: 4 } as const;
const APPLY_LABELS: Record<number, string> = { 1: '待审核', 2: '已通过', 3: '已驳回', 4: '已撤销' };
const CANCEL_LABELS: Record<number, string> = { 1: '待审核', 2: '已退卡', 3: '已驳回', 4: '已撤销' };
/** dictionary applyType */
export const APPLY_TYPE = { first: 1, again: 2 } as const;

export const LICENSE_PICS = ['/mock-assets/driving-license-front.svg', '/mock-assets/driving-license-back.svg'];

const plan = (counts: [number, number][]) => counts.flatMap(([state, n]) => Array<number>(n).fill(state));
export const APPLY_PLAN = plan([
  [APPLY_STATE.pending, 16],
  [APPLY_STATE.approved, 22],
  [APPLY_STATE.rejected, 14],
  [APPLY_STATE.withdrawn, 10],
]);
export const REAPPLY_PLAN = plan([
  [APPLY_STATE.pending, 16],
  [APPLY_STATE.approved, 22],
  [APPLY_STATE.rejected, 14],
  [APPLY_STATE.withdrawn, 8],
]);
export const CANCEL_PLAN = plan([
  [APPLY_STATE.pending, 12],
  [APPLY_STATE.approved, 20],
  [APPLY_STATE.rejected, 16],
  [APPLY_STATE.withdrawn, 16],
]);

const REJECT_REASONS = [
  '行驶证照片不清晰，请重新上传',
  '行驶证所有人与申请人不一致，请补充授权证明',
  '该车场月卡名额已满，请选择其他车场',
  '车牌号与行驶证号牌号码不一致',
  '所选月卡规则仅限商户员工办理，请提供在职证明',
];
const SUPPLEMENTS = ['已重新上传清晰的行驶证照片', '已补充车辆所有人授权书', '已更正车牌号', '改选本车场的标准月卡', '已上传公司在职证明'];
const CANCEL_REJECTS = ['月卡已过退卡期限（剩余不足 7 天）', '该月卡为活动赠送月卡，不支持退卡', '车辆当前在场，请出场后再申请退卡'];
const QUIT_REASONS = ['工作调动，不再在本区域停车', '车辆已出售', '已购买固定车位', '改乘公共交通上下班', '搬家离开本小区'];
/** Letters of a local plate after 浙A (no I or O), as the shared seed draws them. */
const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A plate that no generated row uses: 浙A, then a letter, then four characters from a serial number. */
const plateOf = (rng: Prng, n: number) => `浙A${rng.pick([...PLATE_LETTERS])}${String(7000 + n).slice(-4)}`;
const dateOf = (ms: number) => formatSeedTime(ms).slice(0, 10);
const dayStart = (now: number) => Date.parse(`${dateOf(now)}T00:00:00+08:00`);
const addDaysText = (date: string, days: number) => dateOf(Date.parse(`${date}T00:00:00+08:00`) + days * DAY);
function addMonthsText(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
/** 结束日期 = 开始日期 + 月数 − 1 天, as 月卡办理 computes it. */
const endOf = (begin: string, months: number) => addDaysText(addMonthsText(begin, months), -1);
const priceOf = (rule: SeedRule) => rule.periods.reduce((sum, p) => sum + p.monthPrice, 0);
const periodTextOf = (rule: SeedRule) => rule.periods.map((p) => `${p.periodStart.slice(0, 5)}–${p.periodEnd.slice(0, 5)}`).join('、');
const parkNameOf = (parkId: number) => PARKS.find((p) => p.parkId === parkId)?.parkName ?? '';
/** 卡类型 by the months bought: 1 → 月卡, 3 → 季卡, 12 → 年卡. */
const cardTypeOf = (months: number) => (months === 12 ? 3 : months === 3 ? 2 : 1);
const RULES_IN_FORCE = SEED_RULES.filter((r) => r.ruleStatus === 1);

const entry = seedTrailEntry;

/** What an application asks for: the vehicle, the owner, the park's rule in force, the period and what was paid. */
function askFor(rng: Prng, n: number, begin: string) {
  const rule = RULES_IN_FORCE[(n * 7) % RULES_IN_FORCE.length];
  // 月卡, 季卡 or 年卡: the card type follows the months.
  const months = rng.pick([1, 1, 3, 3, 12]);
  const price = priceOf(rule);
  return {
    plateNo: plateOf(rng, n),
    plateColor: rule.carType === 3 ? 2 : 1,
    ownerName: personName(rng.pick),
    phone: seedMobile(rng),
    parkId: rule.parkId,
    ruleId: rule.id,
    ruleName: rule.ruleName,
    monthPrice: price,
    periodText: periodTextOf(rule),
    months,
    beginDate: begin,
    endDate: endOf(begin, months),
    receivableMoney: price * months,
    payType: rng.pick([1, 1, 1, 2, 2, 5]),
    paidMoney: price * months,
  };
}
type Ask = ReturnType<typeof askFor>;

/** The pass an approved application issues (also what the step computation writes). */
export function cardOf(ask: Omit<Ask, 'plateColor'>, remark: string | null = null): Record<string, unknown> {
  return {
    plateNo: ask.plateNo,
    parkId: ask.parkId,
    parkName: parkNameOf(Number(ask.parkId)),
    ownerName: ask.ownerName,
    phone: ask.phone,
    cardType: cardTypeOf(Number(ask.months)),
    ruleId: ask.ruleId,
    ruleName: ask.ruleName,
    monthPrice: ask.monthPrice,
    periodText: ask.periodText,
    months: ask.months,
    beginDate: ask.beginDate,
    endDate: ask.endDate,
    beginTime: `${ask.beginDate} 00:00:00`,
    endTime: `${ask.endDate} 23:59:59`,
    receivableMoney: ask.receivableMoney,
    payType: ask.payType,
    paidMoney: ask.paidMoney,
    syncType: 1,
    syncStatus: 1,
    failReason: null,
    cardStatus: 1,
    remark,
  };
}

const applyNo = (prefix: string, ms: number, n: number) => `${prefix}${dateOf(ms).replaceAll('-', '')}${String(1000 + n).slice(-4)}`;

interface Seeded {
  applies: Record<string, unknown>[];
  cancels: Record<string, unknown>[];
  cards: Record<string, unknown>[];
}

const cache = new Map<number, Seeded>();

/** Every seed row of the three entities for a reference time: applications, cancel applications and their cards. */
export function monthlyApplySeed(now: number): Seeded {
  const hit = cache.get(now);
  if (hit) return hit;
  const rng = createPrng(`monthlyApply:${now}`);
  const today = dayStart(now);
  const applies: Record<string, unknown>[] = [];
  const cards: Record<string, unknown>[] = [];
  const rejectedFirst: Record<string, unknown>[] = [];
  let serial = 0;
  const application = (state: number, type: number) => {
    const n = ++serial;
    const pending = state === APPLY_STATE.pending;
    const applied = pending ? now - rng.int(20 * MINUTE, 60 * HOUR) : today - rng.int(4, 58) * DAY + rng.int(8 * HOUR, 21 * HOUR);
    // A pending application starts on a coming day; the others started a day or two after they were made.
    const begin = pending ? dateOf(today + rng.int(1, 10) * DAY) : dateOf(applied + rng.int(1, 3) * DAY);
    const ask = askFor(rng, n, begin);
    const auditor = personName(rng.pick);
    const audited = applied + rng.int(30 * MINUTE, 20 * HOUR);
    const trail: TrailEntry[] = [];
    const row: Record<string, unknown> = {
      ...ask,
      applyNo: applyNo(type === APPLY_TYPE.first ? 'YKSQ' : 'YKCS', applied, n),
      applyType: type,
      applySource: rng.pick([1, 1, 1, 2, 3]),
      applyTime: formatSeedTime(applied),
      applyStatus: state,
      licensePics: LICENSE_PICS,
      auditUser: null,
      auditTime: null,
      rejectReason: null,
      prevApplyNo: null,
      prevRejectReason: null,
      supplementNote: null,
      updateTime: formatSeedTime(pending ? applied : audited),
    };
    if (type === APPLY_TYPE.again) {
      // A reapplication follows a rejected first application (the same vehicle and owner), or an older rejected one.
      const prev = rejectedFirst.length ? rejectedFirst[(n * 5) % rejectedFirst.length] : null;
      if (prev && serial % 3 !== 0) Object.assign(row, { plateNo: prev.plateNo, ownerName: prev.ownerName, phone: prev.phone });
      row.prevApplyNo = prev && serial % 3 !== 0 ? prev.applyNo : applyNo('YKSQ', applied - rng.int(20, 80) * DAY, n + 500);
      row.prevRejectReason = prev && serial % 3 !== 0 ? prev.rejectReason : rng.pick(REJECT_REASONS);
      row.supplementNote = rng.pick(SUPPLEMENTS);
    }
    if (state === APPLY_STATE.approved) {
      Object.assign(row, { auditUser: auditor, auditTime: formatSeedTime(audited) });
      trail.push(entry(APPLY_LABELS, '审核通过', auditor, audited, 1, 2));
      const card = cardOf(
        { ...ask, plateNo: row.plateNo as string, ownerName: row.ownerName as string, phone: row.phone as string },
        `车主线上申请（${row.applyNo}）`,
      );
      card.sourceApplyNo = row.applyNo;
      cards.push(card);
      row.card = card;
    } else if (state === APPLY_STATE.rejected) {
      const reason = rng.pick(REJECT_REASONS);
      Object.assign(row, { auditUser: auditor, auditTime: formatSeedTime(audited), rejectReason: reason });
      trail.push(entry(APPLY_LABELS, '审核驳回', auditor, audited, 1, 3, reason));
    } else if (state === APPLY_STATE.withdrawn) {
      trail.push(entry(APPLY_LABELS, '撤销申请', String(row.ownerName), audited, 1, 4, '车主在小程序撤销了申请'));
    }
    row.auditTrail = trail;
    applies.push(row);
    if (type === APPLY_TYPE.first && state === APPLY_STATE.rejected) rejectedFirst.push(row);
  };
  for (const state of APPLY_PLAN) application(state, APPLY_TYPE.first);
  // One owner submitted the same application twice: the second, still pending, asks for the pass the first was given
  // (approving it is refused by the pass's unique constraint; the operator rejects it as a duplicate).
  const twin = applies[APPLY_PLAN.lastIndexOf(APPLY_STATE.pending)];
  const given = applies[APPLY_PLAN.indexOf(APPLY_STATE.approved)];
  for (const key of [
    'plateNo',
    'plateColor',
    'ownerName',
    'phone',
    'parkId',
    'ruleId',
    'ruleName',
    'monthPrice',
    'periodText',
    'months',
  ] as const)
    twin[key] = given[key];
  Object.assign(twin, {
    beginDate: given.beginDate,
    endDate: given.endDate,
    receivableMoney: given.receivableMoney,
    paidMoney: given.paidMoney,
    // The oldest of the pending ones (submitted three days ago), so it is the last of them on the list.
    applyTime: formatSeedTime(now - 70 * HOUR),
    updateTime: formatSeedTime(now - 70 * HOUR),
  });
  for (const state of REAPPLY_PLAN) application(state, APPLY_TYPE.again);

  // 申请退卡: pending and approved ones each end a pass of their own; rejected and withdrawn ones name a pass that stays.
  const issued = cards.slice();
  const cancels: Record<string, unknown>[] = [];
  CANCEL_PLAN.forEach((state, i) => {
    const n = 300 + i;
    const pending = state === APPLY_STATE.pending;
    const applied = pending ? now - rng.int(30 * MINUTE, 70 * HOUR) : today - rng.int(3, 40) * DAY + rng.int(8 * HOUR, 21 * HOUR);
    let card: Record<string, unknown>;
    if (state === APPLY_STATE.pending || state === APPLY_STATE.approved) {
      // A 年卡 bought two to five months before the application.
      const begin = dateOf(applied - rng.int(40, 150) * DAY);
      const ask = { ...askFor(rng, n, begin), months: 12 };
      Object.assign(ask, {
        endDate: endOf(begin, ask.months),
        receivableMoney: ask.monthPrice * ask.months,
        paidMoney: ask.monthPrice * ask.months,
      });
      card = cardOf(ask, '车主线上办理');
      cards.push(card);
    } else card = issued[(i * 3) % issued.length];
    const auditor = personName(rng.pick);
    const audited = applied + rng.int(30 * MINUTE, 20 * HOUR);
    const row: Record<string, unknown> = {
      applyNo: applyNo('YKTK', applied, n),
      cardId: 0,
      plateNo: card.plateNo,
      plateColor: 1,
      ownerName: card.ownerName,
      phone: card.phone,
      parkId: card.parkId,
      ruleName: card.ruleName,
      beginDate: card.beginDate,
      endDate: card.endDate,
      payType: card.payType,
      paidMoney: card.paidMoney,
      quitReason: rng.pick(QUIT_REASONS),
      applySource: rng.pick([1, 1, 2, 3]),
      applyTime: formatSeedTime(applied),
      applyStatus: state,
      licensePics: LICENSE_PICS,
      auditUser: null,
      auditTime: null,
      rejectReason: null,
      remainDays: null,
      refundMoney: null,
      refundTime: null,
      updateTime: formatSeedTime(pending ? applied : audited),
      auditTrail: [] as TrailEntry[],
      card,
    };
    const trail = row.auditTrail as TrailEntry[];
    if (state === APPLY_STATE.approved) {
      // The same pro-rata refund the document computes at 审核通过: days from the audit day through the end date.
      const auditDay = dateOf(audited);
      const begin = String(card.beginDate);
      const total = Math.round((Date.parse(`${card.endDate}T00:00:00Z`) - Date.parse(`${begin}T00:00:00Z`)) / DAY) + 1;
      const left = Math.max(
        0,
        Math.min(total, Math.round((Date.parse(`${card.endDate}T00:00:00Z`) - Date.parse(`${auditDay}T00:00:00Z`)) / DAY) + 1),
      );
      Object.assign(row, {
        auditUser: auditor,
        auditTime: formatSeedTime(audited),
        remainDays: left,
        refundMoney: Math.round((Number(card.paidMoney) * left) / total),
        refundTime: formatSeedTime(audited),
      });
      const ended = addDaysText(auditDay, -1);
      Object.assign(card, {
        cardStatus: 2,
        endDate: ended,
        endTime: `${ended} 23:59:59`,
        syncType: 3,
        remark: `车主申请退卡（${row.applyNo}）`,
      });
      trail.push(entry(CANCEL_LABELS, '审核通过', auditor, audited, 1, 2));
    } else if (state === APPLY_STATE.rejected) {
      const reason = rng.pick(CANCEL_REJECTS);
      Object.assign(row, { auditUser: auditor, auditTime: formatSeedTime(audited), rejectReason: reason });
      trail.push(entry(CANCEL_LABELS, '审核驳回', auditor, audited, 1, 3, reason));
    } else if (state === APPLY_STATE.withdrawn) {
      trail.push(entry(CANCEL_LABELS, '撤销申请', String(row.ownerName), audited, 1, 4, '车主在小程序撤销了退卡申请'));
    }
    cancels.push(row);
  });
  // The registered owners' passes (客户管理), then 即将到期 / 已过期 by the end dates of every pass not cancelled.
  cards.push(...ownerCards(now));
  const todayText = dateOf(now);
  for (const card of cards) if (card.cardStatus !== CARD_STATE.cancelled) card.cardStatus = cardStateOn(card.endDate, todayText);
  // Card ids: the curated cards are the first rows of monthlyCard, in this order.
  cards.forEach((card, i) => (card.id = i + 1));
  for (const linked of [...cancels, ...applies]) {
    linked.cardId = linked.card ? (linked.card as Record<string, unknown>).id : null;
    delete linked.card;
  }
  const seeded = { applies, cancels, cards };
  cache.set(now, seeded);
  return seeded;
}

const seedRows = (rows: (kit: SeedKit) => Record<string, unknown>[]) => (kit: SeedKit) => {
  const list = rows(kit);
  list.forEach((row, i) => kit.insert({ id: i + 1, ...row }));
  return list.length;
};

/**
 * 审核通过 of an application: the pass it asks for, issued as 月卡办理 issues one (the unique constraint still applies),
 * under the next 月卡编号, which the application keeps (and the pass keeps the application's number).
 */
export const issueAppliedMonthlyCard: StepComputation = ({ record, store }) => {
  if (!record.plateNo || !record.parkId || !record.beginDate || !record.endDate) return { ok: false, msg: '申请信息不完整，不能生成月卡' };
  const card = cardOf(
    {
      plateNo: String(record.plateNo),
      ownerName: String(record.ownerName ?? ''),
      phone: String(record.phone ?? ''),
      parkId: Number(record.parkId),
      ruleId: Number(record.ruleId),
      ruleName: String(record.ruleName ?? ''),
      monthPrice: Number(record.monthPrice),
      periodText: String(record.periodText ?? ''),
      months: Number(record.months),
      beginDate: String(record.beginDate),
      endDate: String(record.endDate),
      receivableMoney: Number(record.receivableMoney),
      payType: Number(record.payType),
      paidMoney: Number(record.paidMoney),
    },
    `车主线上申请（${String(record.applyNo)}）`,
  );
  const cards = store?.db.prepare(`SELECT COALESCE(MAX("id"), 0) + 1 AS next FROM "ent_${CARD_ENTITY}"`).get() as
    { next: number } | undefined;
  if (!cards) return { ok: false, msg: '月卡管理不可用，不能生成月卡' };
  return {
    ok: true,
    values: { cardId: cards.next },
    creates: [{ entity: CARD_ENTITY, values: { ...card, id: cards.next, sourceApplyNo: record.applyNo } }],
  };
};

/** The extension (listed in services/extensions.ts): the three seeds and the computation. */
export const monthlyApplyExtension: EngineExtension = {
  entities: {
    [APPLY_ENTITY]: { fixedRows: true, seed: seedRows((kit) => monthlyApplySeed(kit.now).applies) },
    [CANCEL_ENTITY]: { fixedRows: true, seed: seedRows((kit) => monthlyApplySeed(kit.now).cancels) },
    // The applications' passes are the first cards; the generated ones follow (60 of them, as before).
    [CARD_ENTITY]: {
      seed: seedRows((kit) => monthlyApplySeed(kit.now).cards),
      defaultRows: monthlyApplySeed(0).cards.length + 60,
      generated: { cardStatus: (_rng, row) => generatedCardState(row) },
    },
  },
  computations: { issueAppliedMonthlyCard },
};
