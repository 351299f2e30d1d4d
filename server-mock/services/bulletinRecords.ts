import type Database from 'better-sqlite3';

/** The approval history of bulletins (one row per submission) and which user has read which bulletin. */
export const BULLETIN_TABLES = [
  {
    name: 'bulletin_approvals',
    ddl: `CREATE TABLE bulletin_approvals (
      id INTEGER PRIMARY KEY,
      bulletin_id INTEGER NOT NULL,
      submit_user TEXT NOT NULL,
      submit_time TEXT NOT NULL,
      approval_status INTEGER,
      approval_user TEXT,
      approval_time TEXT,
      approval_remark TEXT
    );
    CREATE INDEX bulletin_approvals_bulletin ON bulletin_approvals(bulletin_id, id DESC);`,
  },
  {
    name: 'bulletin_reads',
    ddl: `CREATE TABLE bulletin_reads (
      user_id TEXT NOT NULL,
      bulletin_id INTEGER NOT NULL,
      read_time TEXT NOT NULL,
      PRIMARY KEY (user_id, bulletin_id)
    );`,
  },
];

/** One entry of 审核记录 as the audit view reads it. */
export interface ApprovalEntry {
  submitUser: string;
  submitTime: string;
  approvalStatus: number | null;
  approvalUser: string | null;
  approvalTime: string | null;
  approvalRemark: string | null;
}

export function recordSubmission(db: Database.Database, bulletinId: number, user: string, time: string): void {
  db.prepare('INSERT INTO bulletin_approvals (bulletin_id, submit_user, submit_time) VALUES (?, ?, ?)').run(bulletinId, user, time);
}

/** Writes the decision on the latest open submission (one is added when there is none). */
export function recordDecision(db: Database.Database, bulletinId: number, decision: { status: number; user: string; time: string; remark: string | null }): void {
  const open = db
    .prepare('SELECT id FROM bulletin_approvals WHERE bulletin_id = ? AND approval_status IS NULL ORDER BY id DESC LIMIT 1')
    .get(bulletinId) as { id: number } | undefined;
  const id = open?.id ?? Number(db.prepare('INSERT INTO bulletin_approvals (bulletin_id, submit_user, submit_time) VALUES (?, ?, ?)').run(bulletinId, decision.user, decision.time).lastInsertRowid);
  db.prepare('UPDATE bulletin_approvals SET approval_status = ?, approval_user = ?, approval_time = ?, approval_remark = ? WHERE id = ?').run(
    decision.status,
    decision.user,
    decision.time,
    decision.remark,
    id,
  );
}

/** The history of one bulletin, newest first. */
export function approvalHistory(db: Database.Database, bulletinId: number): ApprovalEntry[] {
  return db
    .prepare(
      `SELECT submit_user AS submitUser, submit_time AS submitTime, approval_status AS approvalStatus, approval_user AS approvalUser,
        approval_time AS approvalTime, approval_remark AS approvalRemark
       FROM bulletin_approvals WHERE bulletin_id = ? ORDER BY id DESC`,
    )
    .all(bulletinId) as ApprovalEntry[];
}

export function markRead(db: Database.Database, userId: string, bulletinIds: number[], time: string): void {
  const insert = db.prepare('INSERT OR IGNORE INTO bulletin_reads (user_id, bulletin_id, read_time) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const id of bulletinIds) insert.run(userId, id, time);
  })();
}

/** Which of these bulletins the user has read. */
export function readIds(db: Database.Database, userId: string, bulletinIds: number[]): Set<number> {
  if (bulletinIds.length === 0) return new Set();
  const marks = bulletinIds.map(() => '?').join(', ');
  const rows = db.prepare(`SELECT bulletin_id AS id FROM bulletin_reads WHERE user_id = ? AND bulletin_id IN (${marks})`).all(userId, ...bulletinIds) as { id: number }[];
  return new Set(rows.map((r) => r.id));
}

/** Drops the history and read marks of deleted bulletins. */
export function forgetBulletins(db: Database.Database, bulletinIds: number[]): void {
  if (bulletinIds.length === 0) return;
  const marks = bulletinIds.map(() => '?').join(', ');
  db.prepare(`DELETE FROM bulletin_approvals WHERE bulletin_id IN (${marks})`).run(...bulletinIds);
  db.prepare(`DELETE FROM bulletin_reads WHERE bulletin_id IN (${marks})`).run(...bulletinIds);
}
