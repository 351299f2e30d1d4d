import { beforeAll, describe, expect, it } from 'vitest';
import { testServerPerFile } from '../testing/serverPerFile';
import { removeTempObjectFolders } from './dataDir';
import { OSS_BUCKET_PATH } from './urls';
import { signOssGet, signOssPolicy, STORE_ACCESS_KEY_ID } from './signing';
import { formOf, jpegOfSize, parseXmlError, SAMPLE } from '../testing/uploadFiles';

interface OssParam {
  accessKeyId: string;
  host: string;
  dir: string;
  policy: string;
  expire: number;
  acl: string;
}

const server = testServerPerFile({ cleanup: removeTempObjectFolders });

const api = '/api/basic/v2/api';
let serial = 0;
const keyIn = (dir: string, ext: string) => `${dir}aZ3kQ9xP0b${++serial}${ext}`;

/** getOSSParam + getServerSign, as the console does it. */
async function signedParam(): Promise<OssParam & { signature: string }> {
  const param = (await server.t.get<OssParam>(`${api}/getOSSParam`, server.token)).body.data;
  const sign = await server.t.get<{ signature: string }>(`${api}/getServerSign?policy=${encodeURIComponent(param.policy)}`, server.token);
  expect(sign.body.code).toBe('200');
  return { ...param, signature: sign.body.data.signature };
}

