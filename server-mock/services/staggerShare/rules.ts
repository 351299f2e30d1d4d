/**
 * What 错峰共享 (schemas/staggerShare.json) cannot say as data:
 * - a booking counts against its park's shared berths: the bookings 已预约 or 已入场 whose time overlaps the new one
 *   are counted and a full period refused (`entities.unique` compares records two by two, it cannot count), and the
 *   booking must lie inside the park's shared periods of that day — a working day or a rest day by the 工作日配置 in
 *   force, the park's own first —, within its rule's 最多提前预约 and 单次最长预约, not on a holiday when the 共享设置
 *   closes holidays, not for a blacklisted plate nor one over the 未完成预约上限; the hook then fills 预约单号, 保留时长,
 *   车位保留至 and the rule's 爽约扣款 (the rule of the park in force, else the setting's default hold);
 * - a 错峰月卡 is refused when the rule already has its 发行上限 of passes in force, and its issue, renewal and
 *   cancellation write the 月卡账单 (开卡 after the create; 续费 and 退卡退款 as step computations of the transitions);
 * - a shared park record keeps its park's name, which the 分时共享 / 错峰月卡 park options show;
 * - 标记爽约 (`staggerNoShowBlack`): the plate's 爽约 within the setting's 爽约统计周期, this one included, reaching its
 *   爽约拉黑次数 put the plate on the 共享黑名单 for 拉黑天数 — once, through `noShowBan` of services/noShowBan.ts,
 *   the rule 预约管理's 违约配置 follows too; a ban whose 拉黑结束 has passed is 已到期 before any call reads the list
 *   (`beforeRead`, `lapseBans`);
 * - 月卡审核 通过 (`staggerApplyCard`): the approved application issues its 错峰月卡 by the park's rule of that name in
 *   force (发行上限, price, periods), with its 开卡 bill; the application keeps the pass number, the pass its application.
 */
import type Database from 'better-sqlite3';
import { formatChinaTime } from '../../db/time';
import { tableOf } from '../../engine/entityModel';
import type { StepComputation } from '../../engine/stepComputations';
import type { EntityExtension } from '../../engine/types';
import { lapseBans, noShowBan, type BanTable } from '../noShowBan';
import { dayKind, DAY_KIND } from '../workingDayConfig';
import { CONFIG_ENTITY } from '../workingDayConfig/seed';
import type { DayRange } from '../workingDayConfig/holidays';
import { ENTITIES, parkName, periodText, SETTINGS, type Period } from './data';

export const REFUSALS = {
  startInPast: '预约开始时间不能早于当前时间',
  sameDay: '预约须在同一天内，跨零点请分两次预约',
  notShared: '该车场未开放分时共享',
  restDayClosed: '该车场休息日不开放共享',
  holidayClosed: '节假日不开放共享预约（见共享设置）',
  cardRuleNotInForce: '所选错峰月卡规则不是该车场启用中的规则',
  cardStartInPast: '开始日期不能早于今天',
  cardPaidOverReceivable: '实收金额不能大于应收金额',
} as const;
export const fullMessage = (berths: number) => `该时段共享车位已约满（共 ${berths} 个），请选择其他时段`;

