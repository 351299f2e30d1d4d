/** The plate rules live with the shared field rules (schemas/meta/lib/fieldRules), used by the form and the mock alike. */
export { PLATE_PROVINCES, PLATE_SPECIALS, PLATE_MAX_LENGTH, plateNo } from '../../schemas/meta/lib/fieldRules/plate';
