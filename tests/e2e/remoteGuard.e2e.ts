/**
 * 商户管理 › 远程值守告警 end to end, as a remote guard: an alarm 未处理 found by its 告警编号 is 认领 (处理中, with the
 * guard's name), then 处理 with 远程开闸放行 (已处理, 处理时长 shown); its detail shows the snapshots and the trail. 远程值守告警统计
 * opens with its charts drawn and its 告警数 equal to the list's count.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAndLand, platformCall, useBrowser } from './support/browser';
import { drawer, rowAction } from './support/monthlyRuleUi';
import { formItem, opened, openSidebarPage, toast } from './support/ui';

const SHOTS = '/tmp/hI-shots';
const API = '/api/business/v2/api/remoteGuardAlarms';
const QUERY = '[data-page="/business/remoteGuard/alarmQuery"]';
const STATS = '[data-page="/business/remoteGuard/alarmStatistics"]';
type Row = Record<string, unknown>;

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token')) as Promise<string>;
const kpi = (page: Page, title: string) =>
  page
    .locator(`${STATS} .dashboard-widget`)
    .filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }) })
    .locator('.dashboard-kpi-value')
    .innerText();

describe('远程值守告警（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('认领一条未处理告警并处理为远程开闸放行；统计页的告警数与列表一致', async () => {
    const { page } = b;
    await loginAndLand(page);
    const open = (
      (await platformCall(`${API}?pageNo=1&pageSize=5&alarmStatus=1`, await tokenOf(page))).body as { data: { results: Row[] } }
    ).data.results[0];
    const alarmNo = String(open.alarmNo);

    await openSidebarPage(page, '商户管理', '远程值守告警查询', '**/business/remoteGuard/alarmQuery');
    const root = page.locator(QUERY);
    await root.locator('.ant-table-row').first().waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'alarm-list');

    await root.locator('.ant-form-item', { hasText: '告警编号' }).first().locator('input').fill(alarmNo);
    await root
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    const rows = root.locator('.ant-table-tbody .ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.textContent()).toContain('未处理');

    await rowAction(page, row, '认领');
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确认认领该告警？' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '已认领!').waitFor();
    await expect.poll(async () => (await rows.first().textContent()) ?? '').toContain('处理中');

    await rowAction(page, rows.first(), '处理');
    const dialog = await opened(page, '处理告警');
    await formItem(dialog, '处理结果').locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('远程开闸放行', { exact: true }).click();
    await formItem(dialog, '处理说明').locator('textarea').fill('核实为访客车辆，远程开闸放行');
    await shot(page, 'alarm-handle');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '处理完成!').waitFor();
    await expect.poll(async () => (await rows.first().textContent()) ?? '').toContain('已处理');
    expect(await rows.first().textContent()).toContain('远程开闸放行');

    await rowAction(page, rows.first(), '详情');
    const detail = await drawer(page, '远程值守告警详情');
    const text = await detail.innerText();
    expect(text).toContain(alarmNo);
    expect(text).toContain('核实为访客车辆，远程开闸放行');
    expect(text).toMatch(/认领[\s\S]*处理/);
    expect(await detail.locator('img').count()).toBeGreaterThan(0);
    await shot(page, 'alarm-detail');
    await page.keyboard.press('Escape');

    const summary = page.waitForResponse((r) => r.url().includes('/statistics/v2/api/remoteGuardAlarms/summary'));
    await openSidebarPage(page, '商户管理', '远程值守告警统计', '**/business/remoteGuard/alarmStatistics');
    const body = (await (await summary).json()) as { data: { results: { alarmCount: number }[] } };
    const count = body.data.results[0].alarmCount;
    expect(count).toBeGreaterThan(0);
    await expect.poll(() => kpi(page, '告警数')).toBe(`${count.toLocaleString('en-US')}条`);
    await expect
      .poll(() => page.locator(`${STATS} .ant-card .dashboard-chart[data-drawn="true"]`).count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(4);
    await page.waitForTimeout(500);
    await shot(page, 'alarm-statistics');
    await page.locator(`${STATS} .dashboard-widget`).last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await shot(page, 'alarm-statistics-lower');
  });
});
