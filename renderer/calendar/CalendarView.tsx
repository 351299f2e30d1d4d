import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Modal, Segmented, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import type { CalendarView as CalendarViewSpec } from '../../schemas/meta/generated/area';
import { useDictionary } from '../core/dictionaries';
import { callEndpoint, errorMessage, pickPath } from '../core/endpoint';
import { useRendererServices } from '../core/services';
import { useEndpointData, useInvalidateArea } from '../core/viewData';
import type { ViewProps } from '../core/viewProps';
import { CalendarFilters, filterParams, useFilterDefaults } from './CalendarFilters';
import { CalendarGrid, chipStyle, type CalendarRow } from './CalendarGrid';
import { applySaveResult, cellKey, changeList, noEdits, setCells, type CalendarEdits, type CellValue } from './edits';
import { DATE_FORMAT, NAVIGATION, periodDays, periodRange, periodTitle, shiftPeriod, type PeriodKind } from './period';
import { useLeaveGuard } from './useLeaveGuard';

interface Loaded {
  rows: CalendarRow[];
  saved: Map<string, CellValue>;
}

type Status = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready' };

const NOTHING_LOADED: Loaded = { rows: [], saved: new Map() };

const DISCARD = '有未保存的更改，确定放弃吗？';

/**
 * The `calendar` view: rows × days of a month or a week, cells holding a dictionary value (a shift), edited by click
 * or drag-to-fill; 保存 sends only the changed cells; cells the server refuses stay edited and show the reason.
 */
export default function CalendarView({ area, view, params }: ViewProps<CalendarViewSpec>) {
  const services = useRendererServices();
  const kinds: PeriodKind[] = view.views && view.views.length > 0 ? view.views : ['month', 'week'];
  const [kind, setKind] = useState<PeriodKind>(view.defaultView && kinds.includes(view.defaultView) ? view.defaultView : kinds[0]);
  const today = dayjs().format(DATE_FORMAT);
  const [anchor, setAnchor] = useState(today);
  const filters = useMemo(() => view.filters ?? [], [view.filters]);
  const [filterValues, setFilterValues] = useFilterDefaults(area, filters);
  const [edits, setEdits] = useState<CalendarEdits>(noEdits);
  const [saving, setSaving] = useState(false);
  /** The saved cells after 保存, for the answer they were saved over (a newer answer replaces them). */
  const [afterSave, setAfterSave] = useState<{ body: unknown; saved: Map<string, CellValue> } | null>(null);
  // The cell dictionary may depend on a filter ({"field": "parkId"} in its endpoint: the shifts of the chosen park).
  const dictionary = useDictionary(area, view.cell.dictionary, { record: filterValues ?? {} });
  const editable = view.save !== undefined && (!view.savePermission || services.hasPermission(view.savePermission));
  const dirty = edits.changed.size > 0;
  useLeaveGuard(dirty, DISCARD);

  const missing = filters.find((f) => f.required && isEmpty(filterValues?.[f.dataIndex ?? '']));
  const range = periodRange(kind, anchor);
  const search = useMemo(
    () => ({ ...filterParams(filters, filterValues), startDate: range.start, endDate: range.end }),
    [filters, filterValues, range.start, range.end],
  );
  // The cells of the period and filters, under their area key: loaded again when the period or a filter changes, by
  // 重试, and when an action of the area succeeds; unsaved edits and refused marks stay until the period or a filter
  // is left (after 放弃更改).
  const invalidate = useInvalidateArea();
  const cells = useEndpointData(area, filterValues === null || missing ? undefined : view.endpoint, { params, search });
  const parsed = useMemo(() => parseLoaded(cells.data, view), [cells.data, view]);
  const loaded = useMemo<Loaded>(() => {
    if (!parsed || 'error' in parsed) return NOTHING_LOADED;
    return afterSave && afterSave.body === cells.data ? { rows: parsed.rows, saved: afterSave.saved } : parsed;
  }, [parsed, afterSave, cells.data]);
  const status: Status =
    cells.error !== undefined && !cells.isValidating
      ? { kind: 'error', message: errorMessage(cells.error) }
      : parsed && 'error' in parsed
        ? { kind: 'error', message: parsed.error }
        : parsed && !cells.isValidating
          ? { kind: 'ready' }
          : { kind: 'loading' };

  /** Runs `go` at once, or after 确定 when there are unsaved edits. */
  const guarded = (go: () => void) => {
    const leave = () => {
      setEdits(noEdits());
      go();
    };
    if (!dirty) return leave();
    Modal.confirm({ title: DISCARD, content: '切换后未保存的排班将丢失。', okText: '放弃更改', cancelText: '取消', onOk: leave });
  };

  const onSet = useCallback(
    (keys: string[], value: CellValue) => setEdits((current) => setCells(current, loaded.saved, keys, value)),
    [loaded.saved],
  );

  const save = async () => {
    if (!view.save) return;
    setSaving(true);
    try {
      const body = await callEndpoint(services, area, view.save, {
        params,
        search: { ...filterParams(filters, filterValues), changes: changeList(edits, view.rows.rowKey, view.cell.dataIndex) },
      });
      const refused = toRefused(pickPath(body, 'data.refused'), view);
      const next = applySaveResult(edits, loaded.saved, refused);
      setAfterSave({ body: cells.data, saved: next.saved });
      setEdits(next.edits);
      void invalidate(area.area); // the area's views (these cells too) load what was saved; refused cells stay edited
      if (refused.length === 0) services.message.success('保存成功!');
      else services.message.warning(`${refused.length} 处排班未保存：${refused[0].reason}${refused.length > 1 ? ' 等' : ''}`);
    } catch (error) {
      services.message.error(errorMessage(error)); // every unsaved cell stays as it was
    } finally {
      setSaving(false);
    }
  };

  const nav = NAVIGATION[kind];
  const days = periodDays(kind, anchor, today);
  const toolbar = (
    <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
      <Space wrap>
        <CalendarFilters
          area={area}
          filters={filters}
          values={filterValues ?? {}}
          onChange={(values) => guarded(() => setFilterValues(values))}
        />
        <Button onClick={() => guarded(() => setAnchor(shiftPeriod(kind, anchor, -1)))}>{nav.previous}</Button>
        <Button onClick={() => guarded(() => setAnchor(today))}>{nav.current}</Button>
        <Button onClick={() => guarded(() => setAnchor(shiftPeriod(kind, anchor, 1)))}>{nav.next}</Button>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {periodTitle(kind, anchor)}
        </Typography.Text>
      </Space>
      <Space wrap>
        {kinds.length > 1 && (
          <Segmented<PeriodKind>
            value={kind}
            onChange={(next) => guarded(() => setKind(next))}
            options={kinds.map((k) => ({ value: k, label: k === 'month' ? '月' : '周' }))}
          />
        )}
        {editable && (
          <>
            <Button
              disabled={!dirty || saving}
              onClick={() =>
                Modal.confirm({
                  title: '确定撤销全部未保存的更改？',
                  okText: '撤销更改',
                  cancelText: '取消',
                  onOk: () => setEdits(noEdits()),
                })
              }
            >
              撤销更改
            </Button>
            <Button type="primary" disabled={!dirty} loading={saving} onClick={save}>
              {dirty ? `保存（${edits.changed.size}）` : '保存'}
            </Button>
          </>
        )}
      </Space>
    </Space>
  );

  return (
    <Card title={view.title ?? area.title} variant="borderless">
      {toolbar}
      <Legend items={dictionary.items} editable={editable} cellTitle={view.cell.title ?? '值'} />
      {missing ? (
        <Empty description={`请先选择${missing.title ?? '筛选条件'}`} />
      ) : status.kind === 'error' ? (
        <Alert
          type="error"
          showIcon
          message={status.message}
          action={
            <Button size="small" onClick={() => void cells.mutate()}>
              重试
            </Button>
          }
        />
      ) : status.kind === 'ready' && loaded.rows.length === 0 ? (
        <Empty description="暂无数据" />
      ) : (
        <Spin spinning={status.kind !== 'ready'} tip="加载中…">
          <CalendarGrid
            rows={loaded.rows}
            days={days}
            rowTitle={view.rows.title}
            label={view.title ?? area.title}
            saved={loaded.saved}
            edits={edits}
            items={dictionary.items}
            editable={editable && status.kind === 'ready' && !saving}
            compact={kind === 'month'}
            summary={view.summary === true}
            cellTitle={view.cell.title ?? '值'}
            onSet={onSet}
          />
        </Spin>
      )}
    </Card>
  );
}

