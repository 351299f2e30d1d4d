import type Database from 'better-sqlite3';
import { randomDigits, randomHex } from './random';

/** SMS codes (6 digits, 5 minutes), password-reset keys (single use, 10 minutes) and login tickets (single use, 5 minutes). */
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const RESET_KEY_TTL_MS = 10 * 60_000;
export const TICKET_TTL_MS = 5 * 60_000;

export function issueSmsCode(db: Database.Database, account: string, now: number): string {
  const code = randomDigits(6);
  db.prepare('INSERT OR REPLACE INTO sms_codes (account, code, expires_at) VALUES (?, ?, ?)').run(account, code, now + SMS_CODE_TTL_MS);
  return code;
}

export function lastSmsCode(db: Database.Database, account: string): string | null {
  const row = db.prepare('SELECT code FROM sms_codes WHERE account = ?').get(account) as { code: string } | undefined;
  return row?.code ?? null;
}

/** True when `code` is the live SMS code of the account; a right code is used up. */
export function consumeSmsCode(db: Database.Database, account: string, code: unknown, now: number): boolean {
  if (typeof code !== 'string') return false;
  const row = db.prepare('SELECT code, expires_at FROM sms_codes WHERE account = ?').get(account) as
    { code: string; expires_at: number } | undefined;
  if (!row || row.expires_at <= now || row.code !== code.trim()) return false;
  db.prepare('DELETE FROM sms_codes WHERE account = ?').run(account);
  return true;
}

export function issueResetKey(db: Database.Database, account: string, now: number): string {
  const key = randomHex(16);
  db.prepare('INSERT INTO reset_keys (reset_key, account, expires_at) VALUES (?, ?, ?)').run(key, account, now + RESET_KEY_TTL_MS);
  return key;
}

export function consumeResetKey(db: Database.Database, key: unknown, now: number): string | null {
  if (typeof key !== 'string' || key === '') return null;
  const row = db.prepare('DELETE FROM reset_keys WHERE reset_key = ? RETURNING account, expires_at').get(key) as
    { account: string; expires_at: number } | undefined;
  return row && row.expires_at > now ? row.account : null;
}

export function issueTicket(db: Database.Database, account: string, now: number): string {
  const ticket = randomHex(16);
  db.prepare('INSERT INTO tickets (ticket, account, expires_at) VALUES (?, ?, ?)').run(ticket, account, now + TICKET_TTL_MS);
  return ticket;
}

export function consumeTicket(db: Database.Database, ticket: unknown, now: number): string | null {
  if (typeof ticket !== 'string' || ticket === '') return null;
  const row = db.prepare('DELETE FROM tickets WHERE ticket = ? RETURNING account, expires_at').get(ticket) as
    { account: string; expires_at: number } | undefined;
  return row && row.expires_at > now ? row.account : null;
}
