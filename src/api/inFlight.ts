/**
 * Identical GETs in flight at the same time share one network request: the second caller gets the promise of
 * the first. The shared value is the raw answer (status and body text); every caller parses it on its own, so
 * no caller can change the data another one received. The entry is dropped as soon as the request settles,
 * so a later call always goes to the network again.
 */
const inFlight = new Map<string, Promise<unknown>>();

export function shareInFlight<T>(key: string, start: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const promise = start();
  inFlight.set(key, promise);
  const forget = () => {
    if (inFlight.get(key) === promise) inFlight.delete(key);
  };
  promise.then(forget, forget);
  return promise;
}

/** How many shared requests are running (tests). */
export const inFlightCount = () => inFlight.size;
