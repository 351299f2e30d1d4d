import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Card, Empty, Input, Segmented, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { MonitorView as MonitorViewSpec } from '../../schemas/meta/generated/area';
import { evaluateCondition } from '../core/conditions';
import { useDictionaries } from '../core/dictionaries';
import { useRendererServices } from '../core/services';
import { pickPath } from '../core/endpoint';
import { Loading } from '../core/Loading';
import { UnknownKind } from '../core/UnknownKind';
import { useViewShown } from '../core/useViewShown';
import type { ViewProps } from '../core/viewProps';
import { ActionButton } from '../actions/ActionButton';
import { useActionRunner } from '../actions/useActionRunner';
import { buildListColumns } from '../list/listColumns';
import { buildSearchFields, type SearchField } from '../list/searchFields';
import { tableLayout } from '../list/virtualRows';
import '../list/virtualRows.css';
import { compareValues, countBy, rowMatches, type Filters } from './filterRows';
import type { Row } from './liveRows';
import { useLiveRows } from './useLiveRows';

const ALL = '__all';

/**
 * A monitor view: every row at once (each connector of every pile), kept current by the platform's pushes on the view's
 * live topic; counts by state that filter when clicked; the searchable columns as filters applied on the page at once;
 * the rows in a virtual table with the row actions (remote commands). A break of the link is said above the table, and
 * the rows load again when it is back.
 */
