/**
 * Answers asked for ahead of a view (prefetchView.ts), by the data layer's key hash. The view's own load of the same key
 * takes the answer instead of asking again, once, within PREFETCH_TTL_MS: a success or a failure alike (the request was
 * made as the view would have made it, retries and error message included, so it is sent once either way). Cleared
 * with the data layer's cache (logout, another dealer).
 */
export const PREFETCH_TTL_MS = 10_000;

/** How an answer asked for ahead ended. */
export type PrefetchOutcome = { body: unknown } | { error: unknown };

interface Slot {
  promise: Promise<unknown>;
  at: number;
  /** Set once the answer has arrived (or failed). */
  outcome?: PrefetchOutcome;
}

const slots = new Map<string, Slot>();

/** Keeps an answer asked for ahead under its key hash (a second one for the same key is not asked for: see `isPrefetched`). */
export function putPrefetched(hash: string, promise: Promise<unknown>): void {
  const slot: Slot = { promise, at: Date.now() };
  slots.set(hash, slot);
  // A failure waits for the view to take it; until then it is not an unhandled rejection.
  promise.then(
    (body) => (slot.outcome = { body }),
    (error) => (slot.outcome = { error }),
  );
}

/**
 * The answer asked for ahead under the key, without taking it (the view's own load still takes it): its outcome once it
 * has arrived, else the promise of it; undefined when none was asked for, or it was taken or has expired.
 */
export function peekPrefetched(hash: string): { outcome: PrefetchOutcome } | { pending: Promise<unknown> } | undefined {
  const slot = slots.get(hash);
  if (!slot || Date.now() - slot.at > PREFETCH_TTL_MS) return undefined;
  return slot.outcome ? { outcome: slot.outcome } : { pending: slot.promise };
}

/** True when an answer for the key was asked for ahead and has not been taken or expired. */
export function isPrefetched(hash: string): boolean {
  const slot = slots.get(hash);
  return slot !== undefined && Date.now() - slot.at <= PREFETCH_TTL_MS;
}

/** The answer asked for ahead under the key (taken: a later load asks again), or `load()` when there is none. */
export function takePrefetched<T>(hash: string, load: () => Promise<T>): Promise<T> {
  const slot = slots.get(hash);
  slots.delete(hash);
  if (!slot || Date.now() - slot.at > PREFETCH_TTL_MS) return load();
  return slot.promise as Promise<T>;
}

/** Drops every answer asked for ahead (the data layer's cache was cleared). */
export function clearPrefetched(): void {
  slots.clear();
}
