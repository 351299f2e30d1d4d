/**
 * 预约管理 (schemas/bookManagement.json) end to end, as an operator: 预约记录 searched by a plate lists that plate's
 * bookings only; its 详情 shows the booking, the entry and the 流转记录, and 取消预约 (confirmed, with a reason) turns it
 * 已取消 with the deposit refunded and the step in the timeline, and the list follows; 新增车库 adds a depot that the
 * 预约车库 list then shows; 违约配置 shows the platform's rule as 30 天内违约 3 次 → 禁止预约 7 天. 预约规则 and
 * 违约黑名单 are looked at on the way.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAndLand, useBrowser } from './support/browser';
import { chooseOption, formItem, openSidebarPage, settled, toast } from './support/ui';
import { drawer, rowAction } from './support/monthlyRuleUi';
import { mkdirSync } from 'node:fs';

const RECORDS = '[data-page="/bookManagement/records"]';
const DEPOT = '[data-page="/bookManagement/depot"]';
const CONFIG = '[data-page="/bookManagement/illegalConfig"]';
const SHOTS = '/tmp/book-shots';
/** A booking of the seed still 待入场 tonight (services/bookManagement/seed.ts). */
const PLATE = '浙AD90177';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const rows = (root: Locator) => root.locator('.ant-table-tbody .ant-table-row');
const searchItem = (root: Locator, label: string) => root.locator('.ant-pro-query-filter .ant-form-item', { hasText: label }).first();

async function openList(page: Page, url: string, selector: string): Promise<Locator> {
  await page.goto(url);
  const root = page.locator(selector);
  await rows(root).first().waitFor();
  return root;
}

describe('预约管理（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('按车牌查预约 → 详情 → 取消预约（填写原因）→ 已取消、定金退还、流转记录', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openSidebarPage(page, '预约管理', '预约记录', '**/bookManagement/records');
    const list = page.locator(RECORDS);
    await rows(list).first().waitFor();
    expect(await rows(list).count()).toBeGreaterThan(5);
    await shot(page, 'book-records');

    await searchItem(list, '车牌号').locator('input').first().fill(PLATE);
    await list.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(async () => (await rows(list).allTextContents()).every((r) => r.includes(PLATE))).toBe(true);
    expect(await rows(list).count()).toBeGreaterThan(0);
    const row = rows(list).first();
    expect(await row.textContent()).toContain('待入场');
    await shot(page, 'book-records-plate');

    await rowAction(page, row, '详情');
    const detail = await drawer(page, '预约详情');
    await detail.getByText('流转记录').first().waitFor();
    await detail.getByTestId('timeline-entry').first().waitFor();
    expect(await detail.textContent()).toContain(PLATE);
    expect(await detail.textContent()).toContain('入场信息');
    await shot(page, 'book-detail');

    // The confirm comes first, then the reason (renderer/actions/runRequest.ts).
    await detail.getByRole('button', { name: '取消预约' }).click();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确认取消该预约？取消后释放预约车位，定金原路退还。' });
    await confirm.waitFor();
    await settled(page);
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    const reasonForm = page.locator('.ant-modal').filter({ hasText: '取消原因' }).last();
    await reasonForm.locator('textarea').waitFor();
    await settled(page);
    await reasonForm.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await reasonForm.getByText('该字段是必填字段').waitFor();
    await shot(page, 'book-cancel-reason');
    await reasonForm.locator('textarea').fill('车主来电行程取消');
    await reasonForm.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await toast(page, '预约已取消，定金已退还!').waitFor();

    await expect.poll(() => detail.getByTestId('timeline-entry').first().textContent()).toContain('取消预约（待入场 → 已取消）');
    expect(await detail.getByTestId('timeline-entry').first().textContent()).toContain('车主来电行程取消');
    const text = (await detail.textContent()) ?? '';
    expect(text).toContain('已取消');
    expect(text).toContain('已全额退还');
    expect(await detail.getByRole('button', { name: '取消预约' }).count()).toBe(0);
    await shot(page, 'book-detail-cancelled');

    await page.keyboard.press('Escape');
    await expect.poll(async () => (await rows(list).first().textContent()) ?? '').toContain('已取消');
  });

  it('新增预约车库 → 列表中出现；违约配置 显示全平台规则；预约规则、违约黑名单', async () => {
    const { page } = b;
    await loginAndLand(page);
    const depots = await openList(page, '/bookManagement/depot', DEPOT);
    await shot(page, 'book-depot');
    await depots.getByRole('button', { name: /新增车库/ }).click();
    const form = await drawer(page, '新增预约车库');
    await formItem(form, '车库名称').locator('input').fill('B1 访客预约车库');
    await chooseOption(page, form, '车场', '钱江新城市民中心停车场');
    await formItem(form, '所在区域').locator('input').fill('B1 访客区');
    await formItem(form, '可预约车位数').locator('input').fill('18');
    await shot(page, 'book-depot-form');
    await form.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await toast(page, '保存成功!').waitFor();
    await searchItem(depots, '车库名称').locator('input').first().fill('B1 访客预约车库');
    await depots.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(async () => (await rows(depots).allTextContents()).join('|')).toContain('钱江新城市民中心停车场');
    expect(await rows(depots).count()).toBe(1);
    expect(await rows(depots).first().textContent()).toContain('启用');

    const configs = await openList(page, '/bookManagement/illegalConfig', CONFIG);
    const platform = rows(configs).filter({ hasText: '全平台' }).first();
    expect(await platform.textContent()).toContain('30 天内违约 3 次 → 禁止预约 7 天');
    expect(await rows(configs).count()).toBe(11);
    await shot(page, 'book-illegal-config');

    await page.goto('/bookManagement/rules');
    await rows(page.locator('[data-page="/bookManagement/rules"]')).first().waitFor();
    await shot(page, 'book-rules');
    await page.goto('/bookManagement/illegalBlacklist');
    const black = page.locator('[data-page="/bookManagement/illegalBlacklist"]');
    await rows(black).first().waitFor();
    expect(await black.textContent()).toContain('禁止预约中');
    await shot(page, 'book-blacklist');
    await rowAction(page, rows(black).filter({ hasText: '浙A12345' }).first(), '查看');
    const blackDetail = await drawer(page, '违约黑名单详情');
    await blackDetail.getByText('违约记录').first().waitFor();
    await shot(page, 'book-blacklist-detail');
  });
});
