import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enableTagsView, loginAndLand, mockAdmin, screenshot, useBrowser } from './support/browser';

const openSockets = async (account: string) => ((await mockAdmin(`/__mock/sockets?account=${account}`)) as { open: number }).open;

/** Makes the mock generate, record and push an alarm of `msgType` to `account`; returns the message. */
async function pushAlarm(msgType: number, account = 'admin'): Promise<Record<string, string | number>> {
  const res = (await mockAdmin('/__mock/alarm', { body: { account, msgType } })) as {
    delivered: number;
    message: Record<string, string | number>;
  };
  expect(res.delivered).toBeGreaterThan(0);
  return res.message;
}

const popup = (page: Page, title: string) => page.getByRole('alertdialog', { name: title });
const popups = (page: Page) => page.locator('.alarm-popup');

async function landWithSocket(page: Page, account = 'admin') {
  await loginAndLand(page, account);
  await expect.poll(() => openSockets(account)).toBe(1);
}

describe('实时告警（真实 Chromium + 模拟后端 WebSocket）', () => {
  const b = useBrowser();

  it('推送的黑名单告警弹出，「更多」在新标签页打开按车牌筛选的告警记录', async () => {
    const { page } = b;
    await landWithSocket(page);
    await enableTagsView(page);
    const message = await pushAlarm(1);
    const card = popup(page, '黑名单车辆入场告警');
    await card.waitFor();
    for (const value of [message.plateNo, message.parkName, message.location, message.alarmTime]) {
      expect(await card.getByText(String(value), { exact: true }).count(), String(value)).toBe(1);
    }
    await screenshot(page, 'alarm-popup-blacklist');

    await card.getByRole('button', { name: '更多' }).click();
    await page.waitForURL('**/blackManage/blackAlertRecord/list?plateNo=*');
    expect(new URL(page.url()).searchParams.get('plateNo')).toBe(message.plateNo);
    expect(await popups(page).count()).toBe(0);
    await expect.poll(() => page.getByRole('tab', { name: /黑名单告警记录/ }).count()).toBe(1);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: String(message.plateNo) });
    await row.first().waitFor();
    const rows = await page.locator('.ant-table-tbody tr.ant-table-row').allTextContents();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toHaveItemsAllMatching((text) => text.includes(String(message.plateNo)));
    await screenshot(page, 'alarm-shortcut-blacklist-list');

    // On that page already: 更多 says so instead of navigating.
    await pushAlarm(1);
    await popup(page, '黑名单车辆入场告警').getByRole('button', { name: '更多' }).click();
    await page.getByText('您已处于黑名单告警记录页面').waitFor();
  });

  it.each([
    [2, '视频设备离线告警', '**/equipMonitoring/offline/video?devCode=*', 'devCode'],
    [4, '充电桩离线告警', '**/equipMonitoring/offline/charge?devCode=*', 'devCode'],
    [6, '欠费车辆入场提醒', '**/underpaymentManage/underpaymentCar/list?isParking=1&plateNo=*', 'plateNo'],
    [9, '车场对接离线告警', '**/equipMonitoring/offline/docking?parkName=*', 'parkName'],
    [3, '包期下发失败', '**/specificParking/cardManage/index?plateNo=*', 'plateNo'],
    [7, '温度异常告警', '**/abnormalTemRecord/*/list?activeName=*', 'deviceName'],
  ])('msgType %i 的弹窗「%s」链到筛选后的列表，且列表中有这条记录', async (msgType, title, url, key) => {
    const { page } = b;
    await landWithSocket(page);
    const message = await pushAlarm(msgType);
    await popup(page, title).getByRole('button', { name: '更多' }).click();
    await page.waitForURL(url);
    const wanted = String(message[key]);
    expect(new URL(page.url()).searchParams.get(key)).toBe(wanted);
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: wanted }).first().waitFor();
  });

  it('同类型的新告警替换旧弹窗；关闭图标只关闭自己', async () => {
    const { page } = b;
    await landWithSocket(page);
    const first = await pushAlarm(9);
    await popup(page, '车场对接离线告警').getByText(String(first.certCode)).waitFor();
    const second = await pushAlarm(9);
    await popup(page, '车场对接离线告警').getByText(String(second.certCode)).waitFor();
    await pushAlarm(2);
    await popup(page, '视频设备离线告警').waitFor();
    expect(await popups(page).count()).toBe(2);
    expect(await page.getByText(String(first.certCode)).count()).toBe(0);
    await popup(page, '车场对接离线告警').getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => popups(page).count()).toBe(1);
    await screenshot(page, 'alarm-popups-two-types');
  });

  it('告警服务停掉再恢复：自动重连，只有一个连接，新告警只弹一次', async () => {
    const { page } = b;
    await landWithSocket(page);
    await mockAdmin('/__mock/settings', { body: { socketsAccepting: false } });
    await expect.poll(() => openSockets('admin')).toBe(0);
    await mockAdmin('/__mock/settings', { body: { socketsAccepting: true } });
    await expect.poll(() => openSockets('admin'), { timeout: 40_000, interval: 500 }).toBe(1);
    const message = await pushAlarm(4);
    await popup(page, '充电桩离线告警').getByText(String(message.devCode)).waitFor();
    expect(await popups(page).count()).toBe(1);
    expect(await openSockets('admin')).toBe(1);
  }, 60_000);

  it('同一浏览器开两个标签页只有一个连接，告警两边都弹；领头的标签页关闭后另一个接手', async () => {
    const { page, context } = b;
    await landWithSocket(page);
    const second = await context.newPage();
    await second.goto('/index');
    await second.locator('aside').waitFor();
    await second.waitForLoadState('networkidle');
    expect(await openSockets('admin')).toBe(1);
    const message = await pushAlarm(1);
    for (const p of [page, second]) await popup(p, '黑名单车辆入场告警').getByText(String(message.plateNo)).waitFor();
    await page.close();
    // The other tab takes the lock and opens the one socket: an alarm pushed now reaches it.
    await expect
      .poll(
        async () => {
          await mockAdmin('/__mock/alarm', { body: { account: 'admin', msgType: 9 } });
          return popup(second, '车场对接离线告警').count();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(1);
    expect(await openSockets('admin')).toBe(1);
  }, 60_000);

  it('退出登录关闭连接；userType 1 与 4 不建立连接', async () => {
    const { page, context } = b;
    await landWithSocket(page);
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByText('退出登录').click();
    await page.getByText('是否确认退出，并返回登录界面?').waitFor();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await expect.poll(() => openSockets('admin')).toBe(0);

    for (const account of ['viewer1', 'viewer4']) {
      await loginAndLand(page, account);
      await page.waitForLoadState('networkidle');
      expect(await openSockets(account), account).toBe(0);
      await page.evaluate(() => localStorage.clear());
      await context.clearCookies();
    }
  });
});
