import type Database from 'better-sqlite3';
import { findUserById, type UserRow } from '../db/users';
import { randomHex } from './random';

export const SESSION_TTL_MS = 12 * 3600_000;

/** Opens a session: a random 32-byte hex token valid for 12 hours. */
export function createSession(db: Database.Database, userId: string, now: number): string {
  const token = randomHex(32);
  db.prepare('INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    token,
    userId,
    now,
    now + SESSION_TTL_MS,
  );
  return token;
}

/** The user of a live token, or null (an expired session is removed). */
export function sessionUser(db: Database.Database, token: string | null | undefined, now: number): UserRow | null {
  if (!token) return null;
  const row = db.prepare('SELECT user_id, expires_at FROM sessions WHERE token = ?').get(token) as
    { user_id: string; expires_at: number } | undefined;
  if (!row) return null;
  if (row.expires_at <= now) {
    db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
    return null;
  }
  return findUserById(db, row.user_id);
}

export function deleteSession(db: Database.Database, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
}

export function deleteUserSessions(db: Database.Database, userId: string): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
}
