import type Database from 'better-sqlite3';

/**
 * Which user has read which bulletin (per-user state a document cannot declare). The approval workflow and its audit
 * trail are declared in schemas/sysBulletin.json and run by the engine (engine/transitions.ts).
 */
export const BULLETIN_TABLES = [
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
  const rows = db
    .prepare(`SELECT bulletin_id AS id FROM bulletin_reads WHERE user_id = ? AND bulletin_id IN (${marks})`)
    .all(userId, ...bulletinIds) as { id: number }[];
  return new Set(rows.map((r) => r.id));
}

/** Drops the read marks of deleted bulletins. */
export function forgetBulletins(db: Database.Database, bulletinIds: number[]): void {
  if (bulletinIds.length === 0) return;
  const marks = bulletinIds.map(() => '?').join(', ');
  db.prepare(`DELETE FROM bulletin_reads WHERE bulletin_id IN (${marks})`).run(...bulletinIds);
}
