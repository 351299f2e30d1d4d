// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  installStaleChunkReload,
  isChunkLoadError,
  isStaleChunkReloadPending,
  reloadAfterStaleChunk,
  reloadForFailedChunk,
  reloadForStaleChunk,
} from './staleChunk';
import { attachRecorder, forceTelemetry, resetNotes, type Note } from '../telemetry/notes';
import { testShellServices } from '../testing/shellServices';

const reload = vi.fn();
beforeEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  testShellServices({ staleChunkReload: reload });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: http://x/assets/TodoPage-abc.js'), true],
    ['Firefox', new TypeError('error loading dynamically imported module: http://x/assets/a.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/a.css'), true],
    ['webpack-style name', Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }), true],
    ['an ordinary error', new Error('Cannot read properties of undefined'), false],
    ['a string with the text', 'Failed to fetch dynamically imported module', false],
    ['nothing', undefined, false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('reloadForStaleChunk: at most one automatic reload per window', () => {
  it('reloads the first time and remembers the time', () => {
    expect(reloadForStaleChunk(1_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(isStaleChunkReloadPending()).toBe(true);
  });

  it('offline, a missing chunk is the network, not a release: no reload (the page and what was typed stay)', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(reloadForStaleChunk(1_000_000)).toBe(false);
      expect(reload).not.toHaveBeenCalled();
      expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    } finally {
      online.mockRestore();
    }
    expect(reloadForStaleChunk(1_000_000)).toBe(true);
  });

  it('does not reload twice in the same document', () => {
    reloadForStaleChunk(1_000_000);
    expect(reloadForStaleChunk(1_000_000 + CHUNK_RELOAD_WINDOW_MS * 5)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['just after the last reload', 1, false],
    ['at the end of the window', CHUNK_RELOAD_WINDOW_MS - 1, false],
    ['once the window has passed', CHUNK_RELOAD_WINDOW_MS, true],
    ['clock went backwards', -5_000, true],
  ])('after a reload in an earlier document, %s → reload %s', (_name, elapsed, expected) => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '2000000');
    expect(reloadForStaleChunk(2_000_000 + elapsed)).toBe(expected);
    expect(reload).toHaveBeenCalledTimes(expected ? 1 : 0);
  });

  it('a garbled stored value does not block the reload', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, 'soon');
    expect(reloadForStaleChunk(5)).toBe(true);
  });

  it('without sessionStorage it never reloads (it could not stop a loop)', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(reloadForStaleChunk(1)).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('reloadAfterStaleChunk (重试)', () => {
  it('reloads even within the window and restarts it, so a new failure shows the error view', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '3000000');
    reloadAfterStaleChunk(3_000_500);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('3000500');
  });
});

describe('installStaleChunkReload', () => {
  it('vite:preloadError reloads once; removed, it does nothing', () => {
    const uninstall = installStaleChunkReload(window);
    window.dispatchEvent(new Event('vite:preloadError'));
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
    testShellServices({ staleChunkReload: reload }); // a new page
    sessionStorage.clear();
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('field telemetry of chunk failures', () => {
  const received: Note[] = [];
  beforeEach(() => {
    forceTelemetry(true);
    resetNotes();
    received.length = 0;
    attachRecorder((note) => received.push(note));
  });
  afterEach(() => forceTelemetry(null));

  it('Vite’s preload event and a page boundary note the failure once (the same error), then reload once', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: http://x/assets/TodoPage-abc.js');
    const uninstall = installStaleChunkReload(window);
    const event = Object.assign(new Event('vite:preloadError'), { payload: error });
    window.dispatchEvent(event);
    expect(reloadForFailedChunk(error, 'page')).toBe(false);
    uninstall();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(received).toEqual([expect.objectContaining({ type: 'chunk', source: 'preload', message: error.message })]);
    // Another failure met by the page boundary first.
    const other = new TypeError('Failed to fetch dynamically imported module: http://x/assets/ListView-def.js');
    reloadForFailedChunk(other, 'page');
    expect(received[1]).toMatchObject({ type: 'chunk', source: 'page', message: other.message });
  });
});
