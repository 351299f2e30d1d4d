import { resolveParamMap } from '../core/endpoint';
import { toQueryString, withQuery } from './queryString';
import type { ActionContext, ActionOf, ActionTarget } from './types';

/** `link`: navigates to a route with a query from value sources, or opens it in a new browser tab. */
export function runLink(ctx: ActionContext, action: ActionOf<'link'>, target: ActionTarget): void {
  const query = resolveParamMap(action.query, { record: target.record, rows: target.rows, params: ctx.params }, ctx.services);
  ctx.services.navigate(withQuery(action.to, toQueryString(query)), action.newTab ? { newTab: true } : undefined);
}
