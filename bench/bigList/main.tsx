/**
 * The page of the big-list benchmark (bench/bigList.ts): the renderer's ListView with a list of 30 columns showing
 * 1000 rows a page, outside the console shell. `services.request` answers the list's pages from rows made in the page
 * (bigListDocument.ts), so the figures are the renderer's and the browser's, not the network's. Built only with
 * BENCH_PAGES=1.
 */
import type { EndpointCall } from '../../renderer/core/services';
import ListView from '../../renderer/list/ListView';
import { renderBenchPage } from '../benchPage';
import type { ListView as ListViewSpec } from '../../schemas/meta/generated/area';
import { bigListDocument, bigListRows, LIST_PATH } from './bigListDocument';

const area = bigListDocument();
let rows: Record<string, unknown>[] | undefined;

/** The list's pages (pageNo, pageSize) from the rows made once; anything else succeeds with no data. */
async function request(call: EndpointCall): Promise<unknown> {
  if (call.method !== 'GET' || call.url !== LIST_PATH) return { code: '200', msg: '操作成功', data: null };
  rows ??= bigListRows();
  const pageNo = Number(call.params?.pageNo ?? 1);
  const pageSize = Number(call.params?.pageSize ?? 10);
  const results = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  return { code: '200', msg: '操作成功', data: { results, totalRecord: rows.length } };
}

renderBenchPage({
  page: '/bench/bigList',
  request,
  style: { background: '#f0f2f5', minHeight: '100vh' },
  view: <ListView area={area} viewName="list" view={area.views.list as ListViewSpec} params={{}} pointer="/views/list" container="page" />,
});
