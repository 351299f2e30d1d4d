/**
 * What a workflow step computes from the record itself (docs/schema-language.md §3.9): a `set` value
 * `{"compute": <expression>}`, the step's `refuseWhen` and its `toWhen`. All read the same scope: the record, with
 * the action input's fields under names the record does not have (a body cannot overwrite a stored figure);
 * `refuseWhen` and `toWhen` read the record as the step would leave it (the `set` values over it). So 发放 can add the
 * granted count, refuse more than what remains and end in 已发完 when nothing remains, with no code per area.
 */
import type { Expression, Transition } from '../../schemas/meta/generated/area';
import { evaluateExpression } from '../../schemas/meta/lib/expressions';
import { holds } from './conditions';

type Values = Record<string, unknown>;

/** The scope of a step's expressions: input fields the record lacks, then the record. */
export const stepScope = (record: Values, input: Values): Values => ({ ...input, ...record });

/** A `set` value `{"compute": …}` over the record before the step (and the input); `today` / `now` are the step's time. */
export const computeStepValue = (expression: Expression, record: Values, input: Values, time: string): unknown =>
  evaluateExpression(expression, { values: stepScope(record, input), clock: () => time });

export type StepEnd = { refused: string } | { to: unknown };

/**
 * The refusal of the first `refuseWhen` that holds on the record after the step, else the state it ends in: the `to`
 * of the first `toWhen` that holds, else the transition's own `to` (undefined: unchanged).
 */
export function stepEnd(t: Transition, record: Values, input: Values, values: Values): StepEnd {
  const after = { ...stepScope(record, input), ...values };
  const refusal = (t.refuseWhen ?? []).find((r) => holds(r.when, after));
  if (refusal) return { refused: refusal.message };
  const target = (t.toWhen ?? []).find((r) => holds(r.when, after));
  return { to: target ? target.to : t.to };
}
