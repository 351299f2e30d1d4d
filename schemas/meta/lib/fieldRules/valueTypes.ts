/**
 * The rules a value type itself implies on a value the form stores, on top of its `x-validator` list:
 * a `plate` is a whole plate (the plateNo rule also lets search wildcards and partial plates through), a `link`
 * is a web address (the url rule), and each address of an `image` / `upload` list is a web address or a path on the
 * platform's own server (/mock-assets/…, /api/…), never javascript:, data: or a protocol-relative //host.
 */
import { PLATE_INVALID, URL_SCHEME } from './messages';
import { PLATE_PROVINCES } from './plate';
import { url } from './text';
import { checkText } from './value';

/**
 * A whole plate: a province and a letter (or 使 / 领 for embassy and consulate plates), then 4–6 letters and
 * digits, then an optional special character (学 警 港 澳 挂 试 超 临 使 领) or 应急: 浙A12345, 浙AD12345,
 * 粤B1234学, 京A12345应急, 使123456.
 */
const WHOLE_PLATE = new RegExp(`^(?:[${PLATE_PROVINCES}][A-Za-z]|[使领])[A-Za-z0-9]{4,6}(?:[学警港澳挂试超临使领]|应急)?$`, 'u');

export const wholePlate = (value: unknown): string | undefined =>
  checkText(value, PLATE_INVALID, (text) => (WHOLE_PLATE.test(text) ? undefined : PLATE_INVALID));

/** A stored file address: an http(s) URL (the url rule) or a path on the platform's own server (one leading /). */
export const fileAddress = (value: unknown): string | undefined =>
  checkText(value, URL_SCHEME, (text) => (/^\/(?![/\\])\S*$/.test(text) ? undefined : url(text)));

/** Each address of a file list (a text or a list of texts); the first bad one's message. */
export const fileAddresses = (value: unknown): string | undefined => {
  for (const item of Array.isArray(value) ? value : [value]) {
    const message = fileAddress(item);
    if (message) return message;
  }
  return undefined;
};

/** The rule each value type implies, by value type name. */
export const VALUE_TYPE_RULES: Partial<Record<string, (value: unknown) => string | undefined>> = {
  plate: wholePlate,
  link: url,
  image: fileAddresses,
  upload: fileAddresses,
};
