import {
  MANAGER_NAME_MAX,
  MANAGER_REQUIRED,
  MANAGER_SPECIAL_CHARS,
  MOBILE_INVALID,
  PHONE_REQUIRED,
  PHONE_SAME_AS_OLD,
  VERIFY_CODE_REQUIRED,
} from './messages';
import { isMobile } from './phone';

/** Profile edit limits (spec §5, §9). */
export const MANAGER_NAME_MAX_LENGTH = 20;
export const PROFILE_PHONE_DIGITS = 11;

/** Characters a manager name keeps: letters of any script (with their marks), decimal digits, spaces and the middle dot of transliterated names. */
const MANAGER_NAME_CHAR = /^[\p{L}\p{M}\p{Nd} ·]$/u;

export interface SanitizedInput {
  value: string;
  /** The warning to show for this keystroke, if any. */
  warning?: string;
}

/**
 * Manager name as typed: special characters are stripped with the warning 不能包含特殊字符 (the spec gives no text for
 * it), the text is cut at 20 characters, and reaching 20 shows 最多输入20个字符.
 */
export const sanitizeManagerName = (input: string): SanitizedInput => {
  const chars = [...input];
  const kept = chars.filter((c) => MANAGER_NAME_CHAR.test(c));
  const value = kept.slice(0, MANAGER_NAME_MAX_LENGTH).join('');
  if (kept.length !== chars.length) return { value, warning: MANAGER_SPECIAL_CHARS };
  if (kept.length >= MANAGER_NAME_MAX_LENGTH) return { value, warning: MANAGER_NAME_MAX };
  return { value };
};

/** Phone as typed: non-digits stripped, at most 11 digits. */
export const sanitizePhoneDigits = (input: string): string => input.replace(/\D/g, '').slice(0, PROFILE_PHONE_DIGITS);

/** The phone check runs once 11 digits are typed; before that there is nothing to say. */
export const checkPhoneWhenComplete = (digits: string): string | undefined =>
  digits.length === PROFILE_PHONE_DIGITS && !isMobile(digits) ? MOBILE_INVALID : undefined;

const blank = (text: string | undefined): boolean => (text ?? '').trim() === '';

/** Main account send-code button: needs a manager name, a valid phone and no running countdown. */
export const canSendManagerCode = (state: { manager?: string; phone?: string; counting: boolean }): boolean =>
  !blank(state.manager) && isMobile(state.phone ?? '') && !state.counting;

/** Sub-account send-code button: needs a valid phone and no running countdown. */
export const canSendPhoneCode = (state: { phone?: string; counting: boolean }): boolean => isMobile(state.phone ?? '') && !state.counting;

const phoneError = (phone: string | undefined): string | undefined => {
  if (blank(phone)) return PHONE_REQUIRED;
  return isMobile(phone ?? '') ? undefined : MOBILE_INVALID;
};

export interface ManagerEditForm {
  manager?: string;
  phone?: string;
  verifyCode?: string;
}

/** Main account submit (修改负责人): 请输入负责人姓名, 请输入手机号码 / 请输入正确的手机号, 请输入验证码. */
export const validateManagerEdit = (form: ManagerEditForm): Partial<Record<keyof ManagerEditForm, string>> => {
  const errors: Partial<Record<keyof ManagerEditForm, string>> = {};
  if (blank(form.manager)) errors.manager = MANAGER_REQUIRED;
  const phone = phoneError(form.phone);
  if (phone) errors.phone = phone;
  if (blank(form.verifyCode)) errors.verifyCode = VERIFY_CODE_REQUIRED;
  return errors;
};

export interface PhoneBindForm {
  phone?: string;
  code?: string;
}

/** Sub-account submit (绑定手机号码): phone required and valid, code required, with the main account's messages. */
export const validatePhoneBind = (form: PhoneBindForm): Partial<Record<keyof PhoneBindForm, string>> => {
  const errors: Partial<Record<keyof PhoneBindForm, string>> = {};
  const phone = phoneError(form.phone);
  if (phone) errors.phone = phone;
  if (blank(form.code)) errors.code = VERIFY_CODE_REQUIRED;
  return errors;
};

/** Sub-account send-code: a verified account may not "change" to the same phone. The registered check is a server call. */
export const checkSubPhoneChange = (state: { phone: string; oldPhone?: string; verified: boolean }): string | undefined =>
  state.verified && state.phone === state.oldPhone ? PHONE_SAME_AS_OLD : undefined;
