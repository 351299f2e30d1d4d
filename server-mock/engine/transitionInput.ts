/**
 * The checks a workflow step (transitionRun.ts) and a hand-written call (customInput.ts) apply to the input of the
 * action forms that send it, as the console's form does
 * before it sends: a text field must be text (`驳回原因格式不正确`), within its `maxLength`
 * (`驳回原因不能超过200个字符`), `maximum` / `minimum`, and pass its named validators and the rule its value type
 * implies, with the form's own messages (validateBodyRules.ts: `"x-validator": ["nameWithColon"]` →
 * `驳回原因不能包含' / \ : 、 * ? " < >字符`); a date value must be a real calendar value (`催缴时间格式不正确`); a
 * field picked from a static dictionary holds only its values (`请选择催缴方式`; a list is an array or a
 * comma-separated text). Values are checked trimmed, as the step stores them.
 */
import type { Dictionary, FormField, FormSchema } from '../../schemas/meta/generated/area';
import { CALENDAR_CHECKS, charLength, titledMessage } from '../../schemas/meta/lib/fieldRules';
import { sameValue } from './conditions';
import { rangeProblem, valueRuleProblem } from './validateBodyRules';

const TEXT_TYPES = new Set(['text', 'textarea']);
/** Value types picked from a list or a calendar: an empty one asks 请选择, others 请填写. */
const PICKED = new Set([
  ...['select', 'radio', 'checkbox', 'multiSelect', 'treeSelect', 'cascader', 'status', 'tag'],
  ...['date', 'dateTime', 'time', 'dateRange', 'dateTimeRange'],
]);

/** The message of a required input left empty: `请选择核对结果` for a picked value, else `请填写退款原因`. */
export const requiredMessage = (field: FormField | undefined, name: string): string =>
  `${PICKED.has(field?.valueType ?? '') ? '请选择' : '请填写'}${field?.title ?? name}`;
const CALENDAR: Partial<Record<string, (text: string) => boolean>> = CALENDAR_CHECKS;

/** The problem of one input value, without the field title, or null. */
function problemOf(field: FormField, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const type = field.valueType ?? '';
  if (TEXT_TYPES.has(type) && typeof value !== 'string') return '格式不正确';
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '') return null;
  const calendar = CALENDAR[type];
  if (calendar && (typeof text !== 'string' || !calendar(text))) return '格式不正确';
  if (typeof text === 'string' && field.maxLength !== undefined && charLength(text) > field.maxLength)
    return `不能超过${field.maxLength}个字符`;
  return (typeof text === 'number' ? rangeProblem(field, text) : undefined) ?? valueRuleProblem(field, type, text) ?? null;
}
/** The values of an input picked from a list: an array, a comma-separated text or one value (blanks left out). */
export const pickedValues = (value: unknown): unknown[] =>
  (Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(/[,，\r\n]/)
      : value === undefined || value === null
        ? []
        : [value]
  ).filter((v) => !(typeof v === 'string' && v.trim() === ''));

/** Whether an input holds a value its static dictionary does not list. */
function outsideDictionary(field: FormField, value: unknown, dictionaries: Record<string, Dictionary>): boolean {
  const options = field.dictionary ? dictionaries[field.dictionary]?.options : undefined;
  if (!options) return false;
  return pickedValues(value).some((v) => !options.some((o) => sameValue(o.value, typeof v === 'string' ? v.trim() : v)));
}

/** The first message of an input that breaks its field's declared type, length, validators or dictionary. */
export function inputProblem(
  forms: FormSchema[],
  input: Record<string, unknown>,
  dictionaries: Record<string, Dictionary> = {},
): string | null {
  for (const form of forms)
    for (const [name, field] of Object.entries(form.properties)) {
      if (outsideDictionary(field, input[name], dictionaries)) return `请选择${field.title ?? name}`;
      const problem = problemOf(field, input[name]);
      if (problem) return titledMessage(field.title ?? name, problem);
    }
  return null;
}
