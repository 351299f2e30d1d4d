import { CODE17_CLASSES, CODE17_LENGTH } from './messages';
import { checkText } from './value';

export const CODE17_LENGTH_REQUIRED = 17;

/**
 * 17-character code (a vehicle identification number, for instance): exactly 17 characters, made of uppercase
 * letters and digits with both classes present.
 */
export const code17 = (value: unknown): string | undefined =>
  checkText(value, CODE17_LENGTH, (text) => {
    if ([...text].length !== CODE17_LENGTH_REQUIRED) return CODE17_LENGTH;
    if (!/^[A-Z0-9]+$/.test(text) || !/[A-Z]/.test(text) || !/\d/.test(text)) return CODE17_CLASSES;
    return undefined;
  });
