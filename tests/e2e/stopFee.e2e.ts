import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { opened, toast, openSidebarPage } from './support/ui';

const CHARGES = '[data-page="/stopFee/chargeRecord/list"]';
const REFUNDS = '[data-page="/stopFee/refundRecord/list"]';

interface Charge {
  id: number;
  orderNo: string;
  plateNo: string;
  paidMoney: number;
  refundStatus: number;
}

async function openFromMenu(page: Page, name: string, path: string) {
  await openSidebarPage(page, '停车收费', name, `**${path}`);
}

describe('停车收费：收费记录退款后出现在退款记录（真实 Chromium）', () => {
  const b = useBrowser();

  it('退款金额超过可退金额被拒绝；按原因与金额退款后，退款记录列表可见', async () => {
    const { page } = b;
    await loginAndLand(page);
    const listed = page.waitForResponse((r) => r.url().includes('/charge/v2/api/chargeInfos?'));
    await openFromMenu(page, '收费记录', '/stopFee/chargeRecord/list');
    const rows = ((await (await listed).json()).data.results as Charge[]).filter((r) => r.refundStatus === 0 && r.paidMoney >= 1);
    expect(rows.length).toBeGreaterThan(0);
    const charge = rows[0];
    const row = page.locator(`${CHARGES} .ant-table-row`, { hasText: charge.orderNo });
    await row.waitFor();
    await screenshot(page, 'stopFee-charge-list');

    await row.getByText('退款', { exact: true }).click();
    const modal = await opened(page, '退款');
    const amount = modal.locator('.ant-formily-item', { hasText: '退款金额' }).locator('input');
    const over = (Math.round(charge.paidMoney * 100) + 100) / 100;
    await amount.fill(over.toFixed(2));
    await modal.locator('textarea').fill('出场时间记录有误，按实际时长退还');
    await modal.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    const refused = `退款金额不能大于可退金额${charge.paidMoney.toFixed(2)}元`;
    await page.getByText(refused).first().waitFor();
    await screenshot(page, 'stopFee-refund-refused');

    const refund = Math.max(0.01, Math.floor(charge.paidMoney * 50) / 100);
    await amount.fill(refund.toFixed(2));
    await modal.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await toast(page, '退款成功!').waitFor();
    await expect.poll(() => row.textContent()).toMatch(/部分退款|已全额退款/);

    await openFromMenu(page, '退款记录', '/stopFee/refundRecord/list');
    const refundRow = page.locator(`${REFUNDS} .ant-table-row`, { hasText: charge.orderNo });
    await refundRow.first().waitFor();
    const text = (await refundRow.first().textContent()) ?? '';
    expect(text).toContain('退款成功');
    expect(text).toContain(`¥${refund.toFixed(2)}`);
    expect(text).toContain('出场时间记录有误');
    await refundRow.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'stopFee-refund-records');
  });

  it('订单申诉锁定后变为处理中；在场车辆与订单详情页可打开', async () => {
    const { page } = b;
    await loginAndLand(page);
    const appeals = page.waitForResponse((r) => r.url().includes('/charge/v2/api/parkOrderAppeals?'));
    await openFromMenu(page, '订单申诉', '/stopFee/parkAppeal/list');
    const open = ((await (await appeals).json()).data.results as { appealNo: string; appealStatus: number }[]).find(
      (a) => a.appealStatus === 1,
    );
    expect(open).toBeDefined();
    const row = page.locator('[data-page="/stopFee/parkAppeal/list"] .ant-table-row', { hasText: open!.appealNo });
    await row.getByText('锁定', { exact: true }).click();
    await page.getByText('锁定后由您处理该申诉，确认锁定？').waitFor();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await toast(page, '锁定成功!').waitFor();
    await expect.poll(() => row.textContent()).toContain('处理中');
    expect(await row.textContent()).toContain('陈建国');
    await screenshot(page, 'stopFee-appeal-locked');
    // The lock is a declared step: the detail's 流转记录 shows it, with who and the states.
    await row.getByText('查看', { exact: true }).click();
    const detail = page
      .locator('.ant-drawer-content')
      .filter({ has: page.locator('.ant-drawer-title').getByText('申诉详情', { exact: true }) });
    await detail.waitFor();
    const trail = detail.locator('.ant-timeline');
    await trail.scrollIntoViewIfNeeded();
    await expect.poll(() => trail.textContent()).toContain('锁定（待处理 → 处理中）');
    expect(await trail.textContent()).toContain('陈建国');
    await screenshot(page, 'stopFee-appeal-trail');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    await openFromMenu(page, '在场车辆', '/stopFee/parkingCar/list');
    await page.locator('[data-page="/stopFee/parkingCar/list"] .ant-table-row').first().waitFor();
    await page
      .locator('[data-page="/stopFee/parkingCar/list"]')
      .getByRole('button', { name: /在场时长配置/ })
      .click();
    const config = await opened(page, '在场时长配置');
    expect(await config.locator('input').first().inputValue()).toBe('72');
    await screenshot(page, 'stopFee-parking-cars');
    await config.getByRole('button', { name: /取\s*消/ }).click();

    await openFromMenu(page, '停车订单', '/stopFee/parkOrder/list');
    const firstOrder = page.locator('[data-page="/stopFee/parkOrder/list"] .ant-table-row').first();
    await firstOrder.waitFor();
    await firstOrder.getByText('查看', { exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/stopFee/parkOrder/detail' && u.searchParams.has('id'));
    await page.locator('[data-page="/stopFee/parkOrder/detail"]').getByText('车辆与停车').waitFor();
    await screenshot(page, 'stopFee-order-detail');
  });
});
