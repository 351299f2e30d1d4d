import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MockContext } from '../context';
import { fail, ok, type Envelope } from '../http/envelope';
import { sendJson } from '../http/reply';
import { randomHex } from '../security/random';
import { CORS_HEADERS } from './cors';
import { consumeFileToken } from './grants';
import { extensionOf } from './keys';
import { MULTIPART_OVERHEAD, STORE_MAX_BYTES } from './limits';
import { declaredOver, readUploadForm } from '../http/multipart';
import { readObject, saveObject } from './objects';
import { sendObject } from './serveObject';
import { contentMatchesExtension } from './sniff';
import { FILE_SERVER_FILES_PATH, originOf } from './urls';

/** The file server's error code (its answers are the platform's envelope). */
export const FILE_SERVER_ERROR = '0x10d7500602';

const send = (res: FastifyReply, status: number, body: Envelope) => sendJson(res, status, body, CORS_HEADERS);
/** A failure of the file server: the envelope `{code: FILE_SERVER_ERROR, msg}` with an HTTP status. */
export const sendFileServerError = (res: FastifyReply, status: number, msg: string) => send(res, status, fail(FILE_SERVER_ERROR, msg));
const refuse = sendFileServerError;

/** A stored file's name: 24 hex characters and the original extension. */
export const FILE_ID = /^[0-9a-f]{24}(?:\.[a-z0-9]{1,8})?$/;

/**
 * `POST /fileServer/upload` with `X-Upload-Token` and a multipart `file`: the token is checked (and used up) before the
 * body is read (403 when unknown, used or expired), then the size (1 byte to 10 MB) and, for image extensions, the
 * magic bytes (400). Answers `{code:"200", msg:"成功", data:{url}}`.
 */
export async function handleFileServerUpload(ctx: MockContext, req: FastifyRequest, res: FastifyReply) {
  const token = String(req.headers['x-upload-token'] ?? '').trim();
  if (!consumeFileToken(ctx.db, token, ctx.now())) return refuse(res, 403, '上传凭证无效、已使用或已过期');
  if (declaredOver(req, STORE_MAX_BYTES + MULTIPART_OVERHEAD)) return refuse(res, 400, '文件大小不能超过10M');
  const form = await readUploadForm(req, STORE_MAX_BYTES);
  if (form === 'tooLarge') return refuse(res, 400, '文件大小不能超过10M');
  if (form === 'notMultipart') return refuse(res, 400, '上传内容格式错误，请使用 multipart/form-data');
  const file = form.file;
  if (!file) return refuse(res, 400, '请选择要上传的文件');
  const bytes = file.bytes;
  if (bytes.length === 0) return refuse(res, 400, '文件不能为空');
  const ext = extensionOf(file.name);
  if (!(await contentMatchesExtension(ext, bytes))) return refuse(res, 400, '文件内容与扩展名不符');

  const id = `${randomHex(12)}${ext}`;
  await saveObject(ctx.db, 'fileServer', id, bytes, ctx.now());
  return send(res, 200, ok({ url: `${originOf(req.headers)}${FILE_SERVER_FILES_PATH}/${id}` }, '成功'));
}

/** `GET /fileServer/files/<id>`: a public file. */
export async function handleFileServerDownload(ctx: MockContext, res: FastifyReply, id: string) {
  const object = FILE_ID.test(id) ? await readObject(ctx.db, 'fileServer', id) : null;
  if (!object) return refuse(res, 404, '文件不存在');
  return sendObject(res, object, 'public, max-age=86400', id);
}
