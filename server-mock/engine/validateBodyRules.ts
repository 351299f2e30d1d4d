/**
 * The value rules a write applies after a value has its type (validateBody.ts) and the rules a workflow step applies
 * to its inputs (transitionInput.ts): the field's `x-validator` names and the rule its value type implies, both run
 * by the one implementation the console's form runs (schemas/meta/lib/fieldRules), answered with the form's own
 * message naming the field (`分账比例(%)应在0~100之间`, `车牌号：请输入正确的车牌号`), and the order of a period
 * (`有效期结束时间不能早于开始时间`).
 */
import type { FormField } from '../../schemas/meta/generated/area';
import { fieldRuleProblem, periodProblem, titledMessage, VALUE_TYPE_RULES } from '../../schemas/meta/lib/fieldRules';

const PERIOD_TYPES = new Set(['dateRange', 'dateTimeRange']);

/** The message (without the field title) of the first rule the value breaks, or undefined. */
export function valueRuleProblem(def: Pick<FormField, 'x-validator'>, valueType: string | undefined, value: unknown): string | undefined {
  if (PERIOD_TYPES.has(valueType ?? '') && Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string') {
    const order = periodProblem(value[0], value[1]);
    if (order) return order;
  }
  const implied = valueType ? VALUE_TYPE_RULES[valueType] : undefined;
  return fieldRuleProblem(def['x-validator'], value) ?? implied?.(value);
}

/** A number beyond the field's `maximum` / `minimum` (`不能大于100`), without the field title; undefined within them. */
export function rangeProblem(def: Pick<FormField, 'maximum' | 'minimum'>, value: number): string | undefined {
  if (def.maximum !== undefined && value > def.maximum) return `不能大于${def.maximum}`;
  if (def.minimum !== undefined && value < def.minimum) return `不能小于${def.minimum}`;
  return undefined;
}

/** The refusal of a value breaking its rules, naming the field, or null. */
export function valueRuleRefusal(
  def: Pick<FormField, 'x-validator'>,
  valueType: string | undefined,
  title: string,
  value: unknown,
): string | null {
  const problem = valueRuleProblem(def, valueType, value);
  return problem ? titledMessage(title, problem) : null;
}
