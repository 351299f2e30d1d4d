/**
 * The checks a workflow step (transitionRun.ts) applies to the input of its action forms, as the console's form does
 * before it sends: a text field must be text (`驳回原因格式不正确`), within its `maxLength`
 * (`驳回原因不能超过200个字符`) and pass its named validators (`"x-validator": ["nameWithColon"]` →
 * `驳回原因不能包含' / \ 、 * ? " < >字符`) and, for a field picked from a static dictionary, hold only its values
 * (`请选择催缴方式`; a list is an array or a comma-separated text). Values are checked trimmed, as the step stores them.
 */
import type { Dictionary, FormField, FormSchema } from '../../schemas/meta/generated/area';
import { sameValue } from './conditions';
import { charLength, inputValidatorMessage } from './inputValidators';

const TEXT_TYPES = new Set(['text', 'textarea']);

/** The problem of one input value, without the field title, or null. */
function problemOf(field: FormField, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (TEXT_TYPES.has(field.valueType ?? '') && typeof value !== 'string') return '格式不正确';
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '') return null;
  if (typeof text === 'string' && field.maxLength !== undefined && charLength(text) > field.maxLength)
    return `不能超过${field.maxLength}个字符`;
  for (const rule of field['x-validator'] ?? []) {
    const message = inputValidatorMessage(rule, text);
    if (message) return message;
  }
  return null;
}

/** The values of an input picked from a list: an array, a comma-separated text or one value (blanks left out). */
export const pickedValues = (value: unknown): unknown[] =>
  (Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
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
      if (problem) return `${field.title ?? name}${problem}`;
    }
  return null;
}
