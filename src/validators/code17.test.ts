import { describe, expect, it } from 'vitest';
import { code17 } from './code17';

const LENGTH = '必须输入17位';
const CLASSES = '必须含有“大写字母”、“数字”中的任意两种';

describe('code17', () => {
  it.each([
    ['LSVAU2180N2183294', undefined],
    ['1HGCM82633A004352', undefined],
    ['LSVAU2180N218329', LENGTH],
    ['LSVAU2180N21832945', LENGTH],
    ['ABCDEFGHIJKLMNOPQ', CLASSES],
    ['12345678901234567', CLASSES],
    ['lsvau2180n2183294', CLASSES],
    ['LSVAU2180N218329-', CLASSES],
    [1234567890123456, LENGTH],
  ])('%j → %s', (value, message) => {
    expect(code17(value)).toBe(message);
  });
});
