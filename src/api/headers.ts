import { getPlatformType, getToken } from '../auth/session';
import { appStore } from '../stores/appStore';

/** Request headers of spec §7 / docs/wire-protocol.md. */
export const NONCE_LENGTH = 32;
export const NONCE_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A random string of [0-9A-Za-z] from crypto.getRandomValues (rejection sampling, so every character is equally likely). */
export function makeNonce(length = NONCE_LENGTH): string {
  const n = NONCE_CHARSET.length; // 62
  const limit = 256 - (256 % n); // 248: bytes at or above are discarded to avoid bias
  let out = '';
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const b of bytes) {
      if (b < limit) out += NONCE_CHARSET[b % n];
      if (out.length === length) break;
    }
  }
  return out;
}

/** ClientType 4 for platformType 2, otherwise (1 or unknown) 5. */
export function clientTypeFor(platformType: number | null): '4' | '5' {
  return platformType === 2 ? '4' : '5';
}

interface PayloadHeader {
  nonce: string;
  timestamp: number;
  authModel: 1;
}

function makePayload(now = Date.now()): PayloadHeader {
  return { nonce: makeNonce(), timestamp: now, authModel: 1 };
}

/**
 * Authorization (when a token is stored), ClientType and Payload; on the multi-dealer platform (platformType 2) also
 * DealerId, the dealer chosen in the top bar's selector, which narrows every answer to that dealer's records.
 */
export function buildHeaders(): Record<string, string> {
  const platformType = getPlatformType();
  const headers: Record<string, string> = {
    ClientType: clientTypeFor(platformType),
    Payload: JSON.stringify(makePayload()),
  };
  const token = getToken();
  if (token) headers.Authorization = token;
  const dealer = platformType === 2 ? appStore.get().dealerValue : undefined;
  if (dealer) headers.DealerId = dealer;
  return headers;
}
