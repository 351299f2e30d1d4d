import { callEndpoint, endpointOf, pickPath } from '../core/endpoint';
import type { RendererServices } from '../core/services';
import { triggerDownload } from './download';
import type { ActionContext, ActionOf, ActionTarget } from './types';

export const DEFAULT_EXPORT_SUCCESS = '导出成功!';
/** Where the user follows background download tasks (平台大数据下载). */
export const DOWNLOAD_TASKS_ROUTE = '/downBigFile';
/** The confirm shown once a background download task exists. */
export const exportTaskCreatedText = (rows: number | undefined) =>
  `导出任务已创建，共 ${rows ?? 0} 条数据，是否前往「平台大数据下载」查看进度？`;

/** The platform's threshold, or undefined when the shell gives none or it cannot be had (then exports download at once). */
async function thresholdOf(services: RendererServices): Promise<number | undefined> {
  if (!services.exportThreshold) return undefined;
  try {
    const value = await services.exportThreshold();
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** An answer that says the platform made a download task instead of a file: `{taskId, async: true}`. */
function taskOf(value: unknown): { rowCount?: number } | null {
  if (typeof value !== 'object' || value === null) return null;
  const answer = value as Record<string, unknown>;
  if (answer.async !== true && answer.taskId === undefined) return null;
  return { rowCount: typeof answer.rowCount === 'number' ? answer.rowCount : undefined };
}

/**
 * `export`: calls the endpoint with the list's current search and sort (unless withSearch is false) and `fileType`
 * (the action's `format`). When the list holds more rows than the platform's asynExportThreshold the call asks for
 * a background task (`asyn=1`); a task — asked for or made by the platform on its own — ends with a confirm that
 * leads to /downBigFile. Otherwise the address found at the result path `url` (default `data`) downloads at once.
 */
export async function runExport(ctx: ActionContext, action: ActionOf<'export'>, target: ActionTarget): Promise<void> {
  const endpoint = endpointOf(ctx.area, action.endpoint);
  const total = ctx.total?.();
  const threshold = await thresholdOf(ctx.services);
  const asyn = threshold !== undefined && total !== undefined && total > threshold;
  const search = {
    ...(action.withSearch === false ? {} : ctx.search?.()),
    ...(action.format ? { fileType: action.format } : {}),
    ...(asyn ? { asyn: 1 } : {}),
  };
  const body = await callEndpoint(ctx.services, ctx.area, action.endpoint, {
    record: target.record,
    rows: target.rows,
    params: ctx.params,
    search: Object.keys(search).length > 0 ? search : undefined,
  });
  const url = pickPath(body, endpoint.result?.url ?? 'data');
  if (typeof url === 'string' && url !== '') {
    triggerDownload(url);
    ctx.services.message.success(action.successMessage ?? DEFAULT_EXPORT_SUCCESS);
    ctx.onDone?.(false);
    return;
  }
  const task = taskOf(url) ?? taskOf(pickPath(body, 'data'));
  if (task || asyn) {
    ctx.onDone?.(false);
    if (await ctx.ui.confirm(exportTaskCreatedText(total ?? task?.rowCount))) ctx.services.navigate(DOWNLOAD_TASKS_ROUTE);
    return;
  }
  // No address and no task: the platform prepares the file its own way.
  ctx.services.message.success(action.successMessage ?? DEFAULT_EXPORT_SUCCESS);
  ctx.onDone?.(false);
}
