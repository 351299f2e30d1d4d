/**
 * Conditions are data ({"field": "bulletinStatus", "in": [3]}); they are interpreted by the language's one
 * condition evaluator (schemas/meta/lib/conditions.ts), here over the current record and the login context.
 */
import type { Condition } from '../../schemas/meta/generated/area';
import { conditionHolds } from '../../schemas/meta/lib/conditions';
import { pickPath } from './endpoint';
import type { RendererContextValues } from './services';

export { isEmptyValue, sameValue } from '../../schemas/meta/lib/conditions';

export interface ConditionScope {
  record?: Record<string, unknown>;
  context: RendererContextValues;
}

/** True when the condition holds; an absent condition always holds. */
export function evaluateCondition(condition: Condition | undefined, scope: ConditionScope): boolean {
  return conditionHolds(condition, {
    field: (path) => pickPath(scope.record, path),
    context: (name) => scope.context[name as keyof RendererContextValues],
  });
}
