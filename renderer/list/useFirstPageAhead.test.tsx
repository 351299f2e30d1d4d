// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListView as ListViewSpec } from '../../schemas/meta/generated/area';
import { bulletinArea, bulletinRow, createFakeServices, ok, renderWithServices, type FakeServices } from '../testing/fakeServices';
import { clearPrefetched } from '../core/prefetched';
import { prefetchView } from '../core/prefetchView';
import ListView from './ListView';
import { FIRST_PAGE_WAIT_MS } from './useFirstPageAhead';

vi.mock('../form/FormView', () => import('../testing/mockForm'));
vi.mock('../form/InputForm', () => import('../testing/mockForm'));

const area = bulletinArea();
const view = area.views.list as ListViewSpec;
const LIST = 'GET /publicity/v2/api/bulletinInfos';
const CATEGORIES = 'GET /basic/v2/api/sysDicts/findByDicType';
const page = ok({ results: [bulletinRow({ bulletinId: 1, title: '已发布公告' })], totalRecord: 31 });

/** Services whose list answers when `release()` is called. */
function heldServices() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const s = createFakeServices({
    routes: { [LIST]: () => held.then(() => structuredClone(page)), [CATEGORIES]: ok([{ dictValue: 1, dictName: '平台公告' }]) },
  });
  return { s, release };
}
const listCalls = (s: FakeServices) => s.calls.filter((c) => `${c.method} ${c.url}` === LIST);
const mount = (s: FakeServices) =>
  renderWithServices(<ListView area={area} viewName="list" view={view} params={{}} pointer="/views/list" container="page" />, s);
const tableDrawn = () => document.querySelector('.ant-table') !== null;

afterEach(() => {
  clearPrefetched();
  vi.useRealTimers();
});

describe('a list whose first page was asked for ahead draws it in its first paint', () => {
  it('an answer already here: the first render holds the rows and the page’s total, and the request is sent once', async () => {
    const { s, release } = heldServices();
    release();
    await prefetchView(s, 'sysBulletin/list', {});
    await act(async () => undefined);
    mount(s);
    expect(screen.getByText('已发布公告')).toBeTruthy();
    expect(screen.getByText('共 31 条')).toBeTruthy();
    await waitFor(() => expect(s.request).toHaveBeenCalledTimes(2));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(listCalls(s)).toHaveLength(1);
    expect(screen.getByText('已发布公告')).toBeTruthy();
  });

  it('an answer on its way: 加载中… until it arrives, then the table with its rows; sent once', async () => {
    const { s, release } = heldServices();
    await prefetchView(s, 'sysBulletin/list', {});
    mount(s);
    expect(screen.getByRole('status').textContent).toContain('加载中');
    expect(tableDrawn()).toBe(false);
    await act(async () => release());
    expect(await screen.findByText('已发布公告')).toBeTruthy();
    expect(screen.getByText('共 31 条')).toBeTruthy();
    expect(listCalls(s)).toHaveLength(1);
  });

  it(`an answer slower than ${FIRST_PAGE_WAIT_MS} ms: the table is drawn without it, and takes it when it arrives; sent once`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { s, release } = heldServices();
    await prefetchView(s, 'sysBulletin/list', {});
    mount(s);
    expect(tableDrawn()).toBe(false);
    await act(async () => vi.advanceTimersByTime(FIRST_PAGE_WAIT_MS - 10));
    expect(tableDrawn()).toBe(false);
    await act(async () => vi.advanceTimersByTime(20));
    expect(tableDrawn()).toBe(true);
    expect(screen.queryByText('已发布公告')).toBeNull();
    // ProTable's own first load (debounced) goes out, and takes the answer still on its way.
    await act(async () => vi.advanceTimersByTime(200));
    vi.useRealTimers();
    await act(async () => release());
    expect(await screen.findByText('已发布公告')).toBeTruthy();
    expect(listCalls(s)).toHaveLength(1);
  });

  it('a failed answer ahead: the table is drawn and shows the failure as its own, with 重试', async () => {
    const s = createFakeServices({
      routes: {
        [LIST]: () => Promise.reject(new Error('服务器开小差了（HTTP 503），请稍后重试')),
        [CATEGORIES]: ok([]),
      },
    });
    await prefetchView(s, 'sysBulletin/list', {});
    mount(s);
    expect(await screen.findByText('数据加载失败：服务器开小差了（HTTP 503），请稍后重试')).toBeTruthy();
    expect(listCalls(s)).toHaveLength(1);
  });
});
