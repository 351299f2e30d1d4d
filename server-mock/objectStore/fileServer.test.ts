import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../testing/serverPerFile';
import { removeTempObjectFolders } from './dataDir';
import { formOf, jpegOfSize, SAMPLE } from '../testing/uploadFiles';
import { FILE_SERVER_FILES_PATH, FILE_SERVER_UPLOAD_PATH } from './urls';

interface FileServerParam {
  uploadUrl: string;
  token: string;
  expire: number;
}

const server = testServerPerFile({ cleanup: removeTempObjectFolders });

async function param(): Promise<FileServerParam> {
  const res = await server.t.get<FileServerParam>('/api/basic/v2/api/getFileServerParam', server.token);
  expect(res.body.code).toBe('200');
  return res.body.data;
}

/** The console's POST: multipart `file` with its original name, the upload token in `X-Upload-Token`, no Authorization. */
async function upload(
  uploadToken: string | null,
  file?: { bytes: Uint8Array; name: string },
  uploadUrl = server.t.url + FILE_SERVER_UPLOAD_PATH,
) {
  const headers: Record<string, string> = uploadToken === null ? {} : { 'X-Upload-Token': uploadToken };
  const res = await fetch(uploadUrl, { method: 'POST', headers, body: formOf({}, file) });
  return {
    status: res.status,
    body: (await res.json()) as { code: string; msg: string; data: { url: string } | null },
    headers: res.headers,
  };
}

describe('the platform file server (image server type 5)', () => {
  it('stores the file under the returned url, which serves it back byte for byte', async () => {
    const p = await param();
    expect(p.uploadUrl).toBe(server.t.url + FILE_SERVER_UPLOAD_PATH);
    const res = await upload(p.token, { bytes: SAMPLE.jpeg, name: '故障照片.JPG' }, p.uploadUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.body).toMatchObject({ code: '200', msg: '成功' });
    expect(res.body.data?.url).toMatch(new RegExp(`^${server.t.url}${FILE_SERVER_FILES_PATH}/[0-9a-f]{24}\\.jpg$`));

    const got = await fetch(res.body.data!.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toBe('sandbox');
    expect(Buffer.from(await got.arrayBuffer()).equals(SAMPLE.jpeg)).toBe(true);
  });

  it('takes one upload per token: the second use is refused with 403', async () => {
    const p = await param();
    expect((await upload(p.token, { bytes: SAMPLE.png, name: 'a.png' })).status).toBe(200);
    const again = await upload(p.token, { bytes: SAMPLE.png, name: 'a.png' });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ code: '0x10d7500602', msg: '上传凭证无效、已使用或已过期', data: null });
  });

  it.each([
    ['no token', null],
    ['an unknown token', '0123456789abcdef0123456789abcdef'],
    ['the login token instead', 'LOGIN'],
  ])('refuses %s with 403', async (_label, uploadToken) => {
    const res = await upload(uploadToken === 'LOGIN' ? server.token : uploadToken, { bytes: SAMPLE.png, name: 'a.png' });
    expect([res.status, res.body.code]).toEqual([403, '0x10d7500602']);
  });

  it.each([
    ['a file of 10 MB + 1 byte', { bytes: jpegOfSize(10 * 1024 * 1024 + 1), name: 'big.jpg' }, '文件大小不能超过10M'],
    ['a body far over 10 MB', { bytes: jpegOfSize(10 * 1024 * 1024 + 200 * 1024), name: 'big.jpg' }, '文件大小不能超过10M'],
    ['an empty file', { bytes: Buffer.alloc(0), name: 'a.png' }, '文件不能为空'],
    ['no file', undefined, '请选择要上传的文件'],
    ['an SVG renamed .png', { bytes: SAMPLE.svg, name: '照片.png' }, '文件内容与扩展名不符'],
    ['an executable (MZ) renamed .png', { bytes: SAMPLE.exe, name: 'a.png' }, '文件内容与扩展名不符'],
    ['an HTML page renamed .bmp', { bytes: SAMPLE.html, name: 'a.bmp' }, '文件内容与扩展名不符'],
  ])('refuses %s with 400', async (_label, file, msg) => {
    const p = await param();
    const res = await upload(p.token, file);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: '0x10d7500602', msg, data: null });
  });

  it('stores exactly 10 MB and keeps files that are not images as they are', async () => {
    const big = jpegOfSize(10 * 1024 * 1024);
    const ten = await upload((await param()).token, { bytes: big, name: 'big.jpeg' });
    expect(ten.status).toBe(200);
    expect(Buffer.from(await (await fetch(ten.body.data!.url)).arrayBuffer()).equals(big)).toBe(true);
    const csv = await upload((await param()).token, { bytes: Buffer.from('a,b\n'), name: '清单.CSV' });
    expect(csv.body.data?.url).toMatch(/\/[0-9a-f]{24}\.csv$/);
    // A file that is not a raster image is a download; the image is shown in place.
    const name = csv.body.data!.url.split('/').pop();
    expect((await fetch(csv.body.data!.url)).headers.get('content-disposition')).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect((await fetch(ten.body.data!.url)).headers.get('content-disposition')).toBeNull();
  });

  it.each([`${FILE_SERVER_FILES_PATH}/${'a'.repeat(24)}.png`, `${FILE_SERVER_FILES_PATH}/..%2Fmock.sqlite`, `${FILE_SERVER_FILES_PATH}/x`])(
    'answers 404 for %s',
    async (path) => {
      const res = await fetch(server.t.url + path);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: '0x10d7500602', msg: '文件不存在' });
    },
  );
});
