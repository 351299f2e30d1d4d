/**
 * The input a hand-written (custom) endpoint accepts, from the forms that send to it: an action's input form (a
 * `request` action on the endpoint) and a form view whose `submit` is the endpoint. A hand-written handler asks
 * `inputRefusal` before it acts, so the platform refuses what those forms refuse, with their messages: a required
 * field left empty (after the form's declarative reactions, `请填写退款原因` / `请选择核对结果`), then the rules of
 * transitionInput.ts (type, `maxLength`, range, named validators, static dictionaries). The body key of a form field
 * is the one whose descriptor reads it (`{"input": name}` or `{"field": name}`), else the field's own name
 * (`bodyFrom: "form"`).
 */
import type { AreaDocument, Dictionary, Endpoint, FormSchema } from '../../schemas/meta/generated/area';
import { isBlankValue } from '../../schemas/meta/lib/crossFieldRules';
import { fieldState } from './conditions';
import { inputProblem, requiredMessage } from './transitionInput';

/** The forms that send their values to an endpoint of a document. */
export function inputFormsOf(doc: AreaDocument, endpointName: string): FormSchema[] {
  const forms: FormSchema[] = [];
  for (const action of Object.values(doc.actions ?? {}))
    if (action.kind === 'request' && action.endpoint === endpointName && action.input) forms.push(action.input.schema);
  for (const view of Object.values(doc.views))
    if (view.kind === 'form' && (view.submit === endpointName || view.submits?.some((s) => s.endpoint === endpointName)))
      forms.push(view.schema);
  return forms;
}

/** The body key that carries each form field: the key whose descriptor reads the field, else the field's name. */
function bodyKeys(endpoint: Endpoint): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, source] of Object.entries(endpoint.body ?? {})) {
    const read = source as { input?: string; field?: string };
    const name = read.input ?? read.field;
    if (typeof name === 'string') keys.set(name, key);
  }
  return keys;
}

/** The form values of a body: each form field under its own name. */
function formValues(forms: FormSchema[], endpoint: Endpoint, body: Record<string, unknown>): Record<string, unknown> {
  const keys = bodyKeys(endpoint);
  const values: Record<string, unknown> = {};
  for (const form of forms) for (const name of Object.keys(form.properties)) values[name] = body[keys.get(name) ?? name];
  return values;
}

/** The refusal of a body its forms would not send, or null. */
export function customInputRefusal(
  forms: FormSchema[],
  endpoint: Endpoint,
  body: Record<string, unknown>,
  dictionaries: Record<string, Dictionary> = {},
): string | null {
  const values = formValues(forms, endpoint, body);
  for (const form of forms)
    for (const [name, field] of Object.entries(form.properties)) {
      const state = fieldState(field, values);
      if (state.visible !== false && state.required && isBlankValue(values[name])) return requiredMessage(field, name);
    }
  return inputProblem(forms, values, dictionaries);
}

/** The checker of one document's custom endpoint: (body) → refusal or null. Throws for an unknown endpoint. */
export function customInputCheck(doc: AreaDocument, endpointName: string): (body: Record<string, unknown>) => string | null {
  const endpoint = doc.endpoints[endpointName];
  if (!endpoint) throw new Error(`${doc.area}: no endpoint "${endpointName}"`);
  const forms = inputFormsOf(doc, endpointName);
  if (forms.length === 0) throw new Error(`${doc.area}.${endpointName}: no form sends to this endpoint`);
  return (body) => customInputRefusal(forms, endpoint, body, doc.dictionaries ?? {});
}
