// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken } from '../auth/session';
import { ApiError, del, get, post, put, request } from './http';
import { envelope, installHttpDoubles, jsonResponse, type Reply } from '../testing/httpDoubles';

let io: ReturnType<typeof installHttpDoubles>;

beforeEach(() => {
  clearSession();
  setToken('tok');
  io = installHttpDoubles();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Runs a call to its end under fake timers (retry waits included) and returns its outcome. */
async function settle(p: Promise<unknown>): Promise<{ value?: unknown; error?: ApiError }> {
  const out = p.then(
    (value) => ({ value }),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return { error: error as ApiError };
    },
  );
  await vi.advanceTimersByTimeAsync(10_000);
  return out;
}

const down =
  (status: number): Reply =>
  () =>
    new Response(JSON.stringify({ code: String(status), msg: '服务暂不可用', data: null }), { status });
const offline: Reply = () => Promise.reject(new TypeError('Failed to fetch'));
const nonces = () => io.calls.map((c) => (JSON.parse(c.headers.Payload) as { nonce: string }).nonce);

describe('GET retries', () => {
  it('503 twice, then OK: the data arrives after 3 tries, without any toast', async () => {
    io.reply(down(503), down(503), envelope('200', { rows: [1] }));
    expect(await settle(get('/list'))).toEqual({ value: { rows: [1] } });
    expect(io.calls).toHaveLength(3);
    expect(io.toasts).toEqual([]);
  });

  it('every try carries fresh headers: a new nonce each time', async () => {
    io.reply(down(503), down(502), offline, envelope('200', 1));
    await settle(get('/list'));
    expect(io.calls).toHaveLength(4);
    expect(new Set(nonces()).size).toBe(4);
    expect(io.calls).toHaveItemsAllMatching((c) => c.headers.Authorization === 'tok');
  });

  it.each([
    ['network failures', offline, '网络连接失败，请检查网络后重试'],
    ['HTTP 502', down(502), '服务器开小差了（HTTP 502），请稍后重试'],
    ['HTTP 503', down(503), '服务器开小差了（HTTP 503），请稍后重试'],
    ['HTTP 504', down(504), '网关超时'],
  ])('%s five times in a row: 4 tries, then one toast %s', async (_label, reply, text) => {
    io.reply(reply, reply, reply, reply, reply);
    const { error } = await settle(get('/list'));
    expect(io.calls).toHaveLength(4);
    expect(error?.message).toBe(text);
    expect(io.toasts).toEqual([{ type: 'error', content: text, duration: 5 }]);
  });

  it('a try that times out is retried; the last one says 请求超时，请稍后重试', async () => {
    const hang: Reply = ({ init }) =>
      new Promise<Response>((_r, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    io.reply(hang, hang, hang, hang, hang);
    const pending = settle(get('/slow', undefined, { timeoutMs: 1000 }));
    await vi.advanceTimersByTimeAsync(10_000);
    const { error } = await pending;
    expect(io.calls).toHaveLength(4);
    expect(error).toMatchObject({ kind: 'timeout', message: '请求超时，请稍后重试' });
    expect(io.toasts.map((t) => t.content)).toEqual(['请求超时，请稍后重试']);
  });

  it('waits 300, 600 and 1200 ms (without jitter) between the tries', async () => {
    io.reply(offline, offline, offline, envelope('200', 'ok'));
    const pending = get('/list');
    const tries: number[] = [];
    for (const step of [0, 299, 1, 599, 1, 1199, 1]) {
      await vi.advanceTimersByTimeAsync(step);
      tries.push(io.calls.length);
    }
    expect(tries).toEqual([1, 1, 2, 2, 3, 3, 4]);
    await expect(pending).resolves.toBe('ok');
  });

  it.each([
    ['HTTP 500', () => new Response('', { status: 500 })],
    ['HTTP 400', () => jsonResponse({ code: '400', msg: '参数错误', data: null }, 400)],
    ['HTTP 403', () => jsonResponse({ code: '403', msg: '无权访问该接口', data: null }, 403)],
    ['HTTP 404', () => new Response('', { status: 404 })],
    ['a business error code', () => envelope('0x10d7500003', null, '失败')],
    ['a malformed body', () => new Response('{"code":', { status: 200 })],
  ] as [string, Reply][])('GET answered with %s is not retried', async (_label, reply) => {
    io.reply(reply, reply);
    const { error } = await settle(get('/list'));
    expect(error).toBeInstanceOf(ApiError);
    expect(io.calls).toHaveLength(1);
    expect(io.toasts).toHaveLength(1);
  });
});

describe('POST, PUT and DELETE are never retried', () => {
  it.each([
    ['POST', () => post('/save', { a: 1 })],
    ['PUT', () => put('/save', { a: 1 })],
    ['DELETE', () => del('/save', { id: 1 })],
  ] as const)('%s answered 503 is sent exactly once and shows one message', async (_method, call) => {
    io.reply(down(503), envelope('200'));
    const { error } = await settle(call());
    expect(io.calls).toHaveLength(1);
    expect(error?.message).toBe('服务器开小差了（HTTP 503），请稍后重试');
    expect(io.toasts.map((t) => t.content)).toEqual(['服务器开小差了（HTTP 503），请稍后重试']);
  });

  it('a POST that fails on the network is sent exactly once', async () => {
    io.reply(offline, envelope('200'));
    const { error } = await settle(request({ method: 'POST', url: '/save', data: { a: 1 } }));
    expect(io.calls).toHaveLength(1);
    expect(error?.kind).toBe('network');
  });
});
