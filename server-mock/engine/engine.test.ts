import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/schema';
import { seed } from '../db/seed';
import type { UserRow } from '../db/users';
import { ok } from '../http/envelope';
import { Router } from '../http/router';
import { createContext } from '../context';
import { mockEngine } from '../testing/mockEngine';
import { seedRowsFromEnv } from './install';
import { formatSeedTime } from './seedValues';
import { formatChinaTime } from '../db/time';
import type { ListBinding } from './types';

const FIXTURE = fileURLToPath(new URL('./testdata/engineFixture.json', import.meta.url));
const NOW = Date.UTC(2026, 0, 14, 16);
const engine = mockEngine({ extraFiles: [FIXTURE] });

function freshDb() {
  const db = new Database(':memory:');
  migrate(db);
  seed(db, { now: NOW });
  return db;
}
const dump = (db: Database.Database, table: string) => db.prepare(`SELECT * FROM "${table}" ORDER BY 1`).all();
const count = (db: Database.Database, table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;

describe('entity models', () => {
  const bulletin = engine.install.models.get('sysBulletin')!;

  it('derive one table per entity from the columns, detail items and form fields, keyed by the rowKey', () => {
    expect(bulletin.table).toBe('ent_sysBulletin');
    expect(bulletin.rowKey).toBe('bulletinId');
    expect(bulletin.fields.map((f) => f.name).sort()).toEqual(
      [
        'attachments',
        'auditTrail',
        'bulletinId',
        'bulletinStatus',
        'category',
        'cityCodes',
        'content',
        'createTime',
        'createUser',
        'dealerTypes',
        'forceRead',
        'provinceCode',
        'title',
        'updateTime',
      ].sort(),
    );
    // The audit view reads a custom endpoint: its items are not columns of the bulletin table.
    expect(bulletin.byName.has('approvalRemark')).toBe(false);
    // A table field is one (JSON) column; its columns describe the rows.
    expect(bulletin.byName.get('attachments')!.columns!.map((c) => [c.field.name, c.field.valueType, c.def.required === true])).toEqual([
      ['name', 'text', true],
      ['url', 'link', false],
    ]);
  });

  it.each([
    ['bulletinId', 'key'],
    ['bulletinStatus', 'number'],
    ['forceRead', 'number'],
    ['category', 'any'],
    ['dealerTypes', 'json'],
    ['attachments', 'json'],
    ['title', 'text'],
    ['updateTime', 'text'],
  ])('store %s as %s', (name, storage) => {
    expect(bulletin.byName.get(name)!.storage).toBe(storage);
  });
});

describe('endpoint bindings', () => {
  const list = engine.generic.find((g) => g.area === 'sysBulletin' && g.name === 'list')!.binding as ListBinding;

  it('take the list filters from the searchable columns with their parameter names and match modes', () => {
    expect(list.filters.map((f) => [f.field.name, f.match, f.params])).toEqual([
      ['title', 'like', ['title']],
      ['category', 'eq', ['category']],
      ['bulletinStatus', 'eq', ['bulletinStatus']],
      ['updateTime', 'range', ['startTime', 'endTime']],
    ]);
    expect([...list.sortable]).toEqual(['updateTime']);
    expect(list.sort).toEqual({ field: 'orderBy', order: 'orderType' });
    expect(list.page).toEqual({ no: 'pageNo', size: 'pageSize' });
    expect(list.defaultSort).toEqual({ field: 'updateTime', descending: true });
  });

  it('find the ids of detail, update and delete where the descriptors put them', () => {
    const idOf = (area: string, name: string) =>
      (engine.generic.find((g) => g.area === area && g.name === name)!.binding as { idFrom: unknown }).idFrom;
    expect(idOf('sysBulletin', 'detail')).toEqual({ in: 'path', name: 'id' });
    expect(idOf('sysBulletin', 'update')).toEqual({ in: 'body', name: 'bulletinId' });
    expect(idOf('sysBulletin', 'delete')).toEqual({ in: 'body', name: 'ids' });
    expect(idOf('engineFixture', 'remove')).toEqual({ in: 'query', name: 'orderIds' });
  });

  it('bind the update of sysBulletin to the form its edit action opens', () => {
    const update = engine.generic.find((g) => g.area === 'sysBulletin' && g.name === 'update')!.binding as { form: { properties: object } };
    expect(Object.keys(update.form.properties)).toEqual([
      'title',
      'category',
      'forceRead',
      'dealerTypes',
      'provinceCode',
      'cityCodes',
      'content',
      'attachments',
    ]);
  });
});

describe('registration', () => {
  it('serves generic endpoints, leaves hand-written ones alone and logs the custom endpoints no module serves', () => {
    const db = freshDb();
    const lines: string[] = [];
    const ctx = {
      ...createContext(db, { quiet: true, engine }),
      log: { info: (...a: unknown[]) => void lines.push(a.join(' ')), error: () => {} },
    };
    engine.installInto(db, { now: NOW });
    const router = new Router<UserRow>();
    // A hand-written module: one generic endpoint it serves itself, two custom ones.
    for (const path of ['/publicity/v2/api/bulletinInfo/dealerBulletinInfos', '/basic/v2/api/sysDicts/findByDicType'])
      router.get(`/api${path}`, () => ok(null));
    router.post('/api/publicity/v2/api/bulletinInfos/readBulletins', () => ok(null));
    const report = engine.register(router, ctx);
    expect(report.generic).toEqual(
      expect.arrayContaining([
        'GET /publicity/v2/api/bulletinInfos',
        'GET /publicity/v2/api/bulletinInfos/{id}',
        'POST /publicity/v2/api/bulletinInfos',
        'PUT /publicity/v2/api/bulletinInfos',
        'DELETE /publicity/v2/api/bulletinInfos',
      ]),
    );
    // The workflow of the document: its transitions and the audit trail's detail are generic too.
    expect(report.generic).toEqual(
      expect.arrayContaining([
        'POST /publicity/v2/api/bulletinInfos/approval',
        'POST /publicity/v2/api/bulletinInfos/submitApproval',
        'POST /publicity/v2/api/bulletinInfos/offline',
        'GET /publicity/v2/api/bulletinInfos/audit/{id}',
        'DELETE /publicity/v2/api/dealerDelete',
      ]),
    );
    expect(report.overridden).toEqual(['GET /publicity/v2/api/bulletinInfo/dealerBulletinInfos']);
    expect(report.custom).toEqual(
      expect.arrayContaining(['POST /publicity/v2/api/bulletinInfos/readBulletins', 'GET /basic/v2/api/sysDicts/findByDicType']),
    );
    // Only that module is registered here: the other areas' custom calls stay unimplemented.
    const unimplemented = report.unimplemented.map((line) => line.replace(/ \(.*\)$/, ''));
    expect(unimplemented).toEqual(
      expect.arrayContaining([
        'GET /dealer/v2/api/parkInfos/chosen',
        'GET /dealer/v2/api/payTypes',
        'POST /fixture/v2/api/orders/recalculate',
        'GET /fixture/v2/api/orders/stats',
      ]),
    );
    expect(unimplemented).not.toContain('POST /publicity/v2/api/bulletinInfos/approval');
    expect(lines.join('\n')).toContain('未实现的 custom 接口（答复“接口未实现”）');
    expect(lines.join('\n')).toContain('POST /fixture/v2/api/orders/recalculate');
    db.close();
  });
});

describe('entity seed', () => {
  it('is deterministic: the same seed and time give identical rows', () => {
    const a = freshDb();
    const b = freshDb();
    engine.installInto(a, { now: NOW });
    engine.installInto(b, { now: NOW });
    for (const table of ['ent_sysBulletin', 'ent_engineFixture', 'bulletin_reads']) expect(dump(a, table)).toEqual(dump(b, table));
    expect(count(a, 'ent_engineFixture')).toBe(60);
    expect(count(a, 'ent_sysBulletin')).toBe(25);
  });

  it('changes with the seed text', () => {
    const a = freshDb();
    const b = freshDb();
    engine.installInto(a, { now: NOW, seed: 'one' });
    engine.installInto(b, { now: NOW, seed: 'two' });
    expect(dump(a, 'ent_engineFixture')).not.toEqual(dump(b, 'ent_engineFixture'));
  });

  it('scales to a row count (curated bulletins first, generated ones after)', () => {
    const db = freshDb();
    engine.installInto(db, { now: NOW, rows: 500 });
    expect(count(db, 'ent_engineFixture')).toBe(500);
    expect(count(db, 'ent_sysBulletin')).toBe(500);
    const generated = db.prepare('SELECT forceRead, content FROM ent_sysBulletin WHERE bulletinId > 25').all() as {
      forceRead: number;
      content: string;
    }[];
    expect(generated).toHaveItemsAllMatching((r) => r.forceRead === 0 && r.content.startsWith('<p>'));
  });

  it('keeps tables that are up to date and rebuilds one whose columns changed', () => {
    const db = freshDb();
    expect(engine.installInto(db, { now: NOW })).toEqual(expect.arrayContaining(['engineFixture', 'sysBulletin']));
    db.prepare('DELETE FROM ent_engineFixture WHERE orderId = 1').run();
    expect(engine.installInto(db, { now: NOW })).toEqual([]);
    expect(count(db, 'ent_engineFixture')).toBe(59);
    db.prepare("UPDATE engine_entities SET signature = 'old' WHERE entity = 'engineFixture'").run();
    expect(engine.installInto(db, { now: NOW })).toEqual(['engineFixture']);
    expect(count(db, 'ent_engineFixture')).toBe(60);
  });

  it('reads SEED_ROWS from the environment', () => {
    expect(seedRowsFromEnv({ SEED_ROWS: '1000000' })).toBe(1_000_000);
    expect(seedRowsFromEnv({})).toBeUndefined();
    expect(() => seedRowsFromEnv({ SEED_ROWS: 'many' })).toThrow(/SEED_ROWS/);
  });
});

describe('entity reset', () => {
  /** Every table the engine fills (records, extension tables, rollups), each as a sorted list of its rows. */
  const engineRows = (db: Database.Database) => {
    const names = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[])
      .map((r) => r.name)
      .filter((name) => name !== 'engine_entities' && name !== 'engine_rollup_builds' && !name.startsWith('sqlite_'));
    return Object.fromEntries(
      names.map((name) => [
        name,
        dump(db, name)
          .map((row) => JSON.stringify(row))
          .sort(),
      ]),
    );
  };
  const write = (db: Database.Database) => {
    db.prepare('DELETE FROM ent_engineFixture WHERE orderId <= 5').run();
    db.prepare("UPDATE ent_sysBulletin SET title = 'changed'").run();
    db.prepare('DELETE FROM ent_parkOrder WHERE rowid % 3 = 0').run();
    db.prepare("INSERT INTO lane_snapshots (device_id, taken_at, plate, svg) VALUES (1, 0, '粤B12345', '<svg/>')").run();
  };
  /** The next key of an AUTOINCREMENT table (its counter restarts with the table). */
  const nextSnapshotId = (db: Database.Database) =>
    Number(
      db.prepare("INSERT INTO lane_snapshots (device_id, taken_at, plate, svg) VALUES (1, 0, '粤B1', '<svg/>')").run().lastInsertRowid,
    );

  it('gives back exactly the rows of a fresh install, rollups included, after writes and twice in a row', () => {
    const fresh = freshDb();
    engine.installInto(fresh, { now: NOW });
    const expected = engineRows(fresh);
    expect(Object.keys(expected).some((name) => name.startsWith('rollup_'))).toBe(true);
    const db = freshDb();
    engine.installInto(db, { now: NOW });
    for (let round = 0; round < 2; round++) {
      write(db);
      expect(engineRows(db)).not.toEqual(expected);
      engine.reset(db, { now: NOW });
      expect(engineRows(db)).toEqual(expected);
    }
    expect(nextSnapshotId(db)).toBe(nextSnapshotId(fresh));
  });

  it('rebuilds the tables of a database file made by another process (mending a column that should not be there)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'engine-reset-'));
    try {
      const file = join(dir, 'mock.sqlite');
      const first = new Database(file);
      migrate(first);
      seed(first, { now: NOW });
      engine.installInto(first, { now: NOW });
      first.exec('ALTER TABLE ent_engineFixture ADD COLUMN stray TEXT');
      first.close();
      const again = new Database(file);
      write(again);
      engine.reset(again, { now: NOW });
      const columns = (again.prepare('PRAGMA table_info(ent_engineFixture)').all() as { name: string }[]).map((c) => c.name);
      expect(columns).not.toContain('stray');
      const fresh = freshDb();
      engine.installInto(fresh, { now: NOW });
      expect(engineRows(again)).toEqual(engineRows(fresh));
      again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('seed time format', () => {
  it('formats like formatChinaTime', () => {
    for (const ms of [0, NOW, NOW - 1000, NOW + 86_399_000, Date.UTC(2025, 11, 31, 15, 59, 59), Date.UTC(2026, 1, 28, 23, 0, 7)])
      expect(formatSeedTime(ms)).toBe(formatChinaTime(ms));
  });
});
