/**
 * The booking rules of 预约管理 (schemas/bookManagement.json) that a document cannot say, because they count and
 * compare records of other entities at the moment of the write:
 * - a new booking (`beforeCreate` of bookRecord): the chosen 预约车库 must be the park's and 启用; the plate must not be
 *   on the 违约黑名单 in its ban period (`车牌 浙A12345 因违约已被禁止预约至 2026-12-03`); the 预约规则 in force (the
 *   park's, else the platform's) limits how far ahead and how long; the times must lie within the depot's 预约时段;
 *   and the held bookings of the depot whose hold overlaps the new one must leave a berth free (entities.unique compares
 *   pairs of records, it cannot count them); on a day the 预约规则 in force closes by its 节假日预约 (仅工作日开放: 法定节假日
 *   and 休息日 of the park's 工作日配置, read through `dayKindAt` of services/workingDayConfig; 仅休息日开放: 工作日 and
 *   调休上班) it is refused naming the date and the holiday. It then fills 预约单号, 车库名称, 保留至, 定金 and the first
 *   trail entry;
 * - a depot's 可预约车位数 (`beforeUpdate` of bookDepot) cannot go below its bookings held now;
 * - 人工加入 the 违约黑名单 (`beforeCreate` of bookBlacklist): the ban starts now, with the plate's 已违约 bookings;
 * - the step computations `bookEntry` (确认入场 finds the car's parking order) and `bookViolation` (标记违约 refuses
 *   before the hold time has passed, counts the plate's violations as the 违约配置 in force says and bans the plate
 *   when the threshold is reached, through `noShowBan` of services/noShowBan.ts, which 错峰共享 shares);
 * - a ban ends by the clock: before any call reads the 违约黑名单 (`beforeRead`), a 禁止预约中 ban whose 禁止预约至 has
 *   passed becomes 已到期 with its trail entry (`lapseBans`), so the list, a search by state and the detail show what
 *   holds now, and the booking check only ever counts bans in their period.
 */
import type Database from 'better-sqlite3';
import { formatChinaTime } from '../../db/time';
import { tableOf } from '../../engine/entityModel';
import type { EntityStore } from '../../engine/store';
import type { StepComputation } from '../../engine/stepComputations';
import type { EngineExtension } from '../../engine/types';
import { lapseBans, noShowBan, type BanTable } from '../noShowBan';
import { DAY_KIND, dayKindAt } from '../workingDayConfig';
import { CONFIG_ENTITY } from '../workingDayConfig/seed';
import { BLACK_STATUS, BOOK_ENTITIES, BOOK_STATUS, BOOK_STATUS_LABELS, bookNumber } from './seed';

export const BOOK_REFUSALS = {
  startPassed: '预约开始时间不能早于当前时间',
  depotNotOfPark: '所选预约车库不属于该车场',
  depotDisabled: '该预约车库已停用，不能预约',
  banned: (plateNo: string, until: string) => `车牌 ${plateNo} 因违约已被禁止预约至 ${until.slice(0, 10)}`,
  tooFarAhead: (days: number) => (days === 0 ? '该车场只能预约当天的车位' : `该车场最多可提前 ${days} 天预约`),
  tooLong: (hours: number) => `单次预约时长不能超过 ${hours} 小时`,
  outsideHours: (from: string, to: string) => `预约时段应在车库开放时间 ${from.slice(0, 5)}–${to.slice(0, 5)} 之内`,
  full: (depot: string, start: string, end: string, berths: number) =>
    `${depot} 在 ${start.slice(5, 16)} 至 ${end.slice(5, 16)} 的可预约车位已满（共 ${berths} 个），请更换时段或车库`,
  capacityBelowHeld: (held: number) => `可预约车位数不能少于当前已预约、尚未入场的 ${held} 辆车`,
  holdNotPassed: (until: string) => `预约保留至 ${until}，保留时间未过，不能标记违约`,
  banEndPassed: '禁止预约至应晚于当前时间',
  holidayClosed: (date: string, holiday: string) => `${date}（${holiday}）为法定节假日，该车场节假日不开放预约`,
  restDayClosed: (date: string) => `${date} 为休息日，该车场仅工作日开放预约`,
  workdayClosed: (date: string, adjusted: boolean) => `${date} 为${adjusted ? '调休上班日' : '工作日'}，该车场仅休息日开放预约`,
} as const;

