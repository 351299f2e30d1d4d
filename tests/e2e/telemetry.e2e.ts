/**
 * Field telemetry against the production build in real Chromium: a signed-in console records the navigation to a list
 * (navigation → rows visible, with its long tasks) and an uncaught error, sends them in a batch (the rest by beacon as
 * the page is hidden), and an administrator finds both on 系统管理 › 前端监控 with filters that return them.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { loginAndLand, platformCall, screenshot, useBrowser } from './support/browser';
import { openSidebarPage, toast } from './support/ui';

const BATCH_PATH = '/api/basic/v2/api/telemetry/batch';
const EVENTS_PATH = '/api/basic/v2/api/telemetry/events';
const ORDERS = '/stopFee/parkOrder/list';
const MONITOR = '/systemManage/frontMonitor/index';
const MONITOR_PAGE = `[data-page="${MONITOR}"]`;

/** The telemetry batch requests the page sends from now on (by fetch, or as a beacon: resource type `ping`). */
function recordBatchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === BATCH_PATH) seen.push(r);
  });
  return seen;
}

type EventRow = Record<string, string | number | null>;

/** The platform's records of a search, as the administrator's list asks for them. */
async function records(token: string, search: Record<string, string>): Promise<EventRow[]> {
  const query = new URLSearchParams({ pageNo: '1', pageSize: '100', ...search });
  const res = await platformCall(`${EVENTS_PATH}?${query}`, token);
  return ((res.body as { data?: { results?: EventRow[] } }).data?.results ?? []) as EventRow[];
}

/** The open dropdown's options (antd keeps closed dropdowns in the page, hidden). */
const openOptions = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
const allClosed = (page: Page) => expect.poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()).toBe(0);

/** The search field of the visible tab by its label. */
const searchItem = (root: Locator, label: string) =>
  root
    .locator('.ant-pro-query-filter .ant-form-item')
    .filter({ has: root.page().locator('.ant-form-item-label').getByText(label, { exact: true }) });

async function choose(root: Locator, label: string, option: string) {
  const page = root.page();
  await allClosed(page);
  await searchItem(root, label).locator('.ant-select-selector').click();
  await openOptions(page).filter({ hasText: option }).first().click();
  await allClosed(page);
}

async function search(root: Locator) {
  await root
    .locator('.ant-pro-query-filter')
    .getByRole('button', { name: /查\s*询/ })
    .click();
}

async function reset(root: Locator) {
  await root
    .locator('.ant-pro-query-filter')
    .getByRole('button', { name: /重\s*置/ })
    .click();
}

