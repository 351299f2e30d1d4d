// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, installHttpDoubles, type FetchCall } from '../testing/httpDoubles';
import { installFakeXhr, type Answer } from '../testing/uploadTransportDoubles';
import { DialogHost } from './DialogHost';
import { closeDialog, dialogStore, openDialog } from './dialogStore';
import { FAULT_RECORDS_PATH } from './FaultReportDialog';
import { renderDialog } from '../testing/renderDialog';

const UPLOAD = '/api/basic/v2/api/hikyun/upload';
const SAVE = '/api/device/v2/api/platformErrorReports/save';
const MB = 1024 * 1024;

let http: ReturnType<typeof installHttpDoubles>;
let xhr: ReturnType<typeof installFakeXhr>;
let uploaded: number;
/** Answers the upload, whether it came through fetch or (files over 1 MB, with progress) through XMLHttpRequest. */
let answerUpload: (call: FetchCall) => Response | Promise<Response>;

function serve(
  upload: (call: FetchCall) => Response | Promise<Response> = () => envelope('200', `/api/basic/v2/api/hikyun/files/UP${++uploaded}.png`),
) {
  answerUpload = upload;
  http.serve({ [UPLOAD]: (call) => answerUpload(call), [SAVE]: () => envelope('200', { id: 'ER1' }) });
}

async function answerXhr(sent: { method: string; url: string; headers: Record<string, string>; body: unknown }): Promise<Answer> {
  if (sent.url !== UPLOAD) return { status: 404, body: '' };
  const response = await answerUpload({ url: sent.url, init: { method: sent.method, body: sent.body as FormData }, headers: sent.headers });
  return { status: response.status, body: await response.text() };
}

/** Opens 故障上报 and waits for its code (each dialog loads on first opening). */
const open = async (route = '/index') => {
  openDialog('faultReport');
  const rendered = renderDialog(<DialogHost />, route);
  await screen.findByPlaceholderText('请输入标题');
  return rendered;
};
const title = () => screen.getByPlaceholderText('请输入标题') as HTMLInputElement;
const content = () => screen.getByPlaceholderText('请输入故障描述') as HTMLTextAreaElement;
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
/** A photo of `size` bytes whose first bytes are those of its extension's format, or `head` when given. */
const photo = (name: string, size = 1024, type = 'image/png', head?: number[]) => {
  const bytes = new Uint8Array(size);
  bytes.set((head ?? (/\.png$/i.test(name) ? PNG : /\.jpe?g$/i.test(name) ? JPEG : [])).slice(0, size));
  return new File([bytes], name, { type });
};
const choose = (...files: File[]) => act(async () => fireEvent.change(fileInput(), { target: { files } }));
const okButtons = () => screen.queryAllByRole('button', { name: /确\s*定/ });
const submit = () => act(async () => fireEvent.click(okButtons()[0]));
const fieldErrors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
const lastToast = () => http.toasts[http.toasts.length - 1];
const uploadCalls = () => [
  ...http.calls.filter((c) => c.url === UPLOAD).map((c) => ({ via: 'fetch', method: c.init.method, body: c.init.body })),
  ...xhr.sent.filter((c) => c.url === UPLOAD).map((c) => ({ via: 'xhr', method: c.method, body: c.body })),
];
const thumbnails = () => document.querySelectorAll('.ant-upload-list-item-container').length;

beforeEach(() => {
  http = installHttpDoubles();
  xhr = installFakeXhr(answerXhr);
  uploaded = 0;
  serve();
  localStorage.setItem('token', 'tk');
});
afterEach(() => {
  closeDialog();
  xhr.restore();
});

describe('故障上报: bad input first', () => {
  it('an empty save marks title and description and warns with the first', async () => {
    await open();
    await submit();
    expect(fieldErrors()).toEqual(['标题不能为空', '故障描述不能为空']);
    expect(lastToast()).toMatchObject({ type: 'warning', content: '标题不能为空' });
    expect(http.paths()).toEqual([]);
  });

  // The characters of the change-user-name rule ("forbidden characters as above", spec §5), from the validators.
  it.each(['’', '/', ':', '*', '?', '"'])('a title with %s → 不能包含特殊字符', async (char) => {
    await open();
    fireEvent.change(title(), { target: { value: `道闸${char}故障` } });
    fireEvent.change(content(), { target: { value: '无法抬杆' } });
    await submit();
    expect(fieldErrors()).toEqual(['不能包含特殊字符']);
    expect(lastToast()).toMatchObject({ type: 'warning', content: '不能包含特殊字符' });
  });

  it('limits the title input to 32 and the description to 200 characters', async () => {
    await open();
    expect(title().getAttribute('maxlength')).toBe('32');
    expect(content().getAttribute('maxlength')).toBe('200');
  });

  it.each([
    ['a gif', photo('抓拍.gif', 1024, 'image/gif'), '只能上传png\\jpg\\jpeg图片'],
    ['a file without extension', photo('photo', 1024), '只能上传png\\jpg\\jpeg图片'],
    ['a png over 2 MB', photo('big.png', 2 * MB + 1), '上传单个图片大小不能超过2M'],
    [
      'an SVG renamed .png',
      photo('图.png', 200, 'image/png', ascii('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')),
      '只能上传png\\jpg\\jpeg图片',
    ],
    ['an EXE renamed .png', photo('setup.png', 4096, 'image/png', [...ascii('MZ'), 0x90, 0, 3, 0]), '只能上传png\\jpg\\jpeg图片'],
    ['an HTML page renamed .jpg', photo('a.jpg', 100, 'image/jpeg', ascii('<!DOCTYPE html>')), '只能上传png\\jpg\\jpeg图片'],
    ['a GIF renamed .jpeg', photo('a.jpeg', 100, 'image/jpeg', ascii('GIF89a')), '只能上传png\\jpg\\jpeg图片'],
    ['a JPEG named .png', photo('a.png', 100, 'image/png', JPEG), '只能上传png\\jpg\\jpeg图片'],
    ['an empty .png', photo('empty.png', 0), '只能上传png\\jpg\\jpeg图片'],
  ])('refuses %s before uploading', async (_label, file, message) => {
    await open();
    await choose(file);
    expect(lastToast()).toMatchObject({ type: 'warning', content: message });
    expect(uploadCalls()).toEqual([]);
    expect(thumbnails()).toBe(0);
  });

  it('takes at most 4 photos: the fifth of a batch gets 至多上传4张图片 and the picker disappears', async () => {
    await open();
    await choose(photo('1.png'), photo('2.jpg', 2 * MB, 'image/jpeg'), photo('3.JPEG', 10, 'image/jpeg'), photo('4.png'), photo('5.png'));
    await waitFor(() => expect(uploadCalls()).toHaveLength(4));
    expect(http.toasts.some((t) => t.type === 'warning' && t.content === '至多上传4张图片')).toBe(true);
    await waitFor(() => expect(thumbnails()).toBe(4));
    expect(screen.queryByRole('button', { name: '上传图片' })).toBeNull();
  });

  it('a failed upload says 上传失败,请重新上传! and keeps no thumbnail', async () => {
    serve(() => envelope('0x10d7500400', null, '文件大小不能超过10M'));
    await open();
    await choose(photo('1.png'));
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'error', content: '上传失败,请重新上传!' }));
    expect(thumbnails()).toBe(0);
  });
});

