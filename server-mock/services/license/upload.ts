import type Database from 'better-sqlite3';
import { readObject, type StoreName } from '../../objectStore/objects';
import { FILE_SERVER_FILES_PATH, keyOfPath, OSS_BUCKET_PATH, S3_BUCKET_PATH } from '../../objectStore/urls';
import { FILES_PATH } from '../upload/hikyun';

/** Where an uploaded file's address points: one of the simulated stores and its key, or a generic upload. */
type UploadLocation = { store: StoreName; key: string } | { hikyun: string };

const HIKYUN_PREFIX = `${FILES_PATH}/`;

/**
 * The stored file an upload address names — the address the console's upload flows answer (OSS presigned GET, S3
 * object address, file server address, or the generic hikyun upload): only its path counts, so any host works.
 */
export function locateUpload(address: string): UploadLocation | null {
  let pathname: string;
  try {
    pathname = new URL(address, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const stores: [string, StoreName][] = [
    [`${OSS_BUCKET_PATH}/`, 'oss'],
    [`${S3_BUCKET_PATH}/`, 's3'],
    [`${FILE_SERVER_FILES_PATH}/`, 'fileServer'],
  ];
  for (const [prefix, store] of stores) {
    const key = keyOfPath(pathname, prefix);
    if (key) return { store, key };
  }
  const fileId = keyOfPath(pathname, HIKYUN_PREFIX);
  return fileId ? { hikyun: fileId } : null;
}

/** The bytes of an uploaded file, or null when the address names no stored file. */
export async function readUploadedFile(db: Database.Database, address: string): Promise<Buffer | null> {
  const location = locateUpload(address);
  if (!location) return null;
  if ('hikyun' in location) {
    const row = db.prepare('SELECT bytes FROM hikyun_uploads WHERE file_id = ?').get(location.hikyun) as { bytes: Buffer } | undefined;
    return row ? Buffer.from(row.bytes) : null;
  }
  const object = await readObject(db, location.store, location.key);
  return object ? object.bytes : null;
}
