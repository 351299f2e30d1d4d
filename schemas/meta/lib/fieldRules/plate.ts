import { PLATE_INVALID } from './messages';
import { checkText } from './value';

/** The 31 province abbreviations. */
export const PLATE_PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
/** Special plate characters (embassy, consulate, police, coach, Hong Kong, Macao, trailer, test, oversize, temporary, emergency). */
export const PLATE_SPECIALS = '使领警学港澳挂试超临应急';
/** Search wildcards. */
const PLATE_WILDCARDS = '*?';
export const PLATE_MAX_LENGTH = 9;

const PLATE_PATTERN = new RegExp(`^[0-9A-Za-z${PLATE_PROVINCES}${PLATE_SPECIALS}${PLATE_WILDCARDS}]{1,${PLATE_MAX_LENGTH}}$`, 'u');

/** Plate number: up to 9 characters of digits, letters, provinces, special plate characters, * and ?. */
export const plateNo = (value: unknown): string | undefined =>
  checkText(value, PLATE_INVALID, (text) => (PLATE_PATTERN.test(text) ? undefined : PLATE_INVALID));
