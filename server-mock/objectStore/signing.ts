import { createHmac, timingSafeEqual } from 'node:crypto';

/** The access key of the simulated storage account; tests sign with the secret to craft requests. */
export const STORE_ACCESS_KEY_ID = 'MOCKAKparkingconsole';
export const STORE_SECRET = 'mock-object-store-secret-2026';

const hmac = (algorithm: 'sha1' | 'sha256', text: string) => createHmac(algorithm, STORE_SECRET).update(text, 'utf8');

/** OSS form upload: base64(HMAC-SHA1(secret, policy)). */
export const signOssPolicy = (policy: string) => hmac('sha1', policy).digest('base64');

/** OSS presigned GET: base64(HMAC-SHA1(secret, "GET\n<key>\n<expires>")). */
export const signOssGet = (key: string, expires: number | string) => hmac('sha1', `GET\n${key}\n${expires}`).digest('base64');

/** S3-style PUT: hex(HMAC-SHA256(secret, "PUT\n<key>\n<expires>\n<sha256>\n<size>")). */
export const signS3Put = (key: string, expires: number | string, sha256: string, size: number) =>
  hmac('sha256', `PUT\n${key}\n${expires}\n${sha256}\n${size}`).digest('hex');

/** Compares a received signature with the expected one in constant time. */
export function sameSignature(received: string, expected: string): boolean {
  const a = Buffer.from(received, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
