import { describe, expect, it } from 'vitest';
import { extensionOf, randomKey, type RandomSource } from './randomKey';

/** A random source handing out the given bytes in order (then zeros). */
function scripted(...bytes: number[]): RandomSource {
  const queue = [...bytes];
  return (out) => {
    for (let i = 0; i < out.length; i++) out[i] = queue.length ? queue.shift()! : 0;
    return out;
  };
}
const constant =
  (byte: number): RandomSource =>
  (out) =>
    out.fill(byte);

const KEY = /^console\/20261122\/([0-9A-Za-z]{10})(\d{1,3})(\.[a-z0-9]+)?$/;

describe('randomKey', () => {
  it('is dir + 10 characters of [0-9A-Za-z] + an integer 1..100 + the extension', () => {
    for (let i = 0; i < 200; i++) {
      const key = randomKey('console/20261122/', 'photo.PNG');
      const m = KEY.exec(key);
      expect(m, key).not.toBeNull();
      const n = Number(m![2]);
      expect(n >= 1 && n <= 100, key).toBe(true);
      expect(m![3]).toBe('.png');
    }
  });

  it('lowest bytes give ten 0 and the number 1', () => {
    expect(randomKey('d/', 'a.jpg', constant(0))).toBe('d/00000000001.jpg');
  });

  it('the highest accepted bytes give ten z and the number 100', () => {
    // 247 % 62 = 61 → 'z' (the last byte below 248); 199 % 100 + 1 = 100 (the last byte below 200).
    expect(randomKey('d/', 'a.jpg', scripted(...Array(10).fill(247), 199))).toBe('d/zzzzzzzzzz100.jpg');
  });

  it('draws again bytes that would bias the result (≥ 248 for characters, ≥ 200 for the number)', () => {
    const source = scripted(255, 248, ...Array(10).fill(10), 200, 250, 41);
    expect(randomKey('', 'x', source)).toBe('AAAAAAAAAA42');
  });

  it('uses every character of the alphabet', () => {
    const seen = new Set<string>();
    for (let b = 0; b < 62; b++) seen.add(randomKey('', 'x', constant(b)).charAt(0));
    expect([...seen].join('')).toBe('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
  });
});

describe('extension of the key', () => {
  it.each([
    ['a.png', '.png'],
    ['B.JPEG', '.jpeg'],
    ['report.final.PDF', '.pdf'],
    ['archive.tar.gz', '.gz'],
    ['noext', ''],
    ['trailing.', ''],
    ['.hidden', ''],
    ['odd.p n g', ''],
    ['路径.Xlsx', '.xlsx'],
  ])('%s → "%s"', (name, ext) => {
    expect(extensionOf(name)).toBe(ext);
    expect(randomKey('dir/', name, constant(0))).toBe(`dir/00000000001${ext}`);
  });
});
