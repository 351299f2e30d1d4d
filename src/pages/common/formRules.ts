import type { Rule } from 'antd/es/form';

/** Mobile number of spec §5: 1[3-9] plus 9 digits, optional +86 or 0086 prefix. */
export const MOBILE_PATTERN = /^(?:\+86|0086)?1[3-9]\d{9}$/;
export const MOBILE_MESSAGE = '请输入正确的手机号';

export const mobileRule: Rule = { pattern: MOBILE_PATTERN, message: MOBILE_MESSAGE };

/** A required text rule (blank text counts as empty). */
export const requiredText = (message: string): Rule => ({ required: true, whitespace: true, message });
