/**
 * Executes one step of a declared workflow (transitions.ts) on a record: picks the case, refuses a wrong state or a
 * missing input with a Chinese message, and computes the fields to write, the linked records to change and the audit
 * trail entry. Nothing is written here; the caller writes everything in one transaction.
 */
import type { FormField, TransitionGuard, TransitionLinkEffect, TransitionSet, TransitionValue } from '../../schemas/meta/generated/area';
import { holds, sameValue } from './conditions';
import { inputProblem, requiredMessage } from './transitionInput';
import { computeStepValue, stepEnd } from './transitionOutcome';
import type { PlanCase, TransitionPlan } from './transitions';
import { isBlankValue as isBlank } from '../../schemas/meta/lib/crossFieldRules';

/** One entry of an audit trail (value type timeline). */
export interface TrailEntry {
  action: string;
  user: string;
  time: string;
  from: unknown;
  fromLabel: string;
  to: unknown;
  toLabel: string;
  note: string | null;
}

/** Who acts and when. */
export interface Actor {
  user: { name: string; id: string } | null;
  time: string;
}

/**
 * What a step reads beyond the record, the input and the actor: counts of its children (`tally`, in the scope of
 * `compute`), linked records (`{"linked": …}`) and the call's shared numbers (`{"serial": …}`).
 */
export interface StepExtras {
  scope?: Record<string, unknown>;
  linked?: (link: string, field: string) => unknown;
  serial?: (spec: NonNullable<TransitionValue['serial']>, field?: string) => string;
}

export type StepOutcome =
  | {
      ok: true;
      values: Record<string, unknown>;
      effects: { link: string; values: Record<string, unknown>; effect: TransitionLinkEffect }[];
      /** Registered computations the step runs (effects `{"compute": name}`, engine/stepComputations.ts). */
      computes: string[];
      entry: TrailEntry;
    }
  | { ok: false; kind: 'state' | 'input'; msg: string };

/** The name of a state (its dictionary label), else the value itself. */
export const stateLabel = (plan: TransitionPlan, value: unknown) =>
  plan.states?.items.find((i) => sameValue(i.value, value))?.label ?? String(value ?? '');

/** A message with `{field}` replaced by the record's values. */
const filled = (message: string, record: Record<string, unknown>) =>
  message.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_all, name: string) => String(record[name] ?? ''));

/** Input types whose value is picked from a dictionary: a missing one reads 请选择…, not 请填写…. */

/** An input field of the action forms by name. */
function inputField(plan: TransitionPlan, name: string): FormField | undefined {
  for (const form of plan.inputs) if (form.properties[name]) return form.properties[name];
  return undefined;
}
const inputTitle = (plan: TransitionPlan, name: string) => inputField(plan, name)?.title ?? name;

/** The fields a condition reads (to name what is missing when no case applies). */
function conditionFields(condition: PlanCase['transition']['when']): string[] {
  if (!condition) return [];
  if ('all' in condition) return condition.all.flatMap(conditionFields);
  if ('any' in condition) return condition.any.flatMap(conditionFields);
  if ('not' in condition) return conditionFields(condition.not);
  return condition.field ? [condition.field] : [];
}

function valueOf(
  source: TransitionValue,
  record: Record<string, unknown>,
  input: Record<string, unknown>,
  actor: Actor,
  extras: StepExtras = {},
  name?: string,
): unknown {
  if (source.user !== undefined) return actor.user ? (source.user === 'id' ? actor.user.id : actor.user.name) : null;
  if (source.now) return actor.time;
  if (source.input !== undefined) {
    const v = input[source.input];
    return typeof v === 'string' ? v.trim() || null : (v ?? null);
  }
  if (source.field !== undefined) return record[source.field] ?? null;
  if (source.compute !== undefined) return computeStepValue(source.compute, record, { ...input, ...extras.scope }, actor.time);
  if (source.linked !== undefined)
    return extras.linked ? extras.linked(source.linked.link, source.linked.field) : (record[source.linked.field] ?? null);
  if (source.serial !== undefined) return extras.serial ? extras.serial(source.serial, name) : null;
  return source.const ?? null;
}

