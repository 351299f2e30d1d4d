import { randomInt } from 'node:crypto';

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A nonce as the console makes it: 32 characters of [0-9A-Za-z]. */
export const makeTestNonce = () => Array.from({ length: 32 }, () => CHARSET[randomInt(CHARSET.length)]).join('');

/** The Payload header value of one request: a fresh nonce, the timestamp (default now) and authModel 1. */
export const freshPayload = (timestamp = Date.now(), nonce = makeTestNonce()) => JSON.stringify({ nonce, timestamp, authModel: 1 });

/** `{Payload}` for one request; spread it into the headers of every direct call to /api. */
export const payloadHeaders = () => ({ Payload: freshPayload() });
