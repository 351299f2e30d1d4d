// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installHttpDoubles, jsonResponse, type FetchCall } from '../testing/httpDoubles';
import { uploadToImageServer } from './imageServerUpload';
import { fakeStoreTransport, type Answer, type SentRequest } from '../testing/uploadTransportDoubles';

const MB = 1024 * 1024;
const HOST = 'http://files.test';
const API = '/api/basic/v2/api';
const P = {
  type: `${API}/getImageServerType`,
  oss: `${API}/getOSSParam`,
  sign: `${API}/getServerSign`,
  preSign: `${API}/getPreSignUrl`,
  fileServer: `${API}/getFileServerParam`,
  s3: `${API}/getS3UploadToken`,
};
const BUCKET = `${HOST}/objectStore/oss/parking-console`;
const DIR = 'console/20261122/';
const POLICY = 'eyJleHBpcmF0aW9uIjoiMjAyNi0xMS0yMlQwODowNTowMFoifQ==';
const UPLOAD_URL = `${HOST}/fileServer/upload`;
const STORED = `${HOST}/fileServer/files/0123456789abcdef01234567.png`;

const query = (call: FetchCall) => Object.fromEntries(new URL(call.url, 'http://console.test').searchParams);
const png = (size = 16) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], '道闸.PNG', { type: 'image/png' });
};

let http: ReturnType<typeof installHttpDoubles>;
let store: ReturnType<typeof fakeStoreTransport>;
let storeAnswer: (sent: SentRequest) => Answer;

/** The platform calls of every flow, answering like the mock; `overrides` replaces some. */
function platform(type: unknown, overrides: Record<string, (call: FetchCall) => Response> = {}) {
  http.serve({
    [P.type]: () => envelope('200', type),
    [P.oss]: () => envelope('200', { accessKeyId: 'AKID', host: BUCKET, dir: DIR, policy: POLICY, expire: 1795000000, acl: 'private' }),
    [P.sign]: () => envelope('200', { signature: 'c2lnbmF0dXJl' }),
    [P.preSign]: (call) => envelope('200', { url: `${BUCKET}/${query(call).key}?OSSAccessKeyId=AKID&Expires=1795003600&Signature=x%2By` }),
    [P.fileServer]: () => envelope('200', { uploadUrl: UPLOAD_URL, token: 'ab'.repeat(16), expire: 1795000300 }),
    [P.s3]: (call) => {
      const q = query(call);
      const key = `console/20261122/${q.sha256}.png`;
      return envelope('200', {
        url: `${HOST}/objectStore/s3/parking-files/${key}?X-Amz-Expires=1795000300&X-Amz-Signature=feed`,
        method: 'PUT',
        headers: { 'Content-Type': q.contentType, 'x-amz-content-sha256': q.sha256 },
        fileUrl: `${HOST}/objectStore/s3/parking-files/${key}`,
      });
    },
    ...overrides,
  });
}

beforeEach(() => {
  storeAnswer = (sent) =>
    sent.url === UPLOAD_URL
      ? { status: 200, body: JSON.stringify({ code: '200', msg: '成功', data: { url: STORED } }) }
      : { status: 200, body: '' };
  store = fakeStoreTransport((sent) => storeAnswer(sent));
  http = installHttpDoubles({ storeTransport: store.send });
  localStorage.setItem('token', 'platform-token');
});
afterEach(() => {
  localStorage.clear();
});

/** Every store request is free of the platform's headers, while the platform calls carry the token. */
function expectNoPlatformHeadersAtStores() {
  expect(http.calls).toHaveItemsAllMatching((c) => c.headers.Authorization === 'platform-token');
  for (const sent of store.sent) {
    expect(
      Object.keys(sent.headers)
        .map((h) => h.toLowerCase())
        .filter((h) => ['authorization', 'clienttype', 'payload'].includes(h)),
    ).toEqual([]);
    expect(JSON.stringify(sent.headers)).not.toContain('platform-token');
  }
}

