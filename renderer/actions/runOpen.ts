import type { View } from '../../schemas/meta/generated/area';
import { resolveParamMap } from '../core/endpoint';
import { toParams, toQueryString, withQuery } from './queryString';
import type { ActionContext, ActionOf, ActionTarget } from './types';

/** The view as the action opens it: its title, and a form's load/submit overridden by the action's. */
export function openedView(view: View, action: ActionOf<'open'>): View {
  const title = action.title ?? view.title;
  if (view.kind === 'form') return { ...view, title, load: action.load ?? view.load, submit: action.submit ?? view.submit };
  return { ...view, title };
}

/** `open`: the view in a modal or drawer, or its page (its menu entry's path, else /<area>/<route>; ?<params>). */
export function runOpen(ctx: ActionContext, action: ActionOf<'open'>, target: ActionTarget): void {
  const view = ctx.area.views[action.view];
  if (!view) throw new Error(`视图 "${action.view}" 不存在于区域 "${ctx.area.area}"`);
  const values = resolveParamMap(action.params, { record: target.record, rows: target.rows, params: ctx.params }, ctx.services);
  const viewMode = view.kind === 'form' || view.kind === 'detail' ? view.mode : undefined;
  const mode = action.mode ?? viewMode ?? 'modal';
  if (mode === 'page') {
    if (!view.route) throw new Error(`视图 "${action.view}" 没有路由，不能以页面打开`);
    const path = ctx.services.viewPath?.(ctx.area.area, action.view) ?? `/${ctx.area.area}/${view.route}`;
    ctx.services.navigate(withQuery(path, toQueryString(values)));
    return;
  }
  const opened = openedView(view, action);
  const width = action.width ?? (view.kind === 'form' || view.kind === 'detail' ? view.width : undefined);
  ctx.ui.open({
    viewName: action.view,
    view: opened,
    mode,
    title: opened.title ?? action.label,
    width,
    params: toParams(values),
    record: target.record,
  });
}
