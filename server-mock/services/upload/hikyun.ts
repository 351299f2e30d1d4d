import type Database from 'better-sqlite3';
import path from 'node:path';
import type { FileReply, Reply } from '../../http/reply';
import { ERR, fail, ok, type Envelope } from '../../http/envelope';
import { contentTypeOf } from '../../http/staticFiles';
import { formatChinaTime } from '../../db/time';
import { contentMatchesExtension, IMAGE_EXTENSIONS, IMAGE_UPLOAD_EXTENSIONS } from '../../objectStore/sniff';
import { attachmentDisposition } from '../../http/contentDisposition';
import { randomHex } from '../../security/random';
import type { MockContext } from '../../context';
import { currentUser, type RegisterService } from '../types';
import { badRequest } from '../../engine/requestParts';
import type { UploadForm } from '../../http/multipart';

/**
 * A minimal generic upload (spec §7 "Upload"): `POST /basic/v2/api/hikyun/upload`, multipart with `file` and `type`,
 * answers the public address of the stored file as `data`. Files (at most 10 MB) are kept as blobs in SQLite — the
 * table survives `/__mock/reset`, and only the newest UPLOAD_KEEP files are kept — and served back at
 * `GET /basic/v2/api/hikyun/files/{fileId}` without a token (an <img> sends none).
 */
const BASE = '/api/basic/v2/api/hikyun';
export const UPLOAD_PATH = `${BASE}/upload`;
export const FILES_PATH = `${BASE}/files`;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_KEEP = 200;
/** The refusal of a file whose content is not what its extension (or the upload type) says. */
export const CONTENT_MISMATCH_MSG = '文件内容与扩展名不符';

const CREATE_TABLE = `
CREATE TABLE IF NOT EXISTS hikyun_uploads (
  file_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  type INTEGER NOT NULL,
  user_id TEXT NOT NULL,
  create_time TEXT NOT NULL,
  bytes BLOB NOT NULL
)`;

export const ensureUploadTable = (db: Database.Database) => db.exec(CREATE_TABLE);

/** Keeps the file name's extension (lowercase, letters and digits only) so the served address says what it is. */
const extensionOf = (name: string) => {
  const ext = path.extname(name).toLowerCase();
  return /^\.[a-z0-9]{1,8}$/.test(ext) ? ext : '';
};

/** Stores the `file` of an upload form whose `type` is 1 (an image) or 2 (another file). */
export async function storeUpload(ctx: MockContext, userId: string, form: UploadForm | 'notMultipart' | 'tooLarge'): Promise<Envelope> {
  if (form === 'notMultipart') return badRequest('上传内容格式错误，请使用 multipart/form-data');
  if (form === 'tooLarge') return badRequest('文件大小不能超过10M');
  if (!form.file) return badRequest('请选择要上传的文件');
  const type = (form.fields.type ?? '').trim();
  if (type !== '1' && type !== '2') return badRequest('上传类型只能为图片或其他文件');
  const { name, bytes } = form.file;
  if (bytes.length === 0) return badRequest('文件不能为空');
  const ext = extensionOf(name);
  // Every type: the content must be what the extension says (no SVG, HTML or program renamed .png, no HTML renamed
  // .txt); an image (type 1) must also carry an image extension (HTML named x.png.html is not an image).
  if (type === '1' && !IMAGE_UPLOAD_EXTENSIONS.has(ext)) return badRequest(CONTENT_MISMATCH_MSG);
  if (!(await contentMatchesExtension(ext, bytes))) return badRequest(CONTENT_MISMATCH_MSG);
  const fileId = `UP${randomHex(12)}${ext}`;
  const { db } = ctx;
  db.transaction(() => {
    db.prepare(
      'INSERT INTO hikyun_uploads (file_id, name, content_type, size, type, user_id, create_time, bytes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(fileId, name, contentTypeOf(fileId), bytes.length, Number(type), userId, formatChinaTime(ctx.now()), bytes);
    db.prepare('DELETE FROM hikyun_uploads WHERE rowid NOT IN (SELECT rowid FROM hikyun_uploads ORDER BY rowid DESC LIMIT ?)').run(
      UPLOAD_KEEP,
    );
  })();
  return ok(`${FILES_PATH}/${fileId}`);
}

/**
 * A stored file; sandboxed and never sniffed, so an uploaded SVG or HTML cannot run script on the console's origin.
 * Only raster images (png, jpg, gif, bmp, webp) are shown in place; every other file is a download
 * (`Content-Disposition: attachment` with its uploaded name).
 */
export function serveUpload(db: Database.Database, fileId: string): FileReply | Reply {
  const row = db.prepare('SELECT name, content_type, bytes FROM hikyun_uploads WHERE file_id = ?').get(fileId) as
    { name: string; content_type: string; bytes: Buffer } | undefined;
  if (!row) return { status: 404, body: fail(ERR.recordNotFound[0], ERR.recordNotFound[1]) };
  const inline = Object.hasOwn(IMAGE_EXTENSIONS, extensionOf(fileId));
  return {
    status: 200,
    bytes: row.bytes,
    contentType: row.content_type,
    headers: {
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
      ...(inline ? {} : { 'Content-Disposition': attachmentDisposition(row.name, fileId) }),
    },
  };
}

export const registerHikyunUpload: RegisterService = (router, ctx) => {
  ensureUploadTable(ctx.db);
  router.post(UPLOAD_PATH, (req) => storeUpload(ctx, currentUser(req).user_id, req.body as Parameters<typeof storeUpload>[2]), {
    upload: { maxFileBytes: UPLOAD_MAX_BYTES },
  });
  router.get(`${FILES_PATH}/{fileId}`, (req) => serveUpload(ctx.db, req.params.fileId), { public: true, asset: true });
};
