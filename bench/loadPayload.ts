/**
 * The request headers every /api call of the load benchmark carries (docs/wire-protocol.md, "Request headers"):
 * `Authorization` (the login token), `ClientType: 5` and a fresh `Payload` — a 32-character nonce of [0-9A-Za-z]
 * that is never sent twice, the current time in ms and `authModel: 1`.
 */
import { randomBytes } from 'node:crypto';

export const NONCE_LENGTH = 32;
export const NONCE_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Bytes at or above this value are dropped, so that every character of the charset is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % NONCE_CHARSET.length);

/** 32 random characters of [0-9A-Za-z] from the system's cryptographic generator. */
export function makeNonce(random: (size: number) => Uint8Array = randomBytes): string {
  let out = '';
  while (out.length < NONCE_LENGTH) {
    for (const b of random(NONCE_LENGTH * 2)) {
      if (b < UNBIASED_LIMIT) out += NONCE_CHARSET[b % NONCE_CHARSET.length];
      if (out.length === NONCE_LENGTH) break;
    }
  }
  return out;
}

/** The `Payload` header's value: `{"nonce":"…","timestamp":<ms>,"authModel":1}`. */
export function makePayloadHeader(now = Date.now(), nonce = makeNonce()): string {
  return JSON.stringify({ nonce, timestamp: now, authModel: 1 });
}

/** Headers of one /api call: a new Payload on every call, `Authorization` once logged in. */
export function apiHeaders(token?: string, now = Date.now()): Record<string, string> {
  const headers: Record<string, string> = { ClientType: '5', Payload: makePayloadHeader(now) };
  if (token) headers.Authorization = token;
  return headers;
}
