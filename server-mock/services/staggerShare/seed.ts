/**
 * Curated seed of 错峰共享 (schemas/staggerShare.json): the shared parks of data.ts, their booking rules with older
 * versions, 80 bookings in every state (future ones booked, tonight's entered, past ones completed, cancelled or
 * no-shows), the parking records those bookings and the passes left, 72 错峰月卡 in force, expired or cancelled
 * with the bills each implies (开卡, 续费, 退卡退款), 64 owner applications and 62 blacklisted plates. Generated rows
 * could not keep a booking inside its park's shared periods, a pass's dates, amounts and bills in step, or a trail
 * that leads to the state a record is in; only data lives here — the steps run from the document.
 */
import { createPrng, type Prng } from '../../db/prng';
import { DAY, HOUR, MINUTE, seedTrailEntry } from '../../engine/seedKit';
import { formatSeedTime, seedMobile, seedPlate } from '../../engine/seedValues';
import { personName } from '../../engine/seedVocabulary';
import type { EntityExtension, SeedKit } from '../../engine/types';
import type { TrailEntry } from '../../engine/transitionRun';
import { BOOK_RULES, ENTITIES, MONTH_RULES, periodText, SETTINGS, SHARE_PARKS, STAFF, parkName } from './data';

const BOOK_LABELS: Record<number, string> = { 1: '已预约', 2: '已入场', 3: '已完成', 4: '已取消', 5: '爽约' };
const CARD_LABELS: Record<number, string> = { 1: '生效中', 2: '已过期', 3: '已退卡' };
const APPLY_LABELS: Record<number, string> = { 0: '待审核', 1: '已通过', 2: '已驳回' };
const BLACK_LABELS: Record<number, string> = { 1: '拉黑中', 2: '已解除', 3: '已到期' };

const trail = seedTrailEntry;

