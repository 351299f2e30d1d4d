/**
 * 名单优先级 (queryListPriority / saveListPriority) and the 催缴名单 it orders: the arrears plates that reach the
 * thresholds and were not reminded within the interval, in-park ones first when asked, then by the sort rule.
 */
import type Database from 'better-sqlite3';
import { formatChinaTime, startOfChinaDay } from '../../db/time';
import { LIST_PRIORITY_TABLE } from './seed';
import type { EntityStore } from '../../engine/store';
import { allConditions, whereClause, type ExtraConditions } from '../../engine/filters';

export interface ListPriority {
  /** 起催金额, yuan. */
  minArrearsMoney: number;
  /** 起催笔数. */
  minArrearsCount: number;
  /** 排序规则: 1 欠费金额从高到低, 2 欠费笔数从多到少, 3 最近入场优先. */
  priorityRule: number;
  /** 在场车辆优先: 1 是, 0 否. */
  parkingFirst: number;
  /** 每日催缴上限（辆）: the most plates one 一键催缴 reminds. */
  dailyLimit: number;
  /** 同一车辆催缴间隔（天）: a plate reminded since 00:00 of (today − interval + 1) is not reminded again. */
  remindInterval: number;
}

export const DEFAULT_LIST_PRIORITY: ListPriority = {
  minArrearsMoney: 10,
  minArrearsCount: 1,
  priorityRule: 1,
  parkingFirst: 1,
  dailyLimit: 500,
  remindInterval: 1,
};

/** The settings of a saveListPriority body the 名单优先级 form's rules have accepted (engine.inputCheck). */
export function listPriorityOf(body: Record<string, unknown>): ListPriority {
  const out = { ...DEFAULT_LIST_PRIORITY };
  for (const name of Object.keys(out) as (keyof ListPriority)[]) out[name] = Number(body[name]);
  return out;
}

const ensureTable = (db: Database.Database) =>
  db.exec(`CREATE TABLE IF NOT EXISTS ${LIST_PRIORITY_TABLE} (id INTEGER PRIMARY KEY CHECK (id = 1), settings TEXT NOT NULL)`);

export function readListPriority(db: Database.Database): ListPriority {
  ensureTable(db);
  const row = db.prepare(`SELECT settings FROM ${LIST_PRIORITY_TABLE} WHERE id = 1`).get() as { settings: string } | undefined;
  return row ? { ...DEFAULT_LIST_PRIORITY, ...(JSON.parse(row.settings) as Partial<ListPriority>) } : { ...DEFAULT_LIST_PRIORITY };
}

export function writeListPriority(db: Database.Database, settings: ListPriority): void {
  ensureTable(db);
  db.prepare(`INSERT OR REPLACE INTO ${LIST_PRIORITY_TABLE} (id, settings) VALUES (1, ?)`).run(JSON.stringify(settings));
}

/** SQL over the arrears plates: which reach the thresholds, which were reminded within the interval, and the order. */
export function remindSql(store: EntityStore, settings: ListPriority, now: number) {
  const c = (name: string) => store.col(name);
  const cutoff = formatChinaTime(startOfChinaDay(now) - (settings.remindInterval - 1) * 86_400_000);
  const candidate = `${c('arrearsMoney')} > 0 AND ${c('arrearsMoney')} >= ? AND ${c('arrearsCount')} >= ?`;
  const reminded = `(${c('lastRemindTime')} IS NOT NULL AND ${c('lastRemindTime')} >= ?)`;
  const rule =
    settings.priorityRule === 2
      ? `${c('arrearsCount')} DESC, ${c('arrearsMoney')} DESC`
      : settings.priorityRule === 3
        ? `${c('lastInTime')} DESC`
        : `${c('arrearsMoney')} DESC`;
  return {
    candidate,
    candidateArgs: [settings.minArrearsMoney, settings.minArrearsCount],
    reminded,
    remindedArgs: [cutoff],
    order: `ORDER BY ${settings.parkingFirst === 1 ? `${c('isParking')} DESC, ` : ''}${rule}, ${c(store.model.rowKey)} ASC`,
  };
}

/** Counts and the first `limit` plates of the 催缴名单 (remindable: a candidate not reminded within the interval). */
export function remindable(store: EntityStore, settings: ListPriority, now: number, extra: ExtraConditions = { sql: [], args: [] }) {
  const s = remindSql(store, settings, now);
  const where = `WHERE ${[s.candidate, `NOT ${s.reminded}`, ...extra.sql].join(' AND ')}`;
  const args = [...s.candidateArgs, ...s.remindedArgs, ...extra.args];
  return {
    count: () => store.count(where, args),
    rows: (limit: number, offset = 0) => store.select(where, [...args, limit, offset], `${s.order} LIMIT ? OFFSET ?`),
  };
}

/** The numbers 一键催缴 checks first. */
/** The figures of 一键催缴 over the plates a caller reaches (`own`: the data scope's condition, engine/dataScope.ts). */
export function remindAllCheck(store: EntityStore, settings: ListPriority, now: number, own: ExtraConditions = { sql: [], args: [] }) {
  const s = remindSql(store, settings, now);
  const ownSql = own.sql.map((c) => ` AND ${c}`).join('');
  const candidates = `WHERE ${s.candidate}${ownSql}`;
  const open = remindable(store, settings, now, own);
  const remindableCount = open.count();
  const noPhone = { sql: [`(${store.col('phone')} IS NULL OR ${store.col('phone')} = '')`], args: [] };
  const phoneless = remindable(store, settings, now, allConditions(noPhone, own)).count();
  const willRemind = Math.min(remindableCount, settings.dailyLimit);
  return {
    arrearsPlateCount: store.count(whereClause(own), own.args),
    remindableCount,
    remindedCount: store.count(`${candidates} AND ${s.reminded}`, [...s.candidateArgs, ...own.args, ...s.remindedArgs]),
    noPhoneCount: phoneless,
    allowed: remindableCount > 0 ? 1 : 0,
    remindInterval: settings.remindInterval,
    dailyLimit: settings.dailyLimit,
    tip: remindableCount > 0 ? `将按名单优先级催缴 ${willRemind} 辆欠费车辆` : NOTHING_TO_REMIND,
  };
}

export const NOTHING_TO_REMIND = '催缴间隔内已对全部欠费车辆催缴，暂无可催缴车辆';
