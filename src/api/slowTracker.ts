import { SLOW_AFTER_MS, setNetworkSlow } from './networkEvents';

/**
 * Drives the "网络较慢" state of networkEvents.ts: slow while at least one tracked request has been pending
 * longer than SLOW_AFTER_MS, not slow again as soon as none is. Each request's timer is cleared when it settles.
 */
let slowPending = 0;

export function trackSlow<T>(promise: Promise<T>): Promise<T> {
  let counted = false;
  const timer = setTimeout(() => {
    counted = true;
    slowPending += 1;
    setNetworkSlow(true);
  }, SLOW_AFTER_MS);
  const settle = () => {
    clearTimeout(timer);
    if (!counted) return;
    slowPending -= 1;
    if (slowPending === 0) setNetworkSlow(false);
  };
  promise.then(settle, settle);
  return promise;
}

/** Requests pending longer than SLOW_AFTER_MS right now (tests). */
export const slowPendingCount = () => slowPending;