describe('前端监控：现场的错误与导航耗时上报后，管理员可按条件查到（真实 Chromium，生产构建）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('打开列表 → 未捕获错误 → 批量上报（隐藏页面时以 beacon 发出）→ 前端监控按类型、内容、页面、用户筛出这两条', async () => {
    const { page } = b;
    const marker = `telemetry-e2e-${Date.now().toString(36)}`;
    const sent = recordBatchRequests(page);
    // The recorder is a chunk of its own, loaded once the signed-in console is idle.
    const recorderLoaded = page.waitForResponse((r) => /\/assets\/recorder-[\w-]+\.js$/.test(new URL(r.url()).pathname));
    await loginAndLand(page);
    await recorderLoaded;

    await openSidebarPage(page, '停车收费', '停车订单', `**${ORDERS}`);
    await page.locator(`[data-page="${ORDERS}"] .ant-table-row`).first().waitFor();
    // An error nobody catches: the console shows it and records it.
    await page.evaluate(
      (text) =>
        void setTimeout(() => {
          throw new Error(text);
        }),
      marker,
    );
    await toast(page, `操作失败：${marker}`).waitFor();
    // The navigation is recorded once the long tasks up to its rows have been observed (half a second).
    await page.waitForTimeout(1000);

    // The page is hidden (the user switches tabs): what waits leaves at once by beacon.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    });
    // The platform has them: the error, and the navigation of the same page load with its time to rows visible.
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    await expect.poll(async () => (await records(token, { summary: marker })).length, { timeout: 15_000 }).toBe(1);
    expect(sent.map((r) => r.resourceType())).toContain('ping');
    const [error] = await records(token, { summary: marker });
    expect(error).toMatchObject({
      eventKind: 'error',
      source: 'error',
      errorName: 'Error',
      message: marker,
      screenPath: ORDERS,
      screenTitle: '停车订单',
      userId: '10001',
      account: 'admin',
    });
    expect(String(error.appVersion)).not.toBe('');
    const sameLoad = { pageLoadId: String(error.pageLoadId) };
    const navigation = (await records(token, { eventKind: 'navigation', screenPath: ORDERS })).find(
      (r) => r.pageLoadId === sameLoad.pageLoadId,
    );
    expect(navigation).toMatchObject({ navType: 'route', viewName: 'stopFee/parkOrderList', screenTitle: '停车订单', userId: '10001' });
    const rowsVisibleMs = Number(navigation!.rowsVisibleMs);
    expect(rowsVisibleMs).toBeGreaterThan(0);
    // The page load's vitals: the landing page's TTFB and FCP at least.
    const vitals = (await records(token, { eventKind: 'vital', userId: '10001' })).filter((r) => r.pageLoadId === sameLoad.pageLoadId);
    expect(vitals.map((r) => r.metric)).toEqual(expect.arrayContaining(['TTFB', 'FCP']));
    expect(vitals).toHaveItemsAllMatching((r) => r.screenPath === '/index');

    // The administrator's screen.
    await openSidebarPage(page, '系统管理', '前端监控', `**${MONITOR}`);
    const root = page.locator(MONITOR_PAGE);
    await root.locator('.ant-table-row').first().waitFor();
    const expand = root.getByText('展开', { exact: true });
    if (await expand.isVisible()) await expand.click();

    // 类型 错误 + 内容 the marker: exactly the error, on 停车订单, by 陈建国.
    await choose(root, '类型', '错误');
    await searchItem(root, '内容').locator('input').fill(marker);
    await search(root);
    const rows = root.locator('.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    const errorRow = (await rows.first().textContent()) ?? '';
    for (const part of ['错误', '停车订单', '陈建国', `Error: ${marker}`]) expect(errorRow).toContain(part);
    await screenshot(page, 'telemetry-error-found');
    await rows.first().getByText('查看', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-content').filter({ hasText: '错误详情' });
    await drawer.getByText(marker, { exact: true }).first().waitFor();
    for (const part of ['未捕获的错误', ORDERS, 'admin']) expect(await drawer.textContent()).toContain(part);
    await screenshot(page, 'telemetry-error-detail');
    await drawer.locator('.ant-drawer-close').click();

    // 类型 页面导航 + 页面 停车订单 + 用户 陈建国: the navigation just made comes first, with its time to rows.
    await reset(root);
    await choose(root, '类型', '页面导航');
    await choose(root, '页面', `停车订单（${ORDERS}）`);
    await choose(root, '用户', '陈建国');
    await search(root);
    await expect
      .poll(async () => (await rows.first().textContent()) ?? '')
      .toContain(`stopFee/parkOrderList 数据可见 ${rowsVisibleMs} 毫秒`);
    expect(await rows.allTextContents()).toHaveItemsAllMatching(
      (text) => text.includes('页面导航') && text.includes('停车订单') && text.includes('陈建国'),
    );
    await screenshot(page, 'telemetry-navigation-found');

    // 页面耗时: 停车订单's row counts its navigations, the seeded ones and this one.
    await root.getByRole('tab', { name: '页面耗时' }).click();
    const timings = root.locator('.ant-tabs-tabpane-active .ant-table-row', { hasText: ORDERS });
    await timings.first().waitFor();
    expect(await timings.first().textContent()).toContain('停车订单');
    const figures = root.locator('.ant-tabs-tabpane-active');
    await figures.getByText('整体中位数（毫秒）').waitFor();
    await expect.poll(() => figures.locator('.ant-skeleton, .ant-spin-spinning').count()).toBe(0);
    await screenshot(page, 'telemetry-timings');
  });
});
