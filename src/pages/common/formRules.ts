import type { Rule, RuleObject } from 'antd/es/form';
import { checkPasswordStrength, messages, mobile, validateConfirmPassword } from '../../validators';

/**
 * antd Form rules of the shell's hand-written forms (login, registration, password recovery, enterprise), each
 * answering with the message of `src/validators`, the one home of the spec §5 rules.
 */

/** A rule from a validator: its message rejects, undefined passes. */
const fromCheck = (check: (value: unknown) => string | undefined): RuleObject => ({
  validator: (_rule, value: unknown) => {
    const problem = check(value);
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
});

/** Mobile number of spec §5 (1[3-9] plus 9 digits, optional +86 or 0086); empty passes, combine with required. */
export const mobileRule: Rule = fromCheck(mobile);

/** A required text rule (blank text counts as empty). */
export const requiredText = (message: string): Rule => ({ required: true, whitespace: true, message });

/** A new password: 请输入新密码, then every strength rule of spec §5 in strict mode, against the account name. */
export const newPasswordRules = (userName?: string): Rule[] => [
  { required: true, message: messages.NEW_PASSWORD_REQUIRED },
  fromCheck((value) => (typeof value === 'string' && value !== '' ? checkPasswordStrength(value, { userName }) : undefined)),
];

/** The repeat of a new password: 请再次输入密码, then 两次输入密码不一致!; `newField` names the field it must equal. */
export const confirmPasswordRules = (newField: string): Rule[] => [
  ({ getFieldValue }) => fromCheck((value) => validateConfirmPassword(value, getFieldValue(newField) as string | undefined)),
];
