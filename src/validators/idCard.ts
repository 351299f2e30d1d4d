/** The idCard rules live with the shared field rules (schemas/meta/lib/fieldRules), used by the form and the mock alike. */
export { idCardCheckChar, idCard } from '../../schemas/meta/lib/fieldRules/idCard';
