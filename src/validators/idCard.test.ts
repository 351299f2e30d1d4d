import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idCard, idCardCheckChar } from './idCard';

const FORMAT = '身份证长度或格式错误';
const ILLEGAL = '身份证号非法';
const CHECK_CHARS = [...'0123456789X'];

describe('idCardCheckChar (ISO 7064 MOD 11-2)', () => {
  it.each([
    ['11010519491231002', 'X'], // the worked example of GB 11643-1999
    ['44052419800101001', '3'],
    ['11010120000229001', '8'],
    ['33010619991231123', '3'],
  ])('%s → %s', (first17, check) => {
    expect(idCardCheckChar(first17)).toBe(check);
  });
});

describe('idCard', () => {
  it.each([
    ['11010519491231002X', undefined],
    ['11010519491231002x', undefined],
    ['440524198001010013', undefined],
    ['110101200002290018', undefined],
    ['330106199912311233', undefined],
    ['110105491231002', undefined],
    ['110105960229002', undefined],
    ['110105000229002', ILLEGAL],
    ['11010519491231002', FORMAT],
    ['1101051949123100211', FORMAT],
    ['11010519491231002Y', FORMAT],
    ['X10105194912310021', FORMAT],
    ['11010549123100', FORMAT],
    [' 440524198001010013', FORMAT],
    ['44052419800101001３', FORMAT],
    ['440524198001010014', ILLEGAL],
    ['110105194912310021', ILLEGAL],
    ['440524198013010010', ILLEGAL],
    ['110101190002290011', ILLEGAL],
    ['110105491331002', ILLEGAL],
    ['110105490230002', ILLEGAL],
    [{}, FORMAT],
  ])('%j → %s', (value, message) => {
    expect(idCard(value)).toBe(message);
  });

  const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
  const birthDate = fc
    .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10).replace(/-/g, ''));
  const first17 = fc.tuple(digits(6), birthDate, digits(3)).map(([area, date, seq]) => area + date + seq);

  it('accepts every generated number with its computed check character', () => {
    fc.assert(
      fc.property(first17, (head) => {
        expect(idCard(head + idCardCheckChar(head))).toBeUndefined();
      }),
    );
  });

  it('rejects every other check character', () => {
    fc.assert(
      fc.property(first17, (head) => {
        const good = idCardCheckChar(head);
        for (const wrong of CHECK_CHARS.filter((c) => c !== good)) expect(idCard(head + wrong)).toBe(ILLEGAL);
      }),
    );
  });
});