type Row = Record<string, unknown>;
const HOUR = 3_600_000;
const q = (name: string) => `"${name}"`;
const rowsOf = (db: Database.Database, entity: string, where: string, args: unknown[]): Row[] => {
  try {
    return db.prepare(`SELECT * FROM ${q(tableOf(entity))} ${where}`).all(...args) as Row[];
  } catch {
    return [];
  }
};
const countOf = (db: Database.Database, entity: string, where: string, args: unknown[]) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${q(tableOf(entity))} ${where}`).get(...args) as { n: number }).n;
const jsonOf = <T>(value: unknown, fallback: T): T => {
  if (typeof value !== 'string') return (value as T) ?? fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
};
/** `YYYY-MM-DD HH:mm[:ss]` → `YYYY-MM-DD HH:mm:ss`. */
const full = (text: unknown) => (typeof text === 'string' && text.length === 16 ? `${text}:00` : String(text ?? ''));
const chinaMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const endMinutes = (hhmm: string) => (hhmm.startsWith('23:59') ? 24 * 60 : minutesOf(hhmm));
const compact = (ms: number) => formatChinaTime(ms).replace(/[-: ]/g, '');
const settingsOf = (db: Database.Database) => ({ ...SETTINGS, ...rowsOf(db, ENTITIES.setting, 'WHERE "settingId" = 1', [])[0] });

/** What a date is for a park by the 工作日配置 in force (the park's own, else the platform's; else the week). */
export function dayKindFor(db: Database.Database, date: string, parkId: number): number {
  const configs = rowsOf(db, CONFIG_ENTITY, 'WHERE "configStatus" = 1 AND "year" = ?', [Number(date.slice(0, 4))]);
  const own =
    configs.find((c) => Number(c.scopeType) === 2 && Number(c.parkId) === parkId) ?? configs.find((c) => Number(c.scopeType) === 1);
  return dayKind(date, jsonOf<DayRange[]>(own?.days, []));
}

function bookingRefusal(db: Database.Database, values: Row): string | undefined {
  const now = Date.now();
  const start = full(values.bookStart);
  const end = full(values.bookEnd);
  if (start <= formatChinaTime(now)) return REFUSALS.startInPast;
  const date = start.slice(0, 10);
  const endsAtMidnight = end.slice(11) === '00:00:00' && chinaMs(end) - chinaMs(`${date} 00:00:00`) === 24 * HOUR;
  if (end.slice(0, 10) !== date && !endsAtMidnight) return REFUSALS.sameDay;
  const parkId = Number(values.parkId);
  const park = rowsOf(db, ENTITIES.park, 'WHERE "parkId" = ? AND "shareType" = 1 AND "shareStatus" = 1', [parkId])[0];
  if (!park) return REFUSALS.notShared;
  const settings = settingsOf(db);
  const rule = rowsOf(db, ENTITIES.bookRule, 'WHERE "parkId" = ? AND "ruleStatus" = 1', [parkId])[0];
  if (rule) {
    if (chinaMs(end) - chinaMs(start) > Number(rule.maxBookHours) * HOUR) return `单次预约时长不能超过 ${rule.maxBookHours} 小时`;
    if (chinaMs(start) - now > Number(rule.advanceHours) * HOUR) return `最多提前 ${rule.advanceHours} 小时预约`;
  }
  const kind = dayKindFor(db, date, parkId);
  if (kind > DAY_KIND.holiday && Number(settings.holidayBooking) === 0) return REFUSALS.holidayClosed;
  const restDay = kind === DAY_KIND.restDay || kind > DAY_KIND.holiday;
  const mode = Number(park.restDayMode);
  if (restDay && mode === 3) return REFUSALS.restDayClosed;
  const periods: Period[] =
    restDay && mode === 1 ? [{ periodStart: '00:00', periodEnd: '23:59' }] : jsonOf<Period[]>(park.sharePeriods, []);
  const from = minutesOf(start.slice(11, 16));
  const until = endsAtMidnight ? 24 * 60 : minutesOf(end.slice(11, 16));
  if (!periods.some((p) => from >= minutesOf(p.periodStart) && until <= endMinutes(p.periodEnd)))
    return `预约时段须在车场的共享时段内（${restDay ? '休息日' : '工作日'} ${periodText(periods)}）`;
  const plateNo = String(values.plateNo ?? '');
  const black = rowsOf(db, ENTITIES.black, 'WHERE "plateNo" = ? AND "blackStatus" = 1 AND "blackEnd" >= ?', [plateNo, date])[0];
  if (black) return `车牌 ${plateNo} 在共享黑名单中（至 ${black.blackEnd}），暂不能预约`;
  const open = countOf(db, ENTITIES.booking, 'WHERE "plateNo" = ? AND "bookStatus" IN (1, 2)', [plateNo]);
  if (open >= Number(settings.maxActiveBookings)) return `车牌 ${plateNo} 已有 ${open} 个未完成的预约，不能再预约`;
  const berths = Number(park.shareBerths);
  const taken = countOf(db, ENTITIES.booking, 'WHERE "parkId" = ? AND "bookStatus" IN (1, 2) AND "bookStart" < ? AND "bookEnd" > ?', [
    parkId,
    end,
    start,
  ]);
  if (taken >= berths) return fullMessage(berths);
  const hold = Number(rule?.holdMinutes ?? settings.defaultHoldMinutes);
  const serial = countOf(db, ENTITIES.booking, '', []) + 1;
  Object.assign(values, {
    bookStart: start,
    bookEnd: end,
    bookNo: `YY${compact(now)}${String(serial % 1000).padStart(3, '0')}`,
    bookStatus: 1,
    holdMinutes: hold,
    holdUntil: formatChinaTime(chinaMs(start) + hold * 60_000),
    noShowPenalty: Number(rule?.noShowPenalty ?? 0),
    penaltyMoney: null,
    auditTrail: [],
  });
  return undefined;
}

const booking: EntityExtension = {
  hooks: { beforeCreate: (values, store) => bookingRefusal(store.db, values) },
};

const park: EntityExtension = {
  hooks: {
    beforeCreate(values) {
      values.parkName = parkName(Number(values.parkId));
    },
    beforeUpdate(_current, values) {
      if (values.parkId !== undefined) values.parkName = parkName(Number(values.parkId));
    },
  },
};

/** One bill of a pass, as 月卡账单 lists it. */
function billOf(
  card: Row,
  billType: 1 | 2 | 3,
  months: number | null,
  from: string,
  to: string,
  money: number,
  payType: unknown,
  at: string,
  operator: string,
) {
  return {
    billNo: `ZD${at.replace(/[-: ]/g, '')}${String(card.cardId ?? 0).padStart(4, '0')}`,
    billType,
    cardNo: card.cardNo,
    plateNo: card.plateNo,
    parkId: card.parkId,
    months,
    servicePeriod: `${from} ~ ${to}`,
    billMoney: money,
    payType: payType ?? null,
    payTime: at,
    operator,
  };
}
const nextDay = (date: unknown) => new Date(Date.parse(`${String(date)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const monthCar: EntityExtension = {
  hooks: {
    beforeCreate(values, store) {
      const today = formatChinaTime(Date.now()).slice(0, 10);
      if (values.receivableMoney === null || values.receivableMoney === undefined) return REFUSALS.cardRuleNotInForce;
      if (String(values.beginDate) < today) return REFUSALS.cardStartInPast;
      if (Number(values.paidMoney) > Number(values.receivableMoney)) return REFUSALS.cardPaidOverReceivable;
      const rule = rowsOf(store.db, ENTITIES.monthRule, 'WHERE "monthRuleId" = ?', [values.monthRuleId])[0];
      const issued = countOf(store.db, ENTITIES.monthCar, 'WHERE "monthRuleId" = ? AND "cardStatus" = 1', [values.monthRuleId]);
      if (rule && issued >= Number(rule.maxCards)) return `该规则的错峰月卡已达发行上限（${rule.maxCards} 张）`;
      const serial = countOf(store.db, ENTITIES.monthCar, '', []) + 1;
      const begin = String(values.beginDate);
      Object.assign(values, {
        cardNo: `CF${values.parkId}${begin.slice(2, 4)}${begin.slice(5, 7)}${String(serial).padStart(4, '0')}`,
        cardStatus: 1,
        cardSource: values.cardSource ?? 1,
        renewCount: 0,
        refundMoney: null,
        auditTrail: [],
      });
      return undefined;
    },
    afterWrite(db, record) {
      const billTable = q(tableOf(ENTITIES.monthBill));
      if ((db.prepare(`SELECT COUNT(*) AS n FROM ${billTable} WHERE "cardNo" = ?`).get(record.cardNo) as { n: number }).n > 0) return;
      const bill = billOf(
        record,
        1,
        Number(record.months),
        String(record.beginDate),
        String(record.endDate),
        Number(record.paidMoney),
        record.payType,
        String(record.createTime ?? formatChinaTime(Date.now())),
        String(record.createUser ?? '--'),
      );
      const names = Object.keys(bill);
      db.prepare(`INSERT INTO ${billTable} (${names.map(q).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).run(
        ...names.map((n) => (bill as Row)[n] as string | number | null),
      );
    },
  },
};

/** 续费: a 续费 bill from the day after the old end to the new end, paid as chosen. */
export const staggerRenewBill: StepComputation = ({ record, input, actor, values }) => {
  const months = Number(input.renewMonths);
  const bill = billOf(
    record,
    2,
    months,
    nextDay(record.endDate),
    String(values.endDate),
    Number(record.monthPrice) * months,
    input.renewPayType,
    actor.time,
    actor.user?.name ?? '--',
  );
  return { ok: true, creates: [{ entity: ENTITIES.monthBill, values: bill }] };
};

/** 退卡: a 退卡退款 bill of the pro-rata refund, for the days from tomorrow to the old end. */
export const staggerRefundBill: StepComputation = ({ record, actor, values }) => {
  const bill = billOf(
    record,
    3,
    null,
    nextDay(actor.time.slice(0, 10)),
    String(record.endDate),
    Number(values.refundMoney ?? 0),
    record.payType,
    actor.time,
    actor.user?.name ?? '--',
  );
  return { ok: true, creates: [{ entity: ENTITIES.monthBill, values: bill }] };
};

/** 共享黑名单 as the shared ban rules see it (拉黑结束 is a date: the ban holds through that day). */
export const BLACK_TABLE: BanTable = {
  table: tableOf(ENTITIES.black),
  rowKey: 'blackId',
  endField: 'blackEnd',
  stateField: 'blackStatus',
  trailField: 'auditTrail',
  banned: { value: 1, label: '拉黑中' },
  lapsed: { value: 3, label: '已到期' },
};

/** 标记爽约: at the setting's 爽约拉黑次数 within its 爽约统计周期 the plate goes on the 共享黑名单 for 拉黑天数, once. */
export const staggerNoShowBlack: StepComputation = ({ record, actor, store }) => {
  const db = store?.db;
  if (!db) return { ok: true };
  const now = actor.time;
  const today = now.slice(0, 10);
  lapseBans(db, BLACK_TABLE, chinaMs(now), String(record.plateNo));
  const settings = settingsOf(db);
  const plateNo = String(record.plateNo);
  const due = noShowBan<Row>({
    policy: { windowDays: Number(settings.noShowWindowDays), limit: Number(settings.noShowLimit), banDays: Number(settings.blackDays) },
    now,
    // A no-show counts from the moment it was marked (its last trail entry; the seed's: when the hold time passed).
    current: { ...record, noShowAt: now },
    earlier: rowsOf(db, ENTITIES.booking, 'WHERE "plateNo" = ? AND "bookStatus" = 5 AND "bookId" <> ?', [plateNo, record.bookId]).map(
      (r) => ({ ...r, noShowAt: String(jsonOf<{ time?: string }[]>(r.auditTrail, []).at(-1)?.time ?? r.holdUntil) }),
    ),
    timeOf: (r) => String(r.noShowAt),
    alreadyBanned: countOf(db, ENTITIES.black, 'WHERE "plateNo" = ? AND "blackStatus" = 1 AND "blackEnd" >= ?', [plateNo, today]) > 0,
  });
  if (!due) return { ok: true };
  const note = `${settings.noShowWindowDays} 天内爽约 ${due.count} 次，系统自动拉黑 ${settings.blackDays} 天`;
  const black = {
    plateNo,
    plateColor: record.plateColor ?? 1,
    blackReason: 1,
    noShowCount: due.count,
    blackStart: today,
    blackEnd: due.banEnd.slice(0, 10),
    blackStatus: 1,
    createUser: '系统',
    createTime: now,
    updateTime: now,
    remark: `${note}（${due.noShows.map((r) => r.bookNo).join('、')}）`,
    auditTrail: [{ action: '爽约自动拉黑', user: '系统', time: now, to: 1, toLabel: '拉黑中', note }],
  };
  return { ok: true, creates: [{ entity: ENTITIES.black, values: black }] };
};

const endOfTerm = (begin: string, months: number) => {
  const [y, m, d] = begin.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const last = new Date(Date.UTC(Math.floor(total / 12), (total % 12) + 1, 0)).getUTCDate();
  const same = `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
  return new Date(Date.parse(`${same}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
};

/**
 * 月卡审核 通过: the pass the application asks for, by the park's 错峰月卡规则 of that name in force — from the asked
 * start (today when that has passed) for the asked months, paid in the app at the rule's price — with its 开卡 bill.
 * Refused when the rule is no longer in force or has reached its 发行上限; an overlapping pass of the plate in the park
 * is refused by the entity's unique constraint.
 */
export const staggerApplyCard: StepComputation = ({ record, actor, store }) => {
  const db = store?.db;
  if (!db) return { ok: true };
  const parkId = Number(record.parkId);
  const rule = rowsOf(db, ENTITIES.monthRule, 'WHERE "parkId" = ? AND "ruleName" = ? AND "ruleStatus" = 1', [parkId, record.ruleText])[0];
  if (!rule) return { ok: false, msg: `「${String(record.ruleText)}」已停用，不能按该规则发放月卡，请驳回并请车主改选规则` };
  const issued = countOf(db, ENTITIES.monthCar, 'WHERE "monthRuleId" = ? AND "cardStatus" = 1', [rule.monthRuleId]);
  if (issued >= Number(rule.maxCards)) return { ok: false, msg: `该规则的错峰月卡已达发行上限（${rule.maxCards} 张），不能通过` };
  const today = actor.time.slice(0, 10);
  const begin = String(record.beginDate ?? '') > today ? String(record.beginDate) : today;
  const months = Number(record.months);
  const money = Number(rule.monthPrice) * months;
  const serial = countOf(db, ENTITIES.monthCar, '', []) + 1;
  const cardNo = `CF${parkId}${begin.slice(2, 4)}${begin.slice(5, 7)}${String(serial).padStart(4, '0')}`;
  const operator = actor.user?.name ?? '--';
  const card: Row = {
    cardNo,
    plateNo: record.plateNo,
    plateColor: record.plateColor ?? 1,
    ownerName: record.ownerName,
    phone: record.phone,
    parkId,
    monthRuleId: rule.monthRuleId,
    ruleText: rule.ruleName,
    periodText: periodText(jsonOf<Period[]>(rule.periods, [])),
    monthPrice: rule.monthPrice,
    beginDate: begin,
    months,
    endDate: endOfTerm(begin, months),
    receivableMoney: money,
    paidMoney: money,
    payType: 1,
    cardStatus: 1,
    cardSource: 2,
    renewCount: 0,
    applyNo: record.applyNo,
    createUser: operator,
    createTime: actor.time,
    updateTime: actor.time,
    remark: `车主线上申请（${String(record.applyNo)}）审核通过发放`,
    auditTrail: [
      { action: '开卡', user: operator, time: actor.time, to: 1, toLabel: '生效中', note: `申请单 ${String(record.applyNo)} 审核通过` },
    ],
  };
  const bill = billOf({ ...card, cardId: serial }, 1, months, begin, String(card.endDate), money, 1, actor.time, '车主自助');
  return {
    ok: true,
    values: { cardNo },
    creates: [
      { entity: ENTITIES.monthCar, values: card },
      { entity: ENTITIES.monthBill, values: bill },
    ],
  };
};

export const RULE_ENTITIES: Record<string, EntityExtension> = {
  [ENTITIES.booking]: booking,
  [ENTITIES.park]: park,
  [ENTITIES.monthCar]: monthCar,
  [ENTITIES.black]: { hooks: { beforeRead: (store, now) => void lapseBans(store.db, BLACK_TABLE, now) } },
};
