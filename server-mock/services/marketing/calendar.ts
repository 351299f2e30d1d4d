/**
 * 营销活动 at the moment of a read (schemas/marketing.json, entity mktActivity; its `beforeRead` hook runs before every
 * list, detail, export and step of the activities):
 * - states follow the calendar: a published campaign is 未开始 before its 开始日期, 进行中 from it through its 结束日期 and
 *   已结束 after it, moved by the mock's clock with a trail entry of the system (活动开始 at 00:00 of the first day,
 *   到期结束 at 00:00 of the day after the last), so a search by 状态 returns what holds today; 待发布, 已停用 and a
 *   campaign ended early stay as they are; 距开始天数 of a 未开始 campaign counts down;
 * - 已花费 and 参与人数 are sums of the campaign's reward records (领取记录 / 奖励记录 / 赠送记录): the 奖励价值 of the
 *   records 已发放 and the distinct phone numbers that received them; 剩余预算 = 预算 − 已花费.
 * Why code: a document's transitions move a state when someone acts, not when a date passes, and its computed values
 * see the record written, not the records of another entity.
 */
import type Database from 'better-sqlite3';
import { formatChinaTime } from '../../db/time';
import type { EntityStore } from '../../engine/store';

/** dictionary activityStatus (the same values as seed.ts ACTIVITY_STATE, which imports this module). */
const ACTIVITY_STATE = { pending: 1, running: 2, ended: 3 } as const;
const LABELS: Record<number, string> = { 0: '待发布', 1: '未开始', 2: '进行中', 3: '已结束', 4: '已停用' };
const ACTIVITIES = '"ent_mktActivity"';
const RECORDS = '"ent_mktRewardRecord"';
/** 发放状态 已发放 (dictionary grantStatus). */
export const GRANTED = 1;
const SYSTEM = '系统';

const dayAfter = (date: string) => formatChinaTime(Date.parse(`${date}T00:00:00+08:00`) + 86_400_000).slice(0, 10);

const tableExists = (db: Database.Database, name: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name.slice(1, -1)) !== undefined;

/** 已花费, 参与人数 and 剩余预算 of every campaign from its reward records (the seed runs it too). */
export function activityFigures(db: Database.Database): void {
  if (!tableExists(db, ACTIVITIES) || !tableExists(db, RECORDS)) return;
  const granted = `FROM ${RECORDS} r WHERE r."activityId" = a."activityId" AND r."grantStatus" = ${GRANTED}`;
  db.exec(`UPDATE ${ACTIVITIES} AS a SET
    "spentAmount" = (SELECT CAST(TOTAL(r."rewardValue") AS INTEGER) ${granted}),
    "participantCount" = (SELECT COUNT(DISTINCT r."phone") ${granted}),
    "budgetLeft" = COALESCE(a."budget", 0) - (SELECT CAST(TOTAL(r."rewardValue") AS INTEGER) ${granted})`);
}

/** Brings the published campaigns' states to the calendar of `now` and their figures to their records. */
export function followCalendar(store: EntityStore, now: number): void {
  const today = formatChinaTime(now).slice(0, 10);
  const due = store.select(
    `WHERE ${store.col('activityStatus')} IN (?, ?) AND (${store.col('endDate')} < ? OR (${store.col('activityStatus')} = ? AND ${store.col('startDate')} <= ?))`,
    [ACTIVITY_STATE.pending, ACTIVITY_STATE.running, today, ACTIVITY_STATE.pending, today],
  );
  store.db.transaction(() => {
    for (const a of due) {
      const trail = Array.isArray(a.auditTrail) ? [...(a.auditTrail as Record<string, unknown>[])] : [];
      let state = Number(a.activityStatus);
      const step = (action: string, time: string, to: number) => {
        trail.push({ action, user: SYSTEM, time, from: state, fromLabel: LABELS[state], to, toLabel: LABELS[to], note: null });
        state = to;
      };
      const start = String(a.startDate);
      const end = String(a.endDate);
      if (state === ACTIVITY_STATE.pending && start <= today) step('活动开始', `${start} 00:00:00`, ACTIVITY_STATE.running);
      if (end < today) step('到期结束', `${dayAfter(end)} 00:00:00`, ACTIVITY_STATE.ended);
      store.patch(Number(a.activityId), {
        activityStatus: state,
        daysToStart: 0,
        auditTrail: trail,
        updateTime: String(trail[trail.length - 1].time),
      });
    }
    store.db
      .prepare(
        `UPDATE ${ACTIVITIES} SET "daysToStart" = CAST(julianday("startDate") - julianday(?) AS INTEGER) WHERE "activityStatus" = ? AND "startDate" > ?`,
      )
      .run(today, ACTIVITY_STATE.pending, today);
    activityFigures(store.db);
  })();
}
