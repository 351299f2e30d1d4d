import { shellServices } from '../app/shellServices';
import { buildHeaders } from './headers';
import { buildUrl } from './http';

/**
 * Writes to the platform that nobody waits for and nobody may see fail (field telemetry): the same address and headers
 * as `request` of `http.ts`, but one try with its own timeout, no toast, no session handling on a 401, no retry, and
 * not counted for 网络较慢. The beacon form is for the moment the page goes away: `navigator.sendBeacon` survives the
 * page, but carries no header at all, so only a call that accepts that (a public route exempt from the Payload check)
 * may be sent so.
 */
export const BACKGROUND_TIMEOUT_MS = 10_000;

/** POSTs `data` as JSON; resolves true when the platform answered 2xx, false on anything else. Never rejects. */
export async function postInBackground(url: string, data: unknown, timeoutMs = BACKGROUND_TIMEOUT_MS): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const headers = { ...buildHeaders(), 'Content-Type': 'application/json;charset=UTF-8' };
    const response = await shellServices().fetch(buildUrl(url), {
      method: 'POST',
      headers,
      body: JSON.stringify(data),
      signal: controller.signal,
    });
    // The answer's body is read (and dropped): left unread, it holds its connection open, one of the browser's few.
    await response.arrayBuffer().catch(() => undefined);
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Queues `data` as a JSON beacon; false when the browser has no beacon or refused it (too large, queue full). */
export function beaconInBackground(url: string, data: unknown): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  try {
    return navigator.sendBeacon(buildUrl(url), new Blob([JSON.stringify(data)], { type: 'application/json' }));
  } catch {
    return false;
  }
}
