/**
 * Answers asked for ahead of a view (prefetchView.ts), by the data layer's key hash. The view's own load of the same key
 * takes the answer instead of asking again, once, within PREFETCH_TTL_MS; an answer that failed is not used (the view asks
 * itself, and shows its own error). Cleared with the data layer's cache (logout, another dealer).
 */
export const PREFETCH_TTL_MS = 10_000;

interface Slot {
  promise: Promise<unknown>;
  at: number;
}

const slots = new Map<string, Slot>();

/** Keeps an answer asked for ahead under its key hash (a second one for the same key is not asked for: see `isPrefetched`). */
export function putPrefetched(hash: string, promise: Promise<unknown>): void {
  const slot = { promise, at: Date.now() };
  slots.set(hash, slot);
  promise.catch(() => {
    if (slots.get(hash) === slot) slots.delete(hash);
  });
}

/** True when an answer for the key was asked for ahead and has not been taken or expired. */
export function isPrefetched(hash: string): boolean {
  const slot = slots.get(hash);
  return slot !== undefined && Date.now() - slot.at <= PREFETCH_TTL_MS;
}

/** The answer asked for ahead under the key (taken: a later load asks again), or `load()` when there is none or it failed. */
export function takePrefetched<T>(hash: string, load: () => Promise<T>): Promise<T> {
  const slot = slots.get(hash);
  slots.delete(hash);
  if (!slot || Date.now() - slot.at > PREFETCH_TTL_MS) return load();
  return (slot.promise as Promise<T>).catch(() => load());
}

/** Drops every answer asked for ahead (the data layer's cache was cleared). */
export function clearPrefetched(): void {
  slots.clear();
}
