// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getToken, setSessionValues, setToken } from '../auth/session';
import { NONCE_CHARSET } from './headers';
import { appStore } from '../stores/appStore';
import { ApiError, buildUrl, del, get, post, put, request } from './http';
import { envelope, installHttpDoubles, jsonResponse } from '../testing/httpDoubles';

let io: ReturnType<typeof installHttpDoubles>;

beforeEach(() => {
  clearSession();
  io = installHttpDoubles();
});
afterEach(() => {
  vi.useRealTimers();
});

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected a rejection');
}

// The code lists of spec §8, quoted literally (not imported): each code is tested for what the client does with it.
const SUCCESS_CODES = ['200', '0xd19510001', '0xd19510002'];
const REJECT_WITH_BODY_CODES = ['0x10d7501208', '0x10d7501214', '0x1310501208', '0x1310501214', '0x1306501208', '0x1306501214'];
const RETURN_BODY_CODES = [
  '0xd24600001',
  '0xcff600001',
  '0xd24600002',
  '0xcff600002',
  '0xd246000021',
  '0xcff6000021',
  '0xd06510035',
  '0xd34500011',
  '0xd06610015',
];
const SILENT_REJECT_CODE = '0x10d7501002';
const RELOAD_CODE = '0xd12500012';

describe('body codes (spec §8)', () => {
  const data = { id: 7 };

  it.each([...SUCCESS_CODES, 200])('success code %s resolves with body.data, no toast', async (code) => {
    io.reply(envelope(code, data, 'ok'));
    await expect(get('/x')).resolves.toEqual(data);
    expect(io.toasts).toEqual([]);
  });

  it.each(RETURN_BODY_CODES)('return-body code %s resolves with the whole body, no toast', async (code) => {
    io.reply(envelope(code, data, '提示'));
    await expect(get('/x')).resolves.toEqual({ code, msg: '提示', data });
    expect(io.toasts).toEqual([]);
  });

  it.each(REJECT_WITH_BODY_CODES)('reject-with-body code %s shows msg and rejects with the body', async (code) => {
    io.reply(envelope(code, data, '数据已被引用'));
    const err = await rejection(get('/x'));
    expect(err).toMatchObject({ kind: 'business', code, message: '数据已被引用', body: { code, msg: '数据已被引用', data } });
    expect(io.toasts).toEqual([{ type: 'error', content: '数据已被引用', duration: 5 }]);
  });

  it(`code ${SILENT_REJECT_CODE} rejects silently`, async () => {
    io.reply(envelope(SILENT_REJECT_CODE, null, '静默'));
    const err = await rejection(get('/x'));
    expect(err.code).toBe('0x10d7501002');
    expect(io.toasts).toEqual([]);
    expect(io.reload).not.toHaveBeenCalled();
  });

  it(`code ${RELOAD_CODE} shows msg and reloads after 5 s`, async () => {
    vi.useFakeTimers();
    io.reply(envelope(RELOAD_CODE, null, '平台配置已变更'));
    const err = await rejection(get('/x'));
    expect(err.code).toBe('0xd12500012');
    expect(io.toasts).toEqual([{ type: 'error', content: '平台配置已变更', duration: 5 }]);
    vi.advanceTimersByTime(4999);
    expect(io.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(io.reload).toHaveBeenCalledTimes(1);
  });

  it('an unknown code shows msg in red for 5 s and rejects with Error(msg)', async () => {
    io.reply(envelope('0x10d7500003', null, '账号或密码错误'));
    const err = await rejection(get('/x'));
    expect(err).toMatchObject({ kind: 'business', code: '0x10d7500003', message: '账号或密码错误' });
    expect(io.toasts).toEqual([{ type: 'error', content: '账号或密码错误', duration: 5 }]);
  });

  it.each([
    ['missing', { code: '500', data: null }],
    ['empty', { code: '500', msg: '', data: null }],
  ])('%s msg → error', async (_label, body) => {
    io.reply(jsonResponse(body));
    const err = await rejection(get('/x'));
    expect(err.message).toBe('error');
    expect(io.toasts.map((t) => t.content)).toEqual(['error']);
  });

  it('a numeric success code other than 200 is still an error', async () => {
    io.reply(jsonResponse({ code: 500, msg: '失败', data: null }));
    const err = await rejection(get('/x'));
    expect(err.code).toBe('500');
  });

  it('needCode resolves with the whole body whatever the code, without toast', async () => {
    io.reply(envelope('0x10d7500005', { needVerifyCode: true }, '请输入图片验证码'), envelope('200', { token: 't' }, ''));
    await expect(post('/login', {}, { needCode: true })).resolves.toEqual({
      code: '0x10d7500005',
      msg: '请输入图片验证码',
      data: { needVerifyCode: true },
    });
    await expect(request({ method: 'POST', url: '/login', needCode: true })).resolves.toEqual({
      code: '200',
      msg: '',
      data: { token: 't' },
    });
    expect(io.toasts).toEqual([]);
  });

  it('silent suppresses the toast but still rejects', async () => {
    io.reply(envelope('0x1', null, '失败'));
    await rejection(get('/x', undefined, { silent: true }));
    expect(io.toasts).toEqual([]);
  });
});

describe('HTTP and transport failures', () => {
  it('HTTP 401 removes the token, says 登录已失效，请重新登录 once and loads the login page 1.5 s later', async () => {
    vi.useFakeTimers();
    setToken('tok');
    io.reply(jsonResponse({ code: '401', msg: '登录已失效，请重新登录', data: null }, 401));
    const err = await rejection(get('/x'));
    expect(err).toMatchObject({ kind: 'http', status: 401, message: '登录已失效，请重新登录' });
    expect(getToken()).toBeNull();
    expect(io.toasts).toEqual([{ type: 'error', content: '登录已失效，请重新登录', duration: 5 }]);
    expect(io.leave).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1500);
    expect(io.leave).toHaveBeenCalledTimes(1);
    expect(io.reload).not.toHaveBeenCalled();
  });

  it('HTTP 504 shows 网关超时', async () => {
    io.reply(new Response('<html>Gateway Timeout</html>', { status: 504 }));
    const err = await rejection(post('/x'));
    expect(err).toMatchObject({ kind: 'http', status: 504, message: '网关超时' });
    expect(io.toasts.map((t) => t.content)).toEqual(['网关超时']);
  });

  it.each([500, 404, 418])('HTTP %i shows a Chinese message without internals', async (status) => {
    io.reply(new Response('stack at /srv/app.js:12', { status }));
    const err = await rejection(get('/secret/path'));
    const text = `服务器开小差了（HTTP ${status}），请稍后重试`;
    expect(err).toMatchObject({ kind: 'http', status, message: text });
    expect(io.toasts).toEqual([{ type: 'error', content: text, duration: 5 }]);
    expect(io.reload).not.toHaveBeenCalled();
  });

  it('network failure shows 网络连接失败，请检查网络后重试', async () => {
    io.reply(new TypeError('Failed to fetch http://10.0.0.1/api/x'));
    const err = await rejection(post('/x'));
    expect(err).toMatchObject({ kind: 'network', message: '网络连接失败，请检查网络后重试' });
    expect(io.toasts.map((t) => t.content)).toEqual(['网络连接失败，请检查网络后重试']);
  });

  it('timeout aborts the request and shows 请求超时，请稍后重试', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    io.reply(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined;
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = rejection(post('/slow', undefined, { timeoutMs: 1000 }));
    await vi.advanceTimersByTimeAsync(999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await pending;
    expect(signal?.aborted).toBe(true);
    expect(err).toMatchObject({ kind: 'timeout', message: '请求超时，请稍后重试' });
    expect(io.toasts.map((t) => t.content)).toEqual(['请求超时，请稍后重试']);
  });

  it('the default timeout is 30000 ms', async () => {
    vi.useFakeTimers();
    io.reply(
      ({ init }) => new Promise<Response>((_r, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const pending = rejection(post('/slow'));
    await vi.advanceTimersByTimeAsync(29999);
    expect(io.toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).kind).toBe('timeout');
  });

  it.each([
    ['malformed JSON', '{"code": "200", '],
    ['an HTML page', '<!doctype html><html><body>nginx</body></html>'],
    ['an empty body', ''],
    ['a JSON array', '[1,2]'],
    ['JSON null', 'null'],
    ['an object without code', '{"msg":"x","data":1}'],
    ['an object with a boolean code', '{"code":true}'],
  ])('%s → 服务器返回的数据格式有误，请稍后重试', async (_label, text) => {
    io.reply(new Response(text, { status: 200 }));
    const err = await rejection(get('/x'));
    expect(err).toMatchObject({ kind: 'malformed', message: '服务器返回的数据格式有误，请稍后重试' });
    expect(io.toasts.map((t) => t.content)).toEqual(['服务器返回的数据格式有误，请稍后重试']);
  });
});

describe('headers (spec §7)', () => {
  it('sends Authorization only when a token is stored', async () => {
    io.reply(envelope('200'), envelope('200'));
    await get('/a');
    expect(io.calls[0].headers.Authorization).toBeUndefined();
    setToken('abc.def');
    await get('/a');
    expect(io.calls[1].headers.Authorization).toBe('abc.def');
  });

  it.each([
    [null, '5'],
    [1, '5'],
    [2, '4'],
  ])('platformType %s → ClientType %s', async (platformType, clientType) => {
    if (platformType !== null) setSessionValues({ platformType });
    io.reply(envelope('200'));
    await get('/a');
    expect(io.calls[0].headers.ClientType).toBe(clientType);
  });

  it.each([
    [2, 'D2003', 'D2003'],
    [2, undefined, undefined],
    [1, 'D2003', undefined],
  ])('platformType %s with the dealer %s chosen → DealerId %s', async (platformType, chosen, sent) => {
    setSessionValues({ platformType });
    appStore.set({ dealerValue: chosen });
    io.reply(envelope('200'));
    await get('/a');
    appStore.set({ dealerValue: undefined });
    expect(io.calls[0].headers.DealerId).toBe(sent);
  });

  it('Payload carries a fresh 32-character [0-9A-Za-z] nonce, the timestamp and authModel 1', async () => {
    io.reply(envelope('200'), envelope('200'));
    const before = Date.now();
    await get('/a');
    await get('/a');
    const [p1, p2] = io.calls.map((c) => JSON.parse(c.headers.Payload));
    expect(Object.keys(p1).sort()).toEqual(['authModel', 'nonce', 'timestamp']);
    expect(p1.authModel).toBe(1);
    expect(p1.nonce).toMatch(/^[0-9A-Za-z]{32}$/);
    expect(p1.timestamp).toBeGreaterThanOrEqual(before);
    expect(p1.timestamp).toBeLessThanOrEqual(Date.now());
    expect(p2.nonce).not.toBe(p1.nonce);
    expect(NONCE_CHARSET).toHaveLength(62);
  });
});

describe('request building', () => {
  it('prefixes /api and drops undefined, null and empty params', async () => {
    io.reply(envelope('200'));
    await get('/backlog/v2/api/backlogs', { pageNo: 1, pageSize: 10, dealStatus: 0, title: '', a: undefined, b: null });
    expect(io.calls[0].url).toBe('/api/backlog/v2/api/backlogs?pageNo=1&pageSize=10&dealStatus=0');
    expect(io.calls[0].init.method).toBe('GET');
    expect(io.calls[0].init.body).toBeUndefined();
  });

  it('encodes query values', () => {
    expect(buildUrl('x', { q: '浙A 1&2' })).toBe('/api/x?q=%E6%B5%99A+1%262');
    expect(buildUrl('/x?a=1', { b: 2, c: [3, 4] })).toBe('/api/x?a=1&b=2&c=3&c=4');
    expect(buildUrl('/x', { e: '' })).toBe('/api/x');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    io.reply(envelope('200'), envelope('200'));
    await post('/p', { account: 'a' });
    await put('/p', [1]);
    expect(io.calls[0].init).toMatchObject({ method: 'POST', body: '{"account":"a"}' });
    expect(io.calls[0].headers['Content-Type']).toMatch(/^application\/json/);
    expect(io.calls[1].init).toMatchObject({ method: 'PUT', body: '[1]' });
  });

  it('sends FormData as is, without a content type', async () => {
    io.reply(envelope('200'));
    const form = new FormData();
    form.append('type', '1');
    await post('/upload', form);
    expect(io.calls[0].init.body).toBe(form);
    expect(io.calls[0].headers['Content-Type']).toBeUndefined();
  });

  it('del sends DELETE with params', async () => {
    io.reply(envelope('200'));
    await del('/user', { id: 3 });
    expect(io.calls[0]).toMatchObject({ url: '/api/user?id=3', init: { method: 'DELETE' } });
  });
});

describe('one toast at a time (spec §8)', () => {
  it('closes the previous toast before opening the next', async () => {
    io.reply(envelope('0x1', null, '第一条'), new Response('', { status: 500 }));
    await rejection(get('/a'));
    await rejection(get('/b'));
    expect(io.events).toEqual(['destroy', 'open:第一条', 'destroy', 'open:服务器开小差了（HTTP 500），请稍后重试']);
  });
});
