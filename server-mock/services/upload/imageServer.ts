import { fail, failWith, ok } from '../../http/envelope';
import { isLivePolicy, issueFileToken, recordPolicy } from '../../objectStore/grants';
import { extensionOf, uploadDirOf } from '../../objectStore/keys';
import { STORE_MAX_BYTES } from '../../objectStore/limits';
import { findObject } from '../../objectStore/objects';
import { buildPolicy } from '../../objectStore/policy';
import { signOssPolicy, STORE_ACCESS_KEY_ID } from '../../objectStore/signing';
import { ensureObjectStoreTables } from '../../objectStore/tables';
import { FILE_SERVER_UPLOAD_PATH, originOf, OSS_BUCKET_PATH, presignedOssUrl, s3ObjectUrl, signedS3PutUrl } from '../../objectStore/urls';
import type { RegisterService } from '../types';
import { badRequest } from '../../engine/requestParts';

/**
 * The platform calls of the upload flows (docs/wire-protocol.md "File upload flows"): which storage the platform uses
 * (`ctx.settings.imageServerType`: 1 OSS, 5 its own file server, other S3-style), and the parameters and signatures
 * each storage host needs. Every address is absolute, built from the request's Host header.
 */
const BASE = '/api/basic/v2/api';
export const IMAGE_SERVER_PATHS = {
  type: `${BASE}/getImageServerType`,
  ossParam: `${BASE}/getOSSParam`,
  serverSign: `${BASE}/getServerSign`,
  preSignUrl: `${BASE}/getPreSignUrl`,
  fileServerParam: `${BASE}/getFileServerParam`,
  s3UploadToken: `${BASE}/getS3UploadToken`,
} as const;

export const UPLOAD_SIGN_EXPIRED = ['0x10d7500601', '上传签名已失效，请重试'] as const;
/** A presigned GET address lives one hour, an S3 PUT address 5 minutes. */
export const PRESIGN_TTL_S = 3600;
export const S3_PUT_TTL_S = 300;

const epochSeconds = (ms: number) => Math.floor(ms / 1000);
/** Base64 in a query string: a `+` sent unencoded arrives as a space. */
const base64Param = (value: string | undefined) => (value ?? '').trim().replace(/ /g, '+');
const CONTENT_TYPE = /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}$/;

/** The S3 upload parameters, or the Chinese reason they are refused. */
function readS3Request(query: Record<string, string>): { sha256: string; fileName: string; size: number; contentType: string } | string {
  const fileName = (query.fileName ?? '').trim();
  const sha256 = (query.sha256 ?? '').trim().toLowerCase();
  const size = Number(query.size);
  const contentType = (query.contentType ?? '').trim() || 'application/octet-stream';
  if (fileName === '') return '文件名不能为空';
  if (!/^[0-9a-f]{64}$/.test(sha256)) return '文件摘要格式不正确，应为64位十六进制字符';
  if (!/^\d+$/.test(query.size ?? '') || size < 1 || size > STORE_MAX_BYTES) return '文件大小应在1字节到10M之间';
  if (!CONTENT_TYPE.test(contentType)) return '文件类型格式不正确';
  return { sha256, fileName, size, contentType };
}

export const registerImageServer: RegisterService = (router, ctx) => {
  ensureObjectStoreTables(ctx.db);

  router.get(IMAGE_SERVER_PATHS.type, () => ok(ctx.settings.imageServerType));

  router.get(IMAGE_SERVER_PATHS.ossParam, (req) => {
    const now = ctx.now();
    const dir = uploadDirOf(now);
    const { policy, expire } = buildPolicy(dir, now);
    recordPolicy(ctx.db, policy, expire * 1000, now);
    return ok({
      accessKeyId: STORE_ACCESS_KEY_ID,
      host: `${originOf(req.headers)}${OSS_BUCKET_PATH}`,
      dir,
      policy,
      expire,
      acl: 'private',
    });
  });

  router.get(IMAGE_SERVER_PATHS.serverSign, (req) => {
    const policy = base64Param(req.query.policy);
    if (!isLivePolicy(ctx.db, policy, ctx.now())) return fail(...UPLOAD_SIGN_EXPIRED);
    return ok({ signature: signOssPolicy(policy) });
  });

  router.get(IMAGE_SERVER_PATHS.preSignUrl, (req) => {
    const key = (req.query.key ?? '').trim();
    if (key === '') return badRequest('文件路径不能为空');
    if (!findObject(ctx.db, 'oss', key)) return failWith('recordNotFound');
    return ok({ url: presignedOssUrl(originOf(req.headers), key, epochSeconds(ctx.now()) + PRESIGN_TTL_S) });
  });

  router.get(IMAGE_SERVER_PATHS.fileServerParam, (req) => {
    const { token, expiresAt } = issueFileToken(ctx.db, ctx.now());
    return ok({ uploadUrl: `${originOf(req.headers)}${FILE_SERVER_UPLOAD_PATH}`, token, expire: epochSeconds(expiresAt) });
  });

  router.get(IMAGE_SERVER_PATHS.s3UploadToken, (req) => {
    const upload = readS3Request(req.query);
    if (typeof upload === 'string') return badRequest(upload);
    const now = ctx.now();
    const key = `${uploadDirOf(now)}${upload.sha256}${extensionOf(upload.fileName)}`;
    const origin = originOf(req.headers);
    return ok({
      url: signedS3PutUrl(origin, key, epochSeconds(now) + S3_PUT_TTL_S, upload.sha256, upload.size),
      method: 'PUT',
      headers: { 'Content-Type': upload.contentType, 'x-amz-content-sha256': upload.sha256 },
      fileUrl: s3ObjectUrl(origin, key),
    });
  });
};
