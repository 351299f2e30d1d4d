import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOssPolicy, signS3Put, STORE_ACCESS_KEY_ID } from '../../objectStore/signing';
import { SAMPLE, sha256Of } from '../../testing/uploadFiles';
import { FILE_SERVER_UPLOAD_PATH, OSS_BUCKET_PATH, S3_BUCKET_PATH } from '../../objectStore/urls';
import { startTestServer, type TestServer } from '../../testing/harness';
import { IMAGE_SERVER_PATHS } from './imageServer';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

const decodePolicy = (policy: string) =>
  JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };

describe('getImageServerType', () => {
  it('answers 1 by default, follows POST /__mock/settings and goes back to 1 on /__mock/reset', async () => {
    expect((await t.get(IMAGE_SERVER_PATHS.type, token)).body).toMatchObject({ code: '200', data: 1 });
    for (const type of [5, 3, 1]) {
      expect((await t.post('/__mock/settings', { imageServerType: type })).status).toBe(200);
      expect((await t.get(IMAGE_SERVER_PATHS.type, token)).body.data).toBe(type);
    }
    await t.post('/__mock/settings', { imageServerType: 5 });
    await t.post('/__mock/reset', {});
    token = await t.login('admin');
    expect((await t.get(IMAGE_SERVER_PATHS.type, token)).body.data).toBe(1);
  });

  it.each(Object.entries(IMAGE_SERVER_PATHS))('%s needs a token (401 without)', async (_name, path) => {
    expect((await t.get(path)).status).toBe(401);
  });
});

describe('getOSSParam / getServerSign', () => {
  it('hands out an absolute bucket url, the day folder and a 5-minute policy that getServerSign signs', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await t.get(IMAGE_SERVER_PATHS.ossParam, token);
    const after = Math.floor(Date.now() / 1000);
    expect(res.body.code).toBe('200');
    const p = res.body.data as { accessKeyId: string; host: string; dir: string; policy: string; expire: number; acl: string };
    expect(Object.keys(p).sort()).toEqual(['accessKeyId', 'acl', 'dir', 'expire', 'host', 'policy']);
    expect(p).toMatchObject({ accessKeyId: STORE_ACCESS_KEY_ID, host: t.url + OSS_BUCKET_PATH, acl: 'private' });
    expect(p.dir).toMatch(/^console\/\d{8}\/$/);
    expect(p.expire).toBeGreaterThanOrEqual(before + 299);
    expect(p.expire).toBeLessThanOrEqual(after + 300);
    expect(decodePolicy(p.policy)).toEqual({
      expiration: new Date(p.expire * 1000).toISOString(),
      conditions: [
        ['content-length-range', 1, 10485760],
        ['starts-with', '$key', p.dir],
      ],
    });

    const sign = await t.get(`${IMAGE_SERVER_PATHS.serverSign}?policy=${encodeURIComponent(p.policy)}`, token);
    expect(sign.body).toEqual({ code: '200', msg: '操作成功', data: { signature: signOssPolicy(p.policy) } });
  });

  it.each([
    [
      'a policy the mock did not issue',
      Buffer.from(JSON.stringify({ expiration: '2099-01-01T00:00:00.000Z', conditions: [] })).toString('base64'),
    ],
    ['no policy', ''],
  ])('refuses to sign %s: 0x10d7500601', async (_label, policy) => {
    const res = await t.get(`${IMAGE_SERVER_PATHS.serverSign}?policy=${encodeURIComponent(policy)}`, token);
    expect(res.body).toEqual({ code: '0x10d7500601', msg: '上传签名已失效，请重试', data: null });
  });
});

describe('getPreSignUrl', () => {
  it.each([
    ['an unknown key', 'console/20260101/never.png', '0x10d7500014', '记录不存在'],
    ['no key', '', '0x10d7500400', '文件路径不能为空'],
  ])('refuses %s', async (_label, key, code, msg) => {
    expect((await t.get(`${IMAGE_SERVER_PATHS.preSignUrl}?key=${encodeURIComponent(key)}`, token)).body).toMatchObject({ code, msg });
  });
});

