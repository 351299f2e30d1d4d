/**
 * Phone numbers as the platform accepts them (spec shell.md §5), for the console's validators and the mock's
 * checks alike: a number the form lets through is never refused by the server for its shape, and the reverse.
 */

/** Mobile: 1[3-9] and 9 digits, optionally prefixed by +86 or 0086. */
export const MOBILE_PATTERN = /^(?:\+86|0086)?1[3-9]\d{9}$/;

/** Landline: area code 0 + 2 or 3 digits, a hyphen, 7 or 8 digits, an optional hyphen and 1–6 digit extension. */
export const LANDLINE_PATTERN = /^0\d{2,3}-\d{7,8}(?:-\d{1,6})?$/;

export const isMobile = (text: string): boolean => MOBILE_PATTERN.test(text);
export const isLandline = (text: string): boolean => LANDLINE_PATTERN.test(text);

/**
 * The 11-digit national number of a mobile written with +86 or 0086 in front; any other text as it is. The platform
 * stores and compares mobiles in this form, so 8613… and +8613… are the same phone.
 */
export const nationalMobile = (text: string): string => (isMobile(text) ? text.replace(/^(?:\+86|0086)/, '') : text);
