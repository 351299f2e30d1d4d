// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256File } from './sha256File';

describe('sha256File', () => {
  it.each([
    ['empty', '', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      '448 bits',
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('%s → the known vector', async (_label, text, hex) => {
    await expect(sha256File(new File([text], 'a.txt'))).resolves.toBe(hex);
  });

  it('a file read in many chunks hashes like node:crypto over the whole', async () => {
    const bytes = new Uint8Array(300_001).map((_, i) => (i * 31 + (i >> 8)) & 0xff);
    const expected = createHash('sha256').update(bytes).digest('hex');
    const file = new File([bytes], 'big.bin');
    await expect(sha256File(file, 4096)).resolves.toBe(expected);
    await expect(sha256File(file, 7)).resolves.toBe(expected);
    await expect(sha256File(file)).resolves.toBe(expected);
  });
});
