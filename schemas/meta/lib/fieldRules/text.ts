import { EMAIL_INVALID, IP_INVALID, LETTERS_DIGITS_ONLY, LONE_PERCENT, URL_INVALID, URL_SCHEME } from './messages';
import { checkText } from './value';

/** Letters and digits only. */
export const lettersDigits = (value: unknown): string | undefined =>
  checkText(value, LETTERS_DIGITS_ONLY, (text) => (/^[A-Za-z0-9]+$/.test(text) ? undefined : LETTERS_DIGITS_ONLY));

/** Search text may not be a lone % (surrounding spaces ignored; a run of % alone counts as lone too). */
export const noLonePercent = (value: unknown): string | undefined =>
  checkText(value, LONE_PERCENT, (text) => (/^\s*%+\s*$/.test(text) ? LONE_PERCENT : undefined));

const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}$`);
const HOST_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const URL_PATTERN = new RegExp(`^https?://${HOST_LABEL}(?:\\.${HOST_LABEL})*(?::\\d{1,5})?(?:[/?#]\\S*)?$`, 'i');
const EMAIL_PATTERN = new RegExp(`^[A-Za-z0-9._%+-]+@${HOST_LABEL}(?:\\.${HOST_LABEL})*\\.[A-Za-z]{2,}$`);

export const isIpv4 = (text: string): boolean => IPV4.test(text);

/**
 * URL: http or https, a host name or IPv4 address, optional port, path, query and fragment. Any other
 * scheme (javascript:, data:, vbscript:, ftp:), a protocol-relative //host or a bare host name gets
 * URL_SCHEME: links are only ever web pages.
 */
export const url = (value: unknown): string | undefined =>
  checkText(value, URL_INVALID, (text) => {
    if (!/^https?:\/\//i.test(text)) return URL_SCHEME;
    return URL_PATTERN.test(text) ? undefined : URL_INVALID;
  });

/** IP address: dotted IPv4, each part 0–255 without leading zeros. */
export const ip = (value: unknown): string | undefined => checkText(value, IP_INVALID, (text) => (isIpv4(text) ? undefined : IP_INVALID));

/** Email: local part, @, a domain with a top-level label of 2+ letters. */
export const email = (value: unknown): string | undefined =>
  checkText(value, EMAIL_INVALID, (text) => (EMAIL_PATTERN.test(text) ? undefined : EMAIL_INVALID));
