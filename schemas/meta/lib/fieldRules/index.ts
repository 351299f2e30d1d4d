/**
 * The field rules: every name of schemas/meta/validators.json that checks one value (all but the cross-field
 * names of scope form, see ../crossFieldRules.ts), with the spec's Chinese messages. The console's form (src/validators → the renderer's services) and the mock's
 * write handlers (server-mock/engine/validateBody.ts, transitionInput.ts) both run this one table, so a value the
 * form refuses is refused by the mock with the same message, and the reverse.
 */
import type { ValidatorName } from '../../generated/area';
import { code17 } from './code17';
import { latitude, longitude } from './geo';
import { idCard } from './idCard';
import { disabilityCertNo } from './disabilityCert';
import { name, nameWithAsterisk, nameWithColon } from './names';
import { RANGE_INTEGER_DEFAULT, RANGE_NUMBER_DEFAULT, integer, number, rangeInteger, rangeNumber, readRangeArgs } from './numbers';
import { landline, mobile, phone } from './phone';
import { plateNo } from './plate';
import { required } from './required';
import { email, ip, lettersDigits, noLonePercent, url } from './text';
import { password, readPasswordArgs } from './password';

/** Returns the message of the broken rule, or undefined when the value is valid (an empty value is valid but for `required`). */
export type FieldRule = (value: unknown, args?: unknown) => string | undefined;

/** The names the table holds: the value rules of validators.json. */
export type FieldRuleName = ValidatorName;

/** Every field rule by name. Arguments come from schema rules; a malformed argument throws a TypeError. */
export const FIELD_RULES: Record<FieldRuleName, FieldRule> = {
  required,
  plateNo,
  mobile,
  phone,
  landline,
  number,
  integer,
  rangeNumber: (value, args) => rangeNumber(value, readRangeArgs(args, RANGE_NUMBER_DEFAULT, 'rangeNumber')),
  rangeInteger: (value, args) => rangeInteger(value, readRangeArgs(args, RANGE_INTEGER_DEFAULT, 'rangeInteger')),
  longitude,
  latitude,
  code17,
  idCard,
  disabilityCertNo,
  lettersDigits,
  noLonePercent,
  url,
  ip,
  email,
  name,
  nameWithColon,
  nameWithAsterisk,
  password: (value, args) => password(value, readPasswordArgs(args)),
};

export const isFieldRuleName = (rule: string): rule is FieldRuleName => Object.hasOwn(FIELD_RULES, rule);

/** The [name, args] pairs of a field's `x-validator` list that this table checks (cross-field rules left out). */
export function fieldRulesOf(list: readonly unknown[] | undefined): [FieldRuleName, unknown][] {
  const out: [FieldRuleName, unknown][] = [];
  for (const rule of list ?? []) {
    if (typeof rule === 'string') {
      if (isFieldRuleName(rule)) out.push([rule, undefined]);
    } else if (typeof rule === 'object' && rule !== null) {
      for (const [n, args] of Object.entries(rule)) if (isFieldRuleName(n)) out.push([n, args]);
    }
  }
  return out;
}

/** The message of the first rule of the list the value breaks, or undefined. */
export function fieldRuleProblem(list: readonly unknown[] | undefined, value: unknown): string | undefined {
  for (const [n, args] of fieldRulesOf(list)) {
    const message = FIELD_RULES[n](value, args);
    if (message) return message;
  }
  return undefined;
}

/**
 * A rule's message as a refusal naming the field: a message that reads as what the field must do (不能包含…,
 * 应在0~100之间, 最多保留两位小数) follows the title directly (分账比例应在0~100之间); a whole sentence of its own
 * (请输入正确的车牌号, 身份证号非法) follows the title and a colon (车牌号：请输入正确的车牌号).
 */
export const titledMessage = (title: string, message: string): string =>
  /^(不能|应|必须|最多|只能|首尾|长度|格式|结束时间)/.test(message) ? `${title}${message}` : `${title}：${message}`;

export { CALENDAR_CHECKS, isCalendarDate, isCalendarDateTime, isClockTime, periodProblem, type CalendarType } from './calendar';
export { isEmpty, asText, charLength } from './value';
export { VALUE_TYPE_RULES, wholePlate, fileAddress, fileAddresses } from './valueTypes';
