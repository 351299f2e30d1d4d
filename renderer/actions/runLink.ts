import { callEndpoint, resolveParamMap } from '../core/endpoint';
import { toQueryString, withQuery } from './queryString';
import type { ActionContext, ActionOf, ActionTarget } from './types';

/** Where a ticket endpoint's answer holds the ticket. */
const TICKET_PATH = 'ticket';

/**
 * `link`: navigates to a route with a query from value sources, or opens it in a new browser tab. With `ticket`, the
 * ticket endpoint is called first (with the record) and its answer's `data.ticket` joins the query as `ticket`; a
 * failed call shows its message (through the HTTP client) and opens nothing.
 */
export async function runLink(ctx: ActionContext, action: ActionOf<'link'>, target: ActionTarget): Promise<void> {
  const scope = { record: target.record, rows: target.rows, params: ctx.params };
  const query: Record<string, unknown> = { ...resolveParamMap(action.query, scope, ctx.services) };
  if (action.ticket) {
    const body = await callEndpoint(ctx.services, ctx.area, action.ticket, scope);
    const ticket = (body as { data?: Record<string, unknown> } | null)?.data?.[TICKET_PATH];
    if (typeof ticket !== 'string' || ticket === '') throw new Error('未取得访问凭证，请稍后重试');
    query.ticket = ticket;
  }
  ctx.services.navigate(withQuery(action.to, toQueryString(query)), action.newTab ? { newTab: true } : undefined);
}
