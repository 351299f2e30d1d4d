import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plateNo } from './plate';

const PLATE = '请输入正确的车牌号';
const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const SPECIALS = '使领警学港澳挂试超临应急';
const ALPHABET = [...`0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz${PROVINCES}${SPECIALS}*?`];

describe('plateNo', () => {
  it('knows the 31 provinces', () => {
    expect([...PROVINCES]).toHaveLength(31);
  });

  it.each([
    ['浙A12345', undefined],
    ['浙AD12345', undefined],
    ['粤B1234学', undefined],
    ['粤Z1234港', undefined],
    ['京A1234警', undefined],
    ['沪A1234挂', undefined],
    ['使123456', undefined],
    ['京A12345应急', undefined],
    ['京A*', undefined],
    ['?A12345', undefined],
    ['12345', undefined],
    ['浙a12345', undefined],
    ['浙A·12345', PLATE],
    ['浙A 12345', PLATE],
    ['台A12345', PLATE],
    ['浙A1234567', undefined],
    ['浙A12345678', PLATE],
    ['浙A-12345', PLATE],
    [{}, PLATE],
  ])('%j → %s', (value, message) => {
    expect(plateNo(value)).toBe(message);
  });

  const allowed = fc.constantFrom(...ALPHABET);

  it('accepts every plate of 1 to 9 allowed characters', () => {
    fc.assert(
      fc.property(fc.array(allowed, { minLength: 1, maxLength: 9 }), (chars) => {
        expect(plateNo(chars.join(''))).toBeUndefined();
      }),
    );
  });

  it('rejects every plate of 10 or more allowed characters', () => {
    fc.assert(
      fc.property(fc.array(allowed, { minLength: 10, maxLength: 20 }), (chars) => {
        expect(plateNo(chars.join(''))).toBe(PLATE);
      }),
    );
  });

  it('rejects any plate holding a character outside the alphabet', () => {
    const disallowed = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }).filter((c) => !ALPHABET.includes(c));
    fc.assert(
      fc.property(fc.array(allowed, { maxLength: 8 }), disallowed, fc.nat(), (chars, bad, at) => {
        const position = at % (chars.length + 1);
        const plate = [...chars.slice(0, position), bad, ...chars.slice(position)].join('');
        expect(plateNo(plate)).toBe(PLATE);
      }),
    );
  });
});
