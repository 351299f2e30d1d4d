import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { enableTagsView, loginAndLand, screenshot, useBrowser } from './support/browser';
import { openSidebarPage } from './support/ui';

/**
 * The list whose state must survive being unmounted: 停车订单, filtered by 订单状态 已完成 (orderStatus 3, the state most
 * orders are in at any hour, so page 2 is full and tall enough to scroll), on page 2.
 */
const ORDERS = '/stopFee/parkOrder/list';
const ORDERS_CALL = '/api/charge/v2/api/parkOrders';
const STATUS = '已完成';
const STATUS_VALUE = '3';
/** Where the list is scrolled to (reachable with its search form folded, as it is when it mounts again). */
const SCROLLED = 120;
/** Twelve other screens of one sidebar group (欠费追缴), opened after the list: it then is the 13th most recent page. */
const OTHERS: [string, string][] = [
  ['欠费车辆', '/underpaymentManage/underpaymentCar/list'],
  ['催缴结果', '/underpaymentManage/remindResult/list'],
  ['催缴名单', '/underpaymentManage/remindList/list'],
  ['车牌分类', '/underpaymentManage/plateClass/list'],
  ['呼叫车主', '/underpaymentManage/callDriver/list'],
  ['车场关联', '/underpaymentManage/parkRelation/list'],
  ['律师函', '/underpaymentManage/lawyerLetter/list'],
  ['外呼计划', '/underpaymentManage/callPlan/list'],
  ['外呼效果', '/underpaymentManage/callEffect/list'],
  ['短信计划', '/underpaymentManage/smsPlan/list'],
  ['短信模板', '/underpaymentManage/smsTemplate/list'],
  ['短信结果', '/underpaymentManage/smsResult/list'],
];

const pageOf = (page: Page, path: string) => page.locator(`[data-page="${path}"]`);
/** The tab of a page, by its title (the close button inside is named 关闭…). */
const tab = (page: Page, title: string) => page.getByRole('tab', { name: new RegExp(`^${title}`) });
const isOrdersCall = (r: Request) => new URL(r.url()).pathname === ORDERS_CALL && r.method() === 'GET';
const paramsOf = (r: Request) => Object.fromEntries(new URL(r.url()).searchParams);

/** The element that scrolls the page (layout/scrollContainer.ts). */
const SCROLLER = `(() => { const main = document.getElementById('app-main'); return main.closest('.app-layout--fixed-header') ? main : main.parentElement; })()`;
/** The select of 订单状态 in the search form of 停车订单. */
const statusSelect = (page: Page) =>
  pageOf(page, ORDERS).locator('.ant-form-item').filter({ hasText: '订单状态' }).locator('.ant-select-selector');
const scrollTop = (page: Page) => page.evaluate(`${SCROLLER}.scrollTop`) as Promise<number>;

describe('页面保活上限与状态快照（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('超过 12 个页面时卸载最久未用的页面，标签保留；重新打开时恢复筛选、页码、数据与滚动位置', async () => {
    const { page } = b;
    await loginAndLand(page);
    await enableTagsView(page);

    await openSidebarPage(page, '停车收费', '停车订单', `**${ORDERS}`);
    const orders = pageOf(page, ORDERS);
    await orders.locator('.ant-table-row').first().waitFor();
    await orders.getByText('展开').click();
    await statusSelect(page).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(STATUS, { exact: true }).click();
    const searched = page.waitForResponse((r) => isOrdersCall(r.request()) && paramsOf(r.request()).orderStatus === STATUS_VALUE);
    await orders.getByRole('button', { name: /查\s*询/ }).click();
    await searched;
    await expect.poll(() => orders.locator('.ant-table-row').first().textContent()).toContain(STATUS);
    const paged = page.waitForResponse((r) => isOrdersCall(r.request()) && paramsOf(r.request()).pageNo === '2');
    await orders.locator('.ant-pagination-item-2').click();
    await paged;
    await expect.poll(() => orders.locator('.ant-pagination-item-active').textContent()).toBe('2');
    const rows = await orders.locator('.ant-table-row').allTextContents();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.includes(STATUS))).toBe(true);
    await page.evaluate(`${SCROLLER}.scrollTop = ${SCROLLED}`);
    await expect.poll(() => scrollTop(page)).toBe(SCROLLED);
    // The console keeps the position on the scroll event, dispatched with the next frame.
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');

    for (const [item, path] of OTHERS) {
      await openSidebarPage(page, '欠费追缴', item, `**${path}`);
      await pageOf(page, path).locator('.ant-table-row, .ant-empty').first().waitFor();
    }

    // 14 pages were shown (首页, 停车订单 and 12 others): the two least recently shown are unmounted, their tabs stay.
    expect(await page.locator('.keep-alive-page').count()).toBe(12);
    expect(await orders.count()).toBe(0);
    expect(await pageOf(page, '/index').count()).toBe(0);
    expect(await tab(page, '停车订单').count()).toBe(1);
    expect(await tab(page, '首页').count()).toBe(1);
    expect(await pageOf(page, OTHERS[0][1]).count()).toBe(1);
    await screenshot(page, 'keep-alive-evicted');

    const restored = page.waitForRequest(isOrdersCall);
    await tab(page, '停车订单').click();
    await page.waitForURL(`**${ORDERS}`);
    expect(paramsOf(await restored)).toMatchObject({ orderStatus: STATUS_VALUE, pageNo: '2' });
    await orders.locator('.ant-table-row').first().waitFor();
    expect(await orders.locator('.ant-pagination-item-active').textContent()).toBe('2');
    expect(await orders.locator('.ant-table-row').allTextContents()).toEqual(rows);
    await expect.poll(() => scrollTop(page)).toBe(SCROLLED);
    await orders.getByText('展开').click();
    expect(await statusSelect(page).textContent()).toBe(STATUS);
    // 停车订单 took the place of the least recently shown page (the first of the others).
    expect(await page.locator('.keep-alive-page').count()).toBe(12);
    expect(await pageOf(page, OTHERS[0][1]).count()).toBe(0);
    await screenshot(page, 'keep-alive-restored');
  }, 180_000);

  it('从其他页面进入时不加载首页的数据，点击「首页」后才加载', async () => {
    const { page } = b;
    await loginAndLand(page);
    await enableTagsView(page);
    const homeCalls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/backlog/v2/api/backlogs' && url.searchParams.get('pageSize') === '5') homeCalls.push(r.url());
    });

    // A new page load that starts on 停车订单.
    await page.goto(ORDERS);
    await pageOf(page, ORDERS).locator('.ant-table-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await tab(page, '首页').count()).toBe(1);
    expect(await pageOf(page, '/index').count()).toBe(0);
    expect(homeCalls).toEqual([]);

    const recent = page.waitForRequest((r) => new URL(r.url()).searchParams.get('pageSize') === '5' && r.url().includes('/backlogs'));
    await tab(page, '首页').click();
    await recent;
    await pageOf(page, '/index').getByText(/您好/).waitFor();
    expect(homeCalls).toHaveLength(1);
  });
});
