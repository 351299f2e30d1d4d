import { describe, expect, it } from 'vitest';
import { contentMatchesExtension, sniffImage } from './sniff';
import { SAMPLE } from '../testing/uploadFiles';

describe('sniffImage', () => {
  it.each([
    ['png', SAMPLE.png, 'png'],
    ['jpeg', SAMPLE.jpeg, 'jpeg'],
    ['gif', SAMPLE.gif, 'gif'],
    ['bmp', SAMPLE.bmp, 'bmp'],
    ['webp', SAMPLE.webp, 'webp'],
    ['svg', SAMPLE.svg, null],
    ['html', SAMPLE.html, null],
    ['exe (MZ)', SAMPLE.exe, null],
    ['zip', SAMPLE.zip, null],
    ['a text starting with BM', Buffer.from('BM is not a bitmap, it is a text file of some length'), null],
    ['a RIFF that is not WEBP (wav)', Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')]), null],
    ['a truncated PNG signature', SAMPLE.png.subarray(0, 5), null],
    ['nothing', Buffer.alloc(0), null],
  ])('%s → %s', async (_label, bytes, format) => {
    expect(await sniffImage(bytes)).toBe(format);
  });
});

describe('contentMatchesExtension', () => {
  it.each([
    ['.png', SAMPLE.png, true],
    ['.jpg', SAMPLE.jpeg, true],
    ['.jpeg', SAMPLE.jpeg, true],
    ['.gif', SAMPLE.gif, true],
    ['.bmp', SAMPLE.bmp, true],
    ['.webp', SAMPLE.webp, true],
    ['.png', SAMPLE.svg, false],
    ['.png', SAMPLE.exe, false],
    ['.jpg', SAMPLE.html, false],
    ['.gif', SAMPLE.zip, false],
    ['.jpg', SAMPLE.png, false],
    ['.svg', SAMPLE.svg, true],
    ['.pdf', SAMPLE.exe, true],
    ['', SAMPLE.html, true],
  ])('%s holding %#: %s', async (ext, bytes, expected) => {
    expect(await contentMatchesExtension(ext, bytes)).toBe(expected);
  });
});
