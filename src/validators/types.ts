/** The validator contract shared by the library and the schema renderer. */

/** The names of schemas/meta/validators.json, generated from it (a test also compares the key sets). */
export type { ValidatorName } from '../../schemas/meta/generated/area';

/** Arguments of the validators that take some (the `args` shapes of validators.json). */
export interface ValidatorArgs {
  rangeNumber: [number, number];
  rangeInteger: [number, number];
  password: { weak?: boolean };
}

/** Returns the message of the first broken rule, or undefined when the value is valid (the field rules' own type). */
export type { FieldRule as Validator } from '../../schemas/meta/lib/fieldRules';
