/**
 * 车位锁管理 (schemas/parkingLock.json) end to end: searching 锁状态 故障 lists only faulty locks; opening one shows
 * its 故障描述 and 操作记录, and 标记故障已处理 (after a confirmation) turns it 已升起; 远程降锁 on an online raised
 * lock asks for 操作原因 before it sends the command, then the lock is 已降下 and the reason is in its 操作记录.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAndLand, useBrowser } from './support/browser';
import { openSidebarPage, toast } from './support/ui';

const LIST = '[data-page="/deviceManage/parkingLock/list"]';
const SHOTS = '/tmp/h3-shots';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function searchBy(page: Page, label: string, option: string) {
  const form = page.locator(`${LIST} .ant-pro-query-filter`);
  const expand = form.getByText('展开', { exact: true });
  if (await expand.isVisible()) await expand.click();
  await form.locator('.ant-form-item', { hasText: label }).first().locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  await form.getByRole('button', { name: /查\s*询/ }).click();
}

const confirmOk = (page: Page) =>
  page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();

describe('车位锁管理（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('筛选 故障 → 打开一把锁 → 标记故障已处理 → 已升起', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openSidebarPage(page, '设备管理', '车位锁管理', '**/deviceManage/parkingLock/list');
    const rows = page.locator(`${LIST} .ant-table-row`);
    await rows.first().waitFor();
    await shot(page, 'parkingLock-list');

    await searchBy(page, '锁状态', '故障');
    await expect.poll(async () => (await rows.allTextContents()).every((r) => r.includes('故障'))).toBe(true);
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThan(20);
    await shot(page, 'parkingLock-list-fault');

    const lockNo = (await rows.first().locator('td').first().textContent())!.trim();
    await rows.first().getByText('查看', { exact: true }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '车位锁详情' }).last();
    await drawer.getByText('操作记录').first().waitFor();
    expect(await drawer.textContent()).toContain(lockNo);
    await page.waitForTimeout(400);
    await shot(page, 'parkingLock-detail');

    await drawer.getByRole('button', { name: '标记故障已处理' }).click();
    await page.locator('.ant-modal-confirm').getByText('确定该车位锁的故障已处理？处理后车位锁恢复为已升起。').waitFor();
    await confirmOk(page);
    await toast(page, '处理成功!').waitFor();
    await expect.poll(() => drawer.getByTestId('timeline-entry').first().textContent()).toContain('故障已处理（故障 → 已升起）');
    expect(await drawer.textContent()).toContain('已升起');
    await shot(page, 'parkingLock-detail-handled');
  });

  it('远程降锁：在线且已升起的锁先问操作原因，再变为 已降下', async () => {
    const { page } = b;
    await loginAndLand(page);
    await page.goto('/deviceManage/parkingLock/list');
    const rows = page.locator(`${LIST} .ant-table-row`);
    await rows.first().waitFor();
    await searchBy(page, '锁状态', '已升起');
    await expect.poll(async () => (await rows.allTextContents()).every((r) => r.includes('已升起'))).toBe(true);
    const row = rows.filter({ hasText: '在线' }).first();
    const lockNo = (await row.locator('td').first().textContent())!.trim();
    await row.getByText('查看', { exact: true }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '车位锁详情' }).last();
    await drawer.getByText(lockNo).first().waitFor();

    // The confirm comes first, then the reason (renderer/actions/runRequest.ts).
    await drawer.getByRole('button', { name: '远程降锁' }).click();
    await page.locator('.ant-modal-confirm').getByText('确定远程降下该车位锁？降锁后车辆可驶入该泊位。').waitFor();
    await confirmOk(page);
    const dialog = page.locator('.ant-modal').filter({ hasText: '操作原因' }).last();
    await dialog.locator('textarea').waitFor();
    await dialog.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await dialog.getByText('该字段是必填字段').waitFor();
    await shot(page, 'parkingLock-lower-reason');
    await dialog.locator('textarea').fill('车主来电，车位锁无法自动降下');
    await dialog.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await toast(page, '降锁指令已下发!').waitFor();
    await expect.poll(() => drawer.getByTestId('timeline-entry').first().textContent()).toContain('远程降锁（已升起 → 已降下）');
    expect(await drawer.getByTestId('timeline-entry').first().textContent()).toContain('车主来电，车位锁无法自动降下');
  });
});
