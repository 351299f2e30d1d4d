/**
 * The checks a workflow step (transitionRun.ts) applies to the input of its action forms, as the console's form does
 * before it sends: a text field must be text (`驳回原因格式不正确`), within its `maxLength`
 * (`驳回原因不能超过200个字符`) and pass its named validators (`"x-validator": ["nameWithColon"]` →
 * `驳回原因不能包含' / \ 、 * ? " < >字符`). Values are checked trimmed, as the step stores them.
 */
import type { FormField, FormSchema } from '../../schemas/meta/generated/area';
import { charLength } from '../services/validation';
import { inputValidatorMessage } from './inputValidators';

const TEXT_TYPES = new Set(['text', 'textarea']);

/** The problem of one input value, without the field title, or null. */
function problemOf(field: FormField, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (TEXT_TYPES.has(field.valueType ?? '') && typeof value !== 'string') return '格式不正确';
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '') return null;
  if (typeof text === 'string' && field.maxLength !== undefined && charLength(text) > field.maxLength) return `不能超过${field.maxLength}个字符`;
  for (const rule of field['x-validator'] ?? []) {
    const message = inputValidatorMessage(rule, text);
    if (message) return message;
  }
  return null;
}

/** The first message of an input that breaks its field's declared type, length or validators. */
export function inputProblem(forms: FormSchema[], input: Record<string, unknown>): string | null {
  for (const form of forms)
    for (const [name, field] of Object.entries(form.properties)) {
      const problem = problemOf(field, input[name]);
      if (problem) return `${field.title ?? name}${problem}`;
    }
  return null;
}
