/**
 * When the HTTP client tries a request again. Only GET is ever repeated (it reads, so a second try changes
 * nothing on the server); POST, PUT and DELETE are sent once whatever happens. A GET is repeated after a
 * network failure, a timeout or HTTP 502 / 503 / 504 (a gateway or an overloaded service: usually passing),
 * at most MAX_GET_RETRIES times, waiting RETRY_BASE_DELAY_MS · 2^(n−1) ± RETRY_JITTER between tries.
 * HTTP 500 and every 4xx answer and every business code are final: the same request would get the same answer.
 */
export const MAX_GET_RETRIES = 3;
const RETRY_BASE_DELAY_MS = 300;
/** ±50 %: tries of many clients after one outage spread out instead of arriving together. */
const RETRY_JITTER = 0.5;
const RETRYABLE_STATUSES: readonly number[] = [502, 503, 504];

/** What one try produced, as far as the retry rule cares. */
export type TryOutcome = { kind: 'network' } | { kind: 'timeout' } | { kind: 'response'; status: number };

/** Whether a try that produced `outcome` is followed by another one, `retriesDone` retries having been made. */
export function shouldRetry(method: string, outcome: TryOutcome, retriesDone: number): boolean {
  if (method.toUpperCase() !== 'GET' || retriesDone >= MAX_GET_RETRIES) return false;
  if (outcome.kind !== 'response') return true;
  return RETRYABLE_STATUSES.includes(outcome.status);
}

/** The wait before retry number `retry` (1, 2, 3): 300, 600, 1200 ms, each ± 50 %. `random` returns [0, 1). */
export function retryDelay(retry: number, random: () => number = Math.random): number {
  const base = RETRY_BASE_DELAY_MS * 2 ** (retry - 1);
  return Math.round(base * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random()));
}
