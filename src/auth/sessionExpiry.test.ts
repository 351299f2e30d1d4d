// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, get, post } from '../api/http';
import { installHttpDoubles, jsonResponse } from '../testing/httpDoubles';
import { clearSession, getLoginStatus, getToken, setToken } from './session';
import { isSessionExpiring } from './sessionExpiry';

let io: ReturnType<typeof installHttpDoubles>;
const unauthorized = () => jsonResponse({ code: '401', msg: '登录已失效，请重新登录', data: null }, 401);

beforeEach(() => {
  clearSession();
  window.history.replaceState(null, '', '/sysBulletin/list?pageNo=2');
  io = installHttpDoubles();
  io.serve({});
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

async function errors(calls: Promise<unknown>[]): Promise<ApiError[]> {
  const settled = await Promise.allSettled(calls);
  return settled.map((r) => {
    expect(r.status).toBe('rejected');
    return (r as PromiseRejectedResult).reason as ApiError;
  });
}

describe('HTTP 401: one logout however many calls fail', () => {
  it('ten parallel 401s: token gone, one toast, one page load of /login with the return URL, after 1.5 s', async () => {
    setToken('tok');
    localStorage.setItem('alarmFlag', '1');
    const paths = Array.from({ length: 10 }, (_v, i) => `/api/call${i}`);
    io.serve(Object.fromEntries(paths.map((p) => [p, unauthorized])));
    const failures = await errors(paths.map((p, i) => (i % 2 ? get(p.slice(4)) : post(p.slice(4), {}))));
    expect(io.calls).toHaveLength(10);
    expect(failures).toHaveItemsAllMatching((e) => e instanceof ApiError && e.status === 401 && e.message === '登录已失效，请重新登录');
    expect(getToken()).toBeNull();
    expect(getLoginStatus()).toBe('0');
    expect(localStorage.getItem('alarmFlag')).toBeNull();
    expect(io.toasts).toEqual([{ type: 'error', content: '登录已失效，请重新登录', duration: 5 }]);
    expect(isSessionExpiring()).toBe(true);
    await vi.advanceTimersByTimeAsync(1499);
    expect(io.leave).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(io.leave.mock.calls).toEqual([['/login?redirect=%2FsysBulletin%2Flist%3FpageNo%3D2']]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(io.leave).toHaveBeenCalledTimes(1);
    expect(io.reload).not.toHaveBeenCalled();
  });

  it('a 401 arriving while the logout is pending (sent before it) is silent', async () => {
    setToken('tok');
    let late!: (r: Response) => void;
    io.reply(unauthorized(), () => new Promise<Response>((resolve) => (late = resolve)));
    await errors([get('/first')]);
    const second = errors([get('/second')]);
    late(unauthorized());
    await second;
    expect(io.toasts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1500);
    expect(io.leave).toHaveBeenCalledTimes(1);
  });

  it('while the login page is about to load, even a 401 under a newly stored token adds no toast and no second page load', async () => {
    setToken('tok');
    io.reply(unauthorized(), unauthorized());
    await errors([get('/first')]);
    setToken('tok2');
    await errors([get('/second')]);
    expect(io.toasts).toHaveLength(1);
    expect(getToken()).toBe('tok2');
    await vi.advanceTimersByTimeAsync(5000);
    expect(io.leave).toHaveBeenCalledTimes(1);
  });

  it('the 401 of a request made while logged out is silent and goes nowhere', async () => {
    io.reply(unauthorized());
    const [error] = await errors([get('/loginInfo')]);
    expect(error.status).toBe(401);
    expect(io.calls[0].headers.Authorization).toBeUndefined();
    expect(io.toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(io.leave).not.toHaveBeenCalled();
    expect(isSessionExpiring()).toBe(false);
  });

  it('the 401 of a request sent with a token that has since been replaced leaves the new session alone', async () => {
    setToken('old');
    let answer!: (r: Response) => void;
    io.reply(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = errors([get('/list')]);
    setToken('new');
    answer(unauthorized());
    await pending;
    expect(getToken()).toBe('new');
    expect(io.toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(io.leave).not.toHaveBeenCalled();
  });

  it.each([
    ['/todo', '/login?redirect=%2Ftodo'],
    ['/stopFee/orders?plate=%E6%B5%99A&pageNo=3', '/login?redirect=%2FstopFee%2Forders%3Fplate%3D%25E6%25B5%2599A%26pageNo%3D3'],
    ['/login?redirect=%2Ftodo', '/login?redirect=%2Ftodo'],
    ['/whitePage', '/login'],
  ])('on %s the login page gets %s', async (page, target) => {
    window.history.replaceState(null, '', page);
    setToken('tok');
    io.reply(unauthorized());
    await errors([get('/x')]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(io.leave.mock.calls).toEqual([[target]]);
  });
});
