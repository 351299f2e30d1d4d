import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { FILES_PATH, UPLOAD_KEEP, UPLOAD_MAX_BYTES, UPLOAD_PATH } from './hikyun';
import { payloadHeaders } from '../../testing/payload';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
/** A buffer of `size` bytes that starts like a JPEG. */
const jpegOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

async function upload(parts: { file?: { bytes: Uint8Array; name: string; type?: string }; type?: string }, auth: string | null = token) {
  const form = new FormData();
  if (parts.file)
    form.append(
      'file',
      new Blob([new Uint8Array(parts.file.bytes)], { type: parts.file.type ?? 'application/octet-stream' }),
      parts.file.name,
    );
  if (parts.type !== undefined) form.append('type', parts.type);
  const res = await fetch(t.url + UPLOAD_PATH, {
    method: 'POST',
    body: form,
    headers: auth ? { Authorization: auth, ...payloadHeaders() } : payloadHeaders(),
  });
  return { status: res.status, body: (await res.json()) as { code: string; msg: string; data: unknown } };
}

describe('POST /basic/v2/api/hikyun/upload', () => {
  it('stores an image and serves it back, without a token, at the address it answers', async () => {
    const res = await upload({ file: { bytes: PNG, name: '道闸照片.PNG', type: 'image/png' }, type: '1' });
    expect(res.body.code).toBe('200');
    expect(res.body.data).toMatch(new RegExp(`^${FILES_PATH}/UP[0-9a-f]{24}\\.png$`));
    const served = await fetch(t.url + String(res.body.data));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toBe('sandbox');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('keeps other files as type 2 with their extension (a type the mock does not know is served as bytes)', async () => {
    const res = await upload({ file: { bytes: Buffer.from('a,b\n1,2\n'), name: '清单.csv' }, type: '2' });
    expect(res.body.data).toMatch(/\.csv$/);
    expect((await fetch(t.url + String(res.body.data))).headers.get('content-type')).toBe('application/octet-stream');
  });

  it.each([
    ['no file', { type: '1' }, '请选择要上传的文件'],
    ['no type', { file: { bytes: PNG, name: 'a.png' } }, '上传类型只能为图片或其他文件'],
    ['a bad type', { file: { bytes: PNG, name: 'a.png' }, type: '3' }, '上传类型只能为图片或其他文件'],
    ['an empty file', { file: { bytes: new Uint8Array(0), name: 'a.png' }, type: '1' }, '文件不能为空'],
  ])('refuses %s', async (_label, parts, msg) => {
    expect((await upload(parts)).body).toMatchObject({ code: '0x10d7500400', msg });
  });

  it.each([
    ['an SVG renamed .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), '照片.png'],
    ['an executable renamed .png', Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), 'a.png'],
    ['an HTML page renamed .jpg', Buffer.from('<!DOCTYPE html><html><body>x</body></html>'), 'a.jpg'],
    ['a zip archive renamed .gif', Buffer.from('504b0304140000000800', 'hex'), 'a.gif'],
    ['a PNG named .webp', PNG, 'a.webp'],
  ])('refuses an image (type 1) whose content does not match its extension: %s', async (_label, bytes, name) => {
    expect((await upload({ file: { bytes, name }, type: '1' })).body).toMatchObject({ code: '0x10d7500400', msg: '文件内容与扩展名不符' });
  });

  const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
  const EXE = Buffer.from('4d5a90000300000004000000ffff0000b800000000000000', 'hex');

  it.each([
    ['an HTML page named x.png.html as an image (type 1)', HTML, 'x.png.html', '1'],
    ['a CSV as an image (type 1)', Buffer.from('a,b\n'), '清单.csv', '1'],
    ['an HTML page renamed .png as another file (type 2)', HTML, 'x.png', '2'],
    ['an executable renamed .png as another file (type 2)', EXE, 'tool.png', '2'],
    ['an executable renamed .pdf as another file (type 2)', EXE, '说明.pdf', '2'],
    ['an HTML page renamed .txt as another file (type 2)', HTML, 'readme.txt', '2'],
    ['an HTML page without an extension (type 2)', HTML, 'readme', '2'],
  ])('refuses %s with 文件内容与扩展名不符', async (_label, bytes, name, type) => {
    expect((await upload({ file: { bytes, name }, type })).body).toMatchObject({ code: '0x10d7500400', msg: '文件内容与扩展名不符' });
  });

  it.each([
    ['an SVG image (type 1)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', '1'],
    ['a CSV (type 2)', Buffer.from('车牌,金额\n浙A·12345,12.00\n'), '清单.csv', '2'],
    ['an HTML page named .html (type 2)', HTML, 'page.html', '2'],
    ['an executable named .exe (type 2)', EXE, 'tool.exe', '2'],
    ['a PNG as another file (type 2)', PNG, 'a.png', '2'],
  ])('accepts %s', async (_label, bytes, name, type) => {
    expect((await upload({ file: { bytes, name }, type })).body.code).toBe('200');
  });

  it.each([
    ['a PNG image', PNG, '道闸照片.png', '1', null],
    [
      'an SVG image',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'logo.svg',
      '1',
      `attachment; filename="logo.svg"; filename*=UTF-8''logo.svg`,
    ],
    [
      'a CSV with a Chinese name',
      Buffer.from('a,b\n'),
      '清单.csv',
      '2',
      `attachment; filename="__.csv"; filename*=UTF-8''%E6%B8%85%E5%8D%95.csv`,
    ],
    [
      'an HTML page',
      HTML,
      '报告(终);v2.html',
      '2',
      `attachment; filename="______v2.html"; filename*=UTF-8''%E6%8A%A5%E5%91%8A%28%E7%BB%88%29%3Bv2.html`,
    ],
  ])('serves %s as a download unless it is a raster image', async (_label, bytes, name, type, disposition) => {
    const res = await upload({ file: { bytes, name }, type });
    const served = await fetch(t.url + String(res.body.data));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toBe(disposition);
    expect([served.headers.get('content-security-policy'), served.headers.get('x-content-type-options')]).toEqual(['sandbox', 'nosniff']);
  });

  it('refuses a JSON body and a broken multipart body', async () => {
    const json = await t.post(UPLOAD_PATH, { file: 'x' }, token);
    expect(json.body).toMatchObject({ code: '0x10d7500400', msg: '上传内容格式错误，请使用 multipart/form-data' });
    const broken = await fetch(t.url + UPLOAD_PATH, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'multipart/form-data; boundary=zz', ...payloadHeaders() },
      body: 'garbage',
    });
    expect(await broken.json()).toMatchObject({ code: '0x10d7500400', msg: '上传内容格式错误，请使用 multipart/form-data' });
  });

  it('accepts exactly 10 MB and refuses more (HTTP 413 past the body limit)', async () => {
    const ten = await upload({ file: { bytes: jpegOf(UPLOAD_MAX_BYTES), name: 'big.jpg' }, type: '1' });
    expect(ten.body.code).toBe('200');
    const over = await upload({ file: { bytes: jpegOf(UPLOAD_MAX_BYTES + 1), name: 'big.jpg' }, type: '1' });
    expect(over.body).toMatchObject({ code: '0x10d7500400', msg: '文件大小不能超过10M' });
    const far = await upload({ file: { bytes: jpegOf(UPLOAD_MAX_BYTES + 200 * 1024), name: 'big.jpg' }, type: '1' });
    expect(far.status).toBe(413);
  });

  it('needs a token to upload; an unknown file is 404', async () => {
    expect((await upload({ file: { bytes: PNG, name: 'a.png' }, type: '1' }, null)).status).toBe(401);
    const missing = await fetch(`${t.url}${FILES_PATH}/UPdeadbeef.png`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: '0x10d7500014' });
  });

  it(`keeps only the newest ${UPLOAD_KEEP} files`, async () => {
    const first = await upload({ file: { bytes: PNG, name: 'first.png' }, type: '1' });
    for (let i = 0; i < UPLOAD_KEEP; i++) await upload({ file: { bytes: PNG, name: `n${i}.png` }, type: '1' });
    expect((await fetch(t.url + String(first.body.data))).status).toBe(404);
  });
});
