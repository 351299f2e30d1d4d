import { describe, expect, it } from 'vitest';
import { extensionOf, isSafeKey, uploadDirOf } from './keys';

describe('isSafeKey', () => {
  it.each([
    ['console/20261122/aZ3kQ9xP0b57.png', true],
    ['console/20261122/ab_c-d.tar.gz', true],
    ['a', true],
    ['', false],
    ['/console/a.png', false],
    ['console//a.png', false],
    ['console/20261122/', false],
    ['console/../etc/passwd', false],
    ['console/20261122/..png', false],
    ['console/./a.png', false],
    ['console\\a.png', false],
    ['console/照片.png', false],
    ['console/a b.png', false],
    ['console/a.png%00', false],
    ['x'.repeat(513), false],
  ])('%s → %s', (key, expected) => {
    expect(isSafeKey(key)).toBe(expected);
  });
});

describe('extensionOf / uploadDirOf', () => {
  it.each([
    ['道闸照片.PNG', '.png'],
    ['a.tar.gz', '.gz'],
    ['README', ''],
    ['a.p ng', ''],
    ['.hidden', ''],
  ])('extensionOf(%s) = %s', (name, ext) => {
    expect(extensionOf(name)).toBe(ext);
  });

  it('names the China date: 2026-11-21 16:30 UTC is already the 22nd in Beijing', () => {
    expect(uploadDirOf(Date.UTC(2026, 10, 21, 16, 30))).toBe('console/20261122/');
    expect(uploadDirOf(Date.UTC(2026, 10, 21, 15, 59))).toBe('console/20261121/');
  });
});
