/**
 * What the HTTP client tells the shell about the network, without the shell knowing the wire format:
 * whether some request has been waiting longer than SLOW_AFTER_MS ("网络较慢" hint), and when the browser comes
 * back online (the data layer revalidates then).
 */
export const SLOW_AFTER_MS = 3000;

type SlowListener = (slow: boolean) => void;

const slowListeners = new Set<SlowListener>();
let slow = false;

/** Current state: true while at least one request has been pending longer than SLOW_AFTER_MS. */
export function isNetworkSlow(): boolean {
  return slow;
}

/** Calls `listener` on every change of the slow state; returns the unsubscribe function. */
export function onSlowChange(listener: SlowListener): () => void {
  slowListeners.add(listener);
  return () => slowListeners.delete(listener);
}

/** Set by the HTTP client only. */
export function setNetworkSlow(next: boolean): void {
  if (next === slow) return;
  slow = next;
  for (const listener of [...slowListeners]) listener(next);
}

type ReconnectListener = () => void;

/**
 * Calls `listener` each time the browser comes back online after having been offline (the `online` event
 * that follows an `offline` one); returns the unsubscribe function. The data layer revalidates the data
 * on screen through it (app/DataProvider: SWR's `initReconnect`).
 */
export function onReconnect(listener: ReconnectListener): () => void {
  let offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const wentOffline = () => {
    offline = true;
  };
  const cameBack = () => {
    if (!offline) return;
    offline = false;
    listener();
  };
  window.addEventListener('offline', wentOffline);
  window.addEventListener('online', cameBack);
  return () => {
    window.removeEventListener('offline', wentOffline);
    window.removeEventListener('online', cameBack);
  };
}
