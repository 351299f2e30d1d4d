import type Database from 'better-sqlite3';
import { findUserById, type UserRow } from '../db/users';
import { randomHex } from './random';

export const SESSION_TTL_MS = 12 * 3600_000;
/** A session's last use is written at most this often (every call would be a write). */
const TOUCH_EVERY_MS = 30_000;

/** Opens a session: a random 32-byte hex token valid for 12 hours at most. */
export function createSession(db: Database.Database, userId: string, now: number): string {
  const token = randomHex(32);
  db.prepare('INSERT INTO sessions (token, user_id, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?)').run(
    token,
    userId,
    now,
    now + SESSION_TTL_MS,
    now,
  );
  return token;
}

/**
 * The user of a live token, or null: a session past its 12 hours, or unused for longer than `idleMs` (安全设置's
 * idle timeout), is removed. Each use moves its last use forward.
 */
export function sessionUser(db: Database.Database, token: string | null | undefined, now: number, idleMs = Infinity): UserRow | null {
  if (!token) return null;
  const row = db.prepare('SELECT user_id, expires_at, last_seen_at FROM sessions WHERE token = ?').get(token) as
    { user_id: string; expires_at: number; last_seen_at: number } | undefined;
  if (!row) return null;
  if (row.expires_at <= now || now - row.last_seen_at > idleMs) {
    db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
    return null;
  }
  if (now - row.last_seen_at >= TOUCH_EVERY_MS) db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token = ?').run(now, token);
  return findUserById(db, row.user_id);
}

/** The idle timeout of a policy in milliseconds. */
export const idleMsOf = (policy: { idleTimeoutMinutes: number }) => policy.idleTimeoutMinutes * 60_000;

export function deleteSession(db: Database.Database, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
}

export function deleteUserSessions(db: Database.Database, userId: string): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
}
