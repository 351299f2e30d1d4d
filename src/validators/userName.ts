import { USER_NAME_LENGTH, USER_NAME_REQUIRED, USER_NAME_SPECIAL_CHARS } from './messages';
import { hasSpecialChar } from './specialChars';
import { asText, isEmpty } from './value';

export const USER_NAME_MAX = 32;

/**
 * Change-user-name rules (spec §5): required, 1~32 characters, none of ’ / : * ? " (the listed < is not checked).
 * The 5~16 letters-and-digits hint of the dialog is not enforced.
 */
export const validateUserName = (value: unknown): string | undefined => {
  if (isEmpty(value)) return USER_NAME_REQUIRED;
  const text = asText(value);
  if (text === undefined) return USER_NAME_REQUIRED;
  if (text.length < 1 || text.length > USER_NAME_MAX) return USER_NAME_LENGTH;
  if (hasSpecialChar(text)) return USER_NAME_SPECIAL_CHARS;
  return undefined;
};
