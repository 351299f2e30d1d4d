import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { opened, toast } from './support/ui';

const PAGE = '[data-page="/systemManage/parkingManage/inside"]';
const sidebar = (page: Page) => page.locator('aside').first();
/** The pane: the region named after the selected park (西湖文化广场停车场 · 车道). */
const pane = (page: Page) => page.locator(PAGE).getByRole('region', { name: /· 车道$/ });
const parkRow = (page: Page, name: string) => page.locator(`${PAGE} tr.ant-table-row`, { hasText: name }).first();
const laneNames = (page: Page) => pane(page).locator('tr.ant-table-row td:first-child').allTextContents();

async function openInside(page: Page) {
  await loginAndLand(page);
  const entry = sidebar(page).getByText('场内车场', { exact: true });
  if (!(await entry.isVisible())) {
    await sidebar(page).getByText('系统管理', { exact: true }).click();
    await entry.waitFor();
    await page.waitForTimeout(400); // the submenu's unfolding animation
  }
  await entry.click();
  await page.waitForURL('**/systemManage/parkingManage/inside');
  await pane(page).locator('tr.ant-table-row').first().waitFor();
}

describe('系统管理 › 场内车场：主从窗格（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('选中车场即显示其车道，↑↓ 移动选中，新增的车道出现在窗格中且车道数随之变化', async () => {
    const { page } = b;
    await openInside(page);
    // The first park is selected when the list loads.
    expect(await parkRow(page, '西湖文化广场停车场').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => pane(page).getByText('西湖文化广场停车场 · 车道').count()).toBe(1);
    expect(await laneNames(page)).toEqual(['东门入口', '东门出口', '北门入口', '北门出口', '西门入口']);
    await expect.poll(() => pane(page).getByText('共 8 条').count()).toBe(1);
    await screenshot(page, 'master-detail-inside');

    // The pane pages on its own.
    await pane(page).getByTitle('2', { exact: true }).click();
    await expect.poll(() => laneNames(page)).toEqual(['西门出口', '南门出入口', '地库出入口']);
    expect(await parkRow(page, '西湖文化广场停车场').getAttribute('aria-selected')).toBe('true');

    // Pick a park with the mouse, then move with the arrow keys.
    await parkRow(page, '钱江新城市民中心停车场').getByText('钱江新城市民中心停车场').click();
    await expect.poll(() => pane(page).getByText('钱江新城市民中心停车场 · 车道').count()).toBe(1);
    await expect.poll(() => laneNames(page)).toEqual(['东门入口', '东门出口', '北门入口', '北门出口', '西门入口']);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => parkRow(page, '城西银泰城停车场').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => pane(page).getByText('城西银泰城停车场 · 车道').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => pane(page).getByText('滨江宝龙城停车场 · 车道').count()).toBe(1);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => pane(page).getByText('城西银泰城停车场 · 车道').count()).toBe(1);
    await expect.poll(() => laneNames(page)).toEqual(['东门入口', '东门出口', '北门入口', '北门出口', '西门入口']);
    const laneCount = async () => (await parkRow(page, '城西银泰城停车场').locator('td').allTextContents()).includes('7');
    expect(await laneCount()).toBe(false);
    await screenshot(page, 'master-detail-keyboard');

    // Add a lane to the selected park: it shows in the pane, and the park's 车道数 follows.
    await pane(page)
      .getByRole('button', { name: /新增车道/ })
      .click();
    const form = await opened(page, '新增车道');
    await form.getByPlaceholder('如 东门入口').fill('B2层出口');
    await form.getByPlaceholder('如 CD100101').fill('CD100499');
    await form.getByText('出口', { exact: true }).click();
    await form.getByPlaceholder('如 192.168.1.64').fill('192.168.13.120');
    await screenshot(page, 'master-detail-add-lane');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '保存成功!').waitFor();
    await pane(page).getByTitle('2', { exact: true }).click();
    await expect.poll(() => laneNames(page)).toContain('B2层出口');
    await expect.poll(laneCount).toBe(true);
    expect(await parkRow(page, '城西银泰城停车场').getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'master-detail-lane-added');
  });

  it('查不到车场时列表显示暂无数据，窗格提示请在左侧选择车场', async () => {
    const { page } = b;
    await openInside(page);
    await page.locator(PAGE).getByPlaceholder('请输入').first().fill('不存在的车场');
    await page
      .locator(PAGE)
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    await page.locator(PAGE).getByText('请在左侧选择车场').waitFor();
    expect(await page.locator(PAGE).getByText('暂无数据').count()).toBeGreaterThan(0);
    await screenshot(page, 'master-detail-empty');
  });

  it('拒绝重复的车道码，已填写的内容保留', async () => {
    const { page } = b;
    await openInside(page);
    await pane(page)
      .getByRole('button', { name: /新增车道/ })
      .click();
    const form = await opened(page, '新增车道');
    await form.getByPlaceholder('如 东门入口').fill('东门副入口');
    await form.getByPlaceholder('如 CD100101').fill('CD100901');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await page
      .locator('.ant-message')
      .getByText('车道码 CD100901 已被 杭州东站西广场停车场「东门入口」使用，车道码在全平台内不能重复')
      .first()
      .waitFor();
    expect(await form.getByPlaceholder('如 东门入口').inputValue()).toBe('东门副入口');
    await screenshot(page, 'master-detail-duplicate-code');
  });
});
