import { errorMessage } from '../core/endpoint';
import type { ResolvedArea } from '../core/viewProps';
import { useEndpointData } from '../core/viewData';

export type WidgetData = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ok'; body: unknown };

/**
 * The answer of a widget's endpoint for the dashboard's search, under its area key: loaded again when the search
 * changes, every `refreshMs` (the dashboard's auto-refresh; 0 = off), when an action of the area succeeds (查询
 * with an unchanged search drops the area's keys), and by `retry`. The last answer stays on screen while the next
 * loads. Widgets asking the same call share one load (one key).
 */
export function useWidgetData(
  area: ResolvedArea,
  endpoint: string | undefined,
  params: Record<string, string>,
  search: Record<string, unknown>,
  refreshMs: number,
) {
  const loaded = useEndpointData(area, endpoint, { params, search }, { refreshInterval: refreshMs });
  let data: WidgetData;
  if (loaded.error !== undefined && !loaded.isValidating) data = { status: 'error', message: errorMessage(loaded.error) };
  else if (loaded.data !== undefined) data = { status: 'ok', body: loaded.data };
  else data = { status: 'loading' };
  return { data, retry: () => void loaded.mutate() };
}
