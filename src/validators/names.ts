/** The names rules live with the shared field rules (schemas/meta/lib/fieldRules), used by the form and the mock alike. */
export { NAME_FORBIDDEN, name, nameWithColon, nameWithAsterisk } from '../../schemas/meta/lib/fieldRules/names';
