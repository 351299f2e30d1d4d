import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { openSidebarPage } from './support/ui';

/** 停车订单: 3,000 seeded orders, a selection column and a 操作 column fixed on the right; its document offers 1000 条/页. */
const ORDERS = '[data-page="/stopFee/parkOrder/list"]';
const LIST_CALL = '/charge/v2/api/parkOrders?';

interface Orders {
  data: { results: { id: number; orderNo: string }[]; totalRecord: number };
}

const listAnswer = (page: Page, pageSize: number) =>
  page.waitForResponse((r) => r.url().includes(LIST_CALL) && new URL(r.url()).searchParams.get('pageSize') === String(pageSize));

/** The list's table, its header and the rows drawn in its body. */
const tableOf = (page: Page) => ({
  table: page.locator(`${ORDERS} .ant-table`).first(),
  header: page.locator(`${ORDERS} .ant-table-thead`).first(),
  rows: page.locator(`${ORDERS} .ant-table-row`),
  holder: page.locator(`${ORDERS} .ant-table-tbody-virtual-holder`),
});

async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not laid out`);
  return b;
}

/** The header is on screen, above the body, with its first column's title readable. */
async function expectHeaderShown(page: Page) {
  const header = await box(page, `${ORDERS} .ant-table-thead`);
  const body = await box(page, `${ORDERS} .ant-table-tbody-virtual-holder`);
  expect(header.y).toBeGreaterThanOrEqual(0);
  expect(header.y + header.height).toBeLessThanOrEqual(body.y + 1);
  await expect.poll(() => page.locator(`${ORDERS} .ant-table-thead`).getByText('订单编号', { exact: true }).isVisible()).toBe(true);
}

describe('大数据量列表：一页超过 100 行时只绘制可见的行（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('10 条/页照常绘制每一行；切换到 1000 条/页后表体只绘制可见的行，表头不动，滚到底显示本页最后一行', async () => {
    const { page } = b;
    await loginAndLand(page);
    const first = listAnswer(page, 10);
    await openSidebarPage(page, '停车收费', '停车订单', '**/stopFee/parkOrder/list');
    const ten = ((await (await first).json()) as Orders).data.results;
    expect(ten).toHaveLength(10);
    const { table, rows, holder } = tableOf(page);
    await expect.poll(() => rows.count()).toBe(10);
    expect(await table.getAttribute('class')).not.toContain('ant-table-virtual');
    expect(await holder.count()).toBe(0);
    expect(await rows.last().getAttribute('data-row-key')).toBe(String(ten.at(-1)!.id));

    // 1000 条/页: the mock answers 1,000 rows, the table draws a window of them.
    const thousand = listAnswer(page, 1000);
    await page.locator(`${ORDERS} .ant-pagination-options .ant-select`).click();
    await page.locator('.ant-select-dropdown:visible').getByText('1000 条/页', { exact: true }).click();
    const answer = ((await (await thousand).json()) as Orders).data;
    expect(answer.results).toHaveLength(1000);
    expect(answer.totalRecord).toBeGreaterThan(1000);
    await expect.poll(() => table.getAttribute('class')).toContain('ant-table-virtual');
    await holder.waitFor();
    await expect.poll(() => rows.first().getAttribute('data-row-key')).toBe(String(answer.results[0].id));
    const drawn = await rows.count();
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(50);
    await expectHeaderShown(page);
    const headerAt = await box(page, `${ORDERS} .ant-table-thead`);
    await screenshot(page, 'bigList-1000-top');

    // Scrolls the body with the wheel, as a user does, until the page's last row is drawn.
    const last = String(answer.results.at(-1)!.id);
    const lastRow = page.locator(`${ORDERS} .ant-table-row[data-row-key="${last}"]`);
    await holder.hover();
    for (let i = 0; i < 200 && (await lastRow.count()) === 0; i++) {
      await page.mouse.wheel(0, 1200);
      if (i === 10) {
        // Half-way down the header has not moved and far fewer rows are in the page than on it.
        await expectHeaderShown(page);
        expect(await box(page, `${ORDERS} .ant-table-thead`)).toEqual(headerAt);
        expect(await rows.count()).toBeLessThan(50);
      }
    }
    await lastRow.waitFor();
    // One more turn settles the body at its end; the last row is then inside the body's box, wholly.
    await page.mouse.wheel(0, 1200);
    await expect
      .poll(async () => {
        const body = await box(page, `${ORDERS} .ant-table-tbody-virtual-holder`);
        const row = await lastRow.boundingBox();
        return row !== null && row.y >= body.y - 1 && row.y + row.height <= body.y + body.height + 1;
      })
      .toBe(true);
    expect(await lastRow.textContent()).toContain(answer.results.at(-1)!.orderNo);
    expect(await rows.count()).toBeLessThan(50);
    await expectHeaderShown(page);
    expect(await box(page, `${ORDERS} .ant-table-thead`)).toEqual(headerAt);
    await screenshot(page, 'bigList-1000-bottom');
  });
});
