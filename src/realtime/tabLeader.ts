/**
 * One alarm socket per browser, however many tabs of the console are open: the tab holding the Web Lock
 * `name` is the leader (it opens the socket); when it closes or logs out, the lock passes to another tab.
 * Without Web Locks (an insecure context; `null`), every tab leads its own socket.
 */
export interface LocksLike {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

/**
 * Runs `lead` while this tab holds the lock; `lead` returns what undoes it. The returned function gives up
 * the lock (or stops waiting for it) and undoes `lead` if it ran.
 */
export function whileLeader(name: string, lead: () => () => void, locks: LocksLike | null = defaultLocks()): () => void {
  if (!locks) {
    const undo = lead();
    return undo;
  }
  const abort = new AbortController();
  let release: (() => void) | null = null;
  let undo: (() => void) | null = null;
  locks
    .request(name, { signal: abort.signal }, () => {
      if (abort.signal.aborted) return Promise.resolve();
      undo = lead();
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    })
    .catch(() => undefined); // AbortError when given up while waiting
  return () => {
    abort.abort();
    undo?.();
    undo = null;
    release?.();
    release = null;
  };
}

function defaultLocks(): LocksLike | null {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LocksLike });
  return nav?.locks && typeof nav.locks.request === 'function' ? nav.locks : null;
}
