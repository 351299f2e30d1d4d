import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { opened, openSidebarPage, settled, toast } from './support/ui';

const CAMERAS = '[data-page="/deviceManage/pcamera/list"]';
const OCCUPY = '[data-page="/deviceManage/lotAbnormalOccupyRecord/list"]';

/** Opens a page of 设备管理 through the sidebar. */
const openPage = (page: Page, name: string, path: string) => openSidebarPage(page, '设备管理', name, `**${path}`);

async function pick(page: Page, form: ReturnType<Page['locator']>, label: string, option: string) {
  await form.locator('.ant-formily-item', { hasText: label }).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

describe('设备管理：新增枪机并筛选，手动恢复异常记录（真实 Chromium）', () => {
  const b = useBrowser();

  it('IP 地址写错时表单提示，改正后保存，按设备名称筛选找到它', async () => {
    const { page } = b;
    const name = `东门入口枪机-E${Date.now() % 1000}`;
    await loginAndLand(page);
    await openPage(page, '枪机管理', '/deviceManage/pcamera/list');
    await page.locator(`${CAMERAS} .ant-table-row`).first().waitFor();
    await screenshot(page, 'device-camera-list');

    await page
      .locator(CAMERAS)
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const form = await opened(page, '新增枪机');
    await form.getByPlaceholder('请输入设备名称').fill(name);
    await form.getByPlaceholder('请输入设备编号（字母或数字）').fill(`PCE2E${Date.now() % 100000}`);
    await pick(page, form, '所属车场', '西湖文化广场停车场');
    await form.getByPlaceholder('如：B1层A区').fill('地面停车区');
    await form.getByPlaceholder('如：192.168.1.64').fill('192.168.1.300');
    await form.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await form.getByText('请输入正确的IP地址').waitFor();
    await screenshot(page, 'device-camera-bad-ip');

    await form.getByPlaceholder('如：192.168.1.64').fill('192.168.1.30');
    await expect.poll(() => form.getByText('请输入正确的IP地址').count()).toBe(0);
    await form.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await toast(page, '保存成功!').waitFor();
    await settled(page);

    const search = page.locator(`${CAMERAS} .ant-pro-query-filter`);
    await search.locator('.ant-form-item', { hasText: '设备名称' }).locator('input').fill(name);
    await search.getByRole('button', { name: /查\s*询/ }).click();
    const rows = page.locator(`${CAMERAS} .ant-table-row`);
    await expect.poll(() => rows.count()).toBe(1);
    const text = await rows.first().textContent();
    for (const part of [name, '192.168.1.30', '西湖文化广场停车场', '离线', '未同步']) expect(text).toContain(part);
    await screenshot(page, 'device-camera-found');
  });

  it('手动恢复一条待处理的地磁车位异常占用记录，状态变为已恢复并进入恢复历史', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openPage(page, '地磁车位异常占用', '/deviceManage/lotAbnormalOccupyRecord/list');
    const rows = page.locator(`${OCCUPY} .ant-table-row`);
    await rows.first().waitFor();
    const pending = rows.filter({ hasText: '待处理' }).first();
    const recordId = ((await pending.locator('td').nth(1).textContent()) ?? '').trim();
    expect(recordId).toMatch(/^LO\d{4}$/);
    await screenshot(page, 'device-records-before');

    await pending.getByText('手动恢复', { exact: true }).click();
    await page.getByText('确认将该记录标记为已恢复？').waitFor();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await toast(page, '恢复成功!').waitFor();
    const row = rows.filter({ hasText: recordId });
    await expect.poll(() => row.textContent()).toContain('已恢复');
    const after = (await row.textContent()) ?? '';
    for (const part of ['手动恢复', '陈建国']) expect(after).toContain(part);
    expect(await row.getByText('手动恢复', { exact: true }).count()).toBe(1);
    await screenshot(page, 'device-records-recovered');

    await page.locator(OCCUPY).getByRole('tab', { name: '恢复历史' }).click();
    const history = page.locator(`${OCCUPY} .ant-tabs-tabpane-active .ant-table-row`);
    await history.first().waitFor();
    expect(await history.first().textContent()).toContain(recordId);
    await screenshot(page, 'device-records-history');
  });

  it('球机管理与枪机出自同一模板：查看详情抽屉，ISC 同步一台未同步的球机', async () => {
    const { page } = b;
    const balls = '[data-page="/deviceManage/ballcamera/list"]';
    await loginAndLand(page);
    await openPage(page, '球机管理', '/deviceManage/ballcamera/list');
    const rows = page.locator(`${balls} .ant-table-row`);
    await rows.first().waitFor();
    const unsynced = rows.filter({ hasText: '未同步' }).first();
    const name = ((await unsynced.locator('td').nth(1).textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await screenshot(page, 'device-ballcamera-list');

    await unsynced.getByText('查看', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-content', { hasText: '球机详情' });
    await drawer.getByText(name, { exact: true }).waitFor();
    for (const label of ['基本信息', '网络与状态', 'ISC同步状态']) await drawer.getByText(label, { exact: true }).first().waitFor();
    await screenshot(page, 'device-ballcamera-detail');
    await page.keyboard.press('Escape');
    await settled(page);

    const row = rows.filter({ hasText: name });
    await row.getByText('ISC同步', { exact: true }).click();
    await page.getByText('确认将该设备同步至 ISC 平台？').waitFor();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await toast(page, '同步成功!').waitFor();
    await expect.poll(() => row.textContent()).toContain('已同步');
    expect(await row.getByText('ISC同步', { exact: true }).count()).toBe(0);
  });
});
