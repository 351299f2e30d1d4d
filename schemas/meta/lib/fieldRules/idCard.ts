import { ID_CARD_FORMAT, ID_CARD_ILLEGAL } from './messages';
import { isCalendarDay as isCalendarDate } from './calendar';
import { checkText } from './value';

/** ISO 7064 MOD 11-2 weights of the first 17 digits, and the check character for each remainder. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character of 17 digits (ISO 7064 MOD 11-2). */
export const idCardCheckChar = (first17: string): string => {
  const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * WEIGHTS[i], 0);
  return CHECK_CHARS[sum % 11];
};

/**
 * Chinese ID card number: 15 digits (legacy form, birth date 19YYMMDD) or 17 digits plus a check character
 * (digit or X, x read as X). Wrong length or characters → 身份证长度或格式错误; impossible birth date or wrong check
 * character → 身份证号非法.
 */
export const idCard = (value: unknown): string | undefined =>
  checkText(value, ID_CARD_FORMAT, (text) => {
    if (/^\d{15}$/.test(text)) {
      const ok = isCalendarDate(1900 + Number(text.slice(6, 8)), Number(text.slice(8, 10)), Number(text.slice(10, 12)));
      return ok ? undefined : ID_CARD_ILLEGAL;
    }
    if (!/^\d{17}[\dXx]$/.test(text)) return ID_CARD_FORMAT;
    const dateOk = isCalendarDate(Number(text.slice(6, 10)), Number(text.slice(10, 12)), Number(text.slice(12, 14)));
    if (!dateOk) return ID_CARD_ILLEGAL;
    return idCardCheckChar(text.slice(0, 17)) === text[17].toUpperCase() ? undefined : ID_CARD_ILLEGAL;
  });
