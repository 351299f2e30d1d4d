// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListView as ListViewSpec } from '../../schemas/meta/generated/area';
import { bulletinArea, bulletinRow, createFakeServices, ok, renderWithServices, type FakeServices } from '../testing/fakeServices';
import ListView from './ListView';

// Kept: stand-ins for the forms; the real ones inside a full list outlast the test timeout in jsdom (FormGrid layout).
vi.mock('../form/FormView', () => import('../testing/mockForm'));
vi.mock('../form/InputForm', () => import('../testing/mockForm'));

const area = bulletinArea();
const view = area.views.list as ListViewSpec;
const LIST = 'GET /publicity/v2/api/bulletinInfos';
const CATEGORIES = 'GET /basic/v2/api/sysDicts/findByDicType';

const rows = [
  bulletinRow({ bulletinId: 1, title: '草稿公告', bulletinStatus: 0 }),
  bulletinRow({ bulletinId: 2, title: '已发布公告', bulletinStatus: 3 }),
  bulletinRow({ bulletinId: 3, title: '待审核公告', bulletinStatus: 1 }),
];

function setup(options: { permissions?: string[] | 'all'; list?: unknown; params?: Record<string, string>; view?: ListViewSpec } = {}) {
  const services = createFakeServices({
    permissions: options.permissions,
    routes: {
      [LIST]: options.list ?? ok({ results: rows, totalRecord: 23 }),
      [CATEGORIES]: ok([{ dictValue: 1, dictName: '平台公告' }]),
      'POST /publicity/v2/api/bulletinInfos/offline': ok(null),
      'POST /publicity/v2/api/bulletinInfos/approval': ok(null),
    },
  });
  renderWithServices(
    <ListView
      area={area}
      viewName="list"
      view={options.view ?? view}
      params={options.params ?? {}}
      pointer="/views/list"
      container="page"
    />,
    services,
  );
  return services;
}

