import type { Rule } from 'antd/es/form';

/** The few new-password rules of spec §5 used when resetting a forgotten password. */
export const PASSWORD_MESSAGES = {
  newRequired: '请输入新密码',
  tooShort: '密码不少于8位',
  classes: '密码须包含数字、大小写字母、特殊字符至少3项',
  confirmRequired: '请再次输入密码',
  mismatch: '两次输入密码不一致!',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

const CLASSES = [/\d/, /[A-Z]/, /[a-z]/, /[!@#$%^&*+-]/];

/** How many of digit, uppercase, lowercase and !@#$%^&*+- the text contains. */
export function characterClasses(value: string): number {
  return CLASSES.filter((re) => re.test(value)).length;
}

/** The first problem of a non-empty new password, or null. */
export function newPasswordProblem(value: string): string | null {
  if (value.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (characterClasses(value) < 3) return PASSWORD_MESSAGES.classes;
  return null;
}

export const newPasswordRules: Rule[] = [
  { required: true, message: PASSWORD_MESSAGES.newRequired },
  {
    validator: (_rule, value: string | undefined) => {
      const problem = value ? newPasswordProblem(value) : null;
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  },
];

/** Rules of the repeat field; `newField` names the field it must equal. */
export function confirmPasswordRules(newField: string): Rule[] {
  return [
    { required: true, message: PASSWORD_MESSAGES.confirmRequired },
    ({ getFieldValue }) => ({
      validator: (_rule, value: string | undefined) =>
        !value || value === getFieldValue(newField) ? Promise.resolve() : Promise.reject(new Error(PASSWORD_MESSAGES.mismatch)),
    }),
  ];
}
