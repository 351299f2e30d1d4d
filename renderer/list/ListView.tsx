import { useMemo, useRef, useState } from 'react';
import { ProTable, type ActionType } from '@ant-design/pro-components';
import { Alert, Button, Empty, Space, type CheckboxProps } from 'antd';
import { unstable_serialize } from 'swr';
import type { ListView as ListViewSpec } from '../../schemas/meta/generated/area';
import { useDictionaries } from '../core/dictionaries';
import { errorMessage, pickPath } from '../core/endpoint';
import { useRendererServices } from '../core/services';
import { UnknownKind } from '../core/UnknownKind';
import { Loading } from '../core/Loading';
import type { ViewProps } from '../core/viewProps';
import { ActionButton } from '../actions/ActionButton';
import { useActionRunner } from '../actions/useActionRunner';
import { buildListColumns, type Row } from './listColumns';
import type { SortOrder } from './listQuery';
import { seedKey, seedSearchFields, toSearchParams } from './searchFields';
import { DEFAULT_PAGE_SIZE, firstPageCall, listDictionaryNames, listPageCall, listSearchFields } from './pageCall';
import { useFirstPageAhead, type FirstPage } from './useFirstPageAhead';
import { toProTableResult } from './toProTableResult';
import { ListSummary } from './ListSummary';
import { ListPane } from './ListPane';
import { MasterDetail } from './MasterDetail';
import { usePaneSelection } from './usePaneSelection';
import { useTreeRows } from './useTreeRows';
import { useListCache } from './useListCache';
import { useViewShown } from '../core/useViewShown';
import { tableLayout } from './virtualRows';
import './virtualRows.css';
import { listRowKey } from '../../schemas/meta/lib/rowKeys';
import { useViewMemory } from '../core/viewMemory';
import { listMemoryKey, listMemoryOf, rememberedSearchFields, rememberedSortColumns, type ListMemory } from './listMemory';

/** Each row's selection checkbox has a name for screen readers (antd's types omit aria-*; it passes them to the input). */
const ROW_CHECKBOX = { 'aria-label': '选择此行' } as Partial<CheckboxProps>;

/**
 * A list view: ProTable with the document's columns and search form, server paging and sort under the
 * endpoint's parameter names, toolbar, row and batch actions, and an optional detail pane showing another view
 * for the selected row (ListPane, MasterDetail). Its page, search values, selection and error live in this
 * component, so a kept-alive page keeps them.
 */
export default function ListView(props: ViewProps<ListViewSpec>) {
  const { area, viewName, view, params, container } = props;
  const services = useRendererServices();
  // The page's memory: a list mounted again (its page was unmounted to save memory) starts with its last search, page and sort.
  const memory = useViewMemory<ListMemory>(listMemoryKey(area.area, viewName, params, container));
  // Otherwise it starts with its first page, which the navigation may have asked for ahead (useFirstPageAhead.ts).
  const remembered = memory[0] !== undefined;
  const firstHash = useMemo(() => {
    if (remembered || view.tree) return undefined;
    const planned = firstPageCall(services, area, view, params);
    return planned.key ? unstable_serialize(planned.key) : undefined;
  }, [remembered, services, area, view, params]);
  const first = useFirstPageAhead(firstHash, area.endpoints[view.endpoint]);
  if (first.waiting) return <Loading />;
  return <ListTable {...props} memory={memory} firstPage={first.page} />;
}

interface ListTableProps extends ViewProps<ListViewSpec> {
  memory: ReturnType<typeof useViewMemory<ListMemory>>;
  firstPage: FirstPage | undefined;
}