describe('type 1: cloud object store (OSS form POST)', () => {
  it('type → OSS param → signature of the policy → form POST to the host → presigned url', async () => {
    platform(1);
    const file = png();
    const result = await uploadToImageServer(file);

    expect(http.paths()).toEqual([P.type, P.oss, P.sign, P.preSign]);
    expect(query(http.calls[2])).toEqual({ policy: POLICY });
    expect(store.sent).toHaveLength(1);
    const { method, url, body } = store.sent[0];
    expect([method, url]).toEqual(['POST', BUCKET]);
    const form = body as FormData;
    expect([...form.keys()]).toEqual(['key', 'policy', 'OSSAccessKeyId', 'signature', 'success_action_status', 'file']);
    const key = String(form.get('key'));
    expect(key).toMatch(/^console\/20261122\/[0-9A-Za-z]{10}([1-9][0-9]?|100)\.png$/);
    expect([form.get('policy'), form.get('OSSAccessKeyId'), form.get('signature'), form.get('success_action_status')]).toEqual([
      POLICY,
      'AKID',
      'c2lnbmF0dXJl',
      '200',
    ]);
    expect((form.get('file') as File).name).toBe('道闸.PNG');
    expect((form.get('file') as File).size).toBe(file.size);
    expect(query(http.calls[3])).toEqual({ key });
    expect(result).toEqual({ url: `${BUCKET}/${key}?OSSAccessKeyId=AKID&Expires=1795003600&Signature=x%2By`, name: '道闸.PNG' });
    expectNoPlatformHeadersAtStores();
  });

  it('two uploads get different keys', async () => {
    platform(1);
    await uploadToImageServer(png());
    await uploadToImageServer(png());
    const keys = store.sent.map((s) => (s.body as FormData).get('key'));
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('type 5: the platform file server', () => {
  it('type → file server param → POST with X-Upload-Token → url from the envelope', async () => {
    platform(5);
    const result = await uploadToImageServer(png());
    expect(http.paths()).toEqual([P.type, P.fileServer]);
    expect(store.sent).toHaveLength(1);
    const { method, url, headers, body } = store.sent[0];
    expect([method, url, headers]).toEqual(['POST', UPLOAD_URL, { 'X-Upload-Token': 'ab'.repeat(16) }]);
    expect([...(body as FormData).keys()]).toEqual(['file']);
    expect(((body as FormData).get('file') as File).name).toBe('道闸.PNG');
    expect(result).toEqual({ url: STORED, name: '道闸.PNG' });
    expectNoPlatformHeadersAtStores();
  });

  it('a numeric string type is read as its number', async () => {
    platform('5');
    await expect(uploadToImageServer(png())).resolves.toEqual({ url: STORED, name: '道闸.PNG' });
  });
});

describe('other types: S3-style storage with a SHA-256 token', () => {
  it.each([3, 0, 2, 4, 6])('type %i → SHA-256 → token → PUT with exactly the returned headers → fileUrl', async (type) => {
    platform(type);
    const file = png(5000);
    const sha256 = createHash('sha256')
      .update(new Uint8Array(await file.arrayBuffer()))
      .digest('hex');
    const result = await uploadToImageServer(file);

    expect(http.paths()).toEqual([P.type, P.s3]);
    expect(query(http.calls[1])).toEqual({ sha256, fileName: '道闸.PNG', size: '5000', contentType: 'image/png' });
    const key = `console/20261122/${sha256}.png`;
    expect(store.sent).toHaveLength(1);
    const { method, url, headers, body } = store.sent[0];
    expect([method, url]).toEqual(['PUT', `${HOST}/objectStore/s3/parking-files/${key}?X-Amz-Expires=1795000300&X-Amz-Signature=feed`]);
    expect(headers).toEqual({ 'Content-Type': 'image/png', 'x-amz-content-sha256': sha256 });
    expect(body).toBe(file);
    expect(result).toEqual({ url: `${HOST}/objectStore/s3/parking-files/${key}`, name: '道闸.PNG' });
    expectNoPlatformHeadersAtStores();
  });

  it('a file without a type is announced as application/octet-stream', async () => {
    platform(3);
    await uploadToImageServer(new File(['x'], 'readme'));
    expect(query(http.calls[1]).contentType).toBe('application/octet-stream');
  });
});

describe('progress: reported only for files over 1 MB', () => {
  it.each([
    [1, 1],
    [1, 5],
    [1, 3],
    [MB, 1],
    [MB, 5],
    [MB, 3],
  ])('%i extra bytes over 1 MB, type %i → 25, 50, 100', async (extra, type) => {
    platform(type);
    const onProgress = vi.fn();
    await uploadToImageServer(png(MB + extra), { onProgress });
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([25, 50, 100]);
  });

  it.each([1, 5, 3])('exactly 1 MB, type %i → no progress', async (type) => {
    platform(type);
    const onProgress = vi.fn();
    await uploadToImageServer(png(MB), { onProgress });
    expect(onProgress).not.toHaveBeenCalled();
    expect(store.sent).toHaveLength(1);
  });
});

describe('failures reject with the message of the failing step', () => {
  const refuse = () => envelope('0x10d7500601', null, '上传签名已失效，请重试');
  const xml = (code: string) => ({
    status: 403,
    body: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>拒绝</Message></Error>`,
  });

  it.each<
    [string, unknown, Record<string, (call: FetchCall) => Response>, ((sent: SentRequest) => Answer) | null, string, string[], number]
  >([
    [
      'getImageServerType refused',
      1,
      { [P.type]: () => envelope('0x10d7500001', null, '服务异常') },
      null,
      '获取图片服务器类型失败',
      [P.type],
      0,
    ],
    [
      'getImageServerType HTTP 500',
      1,
      { [P.type]: () => new Response('oops', { status: 500 }) },
      null,
      '获取图片服务器类型失败',
      [P.type],
      0,
    ],
    ['getImageServerType not a number', 1, { [P.type]: () => envelope('200', { type: 1 }) }, null, '获取图片服务器类型失败', [P.type], 0],
    ['getImageServerType null', 1, { [P.type]: () => envelope('200', null) }, null, '获取图片服务器类型失败', [P.type], 0],
    ['getImageServerType malformed', 1, { [P.type]: () => jsonResponse('<html>') }, null, '获取图片服务器类型失败', [P.type], 0],
    ['getOSSParam refused', 1, { [P.oss]: refuse }, null, '获取上传签名失败', [P.type, P.oss], 0],
    [
      'getOSSParam without host',
      1,
      { [P.oss]: () => envelope('200', { accessKeyId: 'AKID', dir: DIR, policy: POLICY }) },
      null,
      '获取上传签名失败',
      [P.type, P.oss],
      0,
    ],
    ['getServerSign refused', 1, { [P.sign]: refuse }, null, '获取上传签名失败', [P.type, P.oss, P.sign], 0],
    ['getServerSign without signature', 1, { [P.sign]: () => envelope('200', {}) }, null, '获取上传签名失败', [P.type, P.oss, P.sign], 0],
    ['OSS host 403', 1, {}, () => xml('SignatureDoesNotMatch'), '上传至云存储失败', [P.type, P.oss, P.sign], 1],
    ['OSS host 400', 1, {}, () => ({ ...xml('InvalidContent'), status: 400 }), '上传至云存储失败', [P.type, P.oss, P.sign], 1],
    ['OSS host unreachable', 1, {}, () => 'network', '上传至云存储失败', [P.type, P.oss, P.sign], 1],
    [
      'getPreSignUrl refused',
      1,
      { [P.preSign]: () => envelope('0x10d7500014', null, '记录不存在') },
      null,
      '获取上传签名失败',
      [P.type, P.oss, P.sign, P.preSign],
      1,
    ],
    ['getFileServerParam refused', 5, { [P.fileServer]: refuse }, null, '获取上传签名失败', [P.type, P.fileServer], 0],
    [
      'getFileServerParam without token',
      5,
      { [P.fileServer]: () => envelope('200', { uploadUrl: UPLOAD_URL }) },
      null,
      '获取上传签名失败',
      [P.type, P.fileServer],
      0,
    ],
    [
      'file server 403',
      5,
      {},
      () => ({ status: 403, body: JSON.stringify({ code: '0x10d7500602', msg: '上传令牌无效' }) }),
      '文件存储失败',
      [P.type, P.fileServer],
      1,
    ],
    [
      'file server envelope error',
      5,
      {},
      () => ({ status: 200, body: JSON.stringify({ code: '0x10d7500602', msg: '文件内容与扩展名不符' }) }),
      '文件存储失败',
      [P.type, P.fileServer],
      1,
    ],
    ['file server not JSON', 5, {}, () => ({ status: 200, body: '<html>' }), '文件存储失败', [P.type, P.fileServer], 1],
    [
      'file server without url',
      5,
      {},
      () => ({ status: 200, body: JSON.stringify({ code: '200', data: {} }) }),
      '文件存储失败',
      [P.type, P.fileServer],
      1,
    ],
    ['file server unreachable', 5, {}, () => 'network', '文件存储失败', [P.type, P.fileServer], 1],
    [
      'getS3UploadToken refused',
      3,
      { [P.s3]: () => envelope('0x10d7500400', null, '文件大小不合法') },
      null,
      '获取上传签名失败',
      [P.type, P.s3],
      0,
    ],
    [
      'getS3UploadToken without headers',
      3,
      { [P.s3]: () => envelope('200', { url: `${HOST}/x`, method: 'PUT', fileUrl: `${HOST}/x` }) },
      null,
      '获取上传签名失败',
      [P.type, P.s3],
      0,
    ],
    [
      'getS3UploadToken with a non-string header',
      3,
      { [P.s3]: () => envelope('200', { url: `${HOST}/x`, method: 'PUT', headers: { 'Content-Length': 3 }, fileUrl: `${HOST}/x` }) },
      null,
      '获取上传签名失败',
      [P.type, P.s3],
      0,
    ],
    ['S3 PUT 403', 3, {}, () => xml('RequestExpired'), '文件存储失败', [P.type, P.s3], 1],
    ['S3 PUT 400', 3, {}, () => ({ ...xml('BadDigest'), status: 400 }), '文件存储失败', [P.type, P.s3], 1],
    ['S3 unreachable', 3, {}, () => 'network', '文件存储失败', [P.type, P.s3], 1],
  ])('%s → %s', async (_label, type, overrides, answer, message, paths, storeCalls) => {
    platform(type, overrides);
    if (answer) storeAnswer = answer;
    const error = await uploadToImageServer(png()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(message);
    expect((error as Error).cause).toBeDefined();
    expect(http.paths()).toEqual(paths);
    expect(store.sent).toHaveLength(storeCalls);
    // The platform calls are silent: the caller shows 上传失败,请重新上传! itself.
    expect(http.toasts).toEqual([]);
  });
});
