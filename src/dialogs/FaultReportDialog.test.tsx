// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, installHttpDoubles, type FetchCall } from '../api/testDoubles';
import { DialogHost } from './DialogHost';
import { closeDialog, dialogStore, openDialog } from './dialogStore';
import { FAULT_RECORDS_PATH } from './FaultReportDialog';
import { renderDialog } from './testHarness';

const UPLOAD = '/api/basic/v2/api/hikyun/upload';
const SAVE = '/api/device/v2/api/platformErrorReports/save';
const MB = 1024 * 1024;

let http: ReturnType<typeof installHttpDoubles>;
let uploaded: number;

function serve(upload: (call: FetchCall) => Response = () => envelope('200', `/api/basic/v2/api/hikyun/files/UP${++uploaded}.png`)) {
  http.serve({ [UPLOAD]: upload, [SAVE]: () => envelope('200', { id: 'ER1' }) });
}

const open = (route = '/index') => {
  openDialog('faultReport');
  return renderDialog(<DialogHost />, route);
};
const title = () => screen.getByPlaceholderText('请输入标题') as HTMLInputElement;
const content = () => screen.getByPlaceholderText('请输入故障描述') as HTMLTextAreaElement;
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const photo = (name: string, size = 1024, type = 'image/png') => new File([new Uint8Array(size)], name, { type });
const choose = (...files: File[]) => act(async () => fireEvent.change(fileInput(), { target: { files } }));
const okButtons = () => screen.queryAllByRole('button', { name: /确\s*定/ });
const submit = () => act(async () => fireEvent.click(okButtons()[0]));
const fieldErrors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
const lastToast = () => http.toasts[http.toasts.length - 1];
const uploadCalls = () => http.calls.filter((c) => c.url === UPLOAD);
const thumbnails = () => document.querySelectorAll('.ant-upload-list-item-container').length;

beforeEach(() => {
  http = installHttpDoubles();
  uploaded = 0;
  serve();
  localStorage.setItem('token', 'tk');
});
afterEach(() => {
  closeDialog();
  http.restore();
});

describe('故障上报: bad input first', () => {
  it('an empty save marks title and description and warns with the first', async () => {
    open();
    await submit();
    expect(fieldErrors()).toEqual(['标题不能为空', '故障描述不能为空']);
    expect(lastToast()).toMatchObject({ type: 'warning', content: '标题不能为空' });
    expect(http.paths()).toEqual([]);
  });

  // The characters of the change-user-name rule ("forbidden characters as above", spec §5), from the validators.
  it.each(['’', '/', ':', '*', '?', '"'])('a title with %s → 不能包含特殊字符', async (char) => {
    open();
    fireEvent.change(title(), { target: { value: `道闸${char}故障` } });
    fireEvent.change(content(), { target: { value: '无法抬杆' } });
    await submit();
    expect(fieldErrors()).toEqual(['不能包含特殊字符']);
    expect(lastToast()).toMatchObject({ type: 'warning', content: '不能包含特殊字符' });
  });

  it('limits the title input to 32 and the description to 200 characters', () => {
    open();
    expect(title().getAttribute('maxlength')).toBe('32');
    expect(content().getAttribute('maxlength')).toBe('200');
  });

  it.each([
    ['a gif', photo('抓拍.gif', 1024, 'image/gif'), '只能上传png\\jpg\\jpeg图片'],
    ['a file without extension', photo('photo', 1024), '只能上传png\\jpg\\jpeg图片'],
    ['a png over 2 MB', photo('big.png', 2 * MB + 1), '上传单个图片大小不能超过2M'],
  ])('refuses %s before uploading', async (_label, file, message) => {
    open();
    await choose(file);
    expect(lastToast()).toMatchObject({ type: 'warning', content: message });
    expect(uploadCalls()).toEqual([]);
    expect(thumbnails()).toBe(0);
  });

  it('takes at most 4 photos: the fifth of a batch gets 至多上传4张图片 and the picker disappears', async () => {
    open();
    await choose(photo('1.png'), photo('2.jpg', 2 * MB, 'image/jpeg'), photo('3.JPEG', 10, 'image/jpeg'), photo('4.png'), photo('5.png'));
    await waitFor(() => expect(uploadCalls()).toHaveLength(4));
    expect(http.toasts.some((t) => t.type === 'warning' && t.content === '至多上传4张图片')).toBe(true);
    await waitFor(() => expect(thumbnails()).toBe(4));
    expect(screen.queryByRole('button', { name: '上传图片' })).toBeNull();
  });

  it('a failed upload says 上传失败,请重新上传! and keeps no thumbnail', async () => {
    serve(() => envelope('0x10d7500400', null, '文件大小不能超过10M'));
    open();
    await choose(photo('1.png'));
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'error', content: '上传失败,请重新上传!' }));
    expect(thumbnails()).toBe(0);
  });
});

describe('故障上报: good path', () => {
  it('uploads each photo as multipart (file, type 1) and says 上传成功!', async () => {
    open();
    await choose(photo('道闸.png'));
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'success', content: '上传成功!' }));
    const body = uploadCalls()[0].init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('道闸.png');
    expect(body.get('type')).toBe('1');
    expect(uploadCalls()[0].init.method).toBe('POST');
  });

  it('saves, says 保存成功!, closes, and on 确定 of the jump confirm goes to the records page', async () => {
    open();
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
    open('/stopFee/list');
    fireEvent.change(title(), { target: { value: '摄像机离线' } });
    fireEvent.change(content(), { target: { value: '出口摄像机离线。' } });
    await submit();
    await screen.findByText('是否立即跳转至故障上报记录页?');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /取\s*消/ })));
    await waitFor(() => expect(screen.queryByText('是否立即跳转至故障上报记录页?')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/stopFee/list');
  });

  it('asks nothing when already on the records page', async () => {
    open(FAULT_RECORDS_PATH);
    fireEvent.change(title(), { target: { value: '摄像机离线' } });
    fireEvent.change(content(), { target: { value: '出口摄像机离线。' } });
    await submit();
    await waitFor(() => expect(dialogStore.get().open).toBeNull());
    expect(http.paths()).toContain(SAVE);
    expect(screen.queryByText('是否立即跳转至故障上报记录页?')).toBeNull();
  });
});
