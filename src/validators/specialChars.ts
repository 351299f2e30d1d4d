/** The special characters of the change-user-name rule live with the fault report's rules, which use them too. */
export { LISTED_SPECIAL_CHARS, CHECKED_SPECIAL_CHARS, hasSpecialChar } from '../../schemas/meta/lib/fieldRules/faultReport';