function Legend({
  items,
  editable,
  cellTitle,
}: {
  items: { value: unknown; label: string; color?: string }[];
  editable: boolean;
  cellTitle: string;
}) {
  return (
    <div className="schema-calendar-legend" style={{ marginBottom: 8 }}>
      {items.map((item) => (
        <span key={String(item.value)}>
          <span className="schema-calendar-chip" style={chipStyle(item.color)}>
            {item.label}
          </span>
        </span>
      ))}
      {editable && <span>点击单元格选择{cellTitle}，按住拖动可填充；虚线框为未保存，红框为被拒绝（悬停查看原因）</span>}
    </div>
  );
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The loaded answer as rows and saved cells, or why it cannot be shown; undefined while nothing is loaded. */
function parseLoaded(body: unknown, view: CalendarViewSpec): Loaded | { error: string } | undefined {
  if (body === undefined) return undefined;
  try {
    return toLoaded(body, view);
  } catch (error) {
    return { error: errorMessage(error) };
  }
}

function toLoaded(body: unknown, view: CalendarViewSpec): Loaded {
  const rowList = pickPath(body, 'data.rows');
  const cellList = pickPath(body, 'data.cells');
  if (!Array.isArray(rowList) || !Array.isArray(cellList)) throw new Error('日历接口没有返回 data.rows 与 data.cells');
  const rows = rowList.map((raw) => {
    const row = (raw ?? {}) as Record<string, unknown>;
    const description = view.rows.description ? pickPath(row, view.rows.description) : undefined;
    return {
      key: String(pickPath(row, view.rows.rowKey)),
      label: String(pickPath(row, view.rows.label) ?? ''),
      description: description === undefined || description === null ? undefined : String(description),
    };
  });
  const saved = new Map<string, CellValue>();
  for (const raw of cellList) {
    const cell = (raw ?? {}) as Record<string, unknown>;
    const value = pickPath(cell, view.cell.dataIndex);
    if (value !== undefined && value !== null)
      saved.set(cellKey(String(pickPath(cell, view.rows.rowKey)), String(cell.date)), value as CellValue);
  }
  return { rows, saved };
}

function toRefused(list: unknown, view: CalendarViewSpec) {
  if (!Array.isArray(list)) return [];
  return list.map((raw) => {
    const cell = (raw ?? {}) as Record<string, unknown>;
    return { key: cellKey(String(pickPath(cell, view.rows.rowKey)), String(cell.date)), reason: String(cell.reason ?? '未保存') };
  });
}
