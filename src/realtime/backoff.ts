/** Reconnect delays of the alarm socket: exponential from 1 s, capped at 30 s, with jitter. */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30000;

/**
 * The wait before reconnect attempt `attempt` (0 = first retry): half of the exponential step plus a random
 * share of the other half ("equal jitter"), so tabs and clients that lost the server together do not all come
 * back in the same millisecond, and the wait never exceeds BACKOFF_MAX_MS.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, Math.min(attempt, 30)));
  const r = random();
  const share = Number.isFinite(r) ? Math.min(1, Math.max(0, r)) : 0.5;
  return Math.round(step / 2 + (step / 2) * share);
}