describe('故障上报: good path', () => {
  it('uploads each photo as multipart (file, type 1) and says 上传成功!', async () => {
    await open();
    await choose(photo('道闸.png'));
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'success', content: '上传成功!' }));
    const [{ via, method, body }] = uploadCalls();
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('file') as File).name).toBe('道闸.png');
    expect((body as FormData).get('type')).toBe('1');
    expect([via, method]).toEqual(['fetch', 'POST']);
  });

  it('a photo over 1 MB shows its upload progress, then its thumbnail', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    serve(async () => {
      await answered;
      return envelope('200', '/api/basic/v2/api/hikyun/files/UPbig.png');
    });
    await open();
    await choose(photo('大图.png', 1.5 * MB));
    const bar = await waitFor(() => {
      const found = document.querySelector('.ant-upload-list-item-uploading [role=progressbar]');
      expect(found?.getAttribute('aria-valuenow')).toBe('100');
      return found;
    });
    expect(bar).not.toBeNull();
    expect(uploadCalls().map((c) => c.via)).toEqual(['xhr']);
    await act(async () => release());
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'success', content: '上传成功!' }));
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item-done')).not.toBeNull());
    expect(document.querySelector('[role=progressbar]')).toBeNull();
  });

  it('saves, says 保存成功!, closes, and on 确定 of the jump confirm goes to the records page', async () => {
    await open();
    fireEvent.change(title(), { target: { value: ' 入口道闸无法落杆 ' } });
    fireEvent.change(content(), { target: { value: '车辆通过后道闸一直抬起。' } });
    await choose(photo('1.png'), photo('2.png'));
    await waitFor(() => expect(thumbnails()).toBe(2));
    await waitFor(() => expect(okButtons()[0].hasAttribute('disabled')).toBe(false));
    await submit();
    const save = http.calls.find((c) => c.url === SAVE);
    expect(JSON.parse(String(save?.init.body))).toEqual({
      errorTitle: '入口道闸无法落杆',
      errorContent: '车辆通过后道闸一直抬起。',
      picUrls: ['/api/basic/v2/api/hikyun/files/UP1.png', '/api/basic/v2/api/hikyun/files/UP2.png'],
    });
    expect(http.toasts.some((t) => t.type === 'success' && t.content === '保存成功!')).toBe(true);
    expect(await screen.findByText('是否立即跳转至故障上报记录页?')).toBeTruthy();
    expect(dialogStore.get().open).toBeNull();
    expect(screen.queryByPlaceholderText('请输入标题')).toBeNull();
    await act(async () => fireEvent.click(okButtons()[0]));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(FAULT_RECORDS_PATH));
  });

  it('取消 of the jump confirm stays where the user is', async () => {
    await open('/stopFee/list');
    fireEvent.change(title(), { target: { value: '摄像机离线' } });
    fireEvent.change(content(), { target: { value: '出口摄像机离线。' } });
    await submit();
    await screen.findByText('是否立即跳转至故障上报记录页?');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /取\s*消/ })));
    await waitFor(() => expect(screen.queryByText('是否立即跳转至故障上报记录页?')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/stopFee/list');
  });

  it('asks nothing when already on the records page', async () => {
    await open(FAULT_RECORDS_PATH);
    fireEvent.change(title(), { target: { value: '摄像机离线' } });
    fireEvent.change(content(), { target: { value: '出口摄像机离线。' } });
    await submit();
    await waitFor(() => expect(dialogStore.get().open).toBeNull());
    expect(http.paths()).toContain(SAVE);
    expect(screen.queryByText('是否立即跳转至故障上报记录页?')).toBeNull();
  });
});
