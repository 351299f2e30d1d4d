import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockContext } from '../context';
import { sendPreflight } from './cors';
import { handleFileServerDownload, handleFileServerUpload, sendFileServerError } from './fileServer';
import { handleOssDownload, handleOssUpload } from './ossBucket';
import { handleS3Download, handleS3Upload } from './s3Bucket';
import { ensureObjectStoreTables } from './tables';
import { FILE_SERVER_FILES_PATH, FILE_SERVER_UPLOAD_PATH, keyOfPath, OSS_BUCKET_PATH, S3_BUCKET_PATH } from './urls';
import { sendXmlError } from './xmlError';

/** Paths of the simulated storage hosts (not platform calls): the OSS bucket, the S3 bucket, the file server. */
export const OBJECT_STORE_PREFIXES = ['/objectStore/', '/fileServer/'] as const;

export const isObjectStorePath = (pathname: string) => OBJECT_STORE_PREFIXES.some((p) => pathname.startsWith(p));

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

type Handled = Promise<void> | void;

/** Routes one request of a bucket: `POST <bucket>` (form upload, OSS only), `PUT <bucket>/<key>` (S3 only), `GET <bucket>/<key>`. */
function routeBucket(ctx: MockContext, req: IncomingMessage, res: ServerResponse, url: URL, method: string): Handled {
  const pathname = url.pathname;
  if (pathname === OSS_BUCKET_PATH || pathname === `${OSS_BUCKET_PATH}/`) {
    return method === 'POST' ? handleOssUpload(ctx, req, res) : notAllowed(req, res);
  }
  for (const bucket of [OSS_BUCKET_PATH, S3_BUCKET_PATH]) {
    const key = keyOfPath(pathname, `${bucket}/`);
    if (key === null) continue;
    if (bucket === OSS_BUCKET_PATH && isRead(method)) return handleOssDownload(ctx, req, res, url, key);
    if (bucket === S3_BUCKET_PATH && isRead(method)) return handleS3Download(ctx, req, res, key);
    if (bucket === S3_BUCKET_PATH && method === 'PUT') return handleS3Upload(ctx, req, res, url, key);
    return notAllowed(req, res);
  }
  req.resume();
  sendXmlError(res, 404, 'NoSuchKey', '存储空间或文件不存在');
}

function routeFileServer(ctx: MockContext, req: IncomingMessage, res: ServerResponse, url: URL, method: string): Handled {
  if (url.pathname === FILE_SERVER_UPLOAD_PATH) return method === 'POST' ? handleFileServerUpload(ctx, req, res) : notAllowed(req, res);
  const id = keyOfPath(url.pathname, `${FILE_SERVER_FILES_PATH}/`);
  if (id !== null && isRead(method)) return handleFileServerDownload(ctx, req, res, id);
  if (id !== null) return notAllowed(req, res);
  req.resume();
  sendFileServerError(res, 404, '接口不存在');
}

function notAllowed(req: IncomingMessage, res: ServerResponse) {
  req.resume();
  sendXmlError(res, 405, 'MethodNotAllowed', '不支持该请求方法');
}

/**
 * Serves the simulated storage hosts on the mock's own origin: `/objectStore/oss/parking-console` (OSS form POST,
 * presigned GET), `/objectStore/s3/parking-files` (signed PUT, public GET) and `/fileServer/` (token upload, public
 * GET), each answering CORS. Files live under `<data dir>/objects/<store>/`, metadata in SQLite.
 */
export function createObjectStoreHandler(ctx: MockContext) {
  ensureObjectStoreTables(ctx.db);
  return async function handleObjectStore(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      req.resume();
      return sendPreflight(res);
    }
    if (url.pathname.startsWith('/fileServer/')) return routeFileServer(ctx, req, res, url, method);
    return routeBucket(ctx, req, res, url, method);
  };
}
