import type { IncomingHttpHeaders } from 'node:http';
import { signOssGet, signS3Put, STORE_ACCESS_KEY_ID } from './signing';

/** Paths of the simulated hosts on the mock's own origin (other hosts in production). */
export const OSS_BUCKET_PATH = '/objectStore/oss/parking-console';
export const S3_BUCKET_PATH = '/objectStore/s3/parking-files';
export const FILE_SERVER_UPLOAD_PATH = '/fileServer/upload';
export const FILE_SERVER_FILES_PATH = '/fileServer/files';

const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** `http://<Host header>`; a missing or malformed Host gives `http://localhost`. */
export function originOf(headers: IncomingHttpHeaders): string {
  const host = headers.host ?? '';
  return `http://${HOST.test(host) ? host : 'localhost'}`;
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** The presigned GET address of a private OSS object (`expires` in epoch seconds). */
export function presignedOssUrl(origin: string, key: string, expires: number): string {
  const query = new URLSearchParams({ OSSAccessKeyId: STORE_ACCESS_KEY_ID, Expires: String(expires), Signature: signOssGet(key, expires) });
  return `${origin}${OSS_BUCKET_PATH}/${encodeKey(key)}?${query.toString()}`;
}

/** The public address of an S3 object. */
export const s3ObjectUrl = (origin: string, key: string) => `${origin}${S3_BUCKET_PATH}/${encodeKey(key)}`;

/** The signed PUT address of an S3 object (`expires` in epoch seconds). */
export function signedS3PutUrl(origin: string, key: string, expires: number, sha256: string, size: number): string {
  const query = new URLSearchParams({ 'X-Amz-Expires': String(expires), 'X-Amz-Signature': signS3Put(key, expires, sha256, size) });
  return `${s3ObjectUrl(origin, key)}?${query.toString()}`;
}

/** The key named by a request path under `prefix` (`<bucket path>/`), decoded; null when the path is not under it or is malformed. */
export function keyOfPath(pathname: string, prefix: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  try {
    return pathname.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}
