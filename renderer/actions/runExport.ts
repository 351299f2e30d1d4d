import { callEndpoint, endpointOf, pickPath } from '../core/endpoint';
import { triggerDownload } from './download';
import type { ActionContext, ActionOf, ActionTarget } from './types';

export const DEFAULT_EXPORT_SUCCESS = '导出成功!';

/**
 * `export`: calls the endpoint with the list's current search and sort (unless withSearch is false) and
 * downloads the address found at the result path `url` (default `data`). An answer without an address
 * is a download task the platform prepares (large exports): only the success text is shown.
 */
export async function runExport(ctx: ActionContext, action: ActionOf<'export'>, target: ActionTarget): Promise<void> {
  const endpoint = endpointOf(ctx.area, action.endpoint);
  const search = action.withSearch === false ? undefined : ctx.search?.();
  const body = await callEndpoint(ctx.services, ctx.area, action.endpoint, { record: target.record, rows: target.rows, params: ctx.params, search });
  const url = pickPath(body, endpoint.result?.url ?? 'data');
  if (typeof url === 'string' && url !== '') triggerDownload(url);
  ctx.services.message.success(action.successMessage ?? DEFAULT_EXPORT_SUCCESS);
  ctx.onDone?.(false);
}
