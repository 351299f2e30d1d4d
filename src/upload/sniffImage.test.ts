// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sniffImage } from './sniffImage';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const file = (content: Uint8Array<ArrayBuffer>, name = 'x.png') => new File([content], name);

describe('sniffImage', () => {
  it.each([
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'png'],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'), 'jpeg'],
    ['gif87a', bytes('GIF87a', [1, 0]), 'gif'],
    ['gif89a', bytes('GIF89a'), 'gif'],
    ['bmp', bytes('BM', [0x36, 0, 0, 0]), 'bmp'],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    ['svg', bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['exe', bytes('MZ', [0x90, 0, 3, 0, 0, 0]), null],
    ['html', bytes('<!DOCTYPE html><html>'), null],
    ['a RIFF that is not webp (wav)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), null],
    ['a truncated png signature', bytes([0x89, 0x50, 0x4e, 0x47]), null],
    ['empty', bytes(), null],
    ['zeros', new Uint8Array(64), null],
  ])('%s → %s', async (_label, content, kind) => {
    await expect(sniffImage(file(content))).resolves.toBe(kind);
  });

  it('reads the content, not the name', async () => {
    await expect(sniffImage(file(bytes('MZ', [0x90, 0]), 'photo.png'))).resolves.toBeNull();
    await expect(sniffImage(file(bytes([0xff, 0xd8, 0xff, 0xdb]), 'no-extension'))).resolves.toBe('jpeg');
  });
});
