import { isLandline, isMobile } from '../../../../contracts/phone';
import { MOBILE_INVALID, PHONE_INVALID } from './messages';
import { checkText } from './value';

export { isLandline, isMobile, LANDLINE_PATTERN, MOBILE_PATTERN } from '../../../../contracts/phone';

export const mobile = (value: unknown): string | undefined =>
  checkText(value, MOBILE_INVALID, (text) => (isMobile(text) ? undefined : MOBILE_INVALID));

export const landline = (value: unknown): string | undefined =>
  checkText(value, PHONE_INVALID, (text) => (isLandline(text) ? undefined : PHONE_INVALID));

/** Phone: a mobile or a landline number. */
export const phone = (value: unknown): string | undefined =>
  checkText(value, PHONE_INVALID, (text) => (isMobile(text) || isLandline(text) ? undefined : PHONE_INVALID));
