/**
 * The password dialogs' own rules (spec §5 "Password reset dialog"): what the new-password input drops as it is
 * typed, the repeat field, and the whole dialog. The strength rules live with the shared field rules
 * (schemas/meta/lib/fieldRules/password.ts), run by the mock too.
 */
import { CONFIRM_PASSWORD_MISMATCH, CONFIRM_PASSWORD_REQUIRED, NEW_PASSWORD_REQUIRED, OLD_PASSWORD_REQUIRED } from './messages';
import { isEmpty } from './value';
import { checkPasswordStrength, PASSWORD_SPECIALS } from '../../schemas/meta/lib/fieldRules/password';

export {
  PASSWORD_SPECIALS,
  BANNED_PASSWORD_WORDS,
  BANNED_PASSWORDS,
  PASSWORD_STRICT_MIN,
  PASSWORD_RANGE,
  PASSWORD_WEAK_RANGE,
  PASSWORD_INPUT_MAX,
  PASSWORD_RUN_LIMIT,
  hasSequentialRun,
  hasRepeatedRun,
  bannedPasswordItem,
  checkPasswordStrength,
  readPasswordArgs,
  password,
  type PasswordOptions,
} from '../../schemas/meta/lib/fieldRules/password';

/**
 * Removes the punctuation that the new-password input drops as it is typed. The spec does not list the characters;
 * chosen: every punctuation, symbol and whitespace character (ASCII or full-width) outside the allowed special set
 * !@#$%^&*+- — so the input keeps exactly the characters that the strength rules count.
 */
export const stripPasswordPunctuation = (text: string): string =>
  [...text].filter((c) => PASSWORD_SPECIALS.includes(c) || !/[\p{P}\p{S}\s]/u.test(c)).join('');

/** Repeat field: required and equal to the new password. */
export const validateConfirmPassword = (value: unknown, newPassword: string | undefined): string | undefined => {
  if (isEmpty(value)) return CONFIRM_PASSWORD_REQUIRED;
  return value === newPassword ? undefined : CONFIRM_PASSWORD_MISMATCH;
};

export interface PasswordResetForm {
  oldPwd?: string;
  newPwd?: string;
  checkPwd?: string;
}

export interface PasswordResetOptions {
  weak?: boolean;
  userName?: string;
  /** 安全设置's password rules (strict mode), when stricter than the spec's. */
  minLength?: number;
  classes?: number;
  /** Whether the old-password field is shown (and so required). Default true. */
  showOldPassword?: boolean;
}

export type PasswordResetErrors = Partial<Record<keyof PasswordResetForm, string>>;

/** The password reset dialog rules (spec §5): old required, new required + strength, repeat required + equal. */
export const validatePasswordReset = (form: PasswordResetForm, options: PasswordResetOptions = {}): PasswordResetErrors => {
  const errors: PasswordResetErrors = {};
  if ((options.showOldPassword ?? true) && isEmpty(form.oldPwd)) errors.oldPwd = OLD_PASSWORD_REQUIRED;
  const newPwd = form.newPwd ?? '';
  const newError =
    newPwd === ''
      ? NEW_PASSWORD_REQUIRED
      : checkPasswordStrength(newPwd, {
          weak: options.weak,
          userName: options.userName,
          oldPassword: form.oldPwd,
          minLength: options.minLength,
          classes: options.classes,
        });
  if (newError) errors.newPwd = newError;
  const checkError = validateConfirmPassword(form.checkPwd, form.newPwd);
  if (checkError) errors.checkPwd = checkError;
  return errors;
};
