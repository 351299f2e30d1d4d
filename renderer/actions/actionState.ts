import type { Action } from '../../schemas/meta/generated/area';
import { evaluateCondition } from '../core/conditions';
import type { RendererServices } from '../core/services';
import type { ActionTarget } from './types';

/** Shown when the user holds its permission code (none → shown) and its visibleWhen holds on the record. */
export function isActionVisible(action: Action, services: RendererServices, target: ActionTarget): boolean {
  if (action.permission && !services.hasPermission(action.permission)) return false;
  return evaluateCondition(action.visibleWhen, { record: target.record, context: services.context() });
}

/**
 * Disabled when disabledWhen holds on the record; a batch action is disabled without selected rows and
 * when any selected row matches its disabledWhen.
 */
export function isActionDisabled(action: Action, services: RendererServices, target: ActionTarget): boolean {
  const context = services.context();
  if (action.batch) {
    const rows = target.rows ?? [];
    if (rows.length === 0) return true;
    return action.disabledWhen !== undefined && rows.some((record) => evaluateCondition(action.disabledWhen, { record, context }));
  }
  return action.disabledWhen !== undefined && evaluateCondition(action.disabledWhen, { record: target.record, context });
}
