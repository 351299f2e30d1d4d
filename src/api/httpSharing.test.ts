// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken } from '../auth/session';
import { get, post, request } from './http';
import { inFlightCount } from './inFlight';
import { isNetworkSlow, onSlowChange, SLOW_AFTER_MS } from './networkEvents';
import { slowPendingCount } from './slowTracker';
import { envelope, installHttpDoubles, type Reply } from '../testing/httpDoubles';

let io: ReturnType<typeof installHttpDoubles>;

beforeEach(() => {
  clearSession();
  setToken('tok');
  io = installHttpDoubles();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A reply that waits until the test answers it. */
function held() {
  let answer!: (r: Response) => void;
  const reply: Reply = () => new Promise<Response>((resolve) => (answer = resolve));
  return { reply, answer: (r: Response) => answer(r) };
}

describe('identical GETs in flight share one request', () => {
  it('two identical GETs at once: one fetch, the same data, independent copies', async () => {
    io.reply(envelope('200', { rows: [{ id: 1, name: '一号车场' }] }));
    type Parks = { rows: { id: number; name: string }[] };
    const [a, b] = await Promise.all([get<Parks>('/parks', { pageNo: 1 }), get<Parks>('/parks', { pageNo: 1 })]);
    expect(io.calls).toHaveLength(1);
    expect(a).toEqual(b);
    a.rows[0].name = '改过';
    expect(b.rows[0].name).toBe('一号车场');
    expect(inFlightCount()).toBe(0);
  });

  it.each([
    ['another query', () => get('/parks', { pageNo: 2 })],
    ['another path', () => get('/users', { pageNo: 1 })],
  ])('a GET with %s is a request of its own', async (_label, other) => {
    io.reply(envelope('200', 1), envelope('200', 2));
    await Promise.all([get('/parks', { pageNo: 1 }), other()]);
    expect(io.calls).toHaveLength(2);
  });

  it('the same GET under another token is a request of its own', async () => {
    const first = held();
    io.reply(first.reply, envelope('200', 'b'));
    const a = get('/parks');
    setToken('other');
    const b = get('/parks');
    first.answer(envelope('200', 'a'));
    expect(await Promise.all([a, b])).toEqual(['a', 'b']);
    expect(io.calls.map((c) => c.headers.Authorization)).toEqual(['tok', 'other']);
  });

  it('the same GET after the first one has settled goes to the network again', async () => {
    io.reply(envelope('200', 1), envelope('200', 2));
    expect(await get('/parks')).toBe(1);
    expect(await get('/parks')).toBe(2);
    expect(io.calls).toHaveLength(2);
  });

  it('identical POSTs are never shared', async () => {
    io.reply(envelope('200', 1), envelope('200', 2));
    await Promise.all([post('/save', { a: 1 }), post('/save', { a: 1 })]);
    expect(io.calls).toHaveLength(2);
  });

  it('a shared failure rejects every caller and shows one toast; a silent caller stays silent', async () => {
    io.reply(envelope('0x10d7500003', null, '查询失败'));
    const results = await Promise.allSettled([
      get('/parks'),
      get('/parks', undefined, { silent: true }),
      request({ url: '/parks', needCode: true }),
    ]);
    expect(io.calls).toHaveLength(1);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(results[2]).toEqual({ status: 'fulfilled', value: { code: '0x10d7500003', msg: '查询失败', data: null } });
    expect(io.toasts.map((t) => t.content)).toEqual(['查询失败']);
  });
});

describe('网络较慢: slow while a request is pending longer than 3 s', () => {
  it('turns on at 3000 ms and off when the last slow request ends', async () => {
    vi.useFakeTimers();
    const changes: boolean[] = [];
    const off = onSlowChange((slow) => changes.push(slow));
    const one = held();
    const two = held();
    io.reply(one.reply, two.reply);
    const a = get('/a');
    await vi.advanceTimersByTimeAsync(1000);
    const b = get('/b');
    expect(SLOW_AFTER_MS).toBe(3000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(isNetworkSlow()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isNetworkSlow()).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(slowPendingCount()).toBe(2);
    one.answer(envelope('200', 1));
    await a;
    expect(isNetworkSlow()).toBe(true);
    two.answer(envelope('200', 2));
    await b;
    expect(isNetworkSlow()).toBe(false);
    expect(changes).toEqual([true, false]);
    off();
  });

  it('requests answered within 3 s never turn it on and leave no timer behind', async () => {
    vi.useFakeTimers();
    const changes: boolean[] = [];
    const off = onSlowChange((slow) => changes.push(slow));
    io.reply(envelope('200', 1), envelope('0x1', null, '失败'));
    await get('/a');
    await get('/b').catch(() => undefined);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(changes).toEqual([]);
    off();
  });

  it('a GET that keeps failing stays counted through its retries, then ends the slow state', async () => {
    vi.useFakeTimers();
    const hang: Reply = ({ init }) =>
      new Promise<Response>((_r, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    io.reply(hang, hang, hang, hang);
    const pending = get('/a', undefined, { timeoutMs: 2000 }).catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(3000);
    expect(isNetworkSlow()).toBe(true);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await pending).toBe('请求超时，请稍后重试');
    expect(isNetworkSlow()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
