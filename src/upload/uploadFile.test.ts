// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installHttpDoubles } from '../testing/httpDoubles';
import { installFakeXhr } from '../testing/uploadTransportDoubles';
import { GENERIC_UPLOAD_PATH, uploadFile, uploadTypeOf } from './uploadFile';

const MB = 1024 * 1024;
const URL = `/api${GENERIC_UPLOAD_PATH}`;
const STORED = '/api/basic/v2/api/hikyun/files/UP0123456789abcdef01234567.png';
const file = (size: number, name = 'a.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });

let http: ReturnType<typeof installHttpDoubles>;
let xhr: ReturnType<typeof installFakeXhr>;

beforeEach(() => {
  http = installHttpDoubles();
  xhr = installFakeXhr(() => ({ status: 200, body: JSON.stringify({ code: '200', msg: '', data: STORED }) }));
  localStorage.setItem('token', 'tk');
});
afterEach(() => {
  xhr.restore();
  localStorage.clear();
});

describe('the generic upload (POST /basic/v2/api/hikyun/upload)', () => {
  it('still exports the upload type of spec §5', () => {
    expect([uploadTypeOf('a.PNG'), uploadTypeOf('a.pdf')]).toEqual([1, 2]);
  });

  it.each([
    ['a.png', '1'],
    ['b.pdf', '2'],
  ])('%s is sent as multipart file + type %s through fetch and resolves with the address', async (name, type) => {
    http.reply(envelope('200', STORED));
    await expect(uploadFile(file(10, name), 'file')).resolves.toEqual({ url: STORED, name });
    expect(http.paths()).toEqual([URL]);
    const body = http.calls[0].init.body as FormData;
    expect([(body.get('file') as File).name, body.get('type')]).toEqual([name, type]);
    expect(xhr.sent).toEqual([]);
  });

  it('accepts data as { url }', async () => {
    http.reply(envelope('200', { url: STORED }));
    await expect(uploadFile(file(10), 'image')).resolves.toEqual({ url: STORED, name: 'a.png' });
  });

  it.each([
    ['the server msg when it refuses the file', envelope('0x10d7500400', null, '文件内容与扩展名不符'), '文件内容与扩展名不符'],
    ['上传失败,请重新上传! when the refusal has no msg', envelope('0x10d7500400', null, ''), '上传失败,请重新上传!'],
    ['上传失败,请重新上传! on an HTTP failure', new Response('x', { status: 500 }), '上传失败,请重新上传!'],
    ['上传失败,请重新上传! without an answer', new TypeError('network'), '上传失败,请重新上传!'],
    ['上传失败,请重新上传! when data holds no address', envelope('200', null), '上传失败,请重新上传!'],
  ])('rejects with %s, silently', async (_label, reply, message) => {
    http.reply(reply);
    await expect(uploadFile(file(10), 'image')).rejects.toThrow(message);
    expect(http.toasts).toEqual([]);
  });
});

describe('progress of the generic upload', () => {
  it('a file over 1 MB goes through XMLHttpRequest with the platform headers and reports 25, 50, 100', async () => {
    const onProgress = vi.fn();
    await expect(uploadFile(file(MB + 1), 'image', { onProgress })).resolves.toEqual({ url: STORED, name: 'a.png' });
    expect(http.calls).toEqual([]);
    expect(xhr.sent).toHaveLength(1);
    expect([xhr.sent[0].method, xhr.sent[0].url, xhr.sent[0].headers.Authorization]).toEqual(['POST', URL, 'tk']);
    expect((xhr.sent[0].body as FormData).get('type')).toBe('1');
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([25, 50, 100]);
  });

  it('a file of 1 MB or less goes through fetch without progress', async () => {
    http.reply(envelope('200', STORED));
    const onProgress = vi.fn();
    await uploadFile(file(MB), 'image', { onProgress });
    expect(http.paths()).toEqual([URL]);
    expect(xhr.sent).toEqual([]);
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('a big file refused by the server rejects with its msg', async () => {
    xhr.restore();
    xhr = installFakeXhr(() => ({ status: 200, body: JSON.stringify({ code: '0x10d7500400', msg: '文件大小不能超过10M', data: null }) }));
    await expect(uploadFile(file(MB + 1), 'image', { onProgress: vi.fn() })).rejects.toThrow('文件大小不能超过10M');
    expect(http.toasts).toEqual([]);
  });
});
