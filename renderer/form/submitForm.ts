/**
 * Submitting a Formily form the way the platform's dialogs do: a failed validation marks the fields and
 * shows the first message as a warning toast; a failed call keeps every typed value and returns its
 * message for the form to show. Never rejects (no unhandled rejections from failed validations).
 */
import type { Form } from '@formily/core';
import type { FormSubmit } from '../../schemas/meta/generated/area';
import { callEndpoint, errorMessage, pickPath, type ValueScope } from '../core/endpoint';
import type { RendererServices } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';
import { withoutRowIndex } from './tableValues';
import { eventAction, eventScope } from '../actions/eventAction';

/** Not sent: `invalid` (the fields show why) or, with `cancelled`, 取消 in the confirm dialog. */
export type SubmitOutcome = { ok: true } | { ok: false; invalid: true; cancelled?: true } | { ok: false; invalid: false; error: string };

/** The first message of the form's field errors, in field order. */
export function firstFormError(form: Form): string | undefined {
  for (const feedback of form.errors) {
    const message = feedback.messages?.find((m) => typeof m === 'string' && m !== '');
    if (message) return message;
  }
  return undefined;
}

/**
 * Validates (unless `validate` is false: a draft is sent as typed, the endpoint still checks it), asks `confirm`
 * when given (a valid form only; 取消 sends nothing), then sends the values without the tables' row indexes.
 */
export async function submitForm(
  form: Form,
  services: RendererServices,
  send: (values: Record<string, unknown>) => Promise<void>,
  options: { validate?: boolean; confirm?: () => Promise<boolean> } = {},
): Promise<SubmitOutcome> {
  if (options.validate === false) {
    if (options.confirm && !(await options.confirm())) return { ok: false, invalid: true, cancelled: true };
    try {
      await send(withoutRowIndex(form.values as Record<string, unknown>));
      return { ok: true };
    } catch (error) {
      return { ok: false, invalid: false, error: errorMessage(error) };
    }
  }
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
  if (options.confirm && !(await options.confirm())) return { ok: false, invalid: true, cancelled: true };
  try {
    await form.submit((values: Record<string, unknown>) => send(withoutRowIndex(values)));
    return { ok: true };
  } catch (error) {
    if (Array.isArray(error)) return { ok: false, invalid: true };
    return { ok: false, invalid: false, error: errorMessage(error) };
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Calls one submit's endpoint with the form values, then the request action its `onSuccess` names (e.g. 提交审核
 * after create: eventAction.ts) with the record the first call answered as the current record. A failing follow-up
 * does not undo the save: its message comes back as `followUpError` (a failing first call rejects, so the form keeps
 * every typed value).
 */
export async function callSubmit(
  services: RendererServices,
  area: ResolvedArea,
  submit: Pick<FormSubmit, 'endpoint' | 'onSuccess'>,
  scope: ValueScope,
): Promise<{ followUpError?: string }> {
  const body = await callEndpoint(services, area, submit.endpoint, scope);
  if (!submit.onSuccess) return {};
  const saved = pickPath(body, area.endpoints[submit.endpoint]?.result?.record ?? 'data');
  try {
    const action = eventAction(area, submit.onSuccess);
    if (!action) throw new Error(`未知的操作 "${submit.onSuccess}"`);
    await callEndpoint(services, area, action.endpoint, eventScope(isRecord(saved) ? saved : (scope.record ?? {}), scope.params));
    return {};
  } catch (error) {
    return { followUpError: errorMessage(error) };
  }
}
