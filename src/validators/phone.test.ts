import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { landline, mobile, phone } from './phone';

const MOBILE = '请输入正确的手机号';
const PHONE = '请输入正确的电话号码';

describe('mobile', () => {
  it.each([
    ['13800138000', undefined],
    ['19912345678', undefined],
    ['+8615012345678', undefined],
    ['008615012345678', undefined],
    [13800138000, undefined],
    ['12800138000', MOBILE],
    ['10800138000', MOBILE],
    ['1380013800', MOBILE],
    ['138001380001', MOBILE],
    ['86 13800138000', MOBILE],
    ['+85213800138000', MOBILE],
    ['1380013800a', MOBILE],
    [' 13800138000', MOBILE],
    ['0571-88886666', MOBILE],
  ])('%j → %s', (value, message) => {
    expect(mobile(value)).toBe(message);
  });

  const prefix = fc.constantFrom('', '+86', '0086');
  const nineDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 9 });

  it('accepts every generated mobile with or without +86/0086', () => {
    fc.assert(
      fc.property(prefix, fc.constantFrom(...'3456789'), nineDigits, (p, second, rest) => {
        expect(mobile(`${p}1${second}${rest}`)).toBeUndefined();
        expect(phone(`${p}1${second}${rest}`)).toBeUndefined();
      }),
    );
  });

  it('rejects every generated mobile with a wrong second digit', () => {
    fc.assert(
      fc.property(prefix, fc.constantFrom(...'012'), nineDigits, (p, second, rest) => {
        expect(mobile(`${p}1${second}${rest}`)).toBe(MOBILE);
      }),
    );
  });
});

describe('landline', () => {
  it.each([
    ['010-12345678', undefined],
    ['0571-8888666', undefined],
    ['0755-88886666-123', undefined],
    ['010-1234567-8', undefined],
    ['10-12345678', PHONE],
    ['01012345678', PHONE],
    ['010-123456', PHONE],
    ['010-123456789', PHONE],
    ['01234-1234567', PHONE],
    ['010-12345678-1234567', PHONE],
    ['13800138000', PHONE],
  ])('%j → %s', (value, message) => {
    expect(landline(value)).toBe(message);
  });
});

describe('phone (mobile or landline)', () => {
  it.each([
    ['13800138000', undefined],
    ['+8613800138000', undefined],
    ['0571-88886666', undefined],
    ['12345', PHONE],
    ['12800138000', PHONE],
    ['0571 88886666', PHONE],
    [{}, PHONE],
  ])('%j → %s', (value, message) => {
    expect(phone(value)).toBe(message);
  });
});
