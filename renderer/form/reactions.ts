/**
 * Declarative `x-reactions` ({dependencies, when, fulfill, otherwise}) as Formily form effects: when a
 * dependency (or a field of `when`) changes, and when the target field starts, the Condition `when` is
 * evaluated on the form values and the state patch of `fulfill` or `otherwise` is applied. A `value` that is
 * an object is an expression ({"op": …}, {"field": …}) and is computed (computedValues.ts) and watched through the fields it reads; the latest
 * computation wins when a dictionary load makes an earlier one finish late. No expression strings are involved.
 */
import { isField, onFieldInit, onFieldValueChange, type Field, type Form } from '@formily/core';
import type { Condition, FieldState, FormSchema, Reaction } from '../../schemas/meta/generated/area';
import { evaluateExpression, expressionFields, expressionOptions, isExpression } from '../../schemas/meta/lib/expressions';
import { evaluateCondition } from '../core/conditions';
import type { RendererContextValues } from '../core/services';
import { computeValue, type OptionLoader } from './computedValues';

export const reactionsOf = (value: Reaction | Reaction[] | undefined): Reaction[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The `field`s a condition reads. */
export function conditionFields(condition: Condition | undefined): string[] {
  if (!condition) return [];
  if ('all' in condition) return condition.all.flatMap(conditionFields);
  if ('any' in condition) return condition.any.flatMap(conditionFields);
  if ('not' in condition) return conditionFields(condition.not);
  return condition.field !== undefined ? [condition.field] : [];
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const copy = (v: unknown) => (v === undefined ? undefined : (JSON.parse(JSON.stringify(v)) as unknown));

/** Sets only what differs, so a patch re-applied on its own change settles at once. */
export function applyFieldState(field: Field, state: FieldState): void {
  if (state.visible !== undefined && field.visible !== state.visible) field.visible = state.visible;
  if (state.disabled !== undefined && field.disabled !== state.disabled) field.disabled = state.disabled;
  if (state.readOnly !== undefined && field.readOnly !== state.readOnly) field.readOnly = state.readOnly;
  if (state.required !== undefined && field.required !== state.required) field.required = state.required;
  if (state.title !== undefined && field.title !== state.title) field.title = state.title;
  if ('value' in state && !sameJson(field.value, state.value)) field.value = copy(state.value);
}

/** Each computation's turn per field (fields belong to one form): a late answer of an older one is dropped. */
const turns = new WeakMap<Field, number>();

function applyComputed(field: Field, patch: FieldState, loadOptions?: OptionLoader): void {
  const { value: expression, ...rest } = patch;
  if (Object.keys(rest).length) applyFieldState(field, rest);
  if (!isExpression(expression)) return;
  const all = field.form.values as Record<string, unknown>;
  if (expressionOptions(expression).length === 0) {
    // Only the fields it reads: copying every value of a large form on each change would cost more than the computation.
    const values = Object.fromEntries(
      [...new Set(expressionFields(expression).map((name) => name.split('.')[0]))].map((key) => [key, all[key]]),
    );
    applyFieldState(field, { value: evaluateExpression(expression, { values }) });
    return;
  }
  const values = { ...all };
  const turn = (turns.get(field) ?? 0) + 1;
  turns.set(field, turn);
  void computeValue(expression, values, loadOptions).then((value) => {
    if (turns.get(field) === turn) applyFieldState(field, { value });
  });
}

export function runReaction(
  form: Form,
  target: string,
  reaction: Reaction,
  context: RendererContextValues,
  loadOptions?: OptionLoader,
): void {
  const field = form.query(target).take();
  if (!field || !isField(field)) return;
  const holds = evaluateCondition(reaction.when, { record: form.values as Record<string, unknown>, context });
  const patch = holds ? reaction.fulfill?.state : reaction.otherwise?.state;
  if (patch && isExpression(patch.value)) applyComputed(field, patch, loadOptions);
  else if (patch) applyFieldState(field, patch);
}

/** The fields a reaction watches: its dependencies, the fields of `when` and those its computed values read. */
function watchedFields(reaction: Reaction): string[] {
  const computed = [reaction.fulfill.state.value, reaction.otherwise?.state.value].flatMap((v) =>
    isExpression(v) ? expressionFields(v) : [],
  );
  return [...new Set([...reaction.dependencies, ...conditionFields(reaction.when), ...computed])];
}

/**
 * The form effects of every reaction of a form schema (pass to createForm({effects})); `loadOptions` serves the
 * dictionaries of computed values ({"option": …}).
 */
export function reactionEffects(schema: FormSchema, context: () => RendererContextValues, loadOptions?: OptionLoader) {
  return (form: Form) => {
    // Runs by field path: one init hook and one change hook for the whole form (a hook per reaction and field
    // would make every value change of a large form walk them all).
    const onInit = new Map<string, (() => void)[]>();
    const onChange = new Map<string, (() => void)[]>();
    const add = (map: Map<string, (() => void)[]>, path: string, run: () => void) => map.set(path, [...(map.get(path) ?? []), run]);
    for (const [name, formField] of Object.entries(schema.properties)) {
      for (const reaction of reactionsOf(formField['x-reactions'])) {
        const run = () => runReaction(form, name, reaction, context(), loadOptions);
        add(onInit, name, run);
        for (const dependency of watchedFields(reaction)) {
          add(onInit, dependency, run);
          add(onChange, dependency, run);
        }
      }
    }
    if (onInit.size === 0) return;
    onFieldInit('*', (field) => onInit.get(field.path.toString())?.forEach((run) => run()));
    onFieldValueChange('*', (field) => onChange.get(field.path.toString())?.forEach((run) => run()));
  };
}
