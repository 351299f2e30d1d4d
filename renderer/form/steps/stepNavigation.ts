/**
 * Moving through a step form: only the current step's fields are validated before 下一步 (Formily's
 * `form.validate` with a `*(a,b,c)` pattern); a failed full validation at submit goes back to the step that
 * holds the first invalid field.
 */
import type { Form } from '@formily/core';
import type { FormStep } from '../../../schemas/meta/generated/area';

const topName = (path: unknown) => String(path ?? '').split('.')[0];

/** The error feedbacks of the named fields (and of their cells, for table fields). */
function errorsOf(form: Form, fields: string[]) {
  return form.errors.filter((feedback) => fields.includes(topName(feedback.path)));
}

/** Validates one step; resolves with null when it passes, else the first message ('' when there is none). */
export async function validateStep(form: Form, step: FormStep): Promise<string | null> {
  if (step.fields.length === 0) return null;
  try {
    await form.validate(`*(${step.fields.join(',')})`);
  } catch {
    // form.validate rejects with the feedbacks; the fields show them
  }
  const errors = errorsOf(form, step.fields);
  if (errors.length === 0) return null;
  const message = errors.flatMap((e) => e.messages ?? []).find((m) => typeof m === 'string' && m !== '');
  return message ?? '';
}

/** The index of the first step holding an invalid field, or -1. */
export function firstInvalidStep(form: Form, steps: FormStep[]): number {
  const invalid = new Set(form.errors.map((feedback) => topName(feedback.path)));
  return steps.findIndex((step) => step.fields.some((name) => invalid.has(name)));
}
