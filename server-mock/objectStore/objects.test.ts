import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { objectsRootOf, removeTempObjectFolders } from './dataDir';
import { findObject, readObject, saveObject } from './objects';
import { ensureObjectStoreTables } from './tables';
import { SAMPLE, sha256Of } from '../testing/uploadFiles';

const NOW = Date.UTC(2026, 0, 15);
const folder = mkdtempSync(path.join(os.tmpdir(), 'objects-test-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  removeTempObjectFolders();
});

function open(file: string) {
  const db = new Database(file);
  ensureObjectStoreTables(db);
  return db;
}

describe('the data directory', () => {
  it('is <folder of the SQLite file>/objects for a database file', async () => {
    const db = open(path.join(folder, 'mock.sqlite'));
    expect(objectsRootOf(db)).toBe(path.join(folder, 'objects'));
    await saveObject(db, 'oss', 'console/20260115/a1.png', SAMPLE.png, NOW);
    expect(readFileSync(path.join(folder, 'objects', 'oss', 'console', '20260115', 'a1.png')).equals(SAMPLE.png)).toBe(true);
    db.close();
  });

  it('is a fresh temp folder for each in-memory database', () => {
    const a = open(':memory:');
    const b = open(':memory:');
    expect(objectsRootOf(a).startsWith(os.tmpdir())).toBe(true);
    expect(objectsRootOf(a)).not.toBe(objectsRootOf(b));
    expect(objectsRootOf(a)).toBe(objectsRootOf(a));
    a.close();
    b.close();
  });
});

describe('saveObject / readObject', () => {
  const db = open(':memory:');

  it('keeps the bytes on disk and the metadata (content type by extension, size, sha256, time) in SQLite', async () => {
    await saveObject(db, 's3', 'console/20260115/x.webp', SAMPLE.webp, NOW);
    expect(findObject(db, 's3', 'console/20260115/x.webp')).toEqual({
      contentType: 'image/webp',
      size: SAMPLE.webp.length,
      sha256: sha256Of(SAMPLE.webp),
      createTime: '2026-01-15 08:00:00',
    });
    expect((await readObject(db, 's3', 'console/20260115/x.webp'))?.bytes.equals(SAMPLE.webp)).toBe(true);
    expect(await readObject(db, 'oss', 'console/20260115/x.webp')).toBeNull();
  });

  it('serves a .bmp as image/bmp and an unknown extension as bytes', async () => {
    await saveObject(db, 'fileServer', 'b.bmp', SAMPLE.bmp, NOW);
    await saveObject(db, 'fileServer', 'c.xyz', SAMPLE.zip, NOW);
    expect(findObject(db, 'fileServer', 'b.bmp')?.contentType).toBe('image/bmp');
    expect(findObject(db, 'fileServer', 'c.xyz')?.contentType).toBe('application/octet-stream');
  });

  it.each(['../escape.png', 'a/../../b.png', '/abs.png', ''])('refuses to write the key %j', async (key) => {
    await expect(saveObject(db, 'oss', key, SAMPLE.png, NOW)).rejects.toThrow();
    expect(existsSync(path.join(objectsRootOf(db), 'escape.png'))).toBe(false);
  });
});