export default function MonitorView({ area, viewName, view, params, pointer }: ViewProps<MonitorViewSpec>) {
  const services = useRendererServices();
  const board = useLiveRows(area, view, params);
  // The view's own rows (`where`): a pushed row that stops meeting it leaves at once.
  const rows = useMemo(
    () => (view.where ? board.rows.filter((record) => evaluateCondition(view.where, { record, context: services.context() })) : board.rows),
    [board.rows, view.where, services],
  );
  const searchFields = useMemo(() => buildSearchFields(view.columns), [view.columns]);
  const dictionaries = useDictionaries(area, [...new Set(view.columns.map((c) => c.dictionary))]);
  const stateColumn = view.stateField === undefined ? undefined : view.columns.find((c) => c.dataIndex === view.stateField);
  const stateItems = (stateColumn?.dictionary && dictionaries[stateColumn.dictionary]?.items) || [];
  const [filters, setFilters] = useState<Filters>({});
  const [state, setState] = useState<string>(ALL);
  // Typing stays smooth while a burst of updates is drawn: the filtered rows follow the last value.
  const deferred = useDeferredValue(filters);
  const matching = useMemo(() => rows.filter((r) => rowMatches(r, deferred, searchFields)), [rows, deferred, searchFields]);
  const stateField = view.stateField;
  const counts = useMemo(() => (stateField ? countBy(matching, stateField) : new Map<string, number>()), [matching, stateField]);
  const shown = useMemo(
    () => (state === ALL || !stateField ? matching : matching.filter((r) => String(pickPath(r, stateField)) === state)),
    [matching, state, stateField],
  );
  const runner = useActionRunner({ area, params, total: () => rows.length, onDone: () => !board.live && board.reload() });
  // The columns are made again only when the dictionaries load, not for every pushed row: the rows that did not change
  // are then not drawn again.
  const dictionaryState = Object.entries(dictionaries)
    .map(([name, d]) => `${name}:${d.items.length}:${d.loading}`)
    .join();
  const { run, context } = runner;
  const layout = useMemo(() => {
    // All rows are on the page, so a sortable column sorts them here.
    const columns = buildListColumns({ view, area, runner: { run, context, holder: null }, searchFields: [], dictionaries })
      .filter((c) => !c.hideInTable)
      .map((c) =>
        c.sorter ? { ...c, sorter: (a: Row, b: Row) => compareValues(pickPath(a, String(c.key)), pickPath(b, String(c.key))) } : c,
      );
    return tableLayout({ columns, view, rows: Number.MAX_SAFE_INTEGER, selectable: false, viewportHeight: window.innerHeight - 110 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- dictionaryState stands for the dictionaries' contents
  }, [view, area, run, context, dictionaryState]);
  const reportShown = useViewShown(area.area, viewName, 'monitor');
  useEffect(() => {
    if (!board.loading) reportShown({ rows: rows.length, failed: board.error !== undefined });
  }, [board.loading, rows.length, board.error, reportShown]);

  if (!area.endpoints[view.endpoint]) return <UnknownKind what="接口" name={view.endpoint} pointer={`${pointer}/endpoint`} />;
  if (stateField && !stateColumn) return <UnknownKind what="状态列" name={stateField} pointer={`${pointer}/stateField`} />;
  if (board.loading && board.rows.length === 0 && !board.error) return <Loading />;

  return (
    <Card
      title={view.title}
      extra={
        <Space>
          <LinkState live={board.live} />
          {(view.toolbar ?? []).map((name) => (
            <ActionButton key={name} name={name} runner={runner} placement="toolbar" />
          ))}
          <Button onClick={board.reload} loading={board.loading}>
            刷新
          </Button>
        </Space>
      }
      styles={{ body: { paddingTop: 12 } }}
    >
      {board.error !== undefined && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={`数据加载失败：${board.error}`}
          action={
            <Button size="small" onClick={board.reload}>
              重试
            </Button>
          }
        />
      )}
      <Space wrap size={[12, 8]} style={{ marginBottom: 12 }}>
        {searchFields.map((field) => (
          <FilterControl
            key={field.key}
            field={field}
            items={field.dictionary ? (dictionaries[field.dictionary]?.items ?? []) : []}
            value={filters[field.key]}
            onChange={(value) => setFilters((f) => ({ ...f, [field.key]: value }))}
          />
        ))}
      </Space>
      {stateColumn && (
        <div style={{ marginBottom: 12 }}>
          <Segmented
            aria-label={`${stateColumn.title ?? '状态'}筛选`}
            value={state}
            onChange={(v) => setState(String(v))}
            options={[
              { value: ALL, label: `全部 ${matching.length}` },
              ...stateItems.map((item) => ({
                value: String(item.value),
                label: (
                  <Badge
                    status={item.status ?? 'default'}
                    color={item.status ? undefined : item.color}
                    text={`${item.label} ${counts.get(String(item.value)) ?? 0}`}
                  />
                ),
              })),
            ]}
          />
        </div>
      )}
      <Table<Row>
        size="small"
        rowKey={(r) => String(pickPath(r, view.rowKey))}
        columns={layout.columns as ColumnsType<Row>}
        dataSource={shown}
        pagination={false}
        virtual
        scroll={layout.scroll}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={rows.length ? '没有符合条件的记录' : '暂无数据'} />,
        }}
        footer={() => (
          <Typography.Text type="secondary">
            显示 {shown.length} 条，共 {rows.length} 条
          </Typography.Text>
        )}
      />
      {runner.holder}
    </Card>
  );
}

/** 实时 while frames arrive, else a warning that the rows may be stale. */
function LinkState({ live }: { live: boolean }) {
  return live ? (
    <Badge status="processing" text="实时更新中" />
  ) : (
    <Badge status="warning" text="实时连接未建立，数据可能不是最新，可点刷新" />
  );
}

interface FilterControlProps {
  field: SearchField;
  items: { value: unknown; label: string }[];
  value: unknown;
  onChange(value: unknown): void;
}

/** One filter: a select over the dictionary, else a text box matching part of the value. */
function FilterControl({ field, items, value, onChange }: FilterControlProps) {
  if (field.control === 'select' || field.control === 'multiSelect')
    return (
      <Select
        aria-label={field.title}
        allowClear
        showSearch
        optionFilterProp="label"
        mode={field.control === 'multiSelect' ? 'multiple' : undefined}
        placeholder={field.placeholder ?? `全部${field.title}`}
        style={{ minWidth: 180 }}
        value={value as string | undefined}
        onChange={onChange}
        options={items.map((i) => ({ value: i.value as string, label: i.label }))}
      />
    );
  return (
    <Input
      aria-label={field.title}
      allowClear
      placeholder={field.placeholder ?? `${field.title}`}
      style={{ width: 180 }}
      value={(value as string | undefined) ?? ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