/** The form POST to the bucket (no Authorization header: a storage host never sees the server.token). */
async function post(
  fields: { key: string; policy: string; signature: string; accessKeyId?: string },
  file?: { bytes: Uint8Array; name: string },
) {
  const form = formOf(
    {
      key: fields.key,
      policy: fields.policy,
      OSSAccessKeyId: fields.accessKeyId ?? STORE_ACCESS_KEY_ID,
      signature: fields.signature,
      success_action_status: '200',
    },
    file,
  );
  const res = await fetch(server.t.url + OSS_BUCKET_PATH, { method: 'POST', body: form });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

async function presignedUrl(key: string) {
  const res = await server.t.get<{ url: string }>(`${api}/getPreSignUrl?key=${encodeURIComponent(key)}`, server.token);
  return res.body;
}

/** A policy like the mock's, signed with the store's secret. */
function craftPolicy(dir: string, expirationMs: number) {
  const document = {
    expiration: new Date(expirationMs).toISOString(),
    conditions: [
      ['content-length-range', 1, 10485760],
      ['starts-with', '$key', dir],
    ],
  };
  const policy = Buffer.from(JSON.stringify(document)).toString('base64');
  return { policy, signature: signOssPolicy(policy) };
}

describe('OSS form POST (image server type 1)', () => {
  it('stores the file (HTTP 200, empty) and the presigned url serves it back byte for byte', async () => {
    const p = await signedParam();
    expect(p.host).toBe(server.t.url + OSS_BUCKET_PATH);
    const key = keyIn(p.dir, '.png');
    const res = await post({ key, policy: p.policy, signature: p.signature }, { bytes: SAMPLE.png, name: '道闸照片.PNG' });
    expect([res.status, res.text]).toEqual([200, '']);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');

    const presigned = await presignedUrl(key);
    expect(presigned.code).toBe('200');
    const url = new URL(presigned.data.url);
    expect(url.origin + url.pathname).toBe(`${server.t.url}${OSS_BUCKET_PATH}/${key}`);
    expect([...url.searchParams.keys()]).toEqual(['OSSAccessKeyId', 'Expires', 'Signature']);
    expect(url.searchParams.get('Signature')).toBe(signOssGet(key, url.searchParams.get('Expires') ?? ''));

    const got = await fetch(presigned.data.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toBe('sandbox');
    expect(Buffer.from(await got.arrayBuffer()).equals(SAMPLE.png)).toBe(true);
  });

  it.each([
    ['jpeg', SAMPLE.jpeg, '.jpg'],
    ['gif', SAMPLE.gif, '.gif'],
    ['bmp', SAMPLE.bmp, '.bmp'],
    ['webp', SAMPLE.webp, '.webp'],
    ['a file that is not an image', Buffer.from('a,b\n1,2\n'), '.csv'],
  ])('stores %s', async (_label, bytes, ext) => {
    const p = await signedParam();
    const key = keyIn(p.dir, ext);
    expect((await post({ key, policy: p.policy, signature: p.signature }, { bytes, name: `x${ext}` })).status).toBe(200);
    const got = await fetch((await presignedUrl(key)).data.url);
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it.each([
    ['a wrong signature', { signature: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' }, SAMPLE.png, '.png', 403, 'SignatureDoesNotMatch'],
    ['no signature', { signature: '' }, SAMPLE.png, '.png', 403, 'SignatureDoesNotMatch'],
    ['another access key', { accessKeyId: 'LTAIsomeoneelse' }, SAMPLE.png, '.png', 403, 'SignatureDoesNotMatch'],
    ['a key outside the dir', { key: 'other/aZ3kQ9xP0b1.png' }, SAMPLE.png, '.png', 400, 'InvalidKey'],
    ['a key climbing out with ..', { keySuffix: '../../escape.png' }, SAMPLE.png, '.png', 400, 'InvalidKey'],
    ['the dir itself as key', { keySuffix: '' }, SAMPLE.png, '.png', 400, 'InvalidKey'],
    ['a file of 10 MB + 1 byte', {}, jpegOfSize(10 * 1024 * 1024 + 1), '.jpg', 400, 'EntityTooLarge'],
    ['an empty file', {}, Buffer.alloc(0), '.png', 400, 'InvalidContent'],
    ['an SVG renamed .png', {}, SAMPLE.svg, '.png', 400, 'InvalidContent'],
    ['an executable (MZ) renamed .png', {}, SAMPLE.exe, '.png', 400, 'InvalidContent'],
    ['an HTML page renamed .jpg', {}, SAMPLE.html, '.jpg', 400, 'InvalidContent'],
    ['a zip renamed .webp', {}, SAMPLE.zip, '.webp', 400, 'InvalidContent'],
  ])(
    'refuses %s',
    async (_label, change: { signature?: string; accessKeyId?: string; key?: string; keySuffix?: string }, bytes, ext, status, code) => {
      const p = await signedParam();
      const key = change.key ?? (change.keySuffix !== undefined ? p.dir + change.keySuffix : keyIn(p.dir, ext));
      const res = await post(
        { key, policy: p.policy, signature: change.signature ?? p.signature, accessKeyId: change.accessKeyId },
        { bytes, name: `a${ext}` },
      );
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(parseXmlError(res.text)?.code).toBe(code);
      expect((await presignedUrl(key)).code).not.toBe('200');
    },
  );

  it('refuses an expired policy (signed with the right secret) with PolicyExpired', async () => {
    const p = await signedParam();
    const expired = craftPolicy(p.dir, Date.now() - 60_000);
    const res = await post({ key: keyIn(p.dir, '.png'), ...expired }, { bytes: SAMPLE.png, name: 'a.png' });
    expect(res.status).toBe(403);
    expect(parseXmlError(res.text)).toEqual({ code: 'PolicyExpired', message: '上传策略已过期' });
    const live = craftPolicy(p.dir, Date.now() + 60_000);
    expect((await post({ key: keyIn(p.dir, '.png'), ...live }, { bytes: SAMPLE.png, name: 'a.png' })).status).toBe(200);
  });

  it('refuses a body far over the limit before reading it (EntityTooLarge) and a body that is not a form', async () => {
    const p = await signedParam();
    const big = await post(
      { key: keyIn(p.dir, '.jpg'), policy: p.policy, signature: p.signature },
      { bytes: jpegOfSize(10 * 1024 * 1024 + 200 * 1024), name: 'a.jpg' },
    );
    expect([big.status, parseXmlError(big.text)?.code]).toEqual([400, 'EntityTooLarge']);
    const json = await fetch(server.t.url + OSS_BUCKET_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect([json.status, parseXmlError(await json.text())?.code]).toEqual([400, 'InvalidContent']);
  });
});

describe('GET of a private object', () => {
  let key: string;
  let url: URL;
  beforeAll(async () => {
    const p = await signedParam();
    key = keyIn(p.dir, '.png');
    await post({ key, policy: p.policy, signature: p.signature }, { bytes: SAMPLE.png, name: 'a.png' });
    url = new URL((await presignedUrl(key)).data.url);
  });

  const withQuery = (query: Record<string, string>) => `${url.origin}${url.pathname}?${new URLSearchParams(query).toString()}`;

  it.each([
    ['no signature at all', () => `${url.origin}${url.pathname}`, 'SignatureDoesNotMatch'],
    [
      'a bad signature',
      () => withQuery({ OSSAccessKeyId: STORE_ACCESS_KEY_ID, Expires: url.searchParams.get('Expires')!, Signature: 'bm9wZQ==' }),
      'SignatureDoesNotMatch',
    ],
    [
      'a signature of another key',
      () =>
        withQuery({
          OSSAccessKeyId: STORE_ACCESS_KEY_ID,
          Expires: url.searchParams.get('Expires')!,
          Signature: signOssGet('console/other.png', url.searchParams.get('Expires')!),
        }),
      'SignatureDoesNotMatch',
    ],
    [
      'a later Expires than signed',
      () =>
        withQuery({
          OSSAccessKeyId: STORE_ACCESS_KEY_ID,
          Expires: String(Number(url.searchParams.get('Expires')) + 1),
          Signature: url.searchParams.get('Signature')!,
        }),
      'SignatureDoesNotMatch',
    ],
    [
      'an expired, correctly signed url',
      () => withQuery({ OSSAccessKeyId: STORE_ACCESS_KEY_ID, Expires: '1700000000', Signature: signOssGet(key, 1700000000) }),
      'AccessDenied',
    ],
  ])('answers 403 for %s', async (_label, address, code) => {
    const res = await fetch(address());
    expect(res.status).toBe(403);
    expect(parseXmlError(await res.text())?.code).toBe(code);
  });

  it('answers 404 NoSuchKey for a correctly signed key that was never stored', async () => {
    const expires = Math.floor(Date.now() / 1000) + 600;
    const missing = 'console/20260101/never.png';
    const res = await fetch(
      `${server.t.url}${OSS_BUCKET_PATH}/${missing}?${new URLSearchParams({ OSSAccessKeyId: STORE_ACCESS_KEY_ID, Expires: String(expires), Signature: signOssGet(missing, expires) }).toString()}`,
    );
    expect([res.status, parseXmlError(await res.text())?.code]).toEqual([404, 'NoSuchKey']);
  });

  it('keeps stored objects across /__mock/reset', async () => {
    await server.t.post('/__mock/reset', {});
    server.token = await server.t.login('admin');
    const again = await presignedUrl(key);
    expect(again.code).toBe('200');
    expect(Buffer.from(await (await fetch(again.data.url)).arrayBuffer()).equals(SAMPLE.png)).toBe(true);
  });
});
