import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consumeFileToken, FILE_TOKEN_TTL_MS, isLivePolicy, issueFileToken, recordPolicy } from './grants';
import { ensureObjectStoreTables } from './tables';

const NOW = Date.UTC(2026, 0, 15);
let db: Database.Database;
beforeEach(() => {
  db = new Database(':memory:');
  ensureObjectStoreTables(db);
});
afterEach(() => db.close());

describe('file-server tokens', () => {
  it('are 32 hex characters, valid 5 minutes', () => {
    const { token, expiresAt } = issueFileToken(db, NOW);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(expiresAt).toBe(NOW + FILE_TOKEN_TTL_MS);
  });

  it('serve one upload only', () => {
    const { token } = issueFileToken(db, NOW);
    expect(consumeFileToken(db, token, NOW + 1000)).toBe(true);
    expect(consumeFileToken(db, token, NOW + 2000)).toBe(false);
  });

  it.each([
    ['at the last millisecond', FILE_TOKEN_TTL_MS - 1, true],
    ['at expiry', FILE_TOKEN_TTL_MS, false],
    ['later', FILE_TOKEN_TTL_MS + 60_000, false],
  ])('used %s: %s', (_label, after, expected) => {
    const { token } = issueFileToken(db, NOW);
    expect(consumeFileToken(db, token, NOW + after)).toBe(expected);
  });

  it('refuse an unknown or empty token and a policy passed as a token', () => {
    recordPolicy(db, 'cG9saWN5', NOW + 60_000, NOW);
    expect(consumeFileToken(db, 'cG9saWN5', NOW)).toBe(false);
    expect(consumeFileToken(db, '0'.repeat(32), NOW)).toBe(false);
    expect(consumeFileToken(db, '', NOW)).toBe(false);
  });
});

describe('issued OSS policies', () => {
  it('are live until they expire and unknown ones never are', () => {
    recordPolicy(db, 'cG9saWN5', NOW + 300_000, NOW);
    expect(isLivePolicy(db, 'cG9saWN5', NOW + 299_999)).toBe(true);
    expect(isLivePolicy(db, 'cG9saWN5', NOW + 300_000)).toBe(false);
    expect(isLivePolicy(db, 'b3RoZXI=', NOW)).toBe(false);
    expect(isLivePolicy(db, '', NOW)).toBe(false);
  });

  it('expired grants are pruned when new ones are issued', () => {
    recordPolicy(db, 'old', NOW + 1000, NOW);
    issueFileToken(db, NOW + 5000);
    expect(db.prepare("SELECT COUNT(*) AS n FROM object_store_grants WHERE value = 'old'").get()).toEqual({ n: 0 });
  });
});
