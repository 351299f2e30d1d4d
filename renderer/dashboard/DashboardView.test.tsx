// @vitest-environment jsdom
/**
 * The dashboard with fake services: KPI figures formatted with their change, the filter bar's default period and
 * 查询, and per-cell states — a failing, empty or malformed widget shows its own error (with 重试) or 暂无数据 while
 * the other widgets still show their figures.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import library from '../../schemas/common/fields.json';
import type { AreaDocument, DashboardView as DashboardSpec, FieldLibraryDocument } from '../../schemas/meta/generated/area';
import { resolveArea } from '../../schemas/meta/lib/resolveArea';
import { createFakeServices, ok, renderWithServices } from '../testing/fakeServices';
import DashboardView from './DashboardView';

const SUMMARY = 'GET /demo/stats/summary';
const DAILY = 'GET /demo/stats/daily';
const PARKS = 'GET /dealer/v2/api/parkInfos/chosen';

const doc = {
  area: 'demoStats',
  title: '测试统计',
  endpoints: {
    summary: {
      method: 'GET',
      path: '/demo/stats/summary',
      operation: 'aggregate',
      aggregate: { time: 'inTime', measures: { orderCount: { fn: 'count' }, paid: { fn: 'sum', field: 'paidMoney' } }, compare: true },
    },
    daily: {
      method: 'GET',
      path: '/demo/stats/daily',
      operation: 'aggregate',
      aggregate: { time: 'inTime', groupBy: { field: 'inTime', bucket: 'day' }, measures: { orderCount: { fn: 'count' } } },
    },
  },
  views: {
    board: {
      kind: 'dashboard',
      title: '统计',
      route: 'board',
      defaultPreset: 'last7Days',
      filters: [
        { use: 'parkId', search: true },
        { use: 'inTime', search: { valueType: 'dateRange', params: ['inTimeStart', 'inTimeEnd'], match: 'range' } },
      ],
      widgets: [
        { kind: 'kpi', title: '订单数', endpoint: 'summary', field: 'orderCount', suffix: '单' },
        { kind: 'kpi', title: '实收', endpoint: 'summary', field: 'paid', valueType: 'money', unit: 'yuan' },
        {
          kind: 'chart',
          title: '每日订单',
          endpoint: 'daily',
          chart: 'line',
          x: { field: 'inTime' },
          series: [{ field: 'orderCount', title: '订单数' }],
          exportable: true,
        },
      ],
    },
  },
} as unknown as AreaDocument;
const area = resolveArea(doc, library as unknown as FieldLibraryDocument);
const view = area.views.board as DashboardSpec;

const summary = ok({ results: [{ orderCount: 1234, paid: 56789.5 }], totalRecord: 1, previous: [{ orderCount: 1000, paid: 60000 }] });
const daily = ok({
  results: [
    { inTime: '2026-03-01', orderCount: 3 },
    { inTime: '2026-03-02', orderCount: 5 },
  ],
  totalRecord: 2,
});

function setup(routes: Record<string, unknown>, spec: DashboardSpec = view) {
  const services = createFakeServices({ routes: { [PARKS]: ok([{ parkId: 1001, parkName: '西湖文化广场停车场' }]), ...routes } });
  renderWithServices(
    <DashboardView area={area} viewName="board" view={spec} params={{}} pointer="/views/board" container="page" />,
    services,
  );
  return services;
}
const callsTo = (services: ReturnType<typeof createFakeServices>, call: string) =>
  services.calls.filter((c) => `${c.method} ${c.url}` === call).length;

afterEach(() => {
  vi.useRealTimers();
});
const cell = (title: string) => screen.getByText(title).closest('.dashboard-widget') as HTMLElement;

describe('DashboardView', () => {
  it('shows each KPI formatted, with ↑/↓ against the previous period, for the default period 近7天', async () => {
    const services = setup({ [SUMMARY]: summary, [DAILY]: daily });
    expect(await screen.findByText('1,234单')).toBeTruthy();
    expect(screen.getByText('¥56,789.50')).toBeTruthy();
    expect(within(cell('订单数')).getByText('↑ 23.4%')).toBeTruthy();
    expect(within(cell('实收')).getByText('↓ 5.4%')).toBeTruthy();
    // Both KPIs ask the same summary call: one key of the data layer, one load.
    const summaryCalls = services.calls.filter((c) => `${c.method} ${c.url}` === SUMMARY);
    expect(summaryCalls).toHaveLength(1);
    expect(summaryCalls[0].params).toEqual({
      inTimeStart: dayjs().subtract(6, 'day').format('YYYY-MM-DD 00:00:00'),
      inTimeEnd: dayjs().format('YYYY-MM-DD 23:59:59'),
    });
    await waitFor(() => expect(cell('每日订单').dataset.state).toBe('chart'));
    expect(within(cell('每日订单')).getByRole('img', { name: '每日订单' })).toBeTruthy();
    expect(within(cell('每日订单')).getByText('导出数据')).toBeTruthy();
  });

  it('keeps the KPIs while a failing chart shows its error and 重试, and draws it after a successful retry', async () => {
    let fail = true;
    const services = setup({
      [SUMMARY]: summary,
      [DAILY]: () => {
        if (fail) throw new Error('服务器繁忙，请稍后重试');
        return daily;
      },
    });
    expect(await within(await waitFor(() => cell('每日订单'))).findByText('数据加载失败：服务器繁忙，请稍后重试')).toBeTruthy();
    expect(screen.getByText('1,234单')).toBeTruthy();
    fail = false;
    fireEvent.click(within(cell('每日订单')).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(cell('每日订单').dataset.state).toBe('chart'));
    expect(services.calls.filter((c) => `${c.method} ${c.url}` === DAILY)).toHaveLength(2);
  });

  it('查询 with an unchanged search loads every widget again', async () => {
    const services = setup({ [SUMMARY]: summary, [DAILY]: daily });
    await screen.findByText('1,234单');
    await waitFor(() => expect(callsTo(services, DAILY)).toBe(1));
    expect(callsTo(services, SUMMARY)).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(callsTo(services, DAILY)).toBe(2));
    await waitFor(() => expect(callsTo(services, SUMMARY)).toBe(2));
    expect(screen.getByText('1,234单')).toBeTruthy();
  });

  it('reloads every widget each refreshSeconds, keeping the figures on screen meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let n = 0;
    const services = setup(
      {
        [SUMMARY]: () => ok({ results: [{ orderCount: 1234 + n++, paid: 1 }], totalRecord: 1 }),
        [DAILY]: daily,
      },
      { ...view, refreshSeconds: 30 },
    );
    expect(await screen.findByText('1,234单')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByText('1,235单')).toBeTruthy();
    expect(callsTo(services, SUMMARY)).toBe(2);
    expect(callsTo(services, DAILY)).toBe(2);
  });

  it('shows 暂无数据 for an empty series and a Chinese error for a malformed answer, in their own cells', async () => {
    setup({ [SUMMARY]: ok({ results: 'oops' }), [DAILY]: ok({ results: [], totalRecord: 0 }) });
    expect((await within(await waitFor(() => cell('每日订单'))).findAllByText('暂无数据')).length).toBeGreaterThan(0);
    expect(cell('每日订单').querySelector('.dashboard-chart')).toBeNull();
    expect(await within(cell('订单数')).findByText('数据加载失败：返回的数据格式不正确')).toBeTruthy();
    expect(within(cell('实收')).getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });

  it('查询 sends the chosen park to every widget', async () => {
    const services = setup({ [SUMMARY]: summary, [DAILY]: daily });
    await screen.findByText('1,234单');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '车场' }));
    fireEvent.click(await screen.findByTitle('西湖文化广场停车场'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(
        services.calls
          .filter((c) => c.params?.parkId === 1001)
          .map((c) => c.url)
          .sort(),
      ).toEqual(['/demo/stats/daily', '/demo/stats/summary']),
    );
  });
});
