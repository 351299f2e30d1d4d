import type { IncomingHttpHeaders } from 'node:http';

/** How far a request's Payload timestamp may stray from the server clock, either way. */
export const PAYLOAD_WINDOW_MS = 5 * 60_000;
/** A nonce: 32 characters of [0-9A-Za-z] (the console's makeNonce). */
export const NONCE_PATTERN = /^[0-9A-Za-z]{32}$/;
/** Longer headers are refused unread. */
const MAX_HEADER_CHARS = 512;
/** The ledger forgets the oldest nonces beyond this many (memory stays bounded under load). */
export const MAX_REMEMBERED_NONCES = 200_000;

export const STALE_REQUEST_MSG = '请求已过期或重复，请刷新页面后重试';

export type PayloadProblem = 'missing' | 'malformed' | 'stale' | 'replayed';

/** Reads the Payload header `{nonce, timestamp, authModel: 1}`; null when it is absent, not JSON or not that shape. */
export function parsePayloadHeader(headers: IncomingHttpHeaders): { nonce: string; timestamp: number } | 'missing' | 'malformed' {
  const raw = headers.payload;
  if (raw === undefined) return 'missing';
  if (typeof raw !== 'string' || raw.length > MAX_HEADER_CHARS) return 'malformed';
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return 'malformed';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'malformed';
  const { nonce, timestamp, authModel } = value as Record<string, unknown>;
  if (typeof nonce !== 'string' || !NONCE_PATTERN.test(nonce)) return 'malformed';
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp)) return 'malformed';
  if (authModel !== 1) return 'malformed';
  return { nonce, timestamp };
}

/**
 * The nonces seen within the window. A nonce is remembered until its timestamp leaves the window (after that the
 * timestamp alone refuses a replay), so the ledger holds at most the requests of ten minutes, and never more than
 * MAX_REMEMBERED_NONCES (the oldest are forgotten first).
 */
export class NonceLedger {
  private readonly expiry = new Map<string, number>();

  constructor(private readonly limit = MAX_REMEMBERED_NONCES) {}

  get size(): number {
    return this.expiry.size;
  }

  /** Records the nonce; false when it was already seen and has not expired. */
  remember(nonce: string, forgetAt: number, now: number): boolean {
    const known = this.expiry.get(nonce);
    if (known !== undefined && known > now) return false;
    this.expiry.delete(nonce);
    this.expiry.set(nonce, forgetAt);
    this.prune(now);
    return true;
  }

  private prune(now: number) {
    // Entries arrive roughly in time order: drop expired ones from the front, then the oldest beyond the limit.
    for (const [nonce, at] of this.expiry) {
      if (at > now && this.expiry.size <= this.limit) break;
      this.expiry.delete(nonce);
    }
  }

  clear() {
    this.expiry.clear();
  }
}

/** Checks a request's Payload header against the clock and the ledger; null when it is fresh. */
export function checkRequestPayload(headers: IncomingHttpHeaders, ledger: NonceLedger, now: number): PayloadProblem | null {
  const payload = parsePayloadHeader(headers);
  if (payload === 'missing' || payload === 'malformed') return payload;
  if (Math.abs(payload.timestamp - now) > PAYLOAD_WINDOW_MS) return 'stale';
  return ledger.remember(payload.nonce, payload.timestamp + PAYLOAD_WINDOW_MS, now) ? null : 'replayed';
}
