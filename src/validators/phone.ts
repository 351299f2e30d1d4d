/** The phone rules live with the shared field rules (schemas/meta/lib/fieldRules), used by the form and the mock alike. */
export { mobile, landline, phone, isLandline, isMobile, LANDLINE_PATTERN, MOBILE_PATTERN } from '../../schemas/meta/lib/fieldRules/phone';
