import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { sha256hex } from '../security/hash';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts';
import { migrate, TABLES } from './schema';
import { seed } from './seed';

const NOW = Date.UTC(2026, 0, 14, 16);

function seeded(options: Parameters<typeof seed>[1]) {
  const db = new Database(':memory:');
  migrate(db);
  seed(db, options);
  return db;
}
const dump = (db: Database.Database) => Object.fromEntries(TABLES.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY 1`).all()]));

describe('seed', () => {
  it('is deterministic: two seeds give identical rows', () => {
    expect(dump(seeded({ now: NOW }))).toEqual(dump(seeded({ now: NOW })));
  });

  it('changes with the seed string', () => {
    const a = dump(seeded({ now: NOW, seed: 'a' }));
    const b = dump(seeded({ now: NOW, seed: 'b' }));
    expect(a.backlogs).not.toEqual(b.backlogs);
  });

  it('stores sha256(password + salt) with a per-user salt', () => {
    const db = seeded({ now: NOW });
    const users = db.prepare('SELECT account, salt, password_hash FROM users').all() as {
      account: string;
      salt: string;
      password_hash: string;
    }[];
    expect(users.map((u) => u.account)).toEqual(DEMO_ACCOUNTS.map((a) => a.account));
    expect(new Set(users.map((u) => u.salt)).size).toBe(users.length);
    for (const u of users) expect(u.password_hash).toBe(sha256hex(DEMO_PASSWORD + u.salt));
  });

  it('writes Chinese to-do rows with China-time timestamps before `now`', () => {
    const db = seeded({ now: NOW });
    const rows = db.prepare('SELECT title, create_time FROM backlogs').all() as { title: string; create_time: string }[];
    expect(rows).toHaveLength(40);
    for (const r of rows) {
      expect(r.title).toMatch(/[\u4e00-\u9fa5]/);
      expect(r.create_time < '2026-01-15 00:00:00').toBe(true);
      expect(r.create_time > '2025-12-15 00:00:00').toBe(true);
    }
  });

  it('writes 12 Chinese fault reports, some pending and some handled, with at most 4 pictures', () => {
    const db = seeded({ now: NOW });
    const rows = db.prepare('SELECT error_title, error_content, pic_urls, create_time, status FROM error_reports').all() as {
      error_title: string;
      error_content: string;
      pic_urls: string;
      create_time: string;
      status: number;
    }[];
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.error_title)).size).toBe(12);
    expect(rows.map((r) => r.error_title)).toEqual(expect.arrayContaining(['道闸无法抬杆', '摄像机识别率低']));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 1]));
    for (const r of rows) {
      expect(r.error_content).toMatch(/[\u4e00-\u9fa5]/);
      expect(r.create_time < '2026-01-15 00:00:00').toBe(true);
      expect(r.create_time > '2025-12-15 00:00:00').toBe(true);
      const pics = JSON.parse(r.pic_urls) as unknown[];
      expect(pics.length).toBeLessThanOrEqual(4);
    }
  });
});
