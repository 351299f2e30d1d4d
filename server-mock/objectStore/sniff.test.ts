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
    ['.svg', SAMPLE.png, false],
    ['.pdf', SAMPLE.exe, false],
    ['.exe', SAMPLE.exe, true],
    ['.zip', SAMPLE.zip, true],
    ['.xlsx', SAMPLE.zip, true],
    ['.txt', SAMPLE.zip, false],
    ['', SAMPLE.html, false],
    ['.html', SAMPLE.html, true],
    ['.txt', SAMPLE.html, false],
    ['.csv', SAMPLE.html, false],
    ['.csv', Buffer.from('车牌,金额\n浙A·12345,12.00\n'), true],
    ['.lic', Buffer.from('LICENSE-KEY-0001'), true],
    ['.txt', Buffer.from('\uFEFF  <!doctype html><script>alert(1)</script>'), false],
    ['.xml', Buffer.from('<?xml version="1.0"?><a/>'), true],
  ])('%s holding %#: %s', async (ext, bytes, expected) => {
    expect(await contentMatchesExtension(ext, bytes)).toBe(expected);
  });
});
