/**
 * A small seeded pseudo-random generator (FNV-1a to hash the seed, then xorshift32), so the seed
 * data is the same on every machine and every run.
 */
export interface Prng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max] (both included). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `length` lowercase hexadecimal characters. */
  hex(length: number): string;
  /** `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string;
}

function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h || 0x9e3779b9;
}

export function createPrng(seed: string): Prng {
  let state = hashSeed(seed);
  const nextU32 = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
  const next = () => nextU32() / 0x100000000;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const chars = (alphabet: string, length: number) => {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[int(0, alphabet.length - 1)];
    return out;
  };
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    chance: (p) => next() < p,
    hex: (length) => chars('0123456789abcdef', length),
    chars,
  };
}