describe('getFileServerParam', () => {
  it('hands out the absolute upload url and a fresh 32-hex token for 5 minutes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const a = (await t.get(IMAGE_SERVER_PATHS.fileServerParam, token)).body.data as { uploadUrl: string; token: string; expire: number };
    const b = (await t.get(IMAGE_SERVER_PATHS.fileServerParam, token)).body.data as { token: string };
    expect(a.uploadUrl).toBe(t.url + FILE_SERVER_UPLOAD_PATH);
    expect(a.token).toMatch(/^[0-9a-f]{32}$/);
    expect(b.token).not.toBe(a.token);
    expect(a.expire).toBeGreaterThanOrEqual(before + 299);
    expect(a.expire).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 300);
  });
});

describe('getS3UploadToken', () => {
  const sha = sha256Of(SAMPLE.png);
  const query = (params: Record<string, string>) => `${IMAGE_SERVER_PATHS.s3UploadToken}?${new URLSearchParams(params).toString()}`;
  const good = { sha256: sha, fileName: '车辆照片.PNG', size: String(SAMPLE.png.length), contentType: 'image/png' };

  it('signs a PUT of exactly that content at a key named by its SHA-256, and names its public url', async () => {
    const res = await t.get(query(good), token);
    expect(res.body.code).toBe('200');
    const data = res.body.data as { url: string; method: string; headers: Record<string, string>; fileUrl: string };
    expect(Object.keys(data).sort()).toEqual(['fileUrl', 'headers', 'method', 'url']);
    expect(data.method).toBe('PUT');
    expect(data.headers).toEqual({ 'Content-Type': 'image/png', 'x-amz-content-sha256': sha });
    const url = new URL(data.url);
    const key = url.pathname.slice(`${S3_BUCKET_PATH}/`.length);
    expect(key).toMatch(new RegExp(`^console/\\d{8}/${sha}\\.png$`));
    expect(data.fileUrl).toBe(`${t.url}${S3_BUCKET_PATH}/${key}`);
    const expires = url.searchParams.get('X-Amz-Expires')!;
    expect(url.searchParams.get('X-Amz-Signature')).toBe(signS3Put(key, expires, sha, SAMPLE.png.length));
  });

  it('takes an upper-case digest, keeps no extension for a name without one and defaults the content type', async () => {
    const res = await t.get(query({ sha256: sha.toUpperCase(), fileName: 'README', size: '10' }), token);
    const data = res.body.data as { url: string; headers: Record<string, string>; fileUrl: string };
    expect(data.fileUrl).toMatch(new RegExp(`/console/\\d{8}/${sha}$`));
    expect(data.headers).toEqual({ 'Content-Type': 'application/octet-stream', 'x-amz-content-sha256': sha });
  });

  it.each([
    ['no fileName', { fileName: '' }, '文件名不能为空'],
    ['a short sha256', { sha256: sha.slice(1) }, '文件摘要格式不正确，应为64位十六进制字符'],
    ['a sha256 that is not hex', { sha256: 'z'.repeat(64) }, '文件摘要格式不正确，应为64位十六进制字符'],
    ['size 0', { size: '0' }, '文件大小应在1字节到10M之间'],
    ['size 10 MB + 1', { size: '10485761' }, '文件大小应在1字节到10M之间'],
    ['a size that is not a whole number', { size: '1.5' }, '文件大小应在1字节到10M之间'],
    ['no size', { size: '' }, '文件大小应在1字节到10M之间'],
    ['a content type with a line break', { contentType: 'image/png\r\nX-Evil: 1' }, '文件类型格式不正确'],
  ])('refuses %s: 0x10d7500400', async (_label, change, msg) => {
    expect((await t.get(query({ ...good, ...change }), token)).body).toEqual({ code: '0x10d7500400', msg, data: null });
  });

  it('accepts exactly 10 MB', async () => {
    expect((await t.get(query({ ...good, size: '10485760' }), token)).body.code).toBe('200');
  });
});
