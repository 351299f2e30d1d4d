import { Card, Empty } from 'antd';
import type { ListPane as ListPaneSpec } from '../../schemas/meta/generated/area';
import { pickPath, resolveParamMap } from '../core/endpoint';
import { useRendererServices } from '../core/services';
import { ViewMount } from '../core/ViewMount';
import type { ResolvedArea } from '../core/viewProps';
import { toParams } from '../actions/queryString';
import type { Row } from './listColumns';

export interface ListPaneProps {
  area: ResolvedArea;
  pane: ListPaneSpec;
  /** The selected row of the list, undefined when it has none. */
  row: Row | undefined;
  /** The list's own view parameters (a pane source may read them with {"param": …}). */
  params: Record<string, string>;
}

/** The pane's title: the selected row's `titleField` and the pane's (or its view's) title, e.g. 西湖文化广场停车场 · 车道. */
export function paneTitle(pane: ListPaneSpec, viewTitle: string | undefined, row: Row | undefined): string | undefined {
  const lead = row && pane.titleField ? pickPath(row, pane.titleField) : undefined;
  const title = pane.title ?? viewTitle;
  return [lead === undefined || lead === null || lead === '' ? undefined : String(lead), title].filter(Boolean).join(' · ') || undefined;
}

/**
 * The detail pane of a list: the pane's view mounted with parameters taken from the selected row. Each selection
 * mounts it afresh (its key is the parameters), so it loads that row's data and starts its own search and paging.
 */
export function ListPane({ area, pane, row, params }: ListPaneProps) {
  const services = useRendererServices();
  const view = area.views[pane.view];
  const title = paneTitle(pane, view?.title, row);
  if (!row) {
    const fallback = pane.position === 'below' ? '请在上方选择一行' : '请在左侧选择一行';
    return (
      <Card title={title} aria-label={title ?? '详情'}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={pane.emptyText ?? fallback} />
      </Card>
    );
  }
  const values = toParams(resolveParamMap(pane.params, { record: row, params }, services));
  return (
    <section aria-label={title ?? '详情'}>
      <ViewMount
        key={JSON.stringify(values)}
        area={area}
        viewName={pane.view}
        view={view ? { ...view, title } : undefined}
        params={values}
        record={row}
        container="page"
      />
    </section>
  );
}
