/**
 * 特殊车辆 at the gates, as an operator sees it (server-mock/traffic/, services/specificCar/storedCardPayments.ts,
 * monthlyCardStates.ts): a plate recharged at the 储值卡 counter parks and leaves — its 余额 in 储值卡 went down by the
 * fee at the rule's discount and the exit is listed in 消费记录 with its order; 月卡管理's 状态 search 即将到期 answers
 * the passes ending within the week, tagged as such. Screenshots go to /tmp/hA-shots/.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatChinaTime } from '../../server-mock/db/time';
import { diffDays } from '../../schemas/meta/lib/expressions';
import { loginAndLand, mockAdmin, platformCall, useBrowser } from './support/browser';
import { openSidebarPage } from './support/ui';

const SHOTS = '/tmp/hA-shots';
const PARK = 1001;
const PLATE = '浙A8C3D5';
const HOUR = 3_600_000;
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token')) as Promise<string>;
const searchItem = (root: Locator, label: string) =>
  root.locator('.ant-form-item').filter({ has: root.page().locator(`label[title="${label}"]`) });
const yuan = (fen: number) => (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

type Order = { orderNo: string; paidMoney: number; discountMoney: number; payType: number; remark: string } | null;

describe('特殊车辆在闸口（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('储值卡车辆出场：余额按折扣扣减，消费记录列出这笔扣费', async () => {
    const { page } = b;
    await loginAndLand(page);
    const token = await tokenOf(page);
    const rules = await platformCall(`/api/special/v2/api/storedCardRules/chosen?parkId=${PARK}&ruleStatus=1&pageSize=100`, token);
    const rule = (rules.body as { data: { results: { id: number; feeDiscount: number }[] } }).data.results[0];
    const recharged = await platformCall('/api/special/v2/api/storedCards/recharge', token, {
      body: { plateNo: PLATE, plateColor: 1, ownerName: '沈佳怡', parkId: PARK, storedRuleId: rule.id, rechargeAmount: 20_000, payType: 1 },
    });
    expect(recharged.body).toMatchObject({ code: '200' });
    const cards = await platformCall(`/api/special/v2/api/storedCards?plateNo=${encodeURIComponent(PLATE)}&pageNo=1&pageSize=10`, token);
    const card = (cards.body as { data: { results: { cardNo: string; balance: number }[] } }).data.results[0];

    // Three hours in 西湖文化广场: 12 元 at the standard rule, paid from the card at the rule's discount.
    const now = Date.now();
    await mockAdmin('/__mock/traffic/arrive', { body: { plateNo: PLATE, parkId: PARK, at: now - 3 * HOUR } });
    const order = ((await mockAdmin('/__mock/traffic/leave', { body: { plateNo: PLATE } })) as { order: Order })!.order!;
    const paid = Math.round((1200 * rule.feeDiscount) / 100);
    expect(order).toMatchObject({ payType: 6, paidMoney: paid / 100 });
    expect(order.remark).toContain(`储值卡支付（卡号 ${card.cardNo}`);

    await openSidebarPage(page, '特殊车辆', '储值卡', '**/storedCard/list');
    const list = page.locator('[data-page="/operationManagement/specificCar/storedCard/list"]');
    await searchItem(list, '车牌号').locator('input').fill(PLATE);
    await list.getByRole('button', { name: /查\s*询/ }).click();
    const row = list.locator('.ant-table-row', { hasText: PLATE });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.textContent()).toContain(`¥${yuan(card.balance - paid)}`);
    await shot(page, 'stored-card-after-exit');

    await openSidebarPage(page, '特殊车辆', '消费记录', '**/storedCard/consumeRecord');
    const consumes = page.locator('[data-page="/operationManagement/specificCar/storedCard/consumeRecord"]');
    await consumes.locator('.ant-table-row').first().waitFor();
    await shot(page, 'consume-record-list');
    await searchItem(consumes, '车牌号').locator('input').fill(PLATE);
    await consumes.getByRole('button', { name: /查\s*询/ }).click();
    const consumed = consumes.locator('.ant-table-row', { hasText: order.orderNo });
    await expect.poll(() => consumed.count()).toBe(1);
    const text = (await consumed.textContent()) ?? '';
    for (const part of [PLATE, card.cardNo, `¥${yuan(paid)}`, `¥${yuan(card.balance)}`, `¥${yuan(card.balance - paid)}`, '出场自动扣费'])
      expect(text, part).toContain(part);
    await shot(page, 'consume-record-of-plate');
  });

  it('月卡管理按 即将到期 查询：只有 7 天内到期的月卡，标签醒目', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openSidebarPage(page, '包期办理', '月卡管理', '**/specificParking/cardManage/index');
    const list = page.locator('[data-page="/specificParking/cardManage/index"]');
    await list.locator('.ant-table-row').first().waitFor();
    await list.getByText('展开', { exact: true }).click();
    await searchItem(list, '状态').locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('即将到期', { exact: true }).click();
    await list.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(async () => (await list.locator('.ant-table-row').allTextContents()).every((t) => t.includes('即将到期'))).toBe(true);
    expect(await list.locator('.ant-table-row').count()).toBeGreaterThan(0);
    // Each row ends within the coming 7 days (结束时间 is the row's last time, after 开始时间).
    const today = formatChinaTime(Date.now()).slice(0, 10);
    for (const t of await list.locator('.ant-table-row').allTextContents()) {
      const ends = [...t.matchAll(/(\d{4}-\d{2}-\d{2}) \d{2}:\d{2}:\d{2}/g)].map((m) => m[1]);
      expect(ends.length, t).toBeGreaterThan(0);
      const days = diffDays(today, ends.at(-1)!)!;
      expect(days).toBeGreaterThanOrEqual(0);
      expect(days).toBeLessThanOrEqual(7);
    }
    // The state of an expiring pass is marked in the warning colour (antd's gold, #faad14).
    const badge = list.locator('.ant-table-row').first().locator('.ant-badge', { hasText: '即将到期' });
    expect(await badge.locator('.ant-badge-status-dot').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(250, 173, 20)');
    await shot(page, 'monthly-card-expiring');
  });
});
