/**
 * Submitting a Formily form the way the platform's dialogs do: a failed validation marks the fields and
 * shows the first message as a warning toast; a failed call keeps every typed value and returns its
 * message for the form to show. Never rejects (no unhandled rejections from failed validations).
 */
import type { Form } from '@formily/core';
import { errorMessage } from '../core/endpoint';
import type { RendererServices } from '../core/services';
import { withoutRowIndex } from './tableValues';

export type SubmitOutcome = { ok: true } | { ok: false; invalid: true } | { ok: false; invalid: false; error: string };

/** The first message of the form's field errors, in field order. */
export function firstFormError(form: Form): string | undefined {
  for (const feedback of form.errors) {
    const message = feedback.messages?.find((m) => typeof m === 'string' && m !== '');
    if (message) return message;
  }
  return undefined;
}

export async function submitForm(form: Form, services: RendererServices, send: (values: Record<string, unknown>) => Promise<void>): Promise<SubmitOutcome> {
  try {
    await form.validate();
  } catch {
    // form.validate rejects with the feedbacks; the fields show them
  }
  if (form.invalid) {
    const first = firstFormError(form);
    if (first) services.message.warning(first);
    return { ok: false, invalid: true };
  }
  try {
    await form.submit((values: Record<string, unknown>) => send(withoutRowIndex(values)));
    return { ok: true };
  } catch (error) {
    if (Array.isArray(error)) return { ok: false, invalid: true };
    return { ok: false, invalid: false, error: errorMessage(error) };
  }
}
