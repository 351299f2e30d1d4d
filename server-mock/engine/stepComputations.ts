/**
 * The one extension point of declared workflows for what a document cannot say: a transition's effect
 * `{"compute": "<name>"}` runs the computation a hand-written module registers under that name
 * (`EngineExtension.computations`; the names are those of schemas/meta/stepComputations.json, which the check reads).
 * A computation sees the record, the input and what the step writes; it refuses the step with a message, or adds
 * values to write on the record and records to create — all written in the step's transaction. A transition's
 * `select: {"compute": "<name>"}` names a target selection instead: it answers the records the step runs on, in order.
 */
import type { EntityRecord, EntityStore } from './store';
import type { Actor } from './transitionRun';

export interface StepContext {
  /** The record before the step. */
  record: EntityRecord;
  /** The request's input (the body). */
  input: Record<string, unknown>;
  actor: Actor;
  /** What the step writes on the record so far (`set`, the new state). */
  values: Record<string, unknown>;
  /** The store of the step's entity: its database, for a computation that reads other records (counts, look-ups). */
  store?: EntityStore;
}

export type StepComputationResult =
  | { ok: false; msg: string }
  | { ok: true; values?: Record<string, unknown>; creates?: { entity: string; values: Record<string, unknown> }[] };

export type StepComputation = (step: StepContext) => StepComputationResult;

/** The records a stateless step runs on when the call names none (一键催缴: the remind list by its priority). */
export interface TargetSelection {
  select(target: { store: EntityStore; now: number }): EntityRecord[];
}

export type StepComputations = Map<string, StepComputation | TargetSelection>;

export type ComputedStep =
  | { ok: false; msg: string }
  | { ok: true; values: Record<string, unknown>; creates: { entity: string; values: Record<string, unknown> }[] };

/** Runs the named computations in order over one step; the first refusal stops them (an unregistered name refuses too). */
export function runComputations(names: string[], registry: StepComputations, step: StepContext): ComputedStep {
  const values: Record<string, unknown> = {};
  const creates: { entity: string; values: Record<string, unknown> }[] = [];
  for (const name of names) {
    const compute = registry.get(name);
    if (typeof compute !== 'function') return { ok: false, msg: `接口未实现：计算 ${name} 未登记` };
    const result = compute({ ...step, values: { ...step.values, ...values } });
    if (!result.ok) return result;
    Object.assign(values, result.values);
    creates.push(...(result.creates ?? []));
  }
  return { ok: true, values, creates };
}
