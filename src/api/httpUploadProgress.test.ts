// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getToken, setToken } from '../auth/session';
import { installFakeXhr, type Answer } from '../testing/uploadTransportDoubles';
import { ApiError, request, type RequestOptions } from './http';
import { installHttpDoubles } from '../testing/httpDoubles';

let io: ReturnType<typeof installHttpDoubles>;
let xhr: ReturnType<typeof installFakeXhr> | undefined;
let answer: Answer | (() => Promise<Answer>);

beforeEach(() => {
  clearSession();
  io = installHttpDoubles();
  xhr = installFakeXhr(() => (typeof answer === 'function' ? answer() : answer));
});
afterEach(() => {
  xhr?.restore();
  vi.useRealTimers();
});

const form = () => {
  const data = new FormData();
  data.append('file', new File([new Uint8Array(4000)], 'a.png'));
  data.append('type', '1');
  return data;
};
const upload = (extra: Partial<RequestOptions> = {}) =>
  request({ method: 'POST', url: '/basic/v2/api/hikyun/upload', data: form(), ...extra });

/** The outcome of a call as the caller and the user see it. */
async function outcome(p: Promise<unknown>) {
  try {
    return { value: await p };
  } catch (e) {
    const err = e as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    return { error: { message: err.message, kind: err.kind, code: err.code, status: err.status, body: err.body, url: err.url } };
  }
}

describe('request with onUploadProgress', () => {
  it('goes through XMLHttpRequest with the same method, url, headers and body, and reports the progress', async () => {
    setToken('tk');
    answer = { status: 200, body: JSON.stringify({ code: '200', msg: '', data: '/files/a.png' }) };
    const onUploadProgress = vi.fn();
    const data = form();
    await expect(request({ method: 'POST', url: '/basic/v2/api/hikyun/upload', params: { a: 1 }, data, onUploadProgress })).resolves.toBe(
      '/files/a.png',
    );
    expect(io.calls).toEqual([]);
    expect(xhr!.sent).toHaveLength(1);
    const sent = xhr!.sent[0];
    expect([sent.method, sent.url, sent.body, sent.withCredentials]).toEqual(['POST', '/api/basic/v2/api/hikyun/upload?a=1', data, false]);
    expect(Object.keys(sent.headers).sort()).toEqual(['Authorization', 'ClientType', 'Payload']);
    expect([sent.headers.Authorization, sent.headers.ClientType]).toEqual(['tk', '5']);
    expect(JSON.parse(sent.headers.Payload)).toMatchObject({ authModel: 1, nonce: expect.stringMatching(/^[0-9A-Za-z]{32}$/) });
    expect(onUploadProgress.mock.calls.map(([p]) => p)).toEqual([25, 50, 100]);
  });

  it('a JSON body gets the same Content-Type as through fetch', async () => {
    answer = { status: 200, body: JSON.stringify({ code: '200', msg: '', data: 1 }) };
    await request({ method: 'POST', url: '/x', data: { a: 1 }, onUploadProgress: vi.fn() });
    expect(xhr!.sent[0].headers['Content-Type']).toBe('application/json;charset=UTF-8');
    expect(xhr!.sent[0].body).toBe('{"a":1}');
  });

  it('without it the call goes through fetch', async () => {
    io.reply(new Response(JSON.stringify({ code: '200', msg: '', data: 1 }), { status: 200 }));
    await expect(upload()).resolves.toBe(1);
    expect(xhr!.sent).toEqual([]);
    expect(io.calls).toHaveLength(1);
  });
});

describe('the same response rules as through fetch', () => {
  const env = (code: string, msg: string, data: unknown = null) => ({ status: 200, body: JSON.stringify({ code, msg, data }) });
  const CASES: [string, Answer, Partial<RequestOptions>?][] = [
    ['success code 200', env('200', '', { url: '/a.png' })],
    ['success code 0xd19510001', env('0xd19510001', '', 7)],
    ['return-body code', env('0xd24600001', '提示', { a: 1 })],
    ['business error with msg', env('0x10d7500400', '文件内容与扩展名不符')],
    ['business error without msg', env('0x10d7500400', '')],
    ['reject-with-body code', env('0x10d7501208', '数据已被引用', { id: 1 })],
    ['silent code', env('0x10d7501002', '静默')],
    ['needCode', env('0x10d7500400', '失败'), { needCode: true }],
    ['silent option', env('0x1', '失败'), { silent: true }],
    ['HTTP 504', { status: 504, body: '<html>Gateway Timeout</html>' }],
    ['HTTP 500', { status: 500, body: 'stack at /srv/app.js:12' }],
    ['HTTP 413', { status: 413, body: '' }],
    ['malformed JSON', { status: 200, body: '<html>' }],
    ['not an envelope', { status: 200, body: '[1,2]' }],
    ['no answer', 'network'],
  ];

  it.each(CASES)('%s', async (_label, reply, extra = {}) => {
    io.reply(reply === 'network' ? new TypeError('Failed to fetch') : new Response(reply.body, { status: reply.status }));
    const viaFetch = await outcome(upload(extra));
    const fetchToasts = io.takeToasts();

    answer = reply;
    const viaXhr = await outcome(upload({ ...extra, onUploadProgress: vi.fn() }));
    expect(viaXhr).toEqual(viaFetch);
    expect(io.toasts).toEqual(fetchToasts);
    expect(xhr!.sent).toHaveLength(1);
  });

  it('HTTP 401 removes the token, says 登录已失效，请重新登录 and loads the login page, as through fetch', async () => {
    vi.useFakeTimers();
    setToken('tk');
    answer = { status: 401, body: JSON.stringify({ code: '401', msg: '登录已失效，请重新登录', data: null }) };
    const result = await outcome(upload({ onUploadProgress: vi.fn() }));
    expect(result.error).toMatchObject({ kind: 'http', status: 401, message: '登录已失效，请重新登录' });
    expect(getToken()).toBeNull();
    expect(io.toasts.map((t) => t.content)).toEqual(['登录已失效，请重新登录']);
    await vi.advanceTimersByTimeAsync(1500);
    expect(io.leave).toHaveBeenCalledTimes(1);
  });

  it('a call without answer in time aborts the request and says 请求超时，请稍后重试', async () => {
    vi.useFakeTimers();
    answer = () => new Promise<Answer>(() => undefined);
    const pending = outcome(upload({ timeoutMs: 1000, onUploadProgress: vi.fn() }));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await pending).error).toMatchObject({ kind: 'timeout', message: '请求超时，请稍后重试' });
    expect(io.toasts.map((t) => t.content)).toEqual(['请求超时，请稍后重试']);
  });
});
