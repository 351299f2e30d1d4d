import { MOBILE_INVALID, PHONE_INVALID } from './messages';
import { checkText } from './value';

/** Mobile: 1[3-9] and 9 digits, optionally prefixed by +86 or 0086. */
export const MOBILE_PATTERN = /^(?:\+86|0086)?1[3-9]\d{9}$/;
/** Landline: area code 0 + 2 or 3 digits, a hyphen, 7 or 8 digits, an optional hyphen and 1–6 digit extension. */
export const LANDLINE_PATTERN = /^0\d{2,3}-\d{7,8}(?:-\d{1,6})?$/;

export const isMobile = (text: string): boolean => MOBILE_PATTERN.test(text);
export const isLandline = (text: string): boolean => LANDLINE_PATTERN.test(text);

export const mobile = (value: unknown): string | undefined =>
  checkText(value, MOBILE_INVALID, (text) => (isMobile(text) ? undefined : MOBILE_INVALID));

export const landline = (value: unknown): string | undefined =>
  checkText(value, PHONE_INVALID, (text) => (isLandline(text) ? undefined : PHONE_INVALID));

/** Phone: a mobile or a landline number. */
export const phone = (value: unknown): string | undefined =>
  checkText(value, PHONE_INVALID, (text) => (isMobile(text) || isLandline(text) ? undefined : PHONE_INVALID));
