import { afterFirstView } from './viewShown';

/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), for work that must not compete with what the
 * user is waiting for: code a later screen will need. Returns the cancel function (an effect's cleanup).
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, Math.min(timeoutMs, 1500));
  return () => window.clearTimeout(handle);
}

/**
 * As `whenIdle`, but only once the first page of this page load has been drawn (`viewShown.ts`, or its 1 s): the idle
 * moments of a deep link, while its own code and data are on their way, are not spent on what later screens need.
 */
export function whenIdleAfterFirstPage(task: () => void, timeoutMs: number): () => void {
  let live = true;
  let cancel: (() => void) | undefined;
  void afterFirstView().then(() => {
    if (live) cancel = whenIdle(task, timeoutMs);
  });
  return () => {
    live = false;
    cancel?.();
  };
}
