import type Database from 'better-sqlite3';
import path from 'node:path';
import type { FileReply, Reply } from '../../http/reply';
import { ERR, fail, ok, type Envelope } from '../../http/envelope';
import { contentTypeOf } from '../../http/staticFiles';
import { formatChinaTime } from '../../db/time';
import { contentMatchesExtension } from '../../objectStore/sniff';
import { randomHex } from '../../security/random';
import type { MockContext } from '../../context';
import { currentUser, type RegisterService } from '../types';
import { badRequest } from '../../engine/requestParts';

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
/** Room for the multipart envelope (boundaries, part headers, the `type` field) around a 10 MB file. */
const MULTIPART_OVERHEAD = 64 * 1024;
export const UPLOAD_KEEP = 200;

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

/** Reads `file` and `type` of a multipart body (Node's own FormData parser). */
async function readUpload(raw: Buffer, contentType: string): Promise<{ file: File; type: string } | string> {
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return '请使用 multipart/form-data 上传文件';
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return '上传内容格式错误';
  }
  const file = form.get('file');
  if (!(file instanceof Blob) || typeof (file as File).name !== 'string') return '请选择要上传的文件';
  const type = form.get('type');
  return { file: file as File, type: typeof type === 'string' ? type.trim() : '' };
}

/** Keeps the file name's extension (lowercase, letters and digits only) so the served address says what it is. */
const extensionOf = (name: string) => {
  const ext = path.extname(name).toLowerCase();
  return /^\.[a-z0-9]{1,8}$/.test(ext) ? ext : '';
};

export async function storeUpload(ctx: MockContext, userId: string, raw: unknown, contentType: string): Promise<Envelope> {
  if (!Buffer.isBuffer(raw) || raw.length === 0) return badRequest('请选择要上传的文件');
  const upload = await readUpload(raw, contentType);
  if (typeof upload === 'string') return badRequest(upload);
  const { file, type } = upload;
  if (type !== '1' && type !== '2') return badRequest('type 应为 1（图片）或 2（其他文件）');
  if (file.size === 0) return badRequest('文件不能为空');
  if (file.size > UPLOAD_MAX_BYTES) return badRequest('文件大小不能超过10M');
  const ext = extensionOf(file.name);
  const bytes = Buffer.from(await file.arrayBuffer());
  // An image (type 1) named .png/.jpg/.jpeg/.gif/.bmp/.webp must hold that kind of image: no SVG, HTML or program renamed.
  if (type === '1' && !(await contentMatchesExtension(ext, bytes))) return badRequest('文件内容与扩展名不符');
  const fileId = `UP${randomHex(12)}${ext}`;
  const { db } = ctx;
  db.transaction(() => {
    db.prepare(
      'INSERT INTO hikyun_uploads (file_id, name, content_type, size, type, user_id, create_time, bytes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(fileId, file.name, contentTypeOf(fileId), bytes.length, Number(type), userId, formatChinaTime(ctx.now()), bytes);
    db.prepare('DELETE FROM hikyun_uploads WHERE rowid NOT IN (SELECT rowid FROM hikyun_uploads ORDER BY rowid DESC LIMIT ?)').run(
      UPLOAD_KEEP,
    );
  })();
  return ok(`${FILES_PATH}/${fileId}`);
}

/** A stored file; sandboxed and never sniffed, so an uploaded SVG or HTML cannot run script on the console's origin. */
export function serveUpload(db: Database.Database, fileId: string): FileReply | Reply {
  const row = db.prepare('SELECT content_type, bytes FROM hikyun_uploads WHERE file_id = ?').get(fileId) as
    { content_type: string; bytes: Buffer } | undefined;
  if (!row) return { status: 404, body: fail(ERR.recordNotFound[0], ERR.recordNotFound[1]) };
  return {
    status: 200,
    bytes: row.bytes,
    contentType: row.content_type,
    headers: { 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': 'sandbox' },
  };
}

export const registerHikyunUpload: RegisterService = (router, ctx) => {
  ensureUploadTable(ctx.db);
  router.post(UPLOAD_PATH, (req) => storeUpload(ctx, currentUser(req).user_id, req.body, String(req.headers['content-type'] ?? '')), {
    rawBodyLimit: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD,
  });
  router.get(`${FILES_PATH}/{fileId}`, (req) => serveUpload(ctx.db, req.params.fileId), { public: true, asset: true });
};
