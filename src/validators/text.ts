/** The text rules live with the shared field rules (schemas/meta/lib/fieldRules), used by the form and the mock alike. */
export { lettersDigits, noLonePercent, isIpv4, url, ip, email } from '../../schemas/meta/lib/fieldRules/text';
