/** The decimal rules live with the shared field rules (schemas/meta/lib/fieldRules), used by the form and the mock alike. */
export { isDecimalText, isIntegerText, decimalPlaces } from '../../schemas/meta/lib/fieldRules/decimal';
