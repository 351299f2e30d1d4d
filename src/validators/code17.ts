/** The code17 rules live with the shared field rules (schemas/meta/lib/fieldRules), used by the form and the mock alike. */
export { CODE17_LENGTH_REQUIRED, code17 } from '../../schemas/meta/lib/fieldRules/code17';
