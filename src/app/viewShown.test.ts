import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstView, firstViewShown, onViewShown, reportViewShown, resetViewShown, SECONDARY_LOAD_WAIT_MS } from './viewShown';

const shown = { area: 'sysBulletin', view: 'list', kind: 'list', rows: 10 };

describe('viewShown: the first view drawn releases the secondary loads', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetViewShown();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetViewShown();
  });

  it('afterFirstView resolves when the first view reports, not before', async () => {
    let released = false;
    void afterFirstView().then(() => (released = true));
    await Promise.resolve();
    expect(released).toBe(false);
    reportViewShown(shown);
    await Promise.resolve();
    expect(released).toBe(true);
    expect(firstViewShown()).toBe(true);
  });

  it(`afterFirstView resolves after ${SECONDARY_LOAD_WAIT_MS} ms when no view reports`, async () => {
    let released = false;
    void afterFirstView().then(() => (released = true));
    vi.advanceTimersByTime(SECONDARY_LOAD_WAIT_MS - 1);
    await Promise.resolve();
    expect(released).toBe(false);
    vi.advanceTimersByTime(1);
    await Promise.resolve();
    expect(released).toBe(true);
    expect(firstViewShown()).toBe(false);
  });

  it('once a view has been shown, a later wait resolves at once; every report reaches the listeners with its time', async () => {
    const seen: { view: string; at: number }[] = [];
    const stop = onViewShown((e) => seen.push({ view: e.view, at: e.at }));
    reportViewShown(shown);
    reportViewShown({ ...shown, view: 'detail', kind: 'detail', rows: undefined });
    stop();
    reportViewShown(shown);
    expect(seen.map((e) => e.view)).toEqual(['list', 'detail']);
    expect(seen.every((e) => typeof e.at === 'number')).toBe(true);
    let released = false;
    void afterFirstView().then(() => (released = true));
    await Promise.resolve();
    expect(released).toBe(true);
  });
});
