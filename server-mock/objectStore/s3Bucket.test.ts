import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../testing/serverPerFile';
import { removeTempObjectFolders } from './dataDir';
import { signS3Put } from './signing';
import { jpegOfSize, parseXmlError, SAMPLE, sha256Of } from '../testing/uploadFiles';
import { S3_BUCKET_PATH } from './urls';

interface S3Token {
  url: string;
  method: string;
  headers: Record<string, string>;
  fileUrl: string;
}

const server = testServerPerFile({ cleanup: removeTempObjectFolders });

async function uploadToken(bytes: Uint8Array, fileName: string, contentType = 'image/png') {
  const query = new URLSearchParams({ sha256: sha256Of(bytes), fileName, size: String(bytes.length), contentType });
  const res = await server.t.get<S3Token>(`/api/basic/v2/api/getS3UploadToken?${query.toString()}`, server.token);
  expect(res.body.code).toBe('200');
  return res.body.data;
}

/** The PUT of the console: exactly the returned headers, no Authorization. */
async function put(url: string, headers: Record<string, string>, body: Uint8Array) {
  const res = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(body) });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** A signed PUT address crafted with the store's secret (for expiry and size cases the platform would not sign). */
function craftUrl(key: string, expires: number, sha256: string, size: number) {
  return `${server.t.url}${S3_BUCKET_PATH}/${key}?${new URLSearchParams({ 'X-Amz-Expires': String(expires), 'X-Amz-Signature': signS3Put(key, expires, sha256, size) }).toString()}`;
}

const withQuery = (url: string, name: string, value: string) => {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.toString();
};

describe('S3-style PUT with a SHA-256 token (other image server types)', () => {
  it('stores the body (HTTP 200, empty) and the public fileUrl serves it back byte for byte', async () => {
    const sha = sha256Of(SAMPLE.png);
    const grant = await uploadToken(SAMPLE.png, '车辆照片.PNG');
    expect(grant.method).toBe('PUT');
    expect(grant.headers).toEqual({ 'Content-Type': 'image/png', 'x-amz-content-sha256': sha });
    expect(grant.fileUrl).toMatch(new RegExp(`^${server.t.url}${S3_BUCKET_PATH}/console/\\d{8}/${sha}\\.png$`));
    expect(grant.url.startsWith(`${grant.fileUrl}?X-Amz-Expires=`)).toBe(true);

    const res = await put(grant.url, grant.headers, SAMPLE.png);
    expect([res.status, res.text]).toEqual([200, '']);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const got = await fetch(grant.fileUrl);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toBe('sandbox');
    expect(Buffer.from(await got.arrayBuffer()).equals(SAMPLE.png)).toBe(true);
  });

  it('stores exactly 10 MB', async () => {
    const bytes = jpegOfSize(10 * 1024 * 1024);
    const grant = await uploadToken(bytes, 'big.jpg', 'image/jpeg');
    expect((await put(grant.url, grant.headers, bytes)).status).toBe(200);
    expect(Buffer.from(await (await fetch(grant.fileUrl)).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it.each([
    [
      'a wrong signature',
      (g: S3Token, png: Buffer) => ({ url: withQuery(g.url, 'X-Amz-Signature', '0'.repeat(64)), headers: g.headers, body: png }),
      403,
      'SignatureDoesNotMatch',
    ],
    ['no signature', (g: S3Token, png: Buffer) => ({ url: g.fileUrl, headers: g.headers, body: png }), 403, 'SignatureDoesNotMatch'],
    [
      'a later expiry than signed',
      (g: S3Token, png: Buffer) => ({ url: withQuery(g.url, 'X-Amz-Expires', '9999999999'), headers: g.headers, body: png }),
      403,
      'SignatureDoesNotMatch',
    ],
    [
      'a sha256 header naming another (real) digest of a body of the same size',
      (g: S3Token, png: Buffer) => {
        const other = Buffer.from(png);
        other[other.length - 1] ^= 1;
        return { url: g.url, headers: { ...g.headers, 'x-amz-content-sha256': sha256Of(other) }, body: other };
      },
      403,
      'SignatureDoesNotMatch',
    ],
    [
      'a body of another size',
      (g: S3Token, png: Buffer) => ({ url: g.url, headers: g.headers, body: Buffer.concat([png, Buffer.from([0])]) }),
      403,
      'SignatureDoesNotMatch',
    ],
    [
      'a body whose SHA-256 is not the signed one',
      (g: S3Token, png: Buffer) => {
        const other = Buffer.from(png);
        other[other.length - 1] ^= 1;
        return { url: g.url, headers: g.headers, body: other };
      },
      400,
      'BadDigest',
    ],
  ])('refuses %s', async (label, change, status, code) => {
    // A PNG of its own for each case: keys are named by content, and the happy path stored the sample already.
    const png = Buffer.concat([SAMPLE.png, Buffer.from(label)]);
    const grant = await uploadToken(png, 'a.png');
    const { url, headers, body } = change(grant, png);
    const res = await put(url, headers, body);
    expect(res.status).toBe(status);
    expect(parseXmlError(res.text)?.code).toBe(code);
    expect((await fetch(grant.fileUrl)).status).toBe(404);
  });

  it.each([
    ['an SVG renamed .png', SAMPLE.svg, 'a.png'],
    ['an executable (MZ) renamed .png', SAMPLE.exe, 'b.png'],
    ['an HTML page renamed .gif', SAMPLE.html, 'c.gif'],
  ])('refuses %s (InvalidContent) though signed', async (_label, bytes, name) => {
    const grant = await uploadToken(bytes, name);
    const res = await put(grant.url, grant.headers, bytes);
    expect([res.status, parseXmlError(res.text)?.code]).toEqual([400, 'InvalidContent']);
    expect((await fetch(grant.fileUrl)).status).toBe(404);
  });

  it('refuses an expired, correctly signed url with RequestExpired', async () => {
    const sha = sha256Of(SAMPLE.png);
    const key = `console/20260101/${sha}.png`;
    const headers = { 'Content-Type': 'image/png', 'x-amz-content-sha256': sha };
    const expired = await put(craftUrl(key, 1700000000, sha, SAMPLE.png.length), headers, SAMPLE.png);
    expect([expired.status, parseXmlError(expired.text)?.code]).toEqual([403, 'RequestExpired']);
    const live = await put(craftUrl(key, Math.floor(Date.now() / 1000) + 60, sha, SAMPLE.png.length), headers, SAMPLE.png);
    expect(live.status).toBe(200);
  });

  it('refuses 10 MB + 1 byte with EntityTooLarge, even correctly signed', async () => {
    const bytes = jpegOfSize(10 * 1024 * 1024 + 1);
    const sha = sha256Of(bytes);
    const key = `console/20260101/${sha}.jpg`;
    const res = await put(
      craftUrl(key, Math.floor(Date.now() / 1000) + 60, sha, bytes.length),
      { 'Content-Type': 'image/jpeg', 'x-amz-content-sha256': sha },
      bytes,
    );
    expect([res.status, parseXmlError(res.text)?.code]).toEqual([400, 'EntityTooLarge']);
  });

  it('answers 404 NoSuchKey for an object never stored', async () => {
    const res = await fetch(`${server.t.url}${S3_BUCKET_PATH}/console/20260101/${'0'.repeat(64)}.png`);
    expect([res.status, parseXmlError(await res.text())?.code]).toEqual([404, 'NoSuchKey']);
  });
});
