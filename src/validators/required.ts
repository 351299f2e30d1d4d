/** The required rules live with the shared field rules (schemas/meta/lib/fieldRules), used by the form and the mock alike. */
export { required } from '../../schemas/meta/lib/fieldRules/required';
