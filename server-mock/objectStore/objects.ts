import type Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatChinaTime } from '../db/time';
import { contentTypeOf } from '../http/staticFiles';
import { randomHex } from '../security/random';
import { objectsRootOf } from './dataDir';
import { isSafeKey } from './keys';

/** The three simulated hosts: the OSS bucket, the S3 bucket, the platform's file server. */
export type StoreName = 'oss' | 's3' | 'fileServer';

export interface StoredObject {
  contentType: string;
  size: number;
  sha256: string;
  createTime: string;
}

/** The content type served for a key: by its extension (never what the uploader claimed). */
export const contentTypeOfKey = (key: string) => (path.extname(key).toLowerCase() === '.bmp' ? 'image/bmp' : contentTypeOf(key));

/** The file of a key on disk; throws when the key could leave its store's folder. */
function fileOf(db: Database.Database, store: StoreName, key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe object key ${JSON.stringify(key)}`);
  const base = path.resolve(objectsRootOf(db), store);
  const file = path.resolve(base, ...key.split('/'));
  if (!file.startsWith(base + path.sep)) throw new Error(`object key leaves its store: ${key}`);
  return file;
}

/** Writes the bytes under `<objects>/<store>/<key>` (through a temp file and a rename) and records their metadata. */
export async function saveObject(db: Database.Database, store: StoreName, key: string, bytes: Buffer, now: number): Promise<StoredObject> {
  const file = fileOf(db, store, key);
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomHex(6)}.part`;
  await writeFile(temp, bytes);
  await rename(temp, file);
  const object: StoredObject = {
    contentType: contentTypeOfKey(key),
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    createTime: formatChinaTime(now),
  };
  db.prepare(
    'INSERT OR REPLACE INTO object_store_objects (store, key, content_type, size, sha256, create_time) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(store, key, object.contentType, object.size, object.sha256, object.createTime);
  return object;
}

/** The metadata of a stored object, or null. */
export function findObject(db: Database.Database, store: StoreName, key: string): StoredObject | null {
  const row = db
    .prepare('SELECT content_type, size, sha256, create_time FROM object_store_objects WHERE store = ? AND key = ?')
    .get(store, key) as { content_type: string; size: number; sha256: string; create_time: string } | undefined;
  return row ? { contentType: row.content_type, size: row.size, sha256: row.sha256, createTime: row.create_time } : null;
}

/** A stored object with its bytes, or null when it was never stored (or its file is gone). */
export async function readObject(db: Database.Database, store: StoreName, key: string): Promise<(StoredObject & { bytes: Buffer }) | null> {
  if (!isSafeKey(key)) return null;
  const object = findObject(db, store, key);
  if (!object) return null;
  try {
    return { ...object, bytes: await readFile(fileOf(db, store, key)) };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
