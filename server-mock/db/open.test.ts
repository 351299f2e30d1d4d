import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './open';
import { SCHEMA_VERSION } from './schema';

const NOW = Date.UTC(2026, 0, 14, 16);
const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mock-db-'));
  dirs.push(dir);
  return path.join(dir, 'mock.sqlite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const count = (db: ReturnType<typeof openDatabase>['db'], table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('openDatabase', () => {
  it('seeds a new database at the current schema version', () => {
    const { db, seeded } = openDatabase(':memory:', { now: NOW });
    expect(seeded).toBe(true);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(count(db, 'error_reports')).toBe(12);
    expect(count(db, 'enterprise_applications')).toBe(0);
    db.close();
  });

  it('upgrades a version-1 database: adds the new tables and the seeded fault reports, keeps the rest', () => {
    const file = tempFile();
    const first = openDatabase(file, { now: NOW });
    const reports = first.db.prepare('SELECT * FROM error_reports ORDER BY id').all();
    first.db.exec('DROP TABLE error_reports; DROP TABLE enterprise_applications;');
    first.db.pragma('user_version = 1');
    first.db.prepare("UPDATE users SET name = '改过的名字' WHERE account = 'admin'").run();
    first.db.close();

    const again = openDatabase(file, { now: NOW });
    expect(again.seeded).toBe(false);
    expect(again.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(again.db.prepare('SELECT * FROM error_reports ORDER BY id').all()).toEqual(reports);
    expect(count(again.db, 'enterprise_applications')).toBe(0);
    expect(again.db.prepare("SELECT name FROM users WHERE account = 'admin'").get()).toEqual({ name: '改过的名字' });
    again.db.close();

    const third = openDatabase(file, { now: NOW });
    expect(count(third.db, 'error_reports')).toBe(12);
    third.db.close();
  });

  it('upgrades a version-3 database: the seeded dealers get their parks, kept as they are afterwards', () => {
    const file = tempFile();
    const first = openDatabase(file, { now: NOW });
    const parks = first.db.prepare('SELECT * FROM dealer_parks ORDER BY park_id').all();
    expect(parks).toHaveLength(10);
    first.db.exec('DROP TABLE dealer_parks');
    first.db.pragma('user_version = 3');
    first.db.close();

    const again = openDatabase(file, { now: NOW });
    expect(again.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(again.db.prepare('SELECT * FROM dealer_parks ORDER BY park_id').all()).toEqual(parks);
    again.db.prepare("UPDATE dealer_parks SET dealer_id = 'D2006' WHERE park_id = 1001").run();
    again.db.close();

    const third = openDatabase(file, { now: NOW });
    expect(third.db.prepare('SELECT dealer_id FROM dealer_parks WHERE park_id = 1001').get()).toEqual({ dealer_id: 'D2006' });
    third.db.close();
  });
});
