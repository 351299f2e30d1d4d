/**
 * The platform lives (server-mock/traffic/): what an operator configures decides what happens at the gates, and the
 * console shows it — a blacklisted plate is kept out with the blacklist alarm popping up; a monthly pass issued makes
 * the plate's next order 月卡车 with 0 元 in 停车订单; 在场车辆 shows a car that has just entered without anyone
 * pressing 查询 (the list reloads itself, refreshSeconds).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAndLand, mockAdmin, platformCall, screenshot, useBrowser } from './support/browser';

const PARK = 1001;
const PARK_NAME = '西湖文化广场停车场';
const openSockets = async () => ((await mockAdmin('/__mock/sockets?account=admin')) as { open: number }).open;
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token')) as Promise<string>;
const rows = (page: Page, route: string) => page.locator(`[data-page="${route}"] .ant-table-tbody tr.ant-table-row`);

type Order = { orderNo: string; vehicleKind: number; receivableMoney: number; orderStatus: number } | null;
const arrive = async (plateNo: string, at?: number) =>
  ((await mockAdmin('/__mock/traffic/arrive', { body: { plateNo, parkId: PARK, ...(at && { at }) } })) as { order: Order }).order;
const leave = async (plateNo: string) => ((await mockAdmin('/__mock/traffic/leave', { body: { plateNo } })) as { order: Order }).order;

/** Today in China, YYYY-MM-DD, and its first second (ms). */
function chinaToday(): { date: string; start: number } {
  const date = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  return { date, start: Date.parse(`${date}T00:00:00+08:00`) };
}

describe('车场在运转（真实 Chromium + 模拟后端的通行模拟）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('黑名单车辆到闸：不放行，黑名单告警弹出，告警记录里有它', async () => {
    const { page } = b;
    await loginAndLand(page);
    await expect.poll(openSockets).toBe(1);
    const added = await platformCall('/api/special/v2/api/blackLists', await tokenOf(page), {
      body: { plateNo: '浙A9B7C6', plateColor: 1, parkId: PARK, blackReason: 1 },
    });
    expect(added.body).toMatchObject({ code: '200' });

    expect(await arrive('浙A9B7C6')).toBeNull();
    const card = page.getByRole('alertdialog', { name: '黑名单车辆入场告警' });
    await card.waitFor();
    for (const text of ['浙A9B7C6', PARK_NAME]) expect(await card.getByText(text, { exact: true }).count(), text).toBe(1);
    expect(await card.getByText(/入口$/).count()).toBeGreaterThan(0);
    await screenshot(page, 'living-platform-blacklist-alarm');

    await card.getByRole('button', { name: '更多' }).click();
    await page.waitForURL('**/blackManage/blackAlertRecord/list?plateNo=*');
    const list = rows(page, '/operationManagement/specificCar/blackManage/blackAlertRecord/list');
    await list.first().waitFor();
    expect(await list.allTextContents()).toHaveItemsAllMatching((text) => text.includes('浙A9B7C6') && text.includes(PARK_NAME));
  });

  it('办理月卡后，该车牌下一笔停车订单为 月卡车、应收 0.00', async () => {
    const { page } = b;
    await loginAndLand(page);
    const token = await tokenOf(page);
    const rules = await platformCall(`/api/special/v2/api/monthlyRuleInfos/chosen?parkId=${PARK}&ruleStatus=1&pageNo=1&pageSize=50`, token);
    type Rule = { id: number; ruleName: string; periods: { periodStart: string; periodEnd: string; monthPrice: number }[] };
    const allDay = (rules.body as { data: { results: Rule[] } }).data.results.find(
      (r) => r.periods.length === 1 && r.periods[0].periodStart.startsWith('00:00') && r.periods[0].periodEnd.startsWith('23:59'),
    );
    expect(allDay, 'a whole-day rule in force at 西湖文化广场').toBeTruthy();
    const today = chinaToday();
    const issued = await platformCall('/api/special/v2/api/monthlyCards', token, {
      body: {
        plateNo: '浙A5M2K8',
        plateColor: 1,
        ownerName: '周明',
        phone: '13867451203',
        parkId: PARK,
        ruleId: allDay!.id,
        beginDate: today.date,
        months: 1,
        payType: 1,
        paidMoney: allDay!.periods[0].monthPrice,
      },
    });
    expect(issued.body).toMatchObject({ code: '200' });

    await arrive('浙A5M2K8', Math.max(today.start + 1000, Date.now() - 95 * 60_000));
    const closed = await leave('浙A5M2K8');
    expect(closed).toMatchObject({ vehicleKind: 2, receivableMoney: 0, orderStatus: 3 });

    await page.goto('/stopFee/parkOrder/list?plateNo=%E6%B5%99A5M2K8');
    const list = rows(page, '/stopFee/parkOrder/list');
    await list.first().waitFor();
    const [text] = await list.allTextContents();
    expect(await list.count()).toBe(1);
    expect(text).toContain(closed!.orderNo);
    expect(text).toContain('月卡车');
    expect(text).toContain('0.00');
    await screenshot(page, 'living-platform-monthly-order');
  });

  it('在场车辆 自己刷新：按车牌查着，刚入场的车辆无需再点查询就出现', async () => {
    const { page } = b;
    await loginAndLand(page);
    await page.goto('/stopFee/parkingCar/list');
    const root = page.locator('[data-page="/stopFee/parkingCar/list"]');
    await rows(page, '/stopFee/parkingCar/list').first().waitFor();
    await root.locator('.ant-form-item', { hasText: '车牌号' }).locator('input').first().fill('浙A6N3P1');
    await root.getByRole('button', { name: /查\s*询/ }).click();
    await root.locator('.ant-table-placeholder .ant-empty-description', { hasText: '暂无数据' }).waitFor();
    const order = await arrive('浙A6N3P1');
    expect(order).toMatchObject({ orderStatus: 1, vehicleKind: 1 });
    // The list reloads itself every 20 s with the same search.
    const row = rows(page, '/stopFee/parkingCar/list').filter({ hasText: '浙A6N3P1' });
    await row.first().waitFor({ timeout: 35_000 });
    expect(await row.first().textContent()).toContain('临时车');
    await screenshot(page, 'living-platform-parking-cars');
  });
});
