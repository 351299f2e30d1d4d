import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { loginAndLand, mockAdmin, screenshot, useBrowser } from './support/browser';
import { openSidebarPage } from './support/ui';

/**
 * 统计报表 dashboards in Chromium: 订单分析 from the menu, every chart drawn (ECharts' `finished`), a filter that
 * changes the figures, one failing widget showing 重试 in its own cell while the others draw; 车场分析; and a list
 * page that loads no ECharts code.
 */
const ORDER_PAGE = '[data-page="/statisticalForm/orderAnalysis"]';
const PARK_PAGE = '[data-page="/statisticalForm/parkAnalysis"]';
const STATS = '/statistics/v2/api/parkOrders';

async function openFromMenu(page: Page, name: string, path: string) {
  await openSidebarPage(page, '统计报表', name, `**${path}`);
}

const cell = (page: Page, scope: string, title: string) =>
  page.locator(`${scope} .dashboard-widget`).filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }) });
const drawnCharts = (page: Page, scope: string) => page.locator(`${scope} .ant-card .dashboard-chart[data-drawn="true"]`).count();
const kpiValue = (page: Page, scope: string, title: string) => cell(page, scope, title).locator('.dashboard-kpi-value').innerText();

describe('统计报表：订单分析与车场分析（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('订单分析：从菜单打开，图表全部绘制；按车场筛选后数字随之变化，且与停车订单列表一致', async () => {
    const { page } = b;
    await loginAndLand(page);
    const calls: string[] = [];
    page.on(
      'request',
      (r) => (r.url().includes(STATS) || r.url().includes('/charge/v2/api/parkOrders')) && calls.push(new URL(r.url()).pathname),
    );
    await openFromMenu(page, '订单分析', '/statisticalForm/orderAnalysis');
    // Four charts and three KPI sparklines.
    await expect.poll(() => drawnCharts(page, ORDER_PAGE), { timeout: 15_000 }).toBe(7);
    // The four KPIs share one summary call; the list below the charts waits until it is scrolled to.
    expect(calls.filter((c) => c.endsWith(`${STATS}/summary`))).toHaveLength(1);
    expect(await page.locator(`${ORDER_PAGE} .dashboard-view`).getAttribute('data-state')).toBe('waiting');
    const before = await kpiValue(page, ORDER_PAGE, '订单数');
    expect(before).toMatch(/^[\d,]+单$/);
    expect(await kpiValue(page, ORDER_PAGE, '应收')).toMatch(/^¥[\d,]+\.\d{2}$/);
    expect(await cell(page, ORDER_PAGE, '订单数').innerText()).toMatch(/较上期/);
    await screenshot(page, 'dashboard-orderAnalysis');
    await page.locator(`${ORDER_PAGE} .dashboard-view`).scrollIntoViewIfNeeded();
    await page.locator(`${ORDER_PAGE} .dashboard-view .ant-table-row`).first().waitFor();
    await screenshot(page, 'dashboard-orderAnalysis-lower');

    const summary = page.waitForResponse((r) => r.url().includes(`${STATS}/summary`) && r.url().includes('parkId='));
    await page.locator(ORDER_PAGE).getByRole('combobox', { name: '车场' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('西湖文化广场停车场').click();
    await page
      .locator(ORDER_PAGE)
      .getByRole('button', { name: /查\s*询/ })
      .click();
    const body = (await (await summary).json()) as { data: { results: { orderCount: number }[] } };
    const count = body.data.results[0].orderCount;
    await expect.poll(() => kpiValue(page, ORDER_PAGE, '订单数')).toBe(`${count.toLocaleString('en-US')}单`);
    expect(await kpiValue(page, ORDER_PAGE, '订单数')).not.toBe(before);

    // The same search on 停车订单 lists that many rows.
    const url = new URL((await summary).url());
    const orders = page.waitForResponse((r: Response) => r.url().includes('/charge/v2/api/parkOrders?') && r.url().includes('parkId=1001'));
    await page.goto(
      `/stopFee/parkOrder/list?parkId=1001&inTimeStart=${encodeURIComponent(url.searchParams.get('inTimeStart')!)}&inTimeEnd=${encodeURIComponent(url.searchParams.get('inTimeEnd')!)}`,
    );
    const listBody = (await (await orders).json()) as { data: { totalRecord: number } };
    expect(listBody.data.totalRecord).toBe(count);
  });

  it('一个部件的接口失败：该格显示错误与重试，其余图表照常绘制；重试后恢复', async () => {
    const { page } = b;
    await loginAndLand(page);
    await mockAdmin('/__mock/faults', { body: { path: `${STATS}/byPayType`, code: '0x10d7509999', msg: '统计服务繁忙', times: 1 } });
    await openFromMenu(page, '订单分析', '/statisticalForm/orderAnalysis');
    const failing = cell(page, ORDER_PAGE, '支付方式占比');
    await failing.getByRole('button', { name: /重\s*试/ }).waitFor();
    expect(await failing.innerText()).toContain('数据加载失败');
    await expect.poll(() => drawnCharts(page, ORDER_PAGE), { timeout: 15_000 }).toBe(6);
    await screenshot(page, 'dashboard-orderAnalysis-widgetError');
    await failing.getByRole('button', { name: /重\s*试/ }).click();
    await expect.poll(() => drawnCharts(page, ORDER_PAGE), { timeout: 15_000 }).toBe(7);
  });

  it('车场分析：占用率、周转率、平均停车时长与车场排行', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openFromMenu(page, '车场分析', '/statisticalForm/parkAnalysis');
    await expect.poll(() => drawnCharts(page, PARK_PAGE), { timeout: 15_000 }).toBe(5);
    expect(await kpiValue(page, PARK_PAGE, '平均占用率')).toMatch(/^[\d.]+%$/);
    expect(await kpiValue(page, PARK_PAGE, '平均停车时长')).toMatch(/小时|分/);
    await screenshot(page, 'dashboard-parkAnalysis');
    await page.locator(`${PARK_PAGE} .dashboard-view`).scrollIntoViewIfNeeded();
    await page.locator(`${PARK_PAGE} .dashboard-view .ant-table-row`).first().waitFor();
    await screenshot(page, 'dashboard-parkAnalysis-lower');
  });

  it('列表页面不加载 ECharts 代码', async () => {
    const { page } = b;
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script')
        scripts.push(
          r.text().then(
            (text) => `${r.url()}\n${text}`,
            () => `UNREADABLE ${r.url()}`,
          ),
        );
    });
    await loginAndLand(page);
    await page.goto('/stopFee/parkOrder/list');
    await page.locator('.ant-table-row').first().waitFor();
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((s) => s.startsWith('UNREADABLE'))).toEqual([]);
    // '__ec_inner_' is the key ECharts keeps its internal state under: in any build that bundles echarts/core.
    const withEcharts = loaded.filter((s) => s.includes('__ec_inner_'));
    expect(withEcharts.map((s) => s.split('\n')[0])).toEqual([]);
  });
});
