import { INTEGER_INVALID, NUMBER_INVALID, RANGE_NOT_NUMBER, RANGE_TWO_DECIMALS, rangeBetween, rangeIntegerBetween } from './messages';
import { decimalPlaces, isDecimalText, isIntegerText } from './decimal';
import { checkText } from './value';

/** Range defaults of spec §5/§9. */
export const RANGE_NUMBER_DEFAULT: readonly [number, number] = [0, 10000];
export const RANGE_INTEGER_DEFAULT: readonly [number, number] = [1, 10000];
export const RANGE_NUMBER_MAX_DECIMALS = 2;

/** Number: plain decimal notation (-12, 3.5). */
export const number = (value: unknown): string | undefined =>
  checkText(value, NUMBER_INVALID, (text) => (isDecimalText(text) ? undefined : NUMBER_INVALID));

/** Integer: optional minus and digits. */
export const integer = (value: unknown): string | undefined =>
  checkText(value, INTEGER_INVALID, (text) => (isIntegerText(text) ? undefined : INTEGER_INVALID));

/** Ranged number, default 0~10000, at most 2 decimals; checked in the spec's order: number, range, decimals. */
export const rangeNumber = (value: unknown, args: readonly [number, number] = RANGE_NUMBER_DEFAULT): string | undefined => {
  const [min, max] = args;
  return checkText(value, RANGE_NOT_NUMBER, (text) => {
    if (!isDecimalText(text)) return RANGE_NOT_NUMBER;
    const n = Number(text);
    if (n < min || n > max) return rangeBetween(min, max);
    if (decimalPlaces(text) > RANGE_NUMBER_MAX_DECIMALS) return RANGE_TWO_DECIMALS;
    return undefined;
  });
};

/** Ranged integer, default 1~10000: anything else gets 请输入min-max之间的数字. */
export const rangeInteger = (value: unknown, args: readonly [number, number] = RANGE_INTEGER_DEFAULT): string | undefined => {
  const [min, max] = args;
  const message = rangeIntegerBetween(min, max);
  return checkText(value, message, (text) => {
    if (!isIntegerText(text)) return message;
    const n = Number(text);
    return n < min || n > max ? message : undefined;
  });
};

/** Reads the [min, max] argument of a schema rule; no argument means the default. Throws on a malformed one. */
export const readRangeArgs = (args: unknown, fallback: readonly [number, number], validatorName: string): readonly [number, number] => {
  if (args === undefined) return fallback;
  if (Array.isArray(args) && args.length === 2 && args.every((n) => typeof n === 'number' && Number.isFinite(n))) {
    return [args[0] as number, args[1] as number];
  }
  throw new TypeError(`校验器 ${validatorName} 的参数应为 [最小值, 最大值]`);
};
