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
