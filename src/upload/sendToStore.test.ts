// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testShellServices } from '../testing/shellServices';
import { PROGRESS_MIN_BYTES, sendToStore, StoreRequestError } from './sendToStore';
import { fakeStoreTransport, installFakeXhr } from '../testing/uploadTransportDoubles';

const MB = 1024 * 1024;
const URL = 'http://files.test/objectStore/s3/parking-files/console/20261122/a.png';
const file = (size: number) => new File([new Uint8Array(size)], 'a.png', { type: 'image/png' });

describe('sendToStore through a fake transport', () => {
  it('the threshold is 1 MB', () => expect(PROGRESS_MIN_BYTES).toBe(1048576));

  it.each([200, 201, 204, 299])('HTTP %i resolves with the answer text', async (status) => {
    const store = fakeStoreTransport(() => ({ status, body: 'ok' }));
    testShellServices({ storeTransport: store.send });
    await expect(sendToStore({ method: 'PUT', url: URL, body: file(3), size: 3 })).resolves.toBe('ok');
    expect(store.sent.map((s) => [s.method, s.url])).toEqual([['PUT', URL]]);
  });

  it.each([199, 300, 304, 400, 403, 500])('HTTP %i rejects with the status and the body', async (status) => {
    const xml = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>签名不匹配</Message></Error>';
    testShellServices({ storeTransport: fakeStoreTransport(() => ({ status, body: xml })).send });
    const error = await sendToStore({ method: 'POST', url: URL, body: file(3), size: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreRequestError);
    expect(error).toMatchObject({ status, body: xml, message: `存储服务拒绝了上传（HTTP ${status}）` });
  });

  it('no answer rejects', async () => {
    testShellServices({ storeTransport: fakeStoreTransport(() => 'network').send });
    await expect(sendToStore({ method: 'PUT', url: URL, body: file(3), size: 3 })).rejects.toThrow(TypeError);
  });

  it.each([
    [1, []],
    [MB, []],
    [MB + 1, [25, 50, 100]],
    [3 * MB, [25, 50, 100]],
  ])('a file of %i bytes reports progress %j', async (size, expected) => {
    testShellServices({ storeTransport: fakeStoreTransport(() => ({ status: 200 })).send });
    const onProgress = vi.fn();
    await sendToStore({ method: 'PUT', url: URL, body: file(size), size, onProgress });
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual(expected);
  });

  it('never passes the platform headers on, whatever their case', async () => {
    const store = fakeStoreTransport(() => ({ status: 200 }));
    testShellServices({ storeTransport: store.send });
    const headers = { 'Content-Type': 'image/png', 'x-amz-content-sha256': 'ab', Authorization: 'tk', clienttype: '5', PAYLOAD: '{}' };
    await sendToStore({ method: 'PUT', url: URL, headers, body: file(3), size: 3 });
    expect(store.sent[0].headers).toEqual({ 'Content-Type': 'image/png', 'x-amz-content-sha256': 'ab' });
  });
});

describe('sendToStore through XMLHttpRequest (the default transport)', () => {
  let xhr: ReturnType<typeof installFakeXhr> | undefined;
  afterEach(() => xhr?.restore());

  it('sends method, url, exactly the given headers and the body, without credentials', async () => {
    localStorage.setItem('token', 'secret-token');
    xhr = installFakeXhr(() => ({ status: 200, body: '' }));
    const body = file(5);
    await sendToStore({ method: 'PUT', url: URL, headers: { 'Content-Type': 'image/png' }, body, size: 5 });
    expect(xhr.sent).toEqual([{ method: 'PUT', url: URL, headers: { 'Content-Type': 'image/png' }, body, withCredentials: false }]);
    localStorage.removeItem('token');
  });

  it('reports the XMLHttpRequest upload progress for a file over 1 MB', async () => {
    xhr = installFakeXhr(() => ({ status: 200 }));
    const onProgress = vi.fn();
    await sendToStore({ method: 'POST', url: URL, body: file(MB + 1), size: MB + 1, onProgress });
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([25, 50, 100]);
  });

  it('a refusal and a network failure reject', async () => {
    xhr = installFakeXhr(() => ({ status: 403, body: '<Error/>' }));
    await expect(sendToStore({ method: 'POST', url: URL, body: file(1), size: 1 })).rejects.toMatchObject({
      status: 403,
      body: '<Error/>',
    });
    xhr.restore();
    xhr = installFakeXhr(() => 'network');
    await expect(sendToStore({ method: 'POST', url: URL, body: file(1), size: 1 })).rejects.toThrow(TypeError);
  });
});
