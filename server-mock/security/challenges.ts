import type Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { randomHex, randomId } from './random';

/** A challenge is fetched just before the login it serves: 90 seconds are plenty, and bound a captured one. */
export const CHALLENGE_TTL_MS = 90_000;

/** A login challenge bound to one account: single use, valid 90 seconds. */
export function createChallenge(db: Database.Database, account: string, now: number): { codeKey: string; codeValue: string } {
  const codeKey = randomId();
  const codeValue = randomHex(16);
  db.prepare('DELETE FROM challenges WHERE expires_at <= ?').run(now);
  db.prepare('INSERT INTO challenges (code_key, account, code_value, expires_at) VALUES (?, ?, ?, ?)').run(
    codeKey,
    account,
    codeValue,
    now + CHALLENGE_TTL_MS,
  );
  return { codeKey, codeValue };
}

/** Takes a challenge out (whatever happens next it cannot be used again); null when unknown, used or expired. */
export function consumeChallenge(db: Database.Database, codeKey: unknown, now: number): { account: string; codeValue: string } | null {
  if (typeof codeKey !== 'string' || codeKey === '') return null;
  const row = db.prepare('DELETE FROM challenges WHERE code_key = ? RETURNING account, code_value, expires_at').get(codeKey) as
    { account: string; code_value: string; expires_at: number } | undefined;
  if (!row || row.expires_at <= now) return null;
  return { account: row.account, codeValue: row.code_value };
}

/**
 * The getChallengeCode answer for an account: its salt and a fresh challenge. An unknown account
 * gets a salt derived from its name, stable across calls, so the answer does not reveal whether it exists.
 */
export function issueLoginChallenge(db: Database.Database, account: string, now: number) {
  const user = db.prepare('SELECT salt FROM users WHERE account = ?').get(account) as { salt: string } | undefined;
  const salt = user?.salt ?? createHash('sha256').update(`unknown-account:${account}`).digest('hex').slice(0, 32);
  return { salt, ...createChallenge(db, account, now) };
}
