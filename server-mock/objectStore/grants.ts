import type Database from 'better-sqlite3';
import { randomHex } from '../security/random';

/** A file-server upload token lives 5 minutes and serves one upload. */
export const FILE_TOKEN_TTL_MS = 5 * 60_000;

type GrantKind = 'ossPolicy' | 'fileToken';

function grant(db: Database.Database, kind: GrantKind, value: string, expiresAt: number, now: number) {
  db.prepare('DELETE FROM object_store_grants WHERE expires_at <= ?').run(now);
  db.prepare('INSERT OR REPLACE INTO object_store_grants (kind, value, expires_at) VALUES (?, ?, ?)').run(kind, value, expiresAt);
}

/** Remembers an OSS policy handed out by getOSSParam, so getServerSign signs only the mock's own live policies. */
export function recordPolicy(db: Database.Database, policy: string, expiresAt: number, now: number): void {
  grant(db, 'ossPolicy', policy, expiresAt, now);
}

export function isLivePolicy(db: Database.Database, policy: string, now: number): boolean {
  if (policy === '') return false;
  const row = db.prepare("SELECT expires_at FROM object_store_grants WHERE kind = 'ossPolicy' AND value = ?").get(policy) as
    { expires_at: number } | undefined;
  return row !== undefined && row.expires_at > now;
}

/** A new file-server token: 32 random hex characters. */
export function issueFileToken(db: Database.Database, now: number): { token: string; expiresAt: number } {
  const token = randomHex(16);
  const expiresAt = now + FILE_TOKEN_TTL_MS;
  grant(db, 'fileToken', token, expiresAt, now);
  return { token, expiresAt };
}

/** True when `token` is a live file-server token; it is used up by this call whatever the upload's outcome. */
export function consumeFileToken(db: Database.Database, token: string, now: number): boolean {
  if (token === '') return false;
  const row = db.prepare("DELETE FROM object_store_grants WHERE kind = 'fileToken' AND value = ? RETURNING expires_at").get(token) as
    { expires_at: number } | undefined;
  return row !== undefined && row.expires_at > now;
}
