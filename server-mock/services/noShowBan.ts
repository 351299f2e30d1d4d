/**
 * The no-show ban that 预约管理 (违约配置 → 违约黑名单, schemas/bookManagement.json) and 错峰共享 (共享设置 → 共享黑名单,
 * schemas/staggerShare.json) both apply, in one place:
 * - `noShowBan`: when a booking is marked a no-show, the plate's no-shows within the counting window (this one
 *   included) are compared with the limit; at the limit the plate is banned from now for the ban days — once: a plate
 *   already banned is not banned again;
 * - `lapseBans`: a ban whose end has passed leaves its banned state for 已到期 with a trail entry of the system, so
 *   lists, searches by state and detail show what holds at the moment of the call.
 * Why code: both count records of another entity at the moment of a step and compare them with a configuration, and
 * both move a state by the clock; a document can say neither.
 */
import type Database from 'better-sqlite3';
import { formatChinaTime } from '../db/time';

const DAY = 86_400_000;
type Row = Record<string, unknown>;

/** China time text `YYYY-MM-DD HH:mm:ss` (or a date) → ms. */
export const chinaMs = (time: string) => Date.parse(`${time.length === 10 ? `${time} 00:00:00` : time}`.replace(' ', 'T') + '+08:00');

/** How many no-shows within how many days ban a plate for how long. */
export interface NoShowPolicy {
  windowDays: number;
  limit: number;
  banDays: number;
}

/** The ban a no-show brings: the no-shows counted (oldest first), and the period from now. */
export interface NoShowBan<T> {
  count: number;
  noShows: T[];
  banStart: string;
  banEnd: string;
}

/** Where the counting window of a policy starts at `now` (China time text). */
export const windowStart = (now: string, windowDays: number) => formatChinaTime(chinaMs(now) - windowDays * DAY);

/**
 * The ban due when a booking is marked a no-show at `now`: `earlier` are the plate's other no-shows (each with its time
 * by `timeOf`), `current` the one just marked. Undefined below the limit, or when the plate is banned already.
 */
export function noShowBan<T>(input: {
  policy: NoShowPolicy;
  now: string;
  current: T;
  earlier: T[];
  timeOf(row: T): string;
  alreadyBanned: boolean;
}): NoShowBan<T> | undefined {
  const { policy, now, timeOf } = input;
  if (input.alreadyBanned || !(policy.limit > 0)) return undefined;
  const since = windowStart(now, policy.windowDays);
  const noShows = [...input.earlier.filter((r) => timeOf(r) >= since && timeOf(r) <= now), input.current].sort((a, b) =>
    timeOf(a).localeCompare(timeOf(b)),
  );
  if (noShows.length < policy.limit) return undefined;
  return { count: noShows.length, noShows, banStart: now, banEnd: formatChinaTime(chinaMs(now) + policy.banDays * DAY) };
}

/** A blacklist table: its key, end, state and trail columns, and the labels of its two states. */
export interface BanTable {
  table: string;
  rowKey: string;
  endField: string;
  stateField: string;
  trailField: string;
  banned: { value: number; label: string };
  lapsed: { value: number; label: string };
}

/**
 * Moves every ban whose end has passed at `now` to the lapsed state, with the trail entry 禁止期届满 of the system at the
 * moment the period ended; `plateNo` limits it to one plate. A date-only end lasts to the end of that day.
 */
export function lapseBans(db: Database.Database, t: BanTable, now: number, plateNo?: string): number {
  const q = (name: string) => `"${name}"`;
  const nowText = formatChinaTime(now);
  const dateOnly = (end: string) => end.length === 10;
  const rows = db
    .prepare(
      `SELECT ${q(t.rowKey)} AS k, ${q(t.endField)} AS e, ${q(t.trailField)} AS tr FROM ${q(t.table)}
         WHERE ${q(t.stateField)} = ? AND ${q(t.endField)} < ?${plateNo === undefined ? '' : ' AND "plateNo" = ?'}`,
    )
    .all(...[t.banned.value, nowText, ...(plateNo === undefined ? [] : [plateNo])]) as { k: number; e: string; tr: unknown }[];
  if (rows.length === 0) return 0;
  const columns = (db.prepare(`PRAGMA table_info(${q(t.table)})`).all() as { name: string }[]).map((c) => c.name);
  const touched = columns.includes('updateTime') ? ', "updateTime" = ?' : '';
  const update = db.prepare(`UPDATE ${q(t.table)} SET ${q(t.stateField)} = ?, ${q(t.trailField)} = ?${touched} WHERE ${q(t.rowKey)} = ?`);
  let moved = 0;
  for (const row of rows) {
    const end = String(row.e);
    // A date-only end (拉黑结束 2026-03-01) holds through that whole day.
    const endedAt = dateOnly(end) ? `${end} 23:59:59` : end;
    if (endedAt >= nowText) continue;
    const trail = typeof row.tr === 'string' ? (JSON.parse(row.tr) as Row[]) : Array.isArray(row.tr) ? (row.tr as Row[]) : [];
    const entry = {
      action: '禁止期届满',
      user: '系统',
      time: endedAt,
      from: t.banned.value,
      fromLabel: t.banned.label,
      to: t.lapsed.value,
      toLabel: t.lapsed.label,
      note: `${dateOnly(end) ? end : end.slice(0, 16)} 到期，自动恢复预约资格`,
    };
    update.run(...[t.lapsed.value, JSON.stringify([...trail, entry]), ...(touched ? [endedAt] : []), row.k]);
    moved++;
  }
  return moved;
}
