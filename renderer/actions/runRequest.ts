import { callEndpoint, type ValueScope } from '../core/endpoint';
import type { ActionContext, ActionOf, ActionTarget } from './types';

export const DEFAULT_REQUEST_SUCCESS = '操作成功!';

function afterSuccess(ctx: ActionContext, action: ActionOf<'request'>): void {
  const refresh = action.refresh ?? 'reload';
  if (refresh === 'reload') ctx.refreshArea();
  ctx.onDone?.(refresh !== 'none');
  if (refresh === 'back') {
    if (ctx.onBack) ctx.onBack();
    else window.history.back();
  }
}

/**
 * `request`: confirm (when the document asks) → input form (when it has one) → the call → the success
 * text → refresh. A failed call shows its message (in the input form, which then stays open, when there is one).
 */
export async function runRequest(ctx: ActionContext, action: ActionOf<'request'>, target: ActionTarget, name = ''): Promise<void> {
  if (action.confirm && !(await ctx.ui.confirm(action.confirm))) return;
  const scope: ValueScope = { record: target.record, rows: target.rows, params: ctx.params };
  const perform = async (input?: Record<string, unknown>) => {
    await callEndpoint(ctx.services, ctx.area, action.endpoint, { ...scope, input });
    ctx.services.message.success(action.successMessage ?? DEFAULT_REQUEST_SUCCESS);
    afterSuccess(ctx, action);
  };
  if (!action.input) {
    await perform();
    return;
  }
  const input = {
    title: action.input.title ?? action.label ?? '请输入',
    schema: action.input.schema,
    pointer: `/actions/${name}/input/schema`,
  };
  await ctx.ui.input(input, perform);
}