const ymd = (ms: number) => formatSeedTime(ms).slice(0, 10);
const compact = (ms: number) => formatSeedTime(ms).replace(/[-: ]/g, '');
const hm = (text: string) => Number(text.slice(0, 2)) * HOUR + Number(text.slice(3, 5)) * MINUTE;
/** The first day of the month n months after the date's (addMonths of the document: the day kept, capped at the month's end). */
function addMonths(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const total = y * 12 + (m - 1) + n;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const endOf = (begin: string, months: number) => addDays(addMonths(begin, months), -1);
const diffDays = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

// ---------------------------------------------------------------- parks and rules

function seedParks(kit: SeedKit): number {
  for (const p of SHARE_PARKS) {
    const created = kit.now - (120 + p.shareParkId * 9) * DAY + 10 * HOUR;
    const entries = [trail({ 0: '停用', 1: '启用' }, '启用', STAFF[p.shareParkId % 3], created + 2 * DAY, 0, 1)];
    if (p.shareStatus === 0)
      entries.push(trail({ 0: '停用', 1: '启用' }, '停用', STAFF[(p.shareParkId + 1) % 3], kit.now - 12 * DAY + 15 * HOUR, 1, 0, p.remark));
    kit.insert({
      ...p,
      parkName: parkName(p.parkId),
      auditTrail: entries,
      createTime: formatSeedTime(created),
      updateTime: entries.at(-1)!.time,
    });
  }
  return SHARE_PARKS.length;
}

const ruleSaved = (kit: SeedKit, ruleId: number, index: number, count: number) =>
  kit.now - (count - index) * (25 + ruleId) * DAY + (9 + index) * HOUR;

function seedBookRules(kit: SeedKit): number {
  for (const r of BOOK_RULES) {
    const current = r.versions.at(-1)!;
    kit.insert({
      bookRuleId: r.bookRuleId,
      parkId: r.parkId,
      ruleName: r.ruleName,
      ruleStatus: r.ruleStatus,
      version: r.versions.length,
      ...current,
      updateUser: STAFF[(r.bookRuleId + r.versions.length) % 3],
      updateTime: formatSeedTime(ruleSaved(kit, r.bookRuleId, r.versions.length - 1, r.versions.length)),
      createTime: formatSeedTime(ruleSaved(kit, r.bookRuleId, 0, r.versions.length)),
      remark: null,
    });
  }
  return BOOK_RULES.length;
}

function seedBookRuleVersions(kit: SeedKit): number {
  let id = 0;
  for (const r of BOOK_RULES)
    r.versions.slice(0, -1).forEach((ver, i) => {
      kit.insert({
        versionId: ++id,
        bookRuleId: r.bookRuleId,
        parkId: r.parkId,
        ruleName: r.ruleName,
        version: i + 1,
        ...ver,
        updateUser: STAFF[(r.bookRuleId + i + 1) % 3],
        updateTime: formatSeedTime(ruleSaved(kit, r.bookRuleId, i, r.versions.length)),
        replacedUser: STAFF[(r.bookRuleId + i + 2) % 3],
        replacedTime: formatSeedTime(ruleSaved(kit, r.bookRuleId, i + 1, r.versions.length)),
        remark: null,
      });
    });
  return id;
}

function seedMonthRules(kit: SeedKit): number {
  for (const r of MONTH_RULES) {
    const created = kit.now - (150 - r.monthRuleId * 7) * DAY + 11 * HOUR;
    const labels = { 0: '停用', 1: '启用' };
    const entries = [trail(labels, '启用', STAFF[r.monthRuleId % 3], created + DAY, 0, 1)];
    if (r.ruleStatus === 0) entries.push(trail(labels, '停用', STAFF[(r.monthRuleId + 1) % 3], kit.now - 20 * DAY, 1, 0));
    kit.insert({
      ...r,
      auditTrail: entries,
      updateUser: entries.at(-1)!.user,
      updateTime: entries.at(-1)!.time,
      createTime: formatSeedTime(created),
      remark: null,
    });
  }
  return MONTH_RULES.length;
}

function seedSetting(kit: SeedKit): number {
  kit.insert({ ...SETTINGS, updateUser: STAFF[0], updateTime: formatSeedTime(kit.now - 40 * DAY + 14 * HOUR) });
  return 1;
}

// ---------------------------------------------------------------- bookings and parking records

const TIME_PARKS = SHARE_PARKS.filter((p) => p.shareType === 1 && p.shareStatus === 1);
const ruleOfPark = (parkId: number) => BOOK_RULES.find((r) => r.parkId === parkId && r.ruleStatus === 1)!.versions.at(-1)!;
/** Plates that missed bookings before (some of them are on the blacklist). */
const NO_SHOW_PLATES = ['浙A8K2M7', '浙A3Q9T1', '浙AD71X5', '浙B5N6H2', '浙A0W4C8', '皖A6R2P3'];

interface SeedBooking {
  bookId: number;
  bookNo: string;
  plateNo: string;
  parkId: number;
  bookStatus: number;
  start: number;
  end: number;
  inTime: number | null;
  outTime: number | null;
}

/** Where a booking of the i-th row starts (the day's ms + time of day) and how long it lasts, inside its park's periods. */
function slot(park: (typeof SHARE_PARKS)[number], rng: Prng, day: number): { start: number; end: number } {
  const period = park.sharePeriods[park.sharePeriods.length - 1];
  const from = hm(period.periodStart);
  const until = hm(period.periodEnd === '23:59' ? '24:00' : period.periodEnd);
  const hours = rng.int(1, 3);
  const latest = until - hours * HOUR;
  const start = from + Math.floor(rng.int(0, Math.max(0, (latest - from) / (30 * MINUTE)))) * 30 * MINUTE;
  return { start: day + start, end: day + start + hours * HOUR };
}

/**
 * The bookings of the seed, which the bookings and the park records both read: drawn from a generator of their own,
 * so that every entity's seed — a first install or a reset — draws the same values.
 */
function plannedBookings(kit: SeedKit): SeedBooking[] {
  const rng = createPrng(`staggerShare:bookings:${kit.now}`);
  const plan = [...Array(14).fill(1), ...Array(8).fill(2), ...Array(30).fill(3), ...Array(12).fill(4), ...Array(16).fill(5)];
  const night = TIME_PARKS.filter((p) => p.sharePeriods[0].periodStart === '00:00');
  const rows = plan.map((state, i): SeedBooking => {
    const park = state === 2 ? night[i % night.length] : TIME_PARKS[i % TIME_PARKS.length];
    const rule = ruleOfPark(park.parkId);
    let start: number;
    let end: number;
    if (state === 2) {
      start = kit.now + 30 * MINUTE + (i % 3) * 30 * MINUTE;
      end = kit.now + 7 * HOUR + 30 * MINUTE;
    } else {
      const day = state === 1 ? kit.now + DAY : state === 4 && i % 2 === 0 ? kit.now + DAY : kit.now - rng.int(1, 28) * DAY;
      ({ start, end } = slot(park, rng, day));
    }
    const plateNo = state === 5 ? NO_SHOW_PLATES[i % NO_SHOW_PLATES.length] : seedPlate(rng);
    const inTime = state === 2 || state === 3 ? start + rng.int(2, rule.holdMinutes) * MINUTE : null;
    const outTime = state === 3 ? end - rng.int(0, 40) * MINUTE : null;
    const created = start - rng.int(2, 30) * HOUR;
    return {
      bookId: i + 1,
      bookNo: `YY${compact(created)}${String(i + 1).padStart(3, '0')}`,
      plateNo,
      parkId: park.parkId,
      bookStatus: state,
      start,
      end,
      inTime,
      outTime,
    };
  });
  return rows;
}

const CANCEL_REASONS = ['车主行程变更', '临时改为公共交通出行', '预约车场选错', '车主重复下单'];

function seedBookings(kit: SeedKit): number {
  const rng = kit.rng;
  for (const b of plannedBookings(kit)) {
    const rule = ruleOfPark(b.parkId);
    const entries: TrailEntry[] = [];
    const created = b.start - rng.int(2, 30) * HOUR;
    let cancelReason: string | null = null;
    let cancelTime: number | null = null;
    if (b.inTime) entries.push(trail(BOOK_LABELS, '确认入场', '系统', b.inTime, 1, 2, '车牌识别入场'));
    if (b.outTime) entries.push(trail(BOOK_LABELS, '确认出场', '系统', b.outTime, 2, 3, '车牌识别出场'));
    if (b.bookStatus === 4) {
      cancelReason = rng.pick(CANCEL_REASONS);
      cancelTime = Math.min(b.start - HOUR, created + rng.int(1, 10) * HOUR);
      entries.push(trail(BOOK_LABELS, '取消预约', '车主', cancelTime, 1, 4, cancelReason));
    }
    if (b.bookStatus === 5)
      entries.push(
        trail(BOOK_LABELS, '标记爽约', '系统', b.start + rule.holdMinutes * MINUTE, 1, 5, `超过保留时长 ${rule.holdMinutes} 分钟未入场`),
      );
    kit.insert({
      bookId: b.bookId,
      bookNo: b.bookNo,
      plateNo: b.plateNo,
      plateColor: 1,
      phone: seedMobile(rng),
      parkId: b.parkId,
      bookStart: formatSeedTime(b.start),
      bookEnd: formatSeedTime(b.end),
      holdMinutes: rule.holdMinutes,
      holdUntil: formatSeedTime(b.start + rule.holdMinutes * MINUTE),
      noShowPenalty: rule.noShowPenalty,
      penaltyMoney: b.bookStatus === 5 ? rule.noShowPenalty : null,
      bookStatus: b.bookStatus,
      bookChannel: rng.pick([1, 1, 1, 2, 3, 4]),
      inTime: b.inTime ? formatSeedTime(b.inTime) : null,
      outTime: b.outTime ? formatSeedTime(b.outTime) : null,
      cancelReason,
      cancelTime: cancelTime ? formatSeedTime(cancelTime) : null,
      auditTrail: entries,
      createTime: formatSeedTime(created),
      updateTime: formatSeedTime(entries.at(-1) ? Date.parse(`${entries.at(-1)!.time.replace(' ', 'T')}+08:00`) : created),
      remark: null,
    });
  }
  return 80;
}

function seedParkRecords(kit: SeedKit): number {
  const rng = kit.rng;
  let id = 0;
  for (const b of plannedBookings(kit).filter((x) => x.inTime)) {
    const park = SHARE_PARKS.find((p) => p.parkId === b.parkId && p.shareType === 1)!;
    const seconds = b.outTime ? Math.round((b.outTime - b.inTime!) / 1000) : null;
    const fee = seconds === null ? null : Math.ceil(seconds / 3600) * (park.hourPrice ?? 0);
    const discount = fee !== null && id % 5 === 0 ? Math.min(fee, 200) : 0;
    kit.insert({
      recordId: ++id,
      orderNo: `GX${compact(b.inTime!)}${String(id).padStart(3, '0')}`,
      plateNo: b.plateNo,
      plateColor: 1,
      parkId: b.parkId,
      shareType: 1,
      bookNo: b.bookNo,
      cardNo: null,
      inTime: formatSeedTime(b.inTime!),
      outTime: b.outTime ? formatSeedTime(b.outTime) : null,
      parkDuration: seconds,
      receivableMoney: fee,
      discountMoney: fee === null ? null : discount,
      paidMoney: fee === null ? null : fee - discount,
      payType: fee === null ? null : rng.pick([1, 1, 2, 5]),
    });
  }
  for (const card of plannedCards(kit).filter((c) => c.cardStatus === 1)) {
    const rule = MONTH_RULES.find((r) => r.monthRuleId === card.monthRuleId)!;
    const p = rule.periods[0];
    const day = kit.now - rng.int(1, Math.max(1, Math.min(20, diffDays(card.beginDate, ymd(kit.now))))) * DAY;
    const inTime = day + hm(p.periodStart) + rng.int(5, 90) * MINUTE;
    const outTime = Math.min(day + hm(p.periodEnd === '23:59' ? '24:00' : p.periodEnd) - rng.int(5, 60) * MINUTE, inTime + 9 * HOUR);
    kit.insert({
      recordId: ++id,
      orderNo: `GX${compact(inTime)}${String(id).padStart(3, '0')}`,
      plateNo: card.plateNo,
      plateColor: 1,
      parkId: rule.parkId,
      shareType: 2,
      bookNo: null,
      cardNo: card.cardNo,
      inTime: formatSeedTime(inTime),
      outTime: formatSeedTime(outTime),
      parkDuration: Math.round((outTime - inTime) / 1000),
      receivableMoney: 0,
      discountMoney: 0,
      paidMoney: 0,
      payType: null,
    });
  }
  return id;
}

// ---------------------------------------------------------------- passes, bills, applications

interface SeedCard {
  cardId: number;
  cardNo: string;
  plateNo: string;
  ownerName: string;
  phone: string;
  monthRuleId: number;
  beginDate: string;
  /** Months of the first purchase, then of each renewal. */
  terms: number[];
  endDate: string;
  cardStatus: 1 | 2 | 3;
  issued: number;
  payType: number;
  cardSource: 1 | 2;
  cancelTime: number | null;
  refundMoney: number | null;
}

/** The passes of the seed, which several entities read: drawn from a generator of their own (see plannedBookings). */
function plannedCards(kit: SeedKit): SeedCard[] {
  const rng = createPrng(`staggerShare:cards:${kit.now}`);
  const today = ymd(kit.now);
  const active = [1, 1, 3, 3, 5, 6, 2];
  const plan: (1 | 2 | 3)[] = [...Array(50).fill(1), ...Array(12).fill(2), ...Array(10).fill(3)];
  const cards = plan.map((state, i): SeedCard => {
    const monthRuleId = state === 1 ? active[i % active.length] : [1, 3, 4, 5, 6, 7][i % 6];
    const terms = [rng.pick([1, 1, 3, 3, 6, 12])];
    let beginDate: string;
    if (state === 2) beginDate = addDays(today, -rng.int(70, 200));
    else beginDate = addDays(today, -rng.int(0, 85));
    // Expired: the term ended before today. In force or cancelled: renewed until today lies within it.
    if (state === 2) while (terms[0] > 1 && endOf(beginDate, terms[0]) >= today) terms[0] -= 1;
    let endDate = endOf(beginDate, terms[0]);
    while (state !== 2 && endDate < today) {
      terms.push(rng.pick([1, 3]));
      endDate = endOf(
        beginDate,
        terms.reduce((a, b) => a + b, 0),
      );
    }
    const issued = Date.parse(`${beginDate}T00:00:00+08:00`) - rng.int(1, 5) * DAY + rng.int(9, 17) * HOUR;
    const rule = MONTH_RULES.find((r) => r.monthRuleId === monthRuleId)!;
    const paid = rule.monthPrice * terms.reduce((a, b) => a + b, 0);
    let cancelTime: number | null = null;
    let refundMoney: number | null = null;
    if (state === 3) {
      cancelTime = kit.now - rng.int(1, 20) * DAY + 14 * HOUR;
      const total = diffDays(beginDate, endDate) + 1;
      const unused = Math.min(Math.max(diffDays(ymd(cancelTime), endDate), 0), total);
      refundMoney = Math.round((paid * unused) / total);
    }
    return {
      cardId: i + 1,
      cardNo: `CF${rule.parkId}${beginDate.slice(2, 4)}${beginDate.slice(5, 7)}${String(i + 1).padStart(4, '0')}`,
      plateNo: seedPlate(rng),
      ownerName: personName(rng.pick),
      phone: seedMobile(rng),
      monthRuleId,
      beginDate,
      terms,
      endDate,
      cardStatus: state,
      issued,
      payType: rng.pick([1, 1, 2, 2, 3, 5]),
      // 28 passes applied for in the app: the approved applications of 月卡审核 issued them.
      cardSource: i < 70 && i % 5 < 2 ? 2 : 1,
      cancelTime,
      refundMoney,
    };
  });
  return cards;
}

/** The approved applications (月卡审核 rows 21–48) and the passes they issued, pass by pass. */
const APPROVED_FIRST_ID = 21;
function appliedCards(kit: SeedKit) {
  return plannedCards(kit)
    .filter((c) => c.cardSource === 2)
    .map((card, k) => {
      const applyId = APPROVED_FIRST_ID + k;
      const applied = card.issued - (3 + (card.cardId % 20)) * HOUR;
      return { card, applyId, applied, applyNo: `SQ${compact(applied)}${String(applyId).padStart(3, '0')}` };
    });
}

const CARD_CANCEL_REASONS = ['车主工作地点变更', '车主已购买产权车位', '公司搬迁，不再需要', '车主更换车辆'];

function seedMonthCars(kit: SeedKit): number {
  const rng = kit.rng;
  const applyNos = new Map(appliedCards(kit).map((a) => [a.card.cardId, a.applyNo]));
  for (const c of plannedCards(kit)) {
    const rule = MONTH_RULES.find((r) => r.monthRuleId === c.monthRuleId)!;
    const months = c.terms.reduce((a, b) => a + b, 0);
    const money = rule.monthPrice * months;
    const entries: TrailEntry[] = [];
    let renewedEnd = endOf(c.beginDate, c.terms[0]);
    c.terms.slice(1).forEach((term, r) => {
      const at = Date.parse(`${renewedEnd}T10:00:00+08:00`) - rng.int(1, 5) * DAY;
      renewedEnd = endOf(
        c.beginDate,
        c.terms.slice(0, r + 2).reduce((a, b) => a + b, 0),
      );
      entries.push(trail(CARD_LABELS, '续费', STAFF[(c.cardId + r) % 3], at, 1, 1, `续费 ${term} 个月，至 ${renewedEnd}`));
    });
    const cancelReason = c.cardStatus === 3 ? CARD_CANCEL_REASONS[c.cardId % CARD_CANCEL_REASONS.length] : null;
    if (c.cardStatus === 2) entries.push(trail(CARD_LABELS, '到期', '系统', Date.parse(`${c.endDate}T23:59:59+08:00`) + 1000, 1, 2, null));
    if (c.cardStatus === 3) entries.push(trail(CARD_LABELS, '退卡', STAFF[c.cardId % 3], c.cancelTime!, 1, 3, cancelReason));
    kit.insert({
      cardId: c.cardId,
      cardNo: c.cardNo,
      plateNo: c.plateNo,
      plateColor: 1,
      ownerName: c.ownerName,
      phone: c.phone,
      parkId: rule.parkId,
      monthRuleId: rule.monthRuleId,
      ruleText: rule.ruleName,
      periodText: periodText(rule.periods),
      monthPrice: rule.monthPrice,
      beginDate: c.beginDate,
      months,
      endDate: c.endDate,
      receivableMoney: money,
      paidMoney: money,
      payType: c.payType,
      cardStatus: c.cardStatus,
      cardSource: c.cardSource,
      renewCount: c.terms.length - 1,
      refundMoney: c.refundMoney,
      cancelReason,
      cancelTime: c.cancelTime ? formatSeedTime(c.cancelTime) : null,
      auditTrail: entries,
      applyNo: applyNos.get(c.cardId) ?? null,
      createTime: formatSeedTime(c.issued),
      createUser: c.cardSource === 2 ? STAFF[c.cardId % 3] : STAFF[(c.cardId + 1) % 3],
      updateTime: entries.at(-1)?.time ?? formatSeedTime(c.issued),
      remark: applyNos.has(c.cardId) ? `车主线上申请（${applyNos.get(c.cardId)!}）审核通过发放` : null,
    });
  }
  return plannedCards(kit).length;
}

function seedBills(kit: SeedKit): number {
  let id = 0;
  const bill = (
    c: SeedCard,
    billType: number,
    months: number | null,
    from: string,
    to: string,
    money: number,
    payType: number | null,
    at: number,
    operator: string,
  ) => {
    id += 1;
    kit.insert({
      billId: id,
      billNo: `ZD${compact(at)}${String(id).padStart(4, '0')}`,
      billType,
      cardNo: c.cardNo,
      plateNo: c.plateNo,
      parkId: MONTH_RULES.find((r) => r.monthRuleId === c.monthRuleId)!.parkId,
      months,
      servicePeriod: `${from} ~ ${to}`,
      billMoney: money,
      payType,
      payTime: formatSeedTime(at),
      operator,
    });
  };
  for (const c of plannedCards(kit)) {
    const price = MONTH_RULES.find((r) => r.monthRuleId === c.monthRuleId)!.monthPrice;
    const firstEnd = endOf(c.beginDate, c.terms[0]);
    bill(
      c,
      1,
      c.terms[0],
      c.beginDate,
      firstEnd,
      price * c.terms[0],
      c.payType,
      c.issued,
      c.cardSource === 2 ? '车主自助' : STAFF[c.cardId % 3],
    );
    let end = firstEnd;
    c.terms.slice(1).forEach((term, r) => {
      const next = endOf(
        c.beginDate,
        c.terms.slice(0, r + 2).reduce((a, b) => a + b, 0),
      );
      bill(
        c,
        2,
        term,
        addDays(end, 1),
        next,
        price * term,
        c.payType,
        Date.parse(`${end}T10:00:00+08:00`) - (r + 2) * DAY,
        STAFF[(c.cardId + r) % 3],
      );
      end = next;
    });
    if (c.cardStatus === 3)
      bill(c, 3, null, addDays(ymd(c.cancelTime!), 1), c.endDate, c.refundMoney ?? 0, c.payType, c.cancelTime!, STAFF[c.cardId % 3]);
  }
  return id;
}

const APPLY_REASONS = [
  '在附近写字楼上班，夜间回小区无车位',
  '白天在园区上班，需错峰停车',
  '租住周边小区，小区车位已满',
  '家属在附近医院住院，需长期停车',
];
const REJECT_REASONS = [
  '车辆登记信息与行驶证不符，请重新上传行驶证',
  '申请月份该规则已无余位',
  '联系电话无法接通，请核实后重新申请',
  '上传的居住证明已过期',
];

function seedApplies(kit: SeedKit): number {
  const rng = kit.rng;
  const rules = MONTH_RULES.filter((r) => r.ruleStatus === 1);
  const plan = [...Array(20).fill(0), ...Array(28).fill(1), ...Array(16).fill(2)];
  const approved = new Map(appliedCards(kit).map((a) => [a.applyId, a]));
  plan.forEach((state, i) => {
    const link = approved.get(i + 1);
    if (state === 1 && link) {
      // An approved application: the pass it issued, from the start and for the months it asked.
      const { card } = link;
      const rule = MONTH_RULES.find((r) => r.monthRuleId === card.monthRuleId)!;
      const auditUser = STAFF[i % 3];
      kit.insert({
        applyId: link.applyId,
        applyNo: link.applyNo,
        plateNo: card.plateNo,
        plateColor: 1,
        ownerName: card.ownerName,
        phone: card.phone,
        parkId: rule.parkId,
        ruleText: rule.ruleName,
        periodText: periodText(rule.periods),
        beginDate: card.beginDate,
        months: card.terms[0],
        applyReason: APPLY_REASONS[i % APPLY_REASONS.length],
        applyTime: formatSeedTime(link.applied),
        applyStatus: 1,
        auditUser,
        auditTime: formatSeedTime(card.issued),
        rejectReason: null,
        cardNo: card.cardNo,
        auditTrail: [trail(APPLY_LABELS, '审核通过', auditUser, card.issued, 0, 1)],
        updateTime: formatSeedTime(card.issued),
      });
      return;
    }
    const rule = rules[i % rules.length];
    const applied =
      state === 0 ? kit.now - rng.int(0, 3) * DAY + rng.int(8, 22) * HOUR : kit.now - rng.int(4, 50) * DAY + rng.int(8, 22) * HOUR;
    const audited = applied + rng.int(1, 30) * HOUR;
    const auditUser = STAFF[i % 3];
    const rejectReason = state === 2 ? REJECT_REASONS[i % REJECT_REASONS.length] : null;
    const entries =
      state === 0 ? [] : [trail(APPLY_LABELS, state === 1 ? '审核通过' : '审核驳回', auditUser, audited, 0, state, rejectReason)];
    kit.insert({
      applyId: i + 1,
      applyNo: `SQ${compact(applied)}${String(i + 1).padStart(3, '0')}`,
      plateNo: seedPlate(rng),
      plateColor: rng.pick([1, 1, 1, 5]),
      ownerName: personName(rng.pick),
      phone: seedMobile(rng),
      parkId: rule.parkId,
      ruleText: rule.ruleName,
      periodText: periodText(rule.periods),
      beginDate: ymd(applied + rng.int(2, 10) * DAY),
      months: rng.pick([1, 3, 3, 6, 12]),
      applyReason: rng.pick(APPLY_REASONS),
      applyTime: formatSeedTime(applied),
      applyStatus: state,
      auditUser: state === 0 ? null : auditUser,
      auditTime: state === 0 ? null : formatSeedTime(audited),
      rejectReason,
      auditTrail: entries,
      updateTime: formatSeedTime(state === 0 ? applied : audited),
    });
  });
  return plan.length;
}

const MANUAL_REMARKS = ['预约后长时间占用他人预约车位', '多次在非共享时段滞留，经物业投诉', '冒用他人预约单号入场'];

function seedBlacks(kit: SeedKit): number {
  const rng = kit.rng;
  const today = ymd(kit.now);
  const plan = [...Array(30).fill(1), ...Array(16).fill(2), ...Array(16).fill(3)];
  const used = new Set<string>();
  plan.forEach((state, i) => {
    let plateNo = i < NO_SHOW_PLATES.length - 2 ? NO_SHOW_PLATES[i] : seedPlate(rng);
    while (used.has(plateNo)) plateNo = seedPlate(rng);
    used.add(plateNo);
    const auto = i % 5 !== 4;
    const startDate = state === 1 ? addDays(today, -rng.int(0, 25)) : addDays(today, -rng.int(35, 120));
    const endDate = addDays(startDate, SETTINGS.blackDays);
    const created = Date.parse(`${startDate}T00:00:00+08:00`) + rng.int(8, 22) * HOUR;
    const entries: TrailEntry[] = [];
    let release: { user: string; time: number; reason: string } | null = null;
    if (state === 2) {
      release = { user: STAFF[i % 3], time: created + rng.int(1, 10) * DAY, reason: '车主申诉属实，爽约系车场道闸故障所致' };
      entries.push(trail(BLACK_LABELS, '解除', release.user, release.time, 1, 2, release.reason));
    }
    if (state === 3) entries.push(trail(BLACK_LABELS, '到期', '系统', Date.parse(`${endDate}T23:59:59+08:00`) + 1000, 1, 3));
    kit.insert({
      blackId: i + 1,
      plateNo,
      plateColor: 1,
      blackReason: auto ? 1 : rng.pick([2, 3]),
      noShowCount: auto ? rng.int(SETTINGS.noShowLimit, SETTINGS.noShowLimit + 2) : 0,
      blackStart: startDate,
      blackEnd: state === 3 ? (endDate < today ? endDate : addDays(today, -1)) : endDate,
      blackStatus: state,
      createUser: auto ? '系统' : STAFF[(i + 1) % 3],
      createTime: formatSeedTime(created),
      releaseUser: release?.user ?? null,
      releaseTime: release ? formatSeedTime(release.time) : null,
      releaseReason: release?.reason ?? null,
      auditTrail: entries,
      remark: auto
        ? `${SETTINGS.noShowWindowDays} 天内爽约达到 ${SETTINGS.noShowLimit} 次，系统自动拉黑`
        : MANUAL_REMARKS[i % MANUAL_REMARKS.length],
      updateTime: entries.at(-1)?.time ?? formatSeedTime(created),
    });
  });
  return plan.length;
}

const curated = (seed: (kit: SeedKit) => number): EntityExtension => ({ seed, fixedRows: true });

/** The curated records of every entity of the area. */
export const SEED_ENTITIES: Record<string, EntityExtension> = {
  [ENTITIES.park]: curated(seedParks),
  [ENTITIES.bookRule]: curated(seedBookRules),
  [ENTITIES.bookRuleVersion]: curated(seedBookRuleVersions),
  [ENTITIES.booking]: curated(seedBookings),
  [ENTITIES.parkRecord]: curated(seedParkRecords),
  [ENTITIES.monthRule]: curated(seedMonthRules),
  [ENTITIES.monthCar]: curated(seedMonthCars),
  [ENTITIES.monthApply]: curated(seedApplies),
  [ENTITIES.monthBill]: curated(seedBills),
  [ENTITIES.black]: curated(seedBlacks),
  [ENTITIES.setting]: curated(seedSetting),
};