function ListTable({ area, viewName, view, params, pointer, memory, firstPage }: ListTableProps) {
  const services = useRendererServices();
  const [start, remember] = memory;
  const actionRef = useRef<ActionType>(undefined);
  const endpoint = area.endpoints[view.endpoint];
  const declaredFields = useMemo(() => listSearchFields(area, view), [view, area]);
  // A search field depending on other search fields loads its own options, lazily (DependentSearchSelect).
  const dictionaryNames = listDictionaryNames(view, declaredFields);
  const dictionaries = useDictionaries(area, dictionaryNames);
  // View parameters (the URL query) named like a search parameter start the search with that value.
  const searchFields = useMemo(
    () =>
      rememberedSearchFields(
        seedSearchFields(declaredFields, params, (name) => dictionaries[name]?.items),
        start,
      ),
    [declaredFields, params, dictionaries, start],
  );
  const [page, setPage] = useState({
    current: start?.current ?? 1,
    pageSize: start?.pageSize ?? view.pagination?.pageSize ?? DEFAULT_PAGE_SIZE,
  });
  const [rows, setRows] = useState<Row[]>(() => firstPage?.rows ?? []);
  // The first page's total until ProTable's own first load has its answer (ProTable starts from 0).
  const [firstTotal, setFirstTotal] = useState(firstPage?.total);
  const [selected, setSelected] = useState<Row[]>([]);
  const [error, setError] = useState<string>();
  /** The search of the last request, as a new object per load: the summary above the table follows it. */
  const [summaryQuery, setSummaryQuery] = useState<Record<string, unknown> | null>(null);
  /** The last search and sort parameters sent (an export sends them again). */
  const lastQuery = useRef<Record<string, unknown>>({});
  /** The row count of the last answer (exports compare it with the background-task threshold). */
  const lastTotal = useRef<number | undefined>(undefined);
  const runner = useActionRunner({
    area,
    params,
    search: () => lastQuery.current,
    total: () => lastTotal.current,
    onDone: () => actionRef.current?.clearSelected?.(),
  });
  // The page on screen is kept in the data layer: an action of the area or the network's return reloads it (once).
  const listCache = useListCache(() => void actionRef.current?.reload());
  const rowKeyPath = listRowKey(area, view);
  const rowKey = (record: Row) => String(pickPath(record, rowKeyPath));
  const treeRows = useTreeRows({ area, view, endpoint, params, rowKey, setRows });

  const pane = usePaneSelection(rows, rowKeyPath);
  const shown = useViewShown(area.area, viewName, 'list');

  if (!endpoint) return <UnknownKind what="接口" name={view.endpoint} pointer={`${pointer}/endpoint`} />;

  const batchActions = view.batchActions ?? [];

  const request = async (values: Record<string, unknown> & { current?: number; pageSize?: number }, sort: Record<string, SortOrder>) => {
    const { search: query, planned } = listPageCall(services, area, view, {
      searchFields,
      values,
      sort,
      current: values.current,
      pageSize: values.pageSize,
      params,
    });
    lastQuery.current = query;
    remember(listMemoryOf(searchFields, values, sort));
    if (view.summary) setSummaryQuery(toSearchParams(searchFields, values));
    try {
      if (!planned.key) throw new Error(planned.error ?? '无法调用接口');
      const body = await listCache.load(planned.key, planned.call);
      const result = toProTableResult(body, endpoint);
      result.data = await treeRows.shape(result.data);
      lastTotal.current = result.total;
      setFirstTotal(undefined);
      setError(undefined);
      shown({ rows: result.data.length });
      return result;
    } catch (failure) {
      setError(errorMessage(failure));
      setFirstTotal(undefined);
      setRows([]);
      shown({ rows: 0, failed: true });
      throw failure;
    }
  };

  const columns = rememberedSortColumns(buildListColumns({ view, area, runner, searchFields, dictionaries }), start);
  // Over 100 rows on the page only the rows in view are drawn (virtualRows.ts); up to 100 the table is unchanged.
  const layout = tableLayout({ columns, view, rows: rows.length, selectable: batchActions.length > 0, viewportHeight: window.innerHeight });
  const options = view.options ?? {};
  const list = (
    <>
      {error !== undefined && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={`数据加载失败：${error}`}
          action={
            <Button size="small" onClick={() => void actionRef.current?.reload()}>
              重试
            </Button>
          }
        />
      )}
      <ProTable<Row>
        key={seedKey(searchFields)}
        actionRef={actionRef}
        headerTitle={view.title}
        tableExtraRender={
          view.summary ? () => <ListSummary area={area} summary={view.summary!} params={params} query={summaryQuery} /> : undefined
        }
        rowKey={rowKey}
        columns={layout.columns}
        params={params}
        request={request}
        polling={view.refreshSeconds ? view.refreshSeconds * 1000 : undefined}
        onRequestError={() => undefined}
        dataSource={rows}
        onDataSourceChange={setRows}
        search={
          view.search === false || searchFields.length === 0
            ? false
            : {
                labelWidth: view.search?.labelWidth ?? 'auto',
                defaultCollapsed: view.search?.defaultCollapsed ?? true,
                span: view.search?.span,
              }
        }
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          pageSizeOptions: view.pagination?.pageSizeOptions,
          ...(firstTotal !== undefined && { total: firstTotal }),
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (current, pageSize) => setPage({ current, pageSize }),
        }}
        options={{
          reload: options.reload ?? true,
          density: options.density ?? true,
          setting: options.setting ?? true,
          fullScreen: options.fullScreen ?? false,
        }}
        toolBarRender={() =>
          (view.toolbar ?? []).map((name) => <ActionButton key={name} name={name} runner={runner} placement="toolbar" />)
        }
        rowSelection={
          batchActions.length > 0
            ? {
                selectedRowKeys: selected.map(rowKey),
                onChange: (_keys, selectedRows) => setSelected(selectedRows.filter(Boolean)),
                // Each row's checkbox has a name for screen readers (the header one is antd's 全选).
                getCheckboxProps: () => ROW_CHECKBOX,
                columnWidth: layout.selectionWidth,
              }
            : false
        }
        tableAlertOptionRender={({ onCleanSelected }) => (
          <Space size={8}>
            {batchActions.map((name) => (
              <ActionButton key={name} name={name} runner={runner} placement="batch" target={{ rows: selected }} />
            ))}
            <a onClick={onCleanSelected}>取消选择</a>
          </Space>
        )}
        expandable={treeRows.expandable}
        onRow={view.pane ? pane.onRow : undefined}
        // Field ids start with the view's name, so a list and the list in its pane do not share ids.
        form={{ name: viewName }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" /> }}
        virtual={layout.virtual}
        scroll={layout.scroll}
      />
      {runner.holder}
    </>
  );
  if (!view.pane) return list;
  return (
    <MasterDetail pane={view.pane} master={list} detail={<ListPane area={area} pane={view.pane} row={pane.selected} params={params} />} />
  );
}
