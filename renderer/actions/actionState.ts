import type { Action, AreaDocument, Condition } from '../../schemas/meta/generated/area';
import { evaluateCondition } from '../core/conditions';
import type { RendererServices } from '../core/services';
import type { ActionTarget } from './types';

/** The endpoint whose call runs an action's transition: a request's endpoint, an open action's submit. */
const transitionEndpoint = (action: Action) =>
  action.kind === 'request' ? action.endpoint : action.kind === 'open' ? action.submit : undefined;

/**
 * The state condition an action's `transition` implies: the record's status field (the entity's `states`) is one of
 * the `from` values of its cases. Undefined when the action has no transition or its entity declares no states.
 */
export function transitionCondition(action: Action, area: AreaDocument | undefined): Condition | undefined {
  if (!area || (action.kind !== 'request' && action.kind !== 'open') || !action.transition) return undefined;
  const endpoint = transitionEndpoint(action);
  const entity = (endpoint && area.endpoints[endpoint]?.entity) ?? area.area;
  const field = area.entities?.[entity]?.states?.field;
  if (!field) return undefined;
  const cases = Array.isArray(action.transition) ? action.transition : [action.transition];
  return { field, in: [...new Set(cases.flatMap((c) => c.from))] };
}

/**
 * A batch action is one placed in a list's batchActions: its target is the selected rows and no record (a row or
 * detail action has its record, and `rows` of just that record).
 */
const isBatch = (target: ActionTarget): target is ActionTarget & { rows: Record<string, unknown>[] } =>
  target.record === undefined && target.rows !== undefined;

/**
 * Shown when the user holds its permission code (none → shown), its visibleWhen holds on the record and, for an
 * action with a transition, the record is in one of its `from` states (a batch action is disabled instead).
 */
export function isActionVisible(action: Action, services: RendererServices, target: ActionTarget, area?: AreaDocument): boolean {
  if (action.permission && !services.hasPermission(action.permission)) return false;
  const scope = { record: target.record, context: services.context() };
  if (!evaluateCondition(action.visibleWhen, scope)) return false;
  const state = isBatch(target) ? undefined : transitionCondition(action, area);
  return state === undefined || target.record === undefined || evaluateCondition(state, scope);
}

/**
 * Disabled when disabledWhen holds on the record; a batch action is disabled without selected rows and
 * when any selected row matches its disabledWhen or is outside the `from` states of its transition.
 */
export function isActionDisabled(action: Action, services: RendererServices, target: ActionTarget, area?: AreaDocument): boolean {
  const context = services.context();
  if (isBatch(target)) {
    const rows = target.rows;
    if (rows.length === 0) return true;
    const state = transitionCondition(action, area);
    return rows.some(
      (record) =>
        (action.disabledWhen !== undefined && evaluateCondition(action.disabledWhen, { record, context })) ||
        (state !== undefined && !evaluateCondition(state, { record, context })),
    );
  }
  return action.disabledWhen !== undefined && evaluateCondition(action.disabledWhen, { record: target.record, context });
}
