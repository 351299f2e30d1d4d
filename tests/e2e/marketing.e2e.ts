/**
 * 营销活动 (schemas/marketing.json) end to end, as an operator: 活动列表 filtered by 状态 shows only 进行中 campaigns;
 * a campaign's detail, 停用 with a reason there, and its state and 流转记录 change at once; 积分兑换 of a good for an
 * owner takes one from its 库存 in the goods list; the other screens of the area open with their rows.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAndLand, platformCall, screenshot, useBrowser } from './support/browser';
import { opened, openSidebarPage, toast } from './support/ui';

const API = '/api/marketing/v2/api';
const page$ = (path: string) => `[data-page="/marketing/${path}"]`;
const rows = (page: Page, path: string) => page.locator(`${page$(path)} .ant-table-tbody tr.ant-table-row`);
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token')) as Promise<string>;
type Row = Record<string, unknown>;
const results = async (page: Page, path: string) =>
  ((await platformCall(`${API}${path}`, await tokenOf(page))).body as { data: { results: Row[] } }).data.results;

describe('营销活动（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('活动列表 按状态筛选 → 查看活动 → 停用：状态与流转记录随之变化', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openSidebarPage(page, '营销活动', '活动列表', '**/marketing/activityList');
    const root = page.locator(page$('activityList'));
    await rows(page, 'activityList').first().waitFor();
    await screenshot(page, 'marketing-activity-list');

    // 状态 = 进行中: every row shown is 进行中, and there are some.
    await root.locator('.ant-form-item').filter({ hasText: /^状态/ }).locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('进行中', { exact: true }).click();
    await root.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(async () => (await rows(page, 'activityList').allTextContents()).every((t) => t.includes('进行中'))).toBe(true);
    const count = await rows(page, 'activityList').count();
    expect(count).toBeGreaterThan(0);
    expect(await root.locator('.ant-pagination-total-text').textContent()).toMatch(/共 \d+ 条/);
    await screenshot(page, 'marketing-activity-running');

    // Open the first campaign: its detail drawer with 进行中 and the 发布 step in its trail.
    const first = rows(page, 'activityList').first();
    const name = (await first.locator('td').first().textContent())!.trim();
    await first.getByText('查看', { exact: true }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '活动详情' }).last();
    await drawer.getByText(name).first().waitFor();
    expect(await drawer.textContent()).toContain('进行中');
    await drawer.getByTestId('timeline-entry').first().waitFor();
    expect(await drawer.getByTestId('timeline-entry').first().textContent()).toContain('发布（待发布 → 进行中）');
    await page.waitForTimeout(400); // the drawer's sliding in
    await screenshot(page, 'marketing-activity-detail');

    // 停用 asks a reason, then the drawer shows 已停用 and the step on top of the trail.
    await drawer.getByRole('button', { name: /停\s*用/ }).click();
    const dialog = await opened(page, '停用活动');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog
      .getByText('请输入停用原因')
      .or(dialog.getByText('停用原因不能为空'))
      .or(dialog.getByText('该字段是必填字段'))
      .first()
      .waitFor();
    await dialog.locator('textarea').fill('合作方要求暂停，e2e');
    await screenshot(page, 'marketing-activity-disable');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '已停用!').waitFor();
    await expect.poll(async () => drawer.getByTestId('timeline-entry').first().textContent()).toContain('停用（进行中 → 已停用）');
    expect(await drawer.getByTestId('timeline-entry').first().textContent()).toContain('合作方要求暂停，e2e');
    expect(await drawer.textContent()).toContain('已停用');
    await screenshot(page, 'marketing-activity-disabled');
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
    // …and the list, still filtered by 进行中, no longer holds it.
    await expect.poll(() => rows(page, 'activityList').filter({ hasText: name }).count()).toBe(0);
  });

  it('积分兑换：为车主兑换商品，商品库存减少', async () => {
    const { page } = b;
    await loginAndLand(page);
    const goods = (await results(page, '/exchangeGoods?pageNo=1&pageSize=200&goodsStatus=1&goodsType=2'))
      .filter((g) => Number(g.stock) > 10)
      .sort((x, y) => Number(x.pointsPrice) - Number(y.pointsPrice))[0];
    const account = (await results(page, '/bonusAccounts?pageNo=1&pageSize=200')).find(
      (a) => Number(a.pointBalance) >= Number(goods.pointsPrice),
    )!;
    expect(account).toBeDefined();
    const goodsName = String(goods.goodsName);
    const stock = Number(goods.stock);

    await openSidebarPage(page, '营销活动', '积分兑换', '**/marketing/bonus/exchange');
    const root = page.locator(page$('bonus/exchange'));
    // The tab shown (the other tab's table stays mounted, hidden).
    const pane = root.locator('.ant-tabs-tabpane-active');
    const shown = pane.locator('.ant-table-tbody tr.ant-table-row');
    await shown.first().waitFor();
    await screenshot(page, 'marketing-exchange-goods');
    await pane
      .locator('.ant-form-item')
      .filter({ hasText: /^商品名称/ })
      .locator('input')
      .fill(goodsName);
    await pane.getByRole('button', { name: /查\s*询/ }).click();
    const row = shown.filter({ hasText: goodsName }).first();
    await expect.poll(() => shown.count()).toBe(1);
    expect(await row.textContent()).toContain(String(stock));

    await row.getByText('兑换', { exact: true }).click();
    const dialog = await opened(page, '积分兑换');
    await expect.poll(() => dialog.locator('.ant-select-selection-item').first().textContent()).toBe(goodsName);
    const accountSelect = dialog.locator('.ant-formily-item').filter({ hasText: '车主账户' }).locator('.ant-select-selector');
    await accountSelect.click();
    await page.keyboard.type(String(account.ownerName));
    await page.locator('.ant-select-dropdown:visible').getByTitle(String(account.accountLabel), { exact: true }).click();
    await screenshot(page, 'marketing-exchange-form');
    await dialog.getByRole('button', { name: /确认兑换/ }).click();
    await toast(page, '兑换成功!').waitFor();
    await expect.poll(async () => (await row.locator('td').nth(3).textContent())?.trim()).toBe(String(stock - 1));
    await screenshot(page, 'marketing-exchange-done');

    // The exchange is in 兑换记录.
    await root.getByRole('tab', { name: '兑换记录' }).click();
    await shown.filter({ hasText: goodsName }).first().waitFor();
    expect(await shown.first().textContent()).toContain(String(account.ownerName));
    await screenshot(page, 'marketing-exchange-records');
  });

  it('其余页面：注册有礼、邀请有礼、充值有礼、充电活动、积分规则、积分账户、无感支付 都有数据', async () => {
    const { page } = b;
    await loginAndLand(page);
    const screens: [string, string, string][] = [
      ['注册有礼', 'register', 'marketing-register'],
      ['邀请有礼', 'invite', 'marketing-invite'],
      ['充值有礼', 'recharge', 'marketing-recharge'],
      ['充电活动', 'chargingActivity', 'marketing-charging'],
      ['积分获取规则', 'bonus/get', 'marketing-bonus-rules'],
      ['积分账户', 'bonus/list', 'marketing-bonus-accounts'],
      ['无感支付', 'senseless', 'marketing-senseless'],
    ];
    for (const [item, path, shot] of screens) {
      await openSidebarPage(page, '营销活动', item, `**/marketing/${path}`);
      await page
        .locator(`${page$(path)} .ant-table-tbody tr.ant-table-row`)
        .first()
        .waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, shot);
    }
    // 无感支付's figures above the list.
    expect(await page.locator(page$('senseless')).textContent()).toContain('签约总数');
    await page.goto('/marketing/register?tab=records');
    await page
      .locator(`${page$('register')} .ant-table-tbody tr.ant-table-row`)
      .first()
      .waitFor();
    await screenshot(page, 'marketing-register-records');
  });
});
