import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserContextOptions, loginAndLand, screenshot, useBrowser } from './support/browser';
import { openSidebarPage } from './support/ui';

const ORDERS = '[data-page="/stopFee/parkOrder/list"]';
const DETAIL = '[data-page="/stopFee/parkOrder/detail"]';
/** The parks of the `dealer` account's dealers (宁波海曙、温州鹿城、绍兴越城) and of 温州鹿城 alone. */
const DEALER_PARKS = [1001, 1002, 1003, 1004, 1005, 1006];
const WENZHOU_PARKS = [1003, 1004];
/** The parks of `dealer2` (嘉兴南湖、湖州吴兴), as the order list shows them. */
const DEALER2_PARK_NAMES = ['湖滨银泰in77停车场', '萧山国际机场P2停车场', '杭州东站西广场停车场', '文三路路内停车泊位'];

interface Order {
  id: number;
  parkId: number;
}
interface OrderPage {
  results: Order[];
  totalRecord: number;
}

const isOrderList = (url: string) => url.includes('/charge/v2/api/parkOrders?');

/** Opens 停车收费 › 停车订单 from the sidebar; resolves with the first page the list loaded. */
async function openOrders(page: Page): Promise<OrderPage> {
  const listed = page.waitForResponse((r) => isOrderList(r.url()));
  await openSidebarPage(page, '停车收费', '停车订单', '**/stopFee/parkOrder/list');
  const body = (await (await listed).json()) as { data: OrderPage };
  await page.locator(`${ORDERS} .ant-table-row`).first().waitFor();
  return body.data;
}

describe('经销商数据范围：只看得到自己经销商车场的记录（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('dealer 的停车订单只有自己车场的，选择经销商后再收窄；dealer2 的订单详情对 dealer 显示 记录不存在', async () => {
    const { page, browser } = b;
    // An order of dealer2, read in its own session.
    const otherContext = await browser.newContext(browserContextOptions({ width: 1366, height: 768 }));
    try {
      const other = await otherContext.newPage();
      await loginAndLand(other, 'dealer2');
      const foreign = (await openOrders(other)).results[0];
      expect(DEALER_PARKS).not.toContain(foreign.parkId);

      await loginAndLand(page, 'dealer');
      const mine = await openOrders(page);
      expect(mine.results.length).toBeGreaterThan(0);
      expect(mine.results.every((o) => DEALER_PARKS.includes(o.parkId))).toBe(true);
      const table = page.locator(`${ORDERS} .ant-table-tbody`);
      const shown = (await table.textContent()) ?? '';
      for (const name of DEALER2_PARK_NAMES) expect(shown).not.toContain(name);
      await screenshot(page, 'dealer-scope-orders');

      // 温州鹿城 chosen in the top bar: the page reads again with DealerId and keeps only that dealer's parks.
      const narrowed = page.waitForResponse((r) => isOrderList(r.url()) && r.request().headers()['dealerid'] === 'D2003');
      await page.locator('.app-topbar-dealer').click();
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('温州鹿城城市停车管理有限公司').click();
      const wenzhou = ((await (await narrowed).json()) as { data: OrderPage }).data;
      expect(wenzhou.results.length).toBeGreaterThan(0);
      expect(wenzhou.results.every((o) => WENZHOU_PARKS.includes(o.parkId))).toBe(true);
      expect(wenzhou.totalRecord).toBeLessThan(mine.totalRecord);
      await page.locator(`${ORDERS} .ant-pagination-total-text`).getByText(`共 ${wenzhou.totalRecord} 条`).waitFor();
      const rows = await page.locator(`${ORDERS} .ant-table-row`).allTextContents();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toMatch(/钱江新城市民中心停车场|城西银泰城停车场/);
      await screenshot(page, 'dealer-scope-orders-chosen');

      // A deep link to dealer2's order: 记录不存在 for dealer, the detail for dealer2.
      await page.goto(`/stopFee/parkOrder/detail?id=${foreign.id}`);
      await page.locator(DETAIL).getByText('记录不存在').first().waitFor();
      await screenshot(page, 'dealer-scope-foreign-detail');
      await other.goto(`/stopFee/parkOrder/detail?id=${foreign.id}`);
      await other.locator(DETAIL).getByText('车辆与停车').waitFor();
    } finally {
      await otherContext.close();
    }
  });
});