const listCalls = (services: FakeServices) => services.calls.filter((c) => `${c.method} ${c.url}` === LIST);
const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
/** A button by its text (antd spaces two-character labels: 确 定); cheaper than role queries on a big table. */
const buttonNamed = (label: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'BUTTON' && element.textContent?.replace(/\s/g, '') === label;

describe('ListView (sysBulletin list)', () => {
  it('shows the rows, pages with pageNo/pageSize, sorts by the default sort under the endpoint’s names', async () => {
    const services = setup();
    expect(await screen.findByText('已发布公告')).toBeTruthy();
    expect(screen.getByText('共 23 条')).toBeTruthy();
    expect(screen.getByText('10 条/页')).toBeTruthy();
    expect(listCalls(services)[0].params).toEqual({ pageNo: 1, pageSize: 10, orderBy: 'updateTime', orderType: 'desc' });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(listCalls(services).at(-1)?.params).toMatchObject({ pageNo: 2, pageSize: 10 }));
  });

  it('sends a search filter under its parameter name', async () => {
    const services = setup();
    await screen.findByText('已发布公告');
    fireEvent.change(screen.getByLabelText('公告标题'), { target: { value: ' 升级 ' } });
    fireEvent.click(screen.getByText(buttonNamed('查询')));
    await waitFor(() =>
      expect(listCalls(services).at(-1)?.params).toEqual({
        title: '升级',
        pageNo: 1,
        pageSize: 10,
        orderBy: 'updateTime',
        orderType: 'desc',
      }),
    );
  });

  it('starts filtered by the view parameters named like search parameters (a link with ?title=…)', async () => {
    const services = setup({ params: { title: '升级', bulletinStatus: '3', unrelated: 'x' } });
    await screen.findByText('已发布公告');
    expect(listCalls(services)[0].params).toEqual({
      title: '升级',
      bulletinStatus: 3,
      pageNo: 1,
      pageSize: 10,
      orderBy: 'updateTime',
      orderType: 'desc',
    });
    expect((screen.getByLabelText('公告标题') as HTMLInputElement).value).toBe('升级');
  });

  it('reloads the page on screen every refreshSeconds with the same search, showing what changed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let calls = 0;
      const services = setup({
        view: { ...view, refreshSeconds: 10 },
        params: { title: '公告' },
        list: () =>
          ok({
            results: calls++ === 0 ? rows : [bulletinRow({ bulletinId: 4, title: '刚发布的公告', bulletinStatus: 3 }), ...rows],
            totalRecord: 24,
          }),
      });
      expect(await screen.findByText('已发布公告')).toBeTruthy();
      expect(screen.queryByText('刚发布的公告')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(await screen.findByText('刚发布的公告')).toBeTruthy();
      expect(screen.getByText('共 24 条')).toBeTruthy();
      const [first, second] = listCalls(services);
      expect(second.params).toEqual(first.params);
      expect(second.params).toMatchObject({ title: '公告', pageNo: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows 暂无数据 for an empty list', async () => {
    setup({ list: ok({ results: [], totalRecord: 0 }) });
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
  });

  it('shows 数据加载失败：<message> without stale rows, and 重试 loads again', async () => {
    const services = setup();
    await screen.findByText('已发布公告');
    services.routes[LIST] = () => {
      throw new Error('系统繁忙，请稍后再试');
    };
    fireEvent.click(screen.getByLabelText('reload'));
    expect(await screen.findByText('数据加载失败：系统繁忙，请稍后再试')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('已发布公告')).toBeNull());
    services.routes[LIST] = ok({ results: rows, totalRecord: 3 });
    fireEvent.click(screen.getByText(buttonNamed('重试')));
    expect(await screen.findByText('已发布公告')).toBeTruthy();
    expect(screen.queryByText(/数据加载失败/)).toBeNull();
  });

  it('shows row actions by permission and visibleWhen; the fourth and later go under 更多', async () => {
    setup();
    await screen.findByText('草稿公告');
    const draft = within(rowOf('草稿公告'));
    expect(draft.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['查看', '编辑', '提交审核', '更多']);
    const published = within(rowOf('已发布公告'));
    expect(published.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['查看', '下线', '审核记录']);
    const pending = within(rowOf('待审核公告'));
    expect(pending.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['查看', '审核', '审核记录']);
  });

  it('hides row actions whose permission the user lacks', async () => {
    setup({ permissions: ['SBLT17010001'] });
    await screen.findByText('草稿公告');
    expect(
      within(rowOf('草稿公告'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['查看']);
    expect(
      within(rowOf('已发布公告'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['查看', '审核记录']);
    expect(screen.queryByText(buttonNamed('新增'))).toBeNull();
  });

  it('request action: confirm → call → success text → reload', async () => {
    const services = setup();
    await screen.findByText('已发布公告');
    const before = listCalls(services).length;
    fireEvent.click(within(rowOf('已发布公告')).getByRole('button', { name: /下\s*线/ }));
    const dialog = (await screen.findByText('确认下线该公告？')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('确认下线该公告？')).toBeTruthy();
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('提示');
    fireEvent.click(screen.getByText(buttonNamed('确定')));
    await waitFor(() => expect(services.messages).toEqual([{ type: 'success', text: '下线成功!' }]));
    expect(services.calls.find((c) => c.url.endsWith('/offline'))).toEqual({
      method: 'POST',
      url: '/publicity/v2/api/bulletinInfos/offline',
      data: { bulletinId: 2 },
    });
    await waitFor(() => expect(listCalls(services).length).toBe(before + 1));
  });

  it('request action with an input form sends the input and the record', async () => {
    const services = setup();
    await screen.findByText('待审核公告');
    fireEvent.click(within(rowOf('待审核公告')).getByRole('button', { name: /^审\s*核$/ }));
    fireEvent.change(await screen.findByLabelText('输入'), { target: { value: '内容不全' } });
    fireEvent.click(screen.getByText('提交输入'));
    await waitFor(() => expect(services.messages).toEqual([{ type: 'success', text: '审核成功!' }]));
    expect(services.calls.find((c) => c.url.endsWith('/approval'))?.data).toEqual({
      bulletinId: 3,
      approvalStatus: 2,
      approvalRemark: '内容不全',
    });
    await waitFor(() => expect(screen.queryByText('公告审核')).toBeNull());
  });

  it('a failing request keeps the input form open with the message', async () => {
    const services = setup();
    services.routes['POST /publicity/v2/api/bulletinInfos/approval'] = () => {
      throw new Error('该公告已被审核');
    };
    await screen.findByText('待审核公告');
    fireEvent.click(within(rowOf('待审核公告')).getByRole('button', { name: /^审\s*核$/ }));
    fireEvent.click(await screen.findByText('提交输入'));
    expect(await screen.findByText('该公告已被审核')).toBeTruthy();
    expect(screen.getByText('公告审核')).toBeTruthy();
    expect(services.messages).toEqual([]);
  });

  it('cancelling the confirmation calls nothing', async () => {
    const services = setup();
    await screen.findByText('已发布公告');
    fireEvent.click(within(rowOf('已发布公告')).getByRole('button', { name: /下\s*线/ }));
    fireEvent.click(await screen.findByText(buttonNamed('取消')));
    await new Promise((r) => setTimeout(r, 50));
    expect(services.calls.some((c) => c.url.endsWith('/offline'))).toBe(false);
  });

  it('open action as a page navigates to the view’s route with its parameters', async () => {
    const services = setup();
    await screen.findByText('已发布公告');
    fireEvent.click(within(rowOf('已发布公告')).getByRole('button', { name: /查\s*看/ }));
    expect(services.navigate).toHaveBeenCalledWith('/sysBulletin/detail?id=2');
    fireEvent.click(screen.getByText('草稿公告'));
    expect(services.navigate).toHaveBeenLastCalledWith('/sysBulletin/detail?id=1');
  });

  it('open action in a modal passes parameters and reloads after a change', async () => {
    const services = setup();
    await screen.findByText('草稿公告');
    const before = listCalls(services).length;
    fireEvent.click(within(rowOf('草稿公告')).getByRole('button', { name: /编\s*辑/ }));
    expect(await screen.findByText('表单 编辑公告 {"id":"1"}')).toBeTruthy();
    fireEvent.click(screen.getByText('模拟提交'));
    await waitFor(() => expect(listCalls(services).length).toBe(before + 1));
    await waitFor(() => expect(screen.queryByText('表单 编辑公告 {"id":"1"}')).toBeNull());
  });

  it('batch actions appear for selected rows and take them', async () => {
    const services = setup();
    services.routes['DELETE /publicity/v2/api/bulletinInfos'] = ok(null);
    await screen.findByText('草稿公告');
    expect(screen.queryByText(buttonNamed('批量删除'))).toBeNull();
    fireEvent.click(within(rowOf('草稿公告')).getByRole('checkbox'));
    const batch = await screen.findByText(buttonNamed('批量删除'));
    fireEvent.click(batch);
    fireEvent.click(await screen.findByText(buttonNamed('确定')));
    await waitFor(() => expect(services.calls.find((c) => c.method === 'DELETE')?.data).toEqual({ ids: [1] }));
  });

  it('a batch action is disabled when a selected row matches its disabledWhen', async () => {
    setup();
    await screen.findByText('已发布公告');
    fireEvent.click(within(rowOf('已发布公告')).getByRole('checkbox'));
    const batch = await screen.findByText(buttonNamed('批量删除'));
    expect((batch as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('ListView summary', () => {
  const STATS = 'GET /publicity/v2/api/bulletinInfos/stats';
  const withSummary = {
    ...area,
    endpoints: { ...area.endpoints, stats: { method: 'GET' as const, path: '/publicity/v2/api/bulletinInfos/stats' } },
  };
  const summaryView: ListViewSpec = {
    ...view,
    summary: {
      endpoint: 'stats',
      items: [
        { dataIndex: 'total', title: '公告总数', valueType: 'integer' },
        { dataIndex: 'published', title: '已发布', valueType: 'integer' },
      ],
    },
  };

  function setupSummary(stats: unknown) {
    const services = createFakeServices({
      routes: {
        [LIST]: ok({ results: rows, totalRecord: 23 }),
        [CATEGORIES]: ok([{ dictValue: 1, dictName: '平台公告' }]),
        [STATS]: stats,
      },
    });
    renderWithServices(
      <ListView area={withSummary} viewName="list" view={summaryView} params={{}} pointer="/views/list" container="page" />,
      services,
    );
    return services;
  }

  it('shows the summary of the same search above the table, and follows a new search', async () => {
    let n = 0;
    const services = setupSummary(() => ok({ total: 23 + n++, published: 7 }));
    const region = await screen.findByRole('region', { name: '汇总' });
    await waitFor(() => expect(within(region).getByText('23')).toBeTruthy());
    expect(within(region).getByText('公告总数')).toBeTruthy();
    expect(within(region).getByText('7')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('公告标题'), { target: { value: '升级' } });
    fireEvent.click(screen.getByText(buttonNamed('查询')));
    await waitFor(() => expect(within(region).getByText('24')).toBeTruthy());
    const statsCalls = services.calls.filter((c) => `${c.method} ${c.url}` === STATS);
    expect(statsCalls.at(-1)?.params).toMatchObject({ title: '升级' });
    expect(statsCalls.at(-1)?.params).not.toHaveProperty('pageNo');
  });

  it('asks the summary again when the list reloads with the same search (刷新)', async () => {
    let n = 0;
    const services = setupSummary(() => ok({ total: 23 + n++, published: 7 }));
    const region = await screen.findByRole('region', { name: '汇总' });
    await waitFor(() => expect(within(region).getByText('23')).toBeTruthy());
    fireEvent.click(screen.getByLabelText('reload'));
    await waitFor(() => expect(within(screen.getByRole('region', { name: '汇总' })).getByText('24')).toBeTruthy());
    expect(services.calls.filter((c) => `${c.method} ${c.url}` === STATS)).toHaveLength(2);
  });

  it('a failing summary says so and leaves the rows', async () => {
    setupSummary(() => {
      throw new Error('统计服务繁忙');
    });
    expect(await screen.findByText('汇总加载失败：统计服务繁忙')).toBeTruthy();
    expect(await screen.findByText('已发布公告')).toBeTruthy();
  });
});
