/** Value helpers shared by the validators (the field rules' own live in schemas/meta/lib/fieldRules/value.ts). */
export { isEmpty, asText, checkText } from '../../schemas/meta/lib/fieldRules/value';

/** The first message of a field-errors object, in field order (failed submits show it as a warning). */
export const firstError = (errors: Partial<Record<string, string>>): string | undefined =>
  Object.values(errors).find((m): m is string => typeof m === 'string');
