/** Fills the array with random bytes (crypto.getRandomValues, which insecure contexts have too). */
export type RandomSource = (bytes: Uint8Array) => Uint8Array;

export const KEY_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const KEY_RANDOM_LENGTH = 10;
export const KEY_NUMBER_MAX = 100;

const cryptoSource: RandomSource = (bytes) => crypto.getRandomValues(bytes);

/** Random bytes below `limit` (bytes at or above are drawn again, so `byte % n` stays unbiased). */
function unbiasedBytes(count: number, limit: number, random: RandomSource): number[] {
  const out: number[] = [];
  while (out.length < count) {
    for (const b of random(new Uint8Array(count - out.length))) if (b < limit) out.push(b);
  }
  return out;
}

/** The original extension, lower-cased with its dot ('.png'); '' when the name has none or it is not alphanumeric. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return '';
  const ext = fileName.slice(dot + 1).toLowerCase();
  return /^[0-9a-z]+$/.test(ext) ? `.${ext}` : '';
}

/**
 * The object key of an upload (business-areas §7): dir + 10 random [0-9A-Za-z] + a random integer 1..100 + the
 * original extension, e.g. 'console/20261122/aZ3kQ9xP0b57.png'.
 */
export function randomKey(dir: string, fileName: string, random: RandomSource = cryptoSource): string {
  const n = KEY_CHARSET.length;
  const chars = unbiasedBytes(KEY_RANDOM_LENGTH, 256 - (256 % n), random).map((b) => KEY_CHARSET[b % n]);
  const [b] = unbiasedBytes(1, 256 - (256 % KEY_NUMBER_MAX), random);
  return `${dir}${chars.join('')}${(b % KEY_NUMBER_MAX) + 1}${extensionOf(fileName)}`;
}
