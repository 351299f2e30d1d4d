/**
 * The submit buttons of a form view: `submits` as written, or `submit` (+ `submitText`) as exactly one primary
 * submit. The renderer draws these, the mock finds the form of a write endpoint through them, the check looks
 * their endpoints up. An opening action's `submit` (set on the view next to `submits` when the action opens it)
 * replaces the endpoint of every button: 保存草稿 / 提交审核 write through update when the form edits.
 */
import type { FormSubmit, FormView } from '../generated/area';

export function formSubmits(view: Pick<FormView, 'submit' | 'submits' | 'submitText'>): FormSubmit[] {
  if (view.submits?.length) return view.submit === undefined ? view.submits : view.submits.map((s) => ({ ...s, endpoint: view.submit! }));
  if (view.submit === undefined) return [];
  return [{ label: view.submitText ?? '', endpoint: view.submit, primary: true }];
}

/** The endpoints a form view submits to, in button order (without the follow-up calls `onSuccess`). */
export const formSubmitEndpoints = (view: Pick<FormView, 'submit' | 'submits' | 'submitText'>): string[] =>
  formSubmits(view).map((s) => s.endpoint);
