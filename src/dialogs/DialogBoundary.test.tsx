// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, STALE_CHUNK_TEXT } from '../app/staleChunk';
import { testShellServices } from '../testing/shellServices';
import { DialogBoundary } from './DialogBoundary';

const GONE = 'Failed to fetch dynamically imported module: http://x/assets/AboutDialog-abc.js';

function Broken({ error }: { error: Error }): never {
  throw error;
}

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('DialogBoundary: a failing dialog closes and the page under it lives on', () => {
  it.each([
    ['its code is gone after a redeploy: the page reloads once, no toast', GONE, false, 1, []],
    ['its code is gone again right after a reload: the stale-code text, no second reload', GONE, true, 0, [STALE_CHUNK_TEXT]],
    ['it throws while drawing: 对话框出现错误 with the reason', '坏了', false, 0, ['对话框出现错误：坏了']],
  ])('%s', (_, message, reloadedJustNow, reloads, toasts) => {
    if (reloadedJustNow) sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    const shell = testShellServices();
    const closed = vi.fn();
    render(
      <>
        <p>页面内容</p>
        <DialogBoundary onFailed={closed}>
          <Broken error={new TypeError(message)} />
        </DialogBoundary>
      </>,
    );
    expect(closed).toHaveBeenCalledTimes(1);
    expect(shell.staleChunkReload).toHaveBeenCalledTimes(reloads);
    expect(shell.toasts.map((t) => t.content)).toEqual(toasts);
    expect(screen.getByText('页面内容')).toBeTruthy();
  });

  it('draws its dialog when nothing fails', () => {
    const closed = vi.fn();
    render(
      <DialogBoundary onFailed={closed}>
        <p>修改密码</p>
      </DialogBoundary>,
    );
    expect(screen.getByText('修改密码')).toBeTruthy();
    expect(closed).not.toHaveBeenCalled();
  });
});