export const valuesOf = (
  set: TransitionSet | undefined,
  record: Record<string, unknown>,
  input: Record<string, unknown>,
  actor: Actor,
  extras: StepExtras = {},
) => Object.fromEntries(Object.entries(set ?? {}).map(([name, source]) => [name, valueOf(source, record, input, actor, extras, name)]));

/**
 * The message of the first guard the record fails — its field is filled and differs from the guard's value (an appeal
 * locked by someone else) — with `{field}` replaced by the record's values; null when every guard passes.
 */
function guardRefusal(
  guards: TransitionGuard[] | undefined,
  record: Record<string, unknown>,
  input: Record<string, unknown>,
  actor: Actor,
): string | null {
  const failed = (guards ?? []).find(
    (g) => !isBlank(record[g.field]) && !sameValue(record[g.field], valueOf(g.equals, record, input, actor)),
  );
  return failed ? filled(failed.message, record) : null;
}

/** The refusal of a step from this record's state, or null when the case may start from it. */
export function refusalFor(plan: TransitionPlan, step: PlanCase, record: Record<string, unknown>): string | null {
  const allowed = (step.transition.allowWhen ?? []).find((a) => !holds(a.when, record));
  if (!plan.states) return allowed ? filled(allowed.message, record) : null;
  const current = record[plan.states.field];
  if ((step.transition.from ?? []).some((v) => sameValue(v, current))) return allowed ? filled(allowed.message, record) : null;
  return step.transition.refusal ?? `当前状态为「${stateLabel(plan, current)}」，不能执行「${step.label}」`;
}

/**
 * Plans one step on one record with the request's input (the body). The input is checked first (the case, required
 * inputs, their types, lengths and validators), as the form does before it sends, then the record's state.
 */
export function planStep(
  plan: TransitionPlan,
  record: Record<string, unknown>,
  input: Record<string, unknown>,
  actor: Actor,
  extras: StepExtras = {},
): StepOutcome {
  const step = plan.cases.find((c) => c.transition.when === undefined || holds(c.transition.when, input));
  if (!step) {
    const asked = plan.cases.flatMap((c) => conditionFields(c.transition.when))[0];
    return { ok: false, kind: 'input', msg: `请选择${asked ? inputTitle(plan, asked) : '操作'}` };
  }
  const t = step.transition;
  const missing = (t.require ?? []).find((name) => isBlank(input[name]));
  if (missing) return { ok: false, kind: 'input', msg: requiredMessage(inputField(plan, missing), missing) };
  const problem = inputProblem(plan.inputs, input, plan.dictionaries);
  if (problem) return { ok: false, kind: 'input', msg: problem };
  const refused = refusalFor(plan, step, record) ?? guardRefusal(t.guards, record, input, actor);
  if (refused) return { ok: false, kind: 'state', msg: refused };
  const from = plan.states ? record[plan.states.field] : undefined;
  const values = valuesOf(t.set, record, input, actor, extras);
  const end = stepEnd(t, record, input, values);
  // `{field}` in a refusal names the record as it stands before the step (剩余 12 张), or an input.
  if ('refused' in end) return { ok: false, kind: 'input', msg: filled(end.refused, { ...input, ...record }) };
  const to = end.to === undefined ? from : end.to;
  if (end.to !== undefined && plan.states) values[plan.states.field] = end.to;
  const note = t.note ? valueOf({ input: t.note }, record, input, actor) : null;
  const entry: TrailEntry = {
    action: step.label,
    user: actor.user?.name ?? '',
    time: actor.time,
    from,
    fromLabel: stateLabel(plan, from),
    to,
    toLabel: stateLabel(plan, to),
    note: typeof note === 'string' ? note : null,
  };
  const effects = (t.effects ?? []).flatMap((e) =>
    'link' in e ? [{ link: e.link, values: valuesOf(e.set, record, input, actor, extras), effect: e }] : [],
  );
  const computes = (t.effects ?? []).flatMap((e) => ('compute' in e ? [e.compute] : []));
  return { ok: true, values, effects, computes, entry };
}

/** The record's trail with one more entry (a trail that is not a list starts anew). */
export const appendEntry = (trail: unknown, entry: TrailEntry): TrailEntry[] => [
  ...(Array.isArray(trail) ? (trail as TrailEntry[]) : []),
  entry,
];
