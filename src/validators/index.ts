/**
 * The field validator library: the `validators` map resolves the names of schemas/meta/validators.json — the field
 * rules shared with the mock (schemas/meta/lib/fieldRules), the password rule among them; the named functions and dialog
 * rules serve the hand-written dialogs (password, user name, fault report, profile).
 */
import { FIELD_RULES } from '../../schemas/meta/lib/fieldRules';
import type { Validator, ValidatorName } from './types';

/** Every schema validator by name. Arguments come from schema rules; a malformed argument throws a TypeError. */
export const validators: Record<ValidatorName, Validator> = FIELD_RULES;

export type { Validator, ValidatorArgs, ValidatorName } from './types';
export * as messages from './messages';
export { isEmpty, firstError } from './value';
export { required } from './required';
export { name, nameWithColon, nameWithAsterisk, NAME_FORBIDDEN } from './names';
export { mobile, phone, landline, isMobile, isLandline, MOBILE_PATTERN, LANDLINE_PATTERN } from './phone';
export { number, integer, rangeNumber, rangeInteger, RANGE_NUMBER_DEFAULT, RANGE_INTEGER_DEFAULT } from './numbers';
export { longitude, latitude, COORDINATE_MAX_DECIMALS } from './geo';
export { plateNo, PLATE_PROVINCES, PLATE_SPECIALS, PLATE_MAX_LENGTH } from './plate';
export { code17 } from './code17';
export { idCard, idCardCheckChar } from './idCard';
export { lettersDigits, noLonePercent, url, ip, email } from './text';
export {
  password,
  checkPasswordStrength,
  stripPasswordPunctuation,
  validateConfirmPassword,
  validatePasswordReset,
  hasSequentialRun,
  hasRepeatedRun,
  bannedPasswordItem,
  PASSWORD_SPECIALS,
  BANNED_PASSWORD_WORDS,
  BANNED_PASSWORDS,
  PASSWORD_INPUT_MAX,
} from './password';
export type { PasswordOptions, PasswordResetForm, PasswordResetOptions, PasswordResetErrors } from './password';
export { validateUserName, USER_NAME_MAX } from './userName';
export {
  validateFaultTitle,
  validateFaultDescription,
  validateFaultPhotoFile,
  validateFaultPhotoCount,
  validateFaultReport,
  FAULT_TITLE_INPUT_MAX,
  FAULT_DESCRIPTION_MAX,
  FAULT_PHOTO_MAX_COUNT,
  FAULT_PHOTO_MAX_BYTES,
  FAULT_PHOTO_EXTENSIONS,
} from './faultReport';
export type { PhotoFile, FaultReportForm, FaultReportErrors } from './faultReport';
export {
  sanitizeManagerName,
  sanitizePhoneDigits,
  checkPhoneWhenComplete,
  canSendManagerCode,
  canSendPhoneCode,
  validateManagerEdit,
  validatePhoneBind,
  checkSubPhoneChange,
  MANAGER_NAME_MAX_LENGTH,
  PROFILE_PHONE_DIGITS,
} from './profile';
export type { SanitizedInput, ManagerEditForm, PhoneBindForm } from './profile';
