import type { FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import type { MockContext } from '../context';
import { sendEmptyOk } from './cors';
import { isSafeKey } from './keys';
import { MULTIPART_OVERHEAD, STORE_MAX_BYTES } from './limits';
import { declaredOver, readUploadForm } from '../http/multipart';
import { readObject, saveObject } from './objects';
import { parsePolicy } from './policy';
import { sendObject } from './serveObject';
import { sameSignature, signOssGet, signOssPolicy, STORE_ACCESS_KEY_ID } from './signing';
import { contentMatchesExtension } from './sniff';
import { sendXmlError } from './xmlError';

/** Base64 travels through query strings and forms: a `+` that arrived as a space is put back. */
const base64Of = (value: string) => value.replace(/ /g, '+');

/**
 * `POST <bucket>`: the OSS form upload. Checks, in order: the body size cap, the multipart form, the access key and
 * the signature of the policy (403), the policy's expiry (403), the key (inside the policy's folder, no `..`), the size
 * range, and for image extensions the magic bytes (400). Success: HTTP 200, empty.
 */
export async function handleOssUpload(ctx: MockContext, request: FastifyRequest, res: FastifyReply) {
  if (declaredOver(request, STORE_MAX_BYTES + MULTIPART_OVERHEAD)) return sendXmlError(res, 400, 'EntityTooLarge', '文件大小不能超过10M');
  const form = await readUploadForm(request, STORE_MAX_BYTES);
  if (form === 'tooLarge') return sendXmlError(res, 400, 'EntityTooLarge', '文件大小不能超过10M');
  if (form === 'notMultipart') return sendXmlError(res, 400, 'InvalidContent', '上传内容格式错误，请使用 multipart/form-data');
  const textField = (name: string) => form.fields[name] ?? '';

  const policyText = base64Of(textField('policy'));
  const signature = base64Of(textField('signature'));
  if (textField('OSSAccessKeyId') !== STORE_ACCESS_KEY_ID || policyText === '' || !sameSignature(signature, signOssPolicy(policyText))) {
    return sendXmlError(res, 403, 'SignatureDoesNotMatch', '上传签名与上传策略不匹配');
  }
  const policy = parsePolicy(policyText);
  if (!policy) return sendXmlError(res, 403, 'SignatureDoesNotMatch', '上传策略格式错误');
  if (policy.expirationMs <= ctx.now()) return sendXmlError(res, 403, 'PolicyExpired', '上传策略已过期');

  const key = textField('key');
  if (!isSafeKey(key) || !key.startsWith(policy.keyPrefix) || key.length === policy.keyPrefix.length || key.endsWith('/')) {
    return sendXmlError(res, 400, 'InvalidKey', '文件路径不合法');
  }
  const file = form.file;
  if (!file) return sendXmlError(res, 400, 'InvalidContent', '请选择要上传的文件');
  const bytes = file.bytes;
  if (bytes.length > policy.maxBytes) return sendXmlError(res, 400, 'EntityTooLarge', '文件大小超出上传策略允许的范围');
  if (bytes.length < policy.minBytes || bytes.length === 0) return sendXmlError(res, 400, 'InvalidContent', '文件不能为空');
  if (!(await contentMatchesExtension(path.extname(key).toLowerCase(), bytes)))
    return sendXmlError(res, 400, 'InvalidContent', '文件内容与扩展名不符');

  await saveObject(ctx.db, 'oss', key, bytes, ctx.now());
  return sendEmptyOk(res);
}

/** `GET <bucket>/<key>?OSSAccessKeyId&Expires&Signature`: the object of a private bucket, for a valid, unexpired signature only. */
export async function handleOssDownload(ctx: MockContext, res: FastifyReply, url: URL, key: string) {
  const query = url.searchParams;
  const expires = query.get('Expires') ?? '';
  const signature = base64Of(query.get('Signature') ?? '');
  if (
    query.get('OSSAccessKeyId') !== STORE_ACCESS_KEY_ID ||
    !/^\d{1,12}$/.test(expires) ||
    !sameSignature(signature, signOssGet(key, expires))
  ) {
    return sendXmlError(res, 403, 'SignatureDoesNotMatch', '访问签名无效');
  }
  if (Number(expires) * 1000 <= ctx.now()) return sendXmlError(res, 403, 'AccessDenied', '访问地址已过期');
  const object = await readObject(ctx.db, 'oss', key);
  if (!object) return sendXmlError(res, 404, 'NoSuchKey', '文件不存在');
  return sendObject(res, object, 'private, max-age=3600', key);
}
