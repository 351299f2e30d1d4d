import { randomBytes, randomInt, randomUUID } from 'node:crypto';

/** Cryptographically random values for tokens and one-time codes (not seed data: never reproducible). */
export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');
export const randomDigits = (length: number) => Array.from({ length }, () => randomInt(0, 10)).join('');
export const randomFrom = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(0, alphabet.length)]).join('');
export const randomId = () => randomUUID().replace(/-/g, '');
export { randomInt };
