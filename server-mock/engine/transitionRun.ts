/**
 * Executes one step of a declared workflow (transitions.ts) on a record: picks the case, refuses a wrong state or a
 * missing input with a Chinese message, and computes the fields to write, the linked records to change and the audit
 * trail entry. Nothing is written here; the caller writes everything in one transaction.
 */
import type { FormField, TransitionSet, TransitionValue } from '../../schemas/meta/generated/area';
import { charLength } from '../services/validation';
import { holds, sameValue } from './conditions';
import type { PlanCase, TransitionPlan } from './transitions';

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

export type StepOutcome =
  | { ok: true; values: Record<string, unknown>; effects: { link: string; values: Record<string, unknown> }[]; entry: TrailEntry }
  | { ok: false; kind: 'state' | 'input'; msg: string };

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** The name of a state (its dictionary label), else the value itself. */
export const stateLabel = (plan: TransitionPlan, value: unknown) => plan.states.items.find((i) => sameValue(i.value, value))?.label ?? String(value ?? '');

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

function valueOf(source: TransitionValue, record: Record<string, unknown>, input: Record<string, unknown>, actor: Actor): unknown {
  if (source.user !== undefined) return actor.user ? (source.user === 'id' ? actor.user.id : actor.user.name) : null;
  if (source.now) return actor.time;
  if (source.input !== undefined) {
    const v = input[source.input];
    return typeof v === 'string' ? v.trim() || null : v ?? null;
  }
  if (source.field !== undefined) return record[source.field] ?? null;
  return source.const ?? null;
}

const valuesOf = (set: TransitionSet | undefined, record: Record<string, unknown>, input: Record<string, unknown>, actor: Actor) =>
  Object.fromEntries(Object.entries(set ?? {}).map(([name, source]) => [name, valueOf(source, record, input, actor)]));

/** The first message of an input that breaks its field's declared length limit. */
function inputLimit(plan: TransitionPlan, input: Record<string, unknown>): string | null {
  for (const form of plan.inputs)
    for (const [name, field] of Object.entries(form.properties)) {
      const v = input[name];
      if (typeof v === 'string' && field.maxLength !== undefined && charLength(v.trim()) > field.maxLength) return `${field.title ?? name}不能超过${field.maxLength}个字符`;
    }
  return null;
}

/** The refusal of a step from this record's state, or null when the case may start from it. */
export function refusalFor(plan: TransitionPlan, step: PlanCase, record: Record<string, unknown>): string | null {
  const current = record[plan.states.field];
  if (step.transition.from.some((v) => sameValue(v, current))) return null;
  return `当前状态为「${stateLabel(plan, current)}」，不能执行「${step.label}」`;
}

/** Plans one step on one record with the request's input (the body). */
export function planStep(plan: TransitionPlan, record: Record<string, unknown>, input: Record<string, unknown>, actor: Actor): StepOutcome {
  const step = plan.cases.find((c) => c.transition.when === undefined || holds(c.transition.when, input));
  if (!step) {
    const asked = plan.cases.flatMap((c) => conditionFields(c.transition.when))[0];
    return { ok: false, kind: 'input', msg: `请选择${asked ? inputTitle(plan, asked) : '操作'}` };
  }
  const refused = refusalFor(plan, step, record);
  if (refused) return { ok: false, kind: 'state', msg: refused };
  const t = step.transition;
  const missing = (t.require ?? []).find((name) => isBlank(input[name]));
  if (missing) return { ok: false, kind: 'input', msg: `请填写${inputTitle(plan, missing)}` };
  const tooLong = inputLimit(plan, input);
  if (tooLong) return { ok: false, kind: 'input', msg: tooLong };
  const from = record[plan.states.field];
  const to = t.to === undefined ? from : t.to;
  const values = valuesOf(t.set, record, input, actor);
  if (t.to !== undefined) values[plan.states.field] = t.to;
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
  const effects = (t.effects ?? []).map((e) => ({ link: e.link, values: valuesOf(e.set, record, input, actor) }));
  return { ok: true, values, effects, entry };
}

/** The record's trail with one more entry (a trail that is not a list starts anew). */
export const appendEntry = (trail: unknown, entry: TrailEntry): TrailEntry[] => [...(Array.isArray(trail) ? (trail as TrailEntry[]) : []), entry];
