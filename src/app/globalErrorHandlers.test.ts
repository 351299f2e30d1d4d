// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/apiError';
import {
  failureMessage,
  installGlobalErrorHandlers,
  isForeignScriptError,
  MAX_REASON_LENGTH,
  REPEAT_SILENCE_MS,
} from './globalErrorHandlers';
import { CHUNK_RELOAD_KEY } from './staleChunk';
import { testShellServices } from '../testing/shellServices';
import { attachRecorder, forceTelemetry, resetNotes, type Note } from '../telemetry/notes';

describe('failureMessage', () => {
  it.each([
    ['an Error', new Error('找不到该记录'), '操作失败：找不到该记录'],
    [
      'a TypeError',
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      "操作失败：Cannot read properties of undefined (reading 'id')",
    ],
    ['a string', '保存超时', '操作失败：保存超时'],
    ['an object with message', { message: '对象错误' }, '操作失败：对象错误'],
    ['an Error without message', new RangeError(''), '操作失败：RangeError'],
    ['nothing', undefined, '操作失败：未知错误'],
    ['a number', 42, '操作失败：未知错误'],
    ['a gone chunk', new TypeError('Failed to fetch dynamically imported module: /assets/a.js'), '页面资源已更新，请刷新后重试'],
    ['an ApiError (already shown by the HTTP client)', new ApiError('服务器内部错误', { kind: 'business', code: '500' }), null],
    ['an aborted request', new DOMException('The user aborted a request.', 'AbortError'), null],
    ['ResizeObserver loop (Chromium)', 'ResizeObserver loop completed with undelivered notifications.', null],
    ['ResizeObserver loop (old Chromium)', new Error('ResizeObserver loop limit exceeded'), null],
    ['cross-origin script', 'Script error.', null],
  ])('%s', (_name, reason, expected) => {
    expect(failureMessage(reason)).toBe(expected);
  });

  it(`cuts reasons longer than ${MAX_REASON_LENGTH} characters`, () => {
    const text = failureMessage(new Error('错'.repeat(MAX_REASON_LENGTH + 30)));
    expect(text).toBe(`操作失败：${'错'.repeat(MAX_REASON_LENGTH)}…`);
  });
});

describe('isForeignScriptError', () => {
  it.each([
    ['our bundle', 'http://console.test/assets/index-abc.js', false],
    ['inline (no file)', '', false],
    ['a browser extension', 'chrome-extension://abcdef/content.js', true],
    ['another host', 'https://cdn.other.test/lib.js', true],
  ])('%s → %s', (_name, filename, expected) => {
    expect(isForeignScriptError({ filename }, 'http://console.test')).toBe(expected);
  });
});

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection');
  Object.defineProperty(event, 'reason', { value: reason });
  return event;
}

describe('installGlobalErrorHandlers', () => {
  const notify = vi.fn();
  const log = vi.fn();
  let clock = 0;
  let uninstall: () => void = () => undefined;
  const reload = vi.fn();

  beforeEach(() => {
    notify.mockReset();
    log.mockReset();
    reload.mockReset();
    clock = 1_000_000;
    sessionStorage.clear();
    testShellServices({ staleChunkReload: reload });
    uninstall = installGlobalErrorHandlers(window, { notify, log, now: () => clock });
  });
  afterEach(() => {
    uninstall();
  });

  it('an unhandled rejection: logged, one message', () => {
    window.dispatchEvent(rejection(new Error('x')));
    expect(notify.mock.calls).toEqual([['操作失败：x']]);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('an uncaught error of our own script: one message', () => {
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new Error('点击处理失败'),
        message: 'Uncaught Error: 点击处理失败',
        filename: `${location.origin}/assets/a.js`,
      }),
    );
    expect(notify.mock.calls).toEqual([['操作失败：点击处理失败']]);
  });

  it.each([
    ['ApiError', () => rejection(new ApiError('网关超时', { kind: 'http', status: 504 }))],
    ['ResizeObserver loop', () => new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' })],
    ['cross-origin Script error.', () => new ErrorEvent('error', { message: 'Script error.' })],
    ['an extension', () => new ErrorEvent('error', { error: new Error('ext'), message: 'ext', filename: 'chrome-extension://abc/x.js' })],
  ])('%s: no message', (_name, event) => {
    window.dispatchEvent(event());
    expect(notify).not.toHaveBeenCalled();
  });

  it('the same failure repeated at once is shown once; later, again', () => {
    window.dispatchEvent(rejection(new Error('x')));
    clock += REPEAT_SILENCE_MS - 1;
    window.dispatchEvent(rejection(new Error('x')));
    window.dispatchEvent(rejection(new Error('y')));
    clock += REPEAT_SILENCE_MS;
    window.dispatchEvent(rejection(new Error('y')));
    expect(notify.mock.calls).toEqual([['操作失败：x'], ['操作失败：y'], ['操作失败：y']]);
  });

  it('a gone chunk reloads the page once instead of a message; a second failure right after shows the text', () => {
    const gone = () => rejection(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'));
    window.dispatchEvent(gone());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
    // The reloaded document fails again within the window: no second reload, the text instead.
    testShellServices({ staleChunkReload: reload });
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    window.dispatchEvent(gone());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(notify.mock.calls).toEqual([['页面资源已更新，请刷新后重试']]);
  });

  it('is installed once: a second call adds no listeners', () => {
    const again = installGlobalErrorHandlers(window, { notify: vi.fn(), log });
    expect(again).toBe(uninstall);
    window.dispatchEvent(rejection(new Error('x')));
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('removed, it shows nothing', () => {
    uninstall();
    window.dispatchEvent(rejection(new Error('x')));
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('installGlobalErrorHandlers: field telemetry', () => {
  const received: Note[] = [];
  let uninstall: () => void = () => undefined;

  beforeEach(() => {
    forceTelemetry(true);
    resetNotes();
    received.length = 0;
    attachRecorder((note) => received.push(note));
    sessionStorage.clear();
    testShellServices();
    uninstall = installGlobalErrorHandlers(window, { notify: vi.fn(), log: vi.fn() });
  });
  afterEach(() => {
    uninstall();
    forceTelemetry(null);
  });

  it('notes what it shows: uncaught errors and rejections with their texts; not ApiErrors nor browser noise', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'id')");
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, filename: `${location.origin}/assets/a.js` }));
    window.dispatchEvent(rejection('保存超时'));
    window.dispatchEvent(rejection(new ApiError('网关超时', { kind: 'http', status: 504 })));
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('ext'), message: 'ext', filename: 'chrome-extension://abc/x.js' }));
    expect(received).toEqual([
      expect.objectContaining({ type: 'error', source: 'error', name: 'TypeError', message: error.message, stack: error.stack }),
      expect.objectContaining({ type: 'error', source: 'rejection', message: '保存超时' }),
    ]);
  });

  it('a gone chunk is noted as a chunk failure (once, though the page reloads for it), not as an error', () => {
    const gone = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    window.dispatchEvent(rejection(gone));
    window.dispatchEvent(rejection(gone));
    expect(received).toEqual([expect.objectContaining({ type: 'chunk', source: 'uncaught', message: gone.message })]);
  });
});
