import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import type { MockContext } from '../context';
import { sendEmptyOk } from './cors';
import { isSafeKey } from './keys';
import { readObject, saveObject } from './objects';
import { sendObject } from './serveObject';
import { sameSignature, signS3Put } from './signing';
import { contentMatchesExtension } from './sniff';
import { sendXmlError } from './xmlError';

/**
 * `PUT <bucket>/<key>?X-Amz-Expires&X-Amz-Signature` with `x-amz-content-sha256`: the S3-style upload. The body comes
 * as raw bytes, 10 MB at most (the route's body limit; more is EntityTooLarge). The signature covers the key, the
 * expiry, the SHA-256 header and the body's length, so a body of another size or a header naming another digest does
 * not match it (403); then the expiry (403), the body's real digest (400 BadDigest) and, for image extensions, the
 * magic bytes (400). Success: HTTP 200, empty.
 */
export async function handleS3Upload(ctx: MockContext, req: FastifyRequest, res: FastifyReply, url: URL, key: string) {
  const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const expires = url.searchParams.get('X-Amz-Expires') ?? '';
  const signature = url.searchParams.get('X-Amz-Signature') ?? '';
  const sha256 = String(req.headers['x-amz-content-sha256'] ?? '').toLowerCase();
  if (
    !isSafeKey(key) ||
    !/^\d{1,12}$/.test(expires) ||
    !/^[0-9a-f]{64}$/.test(sha256) ||
    !sameSignature(signature.toLowerCase(), signS3Put(key, expires, sha256, raw.length))
  ) {
    return sendXmlError(res, 403, 'SignatureDoesNotMatch', '上传签名不匹配');
  }
  if (Number(expires) * 1000 <= ctx.now()) return sendXmlError(res, 403, 'RequestExpired', '上传地址已过期');
  if (createHash('sha256').update(raw).digest('hex') !== sha256)
    return sendXmlError(res, 400, 'BadDigest', '文件内容的 SHA-256 与声明的不一致');
  if (raw.length === 0) return sendXmlError(res, 400, 'InvalidContent', '文件不能为空');
  if (!(await contentMatchesExtension(path.extname(key).toLowerCase(), raw)))
    return sendXmlError(res, 400, 'InvalidContent', '文件内容与扩展名不符');

  await saveObject(ctx.db, 's3', key, raw, ctx.now());
  return sendEmptyOk(res);
}

/** `GET <bucket>/<key>`: a public object. */
export async function handleS3Download(ctx: MockContext, res: FastifyReply, key: string) {
  const object = await readObject(ctx.db, 's3', key);
  if (!object) return sendXmlError(res, 404, 'NoSuchKey', '文件不存在');
  return sendObject(res, object, 'public, max-age=86400', key);
}