/** 节假日预约 of a 预约规则 (dictionary holidayMode). */
export const HOLIDAY_MODE = { everyDay: 1, workdaysOnly: 2, restDaysOnly: 3 } as const;
/** The holidays of dayKind 11–18 (dictionary dayKind of schemas/workingDayConfig.json). */
const HOLIDAY_NAMES = ['元旦', '春节', '清明节', '劳动节', '端午节', '中秋节', '国庆节', '其他假日'];

type Row = Record<string, unknown>;
const table = (entity: string) => `"ent_${entity}"`;
const toMs = (time: unknown) => (typeof time === 'string' ? Date.parse(`${time.replace(' ', 'T')}+08:00`) : NaN);
const at = (ms: number) => formatChinaTime(ms);
const tableExists = (db: Database.Database, name: string) =>
  db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name) !== undefined;
const one = (db: Database.Database, sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as Row | undefined;
const all = (db: Database.Database, sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as Row[];

/** The 预约规则 in force for a park: the park's own, else the platform's; none: no limits. */
export function ruleInForce(db: Database.Database, parkId: unknown): Row | undefined {
  const t = table(BOOK_ENTITIES.rule);
  return (
    one(db, `SELECT * FROM ${t} WHERE "ruleStatus" = 1 AND "scopeType" = 2 AND "parkId" = ? LIMIT 1`, Number(parkId)) ??
    one(db, `SELECT * FROM ${t} WHERE "ruleStatus" = 1 AND "scopeType" = 1 LIMIT 1`)
  );
}

/** The 违约配置 enabled for a park: the park's own, else the platform's; none: violations ban nobody. */
export function configInForce(db: Database.Database, parkId: unknown): Row | undefined {
  const t = table(BOOK_ENTITIES.config);
  return (
    one(db, `SELECT * FROM ${t} WHERE "configStatus" = 1 AND "scopeType" = 2 AND "parkId" = ? LIMIT 1`, Number(parkId)) ??
    one(db, `SELECT * FROM ${t} WHERE "configStatus" = 1 AND "scopeType" = 1 LIMIT 1`)
  );
}

/** The plate's ban in force at `now` for the park (a platform-wide ban, or one of that park), the latest first. */
export function banInForce(db: Database.Database, plateNo: unknown, parkId: unknown, now: string): Row | undefined {
  return one(
    db,
    `SELECT * FROM ${table(BOOK_ENTITIES.blacklist)} WHERE "plateNo" = ? AND "blackStatus" = ${BLACK_STATUS.banned} AND "banEnd" > ?
       AND ("parkId" IS NULL OR "parkId" = ?) ORDER BY "banEnd" DESC LIMIT 1`,
    String(plateNo),
    now,
    Number(parkId),
  );
}

/** 违约黑名单 as the shared ban rules see it. */
export const BAN_TABLE: BanTable = {
  table: tableOf(BOOK_ENTITIES.blacklist),
  rowKey: 'blackId',
  endField: 'banEnd',
  stateField: 'blackStatus',
  trailField: 'blackTrail',
  banned: { value: BLACK_STATUS.banned, label: '禁止预约中' },
  lapsed: { value: BLACK_STATUS.expired, label: '已到期' },
};

/** Bans of the plate whose period has ended become 已到期 (with their trail entry) before the plate is banned again. */
export function expirePassedBans(db: Database.Database, plateNo: unknown, now: string): void {
  lapseBans(db, BAN_TABLE, toMs(now), String(plateNo));
}

/** The 工作日配置 records as `dayKindAt` reads them (the ranges of a day as a list). */
const calendarOf = (db: Database.Database): Pick<EntityStore, 'select'> | null =>
  tableExists(db, tableOf(CONFIG_ENTITY))
    ? {
        select: (where, args, tail = '') =>
          all(db, `SELECT * FROM ${table(CONFIG_ENTITY)} ${where} ${tail}`, ...args).map((c) => ({
            ...c,
            days: typeof c.days === 'string' ? (JSON.parse(c.days) as unknown) : c.days,
          })),
      }
    : null;

/** The refusal of a booking on a day the rule's 节假日预约 closes, by the park's 工作日配置. */
function closedDay(db: Database.Database, rule: Row, parkId: number, date: string): string | undefined {
  const mode = Number(rule.holidayMode ?? HOLIDAY_MODE.everyDay);
  if (mode === HOLIDAY_MODE.everyDay) return undefined;
  const kind = dayKindAt(calendarOf(db), parkId, date);
  if (mode === HOLIDAY_MODE.workdaysOnly) {
    if (kind > DAY_KIND.holiday) return BOOK_REFUSALS.holidayClosed(date, HOLIDAY_NAMES[kind - DAY_KIND.holiday - 1] ?? '节假日');
    if (kind === DAY_KIND.restDay) return BOOK_REFUSALS.restDayClosed(date);
  }
  if (mode === HOLIDAY_MODE.restDaysOnly && (kind === DAY_KIND.workday || kind === DAY_KIND.adjustedWorkday))
    return BOOK_REFUSALS.workdayClosed(date, kind === DAY_KIND.adjustedWorkday);
  return undefined;
}

/** Held bookings of a depot whose hold [预约开始, 保留至] overlaps [start, end]. */
const heldOverlapping = (db: Database.Database, depotId: unknown, start: string, end: string) =>
  (
    one(
      db,
      `SELECT COUNT(*) AS n FROM ${table(BOOK_ENTITIES.record)} WHERE "depotId" = ? AND "bookStatus" = ${BOOK_STATUS.held}
         AND "bookStart" < ? AND "holdUntil" > ?`,
      Number(depotId),
      end,
      start,
    ) as { n: number }
  ).n;

function checkBooking(db: Database.Database, values: Row, nowMs: number): string | undefined {
  const now = at(nowMs);
  const start = String(values.bookStart);
  const end = String(values.bookEnd);
  if (start < now) return BOOK_REFUSALS.startPassed;
  const depot = one(db, `SELECT * FROM ${table(BOOK_ENTITIES.depot)} WHERE "depotId" = ?`, Number(values.depotId));
  if (!depot || Number(depot.parkId) !== Number(values.parkId)) return BOOK_REFUSALS.depotNotOfPark;
  if (Number(depot.depotStatus) !== 1) return BOOK_REFUSALS.depotDisabled;
  const ban = banInForce(db, values.plateNo, values.parkId, now);
  if (ban) return BOOK_REFUSALS.banned(String(values.plateNo), String(ban.banEnd));
  const rule = ruleInForce(db, values.parkId);
  if (rule) {
    const lastDay = at(toMs(`${now.slice(0, 10)} 00:00:00`) + Number(rule.advanceDays) * 86_400_000).slice(0, 10);
    if (start.slice(0, 10) > lastDay) return BOOK_REFUSALS.tooFarAhead(Number(rule.advanceDays));
    if (toMs(end) - toMs(start) > Number(rule.maxHours) * 3_600_000) return BOOK_REFUSALS.tooLong(Number(rule.maxHours));
    const closed = closedDay(db, rule, Number(values.parkId), start.slice(0, 10));
    if (closed) return closed;
  }
  const open = String(depot.openStart ?? '00:00:00');
  const close = String(depot.openEnd ?? '23:59:00');
  const allDay = open.startsWith('00:00') && close.startsWith('23:59');
  if (!allDay && (start.slice(11) < open || end.slice(0, 10) !== start.slice(0, 10) || end.slice(11) > close))
    return BOOK_REFUSALS.outsideHours(open, close);
  const holdUntil = at(toMs(start) + Number(depot.holdMinutes ?? 0) * 60_000);
  const berths = Number(depot.berthCount) || 0;
  if (heldOverlapping(db, depot.depotId, start, holdUntil) >= berths)
    return BOOK_REFUSALS.full(String(depot.depotName), start, holdUntil, berths);
  const seq = (one(db, `SELECT COUNT(*) AS n FROM ${table(BOOK_ENTITIES.record)}`) as { n: number }).n + 1;
  const user = typeof values.createUser === 'string' ? values.createUser : '客服';
  Object.assign(values, {
    bookNo: bookNumber(now, seq),
    depotName: depot.depotName,
    holdUntil,
    deposit: depot.deposit,
    bookChannel: 4,
    bookStatus: BOOK_STATUS.held,
    refundStatus: 0,
    bookTrail: [
      { action: '后台代约', user, time: now, to: BOOK_STATUS.held, toLabel: BOOK_STATUS_LABELS[BOOK_STATUS.held], note: '客服电话代约' },
    ],
  });
  return undefined;
}

/** 确认入场: the car's parking order in that park since an hour before the booking, else the time of the confirmation. */
export const bookEntry: StepComputation = ({ record, actor, store }) => {
  const db = store?.db;
  const since = at(toMs(record.bookStart) - 3_600_000);
  const order =
    db && tableExists(db, 'ent_parkOrder')
      ? one(
          db,
          `SELECT "orderNo", "inTime" FROM "ent_parkOrder" WHERE "plateNo" = ? AND CAST("parkId" AS INTEGER) = ? AND "inTime" >= ?
             ORDER BY "inTime" DESC LIMIT 1`,
          String(record.plateNo),
          Number(record.parkId),
          since,
        )
      : undefined;
  return { ok: true, values: { orderNo: order?.orderNo ?? null, inTime: order?.inTime ?? actor.time } };
};

/** 标记违约: after the hold time only; the plate's violations counted as the 违约配置 says, and a ban when they reach it. */
export const bookViolation: StepComputation = ({ record, actor, store }) => {
  const now = actor.time;
  if (String(record.holdUntil ?? '') > now) return { ok: false, msg: BOOK_REFUSALS.holdNotPassed(String(record.holdUntil)) };
  const db = store?.db;
  if (!db) return { ok: true };
  const config = configInForce(db, record.parkId);
  if (!config) return { ok: true };
  expirePassedBans(db, record.plateNo, now);
  const windowDays = Number(config.windowDays);
  const records = table(BOOK_ENTITIES.record);
  const earlier: Row[] = all(
    db,
    `SELECT * FROM ${records} WHERE "plateNo" = ? AND "bookStatus" = ${BOOK_STATUS.violated} AND "bookId" <> ?`,
    String(record.plateNo),
    Number(record.bookId),
  );
  if (Number(config.lateCancelCounts) === 1) {
    // Cancelled after the free-cancellation deadline of the rule in force of the booking's park.
    const cancelled = all(
      db,
      `SELECT * FROM ${records} WHERE "plateNo" = ? AND "bookStatus" = ${BOOK_STATUS.cancelled}`,
      String(record.plateNo),
    );
    const late = cancelled.filter((r) => {
      const minutes = Number(ruleInForce(db, r.parkId)?.cancelMinutes ?? 0);
      return String(r.cancelTime) > at(toMs(r.bookStart) - minutes * 60_000);
    });
    earlier.push(...late.map((r) => ({ ...r, violateTime: r.cancelTime })));
  }
  const due = noShowBan<Row>({
    policy: { windowDays, limit: Number(config.violationTimes), banDays: Number(config.banDays) },
    now,
    current: { ...record, violateTime: now },
    earlier,
    timeOf: (r) => String(r.violateTime ?? ''),
    // One ban in force per plate (entities.bookBlacklist.unique): a plate banned anywhere is not banned again.
    alreadyBanned:
      one(
        db,
        `SELECT 1 FROM ${table(BOOK_ENTITIES.blacklist)} WHERE "plateNo" = ? AND "blackStatus" = ${BLACK_STATUS.banned} AND "banEnd" > ?`,
        String(record.plateNo),
        now,
      ) !== undefined,
  });
  if (!due) return { ok: true };
  const counted = due.noShows;
  const banDays = Number(config.banDays);
  const parkScoped = Number(config.scopeType) === 2;
  const reason = `${windowDays} 天内违约 ${counted.length} 次，禁止预约 ${banDays} 天`;
  const ban = {
    plateNo: record.plateNo,
    plateColor: record.plateColor,
    parkId: parkScoped ? Number(record.parkId) : null,
    violationCount: counted.length,
    banReason: reason,
    banStart: due.banStart,
    banEnd: due.banEnd,
    blackStatus: BLACK_STATUS.banned,
    blackSource: 1,
    violations: counted.map((r) => ({ bookNo: r.bookNo, parkId: r.parkId, bookStart: r.bookStart, violateTime: r.violateTime })),
    createTime: now,
    updateTime: now,
    blackTrail: [{ action: '违约自动加入', user: '系统', time: now, to: BLACK_STATUS.banned, toLabel: '禁止预约中', note: reason }],
  };
  return { ok: true, creates: [{ entity: BOOK_ENTITIES.blacklist, values: ban }] };
};

export const bookManagementRulesExtension: EngineExtension = {
  entities: {
    [BOOK_ENTITIES.record]: {
      hooks: { beforeCreate: (values, store) => checkBooking(store.db, values, Date.now()) },
    },
    [BOOK_ENTITIES.depot]: {
      hooks: {
        beforeUpdate(current, values, store) {
          const held = (
            one(
              store.db,
              `SELECT COUNT(*) AS n FROM ${table(BOOK_ENTITIES.record)} WHERE "depotId" = ? AND "bookStatus" = ${BOOK_STATUS.held} AND "holdUntil" >= ?`,
              Number(current.depotId),
              at(Date.now()),
            ) as { n: number }
          ).n;
          const berths = values.berthCount === undefined ? Number(current.berthCount) : Number(values.berthCount);
          if (berths < held) return BOOK_REFUSALS.capacityBelowHeld(held);
        },
      },
    },
    [BOOK_ENTITIES.blacklist]: {
      hooks: {
        beforeRead: (store, now) => void lapseBans(store.db, BAN_TABLE, now),
        beforeCreate(values, store) {
          const now = at(Date.now());
          if (String(values.banEnd) <= now) return BOOK_REFUSALS.banEndPassed;
          expirePassedBans(store.db, values.plateNo, now);
          const violated = all(
            store.db,
            `SELECT * FROM ${table(BOOK_ENTITIES.record)} WHERE "plateNo" = ? AND "bookStatus" = ${BOOK_STATUS.violated} ORDER BY "violateTime"`,
            String(values.plateNo),
          );
          const user = typeof values.createUser === 'string' ? values.createUser : '';
          Object.assign(values, {
            banStart: now,
            blackStatus: BLACK_STATUS.banned,
            blackSource: 2,
            violationCount: violated.length,
            violations: violated.map((r) => ({ bookNo: r.bookNo, parkId: r.parkId, bookStart: r.bookStart, violateTime: r.violateTime })),
            blackTrail: [
              { action: '人工加入', user, time: now, to: BLACK_STATUS.banned, toLabel: '禁止预约中', note: values.banReason ?? null },
            ],
          });
        },
      },
    },
  },
  computations: { bookEntry, bookViolation },
};
