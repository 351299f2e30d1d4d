// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ACTIVE_KEY, idleMessage, watchIdle } from './idleLogout';

const MINUTE = 60_000;
let onIdle: ReturnType<typeof vi.fn<() => void>>;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-15T02:00:00Z'));
  localStorage.clear();
  onIdle = vi.fn<() => void>();
  stop = watchIdle(30 * MINUTE, onIdle);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('idle logout (安全设置 会话空闲超时)', () => {
  it('says why in the operator’s words', () => {
    expect(idleMessage(30)).toBe('超过 30 分钟未操作，已自动退出，请重新登录');
  });

  it('logs out once after the timeout without input, not before', () => {
    vi.advanceTimersByTime(29 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('input in this tab starts the time again', () => {
    vi.advanceTimersByTime(20 * MINUTE);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(20 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(11 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('input in another tab (the shared time) keeps this tab alive', () => {
    vi.advanceTimersByTime(25 * MINUTE);
    localStorage.setItem(LAST_ACTIVE_KEY, String(Date.now()));
    vi.advanceTimersByTime(25 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(6 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stops watching when asked', () => {
    stop();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
