import { getPlatformType, getToken } from '../auth/session';

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

/** Authorization (when a token is stored), ClientType and Payload. */
export function buildHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    ClientType: clientTypeFor(getPlatformType()),
    Payload: JSON.stringify(makePayload()),
  };
  const token = getToken();
  if (token) headers.Authorization = token;
  return headers;
}
