/** The geo rules live with the shared field rules (schemas/meta/lib/fieldRules), used by the form and the mock alike. */
export { COORDINATE_MAX_DECIMALS, longitude, latitude } from '../../schemas/meta/lib/fieldRules/geo';
