// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportPageDrawn, resetViewShown } from './viewShown';
import { whenIdleAfterFirstPage } from './whenIdle';

/** Idle callbacks run when the test says the browser is idle. */
let idle: (() => void)[] = [];
const goIdle = () => act(async () => idle.splice(0).forEach((run) => run()));

beforeEach(() => {
  resetViewShown();
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => (idle = []));
});
afterEach(() => vi.unstubAllGlobals());

describe('whenIdleAfterFirstPage: later screens’ code waits for the first page, then for an idle moment', () => {
  it('an idle moment before the first page is drawn is not used; the first one after it is', async () => {
    const task = vi.fn();
    whenIdleAfterFirstPage(task, 4000);
    await goIdle();
    expect(task).not.toHaveBeenCalled();
    await act(async () => reportPageDrawn());
    expect(task).not.toHaveBeenCalled();
    await goIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancelled (the page left) before or after the first page: never runs', async () => {
    const early = vi.fn();
    const late = vi.fn();
    whenIdleAfterFirstPage(early, 4000)();
    const cancelLate = whenIdleAfterFirstPage(late, 4000);
    await act(async () => reportPageDrawn());
    cancelLate();
    await goIdle();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
