import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAndLand, platformCall, useBrowser } from './support/browser';
import { chooseOption, formItem, openSidebarPage, toast } from './support/ui';

const LIST = '[data-page="/chargingPlatform/equipment/video"]';
const SCREEN = { width: 1366, height: 768 };
const SHOTS = process.env.E2E_SHOTS ?? 'screenshots';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** The first camera row in this online state (the 在线状态 column reads 在线 or 离线). */
async function rowWithState(page: Page, state: '在线' | '离线') {
  const rows = page.locator(`${LIST} .ant-table-row`);
  await rows.first().waitFor();
  const row = rows.filter({ has: page.getByText(state, { exact: true }) }).first();
  await row.waitFor();
  return row;
}

describe('充电平台 › 视频设备：实时视频（真实 Chromium）', () => {
  const b = useBrowser({ viewport: SCREEN });

  it('在线设备「实时视频」在新标签页打开 /video；离线设备提示「设备离线，无法查看实时视频」', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openSidebarPage(page, '充电平台', '视频设备', '**/chargingPlatform/equipment/video');
    const online = await rowWithState(page, '在线');
    await page.getByText('海康威视').first().waitFor();
    await shoot(page, 'charging-video-list');

    const name = (await online
      .locator('td', { hasText: /-\d{2}$/ })
      .first()
      .textContent())!.trim();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), online.getByRole('button', { name: '实时视频' }).click()]);
    await tab.setViewportSize(SCREEN);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/video');
    const image = tab.getByAltText(`${name} 实时画面`, { exact: true });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await tab.getByText('文三路充电站', { exact: false }).first().waitFor();
    await shoot(tab, 'charging-video-live');
    await tab.close();

    const pages = page.context().pages().length;
    const offline = await rowWithState(page, '离线');
    await offline.getByRole('button', { name: '实时视频' }).click();
    await toast(page, '设备离线，无法查看实时视频').waitFor({ state: 'visible' });
    expect(page.context().pages().length).toBe(pages);
    await page.waitForTimeout(300); // the message's entrance animation
    await shoot(page, 'charging-video-offline');

    await offline.getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('视频设备详情').waitFor();
    await drawer.getByText('最后心跳').waitFor();
    await page.waitForTimeout(500); // the drawer's opening animation
    await shoot(page, 'charging-video-detail');
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = page.locator('.ant-drawer-open', { hasText: '新增视频设备' });
    await form.getByText('覆盖的充电桩').waitFor();
    await chooseOption(page, form, '充电站', '钱江路充电站');
    await formItem(form, '覆盖的充电桩').locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '14号交流慢充桩' }).first().click();
    await page.keyboard.press('Escape');
    await formItem(form, 'IP 地址').locator('input').fill('192.168.12.300');
    await form.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
    await form.getByText('请输入正确的IP地址').waitFor();
    await page.waitForTimeout(300);
    await shoot(page, 'charging-video-form');
  });
});

type CameraRow = { cameraId: number; cameraName: string; coveredPiles: string[] };

describe('充电平台 › 充电桩：覆盖该桩的视频设备（真实 Chromium）', () => {
  const b = useBrowser({ viewport: SCREEN });

  it('充电桩详情的「视频设备」列出覆盖该桩的每一台摄像机', async () => {
    const { page } = b;
    await loginAndLand(page);
    // The platform's cameras: a covered pile, and every camera covering it.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const all = await platformCall('/api/charging/v2/api/cameras?pageNo=1&pageSize=1000', token);
    const cameras = (all.body as { data: { results: CameraRow[] } }).data.results;
    const pileCode = cameras.find((c) => c.coveredPiles.length > 0)!.coveredPiles[0];
    const covering = cameras.filter((c) => c.coveredPiles.includes(pileCode)).map((c) => c.cameraName);
    expect(covering.length).toBeGreaterThan(0);

    await page.goto('/chargingPlatform/equipment/list');
    const list = page.locator('[data-page="/chargingPlatform/equipment/list"]');
    await list.locator('.ant-table-row').first().waitFor();
    await list.getByLabel('桩编号').fill(pileCode);
    await list.getByRole('button', { name: /查\s*询/ }).click();
    const pile = list.locator('.ant-table-row', { hasText: pileCode }).first();
    await pile.waitFor();
    await pile.getByRole('button', { name: '查看' }).click();
    const detail = page.locator('.ant-drawer-open', { hasText: '充电桩详情' });
    await detail.getByRole('button', { name: /视频设备/ }).click();
    const drawer = page.locator('.ant-drawer-open', { hasText: '覆盖该桩的视频设备' }).last();
    await drawer.locator('.ant-table-row').first().waitFor();
    await expect.poll(() => drawer.locator('.ant-table-row').count()).toBe(covering.length);
    for (const name of covering) await drawer.locator('.ant-table-row', { hasText: name }).waitFor();
    await page.waitForTimeout(500); // the drawer's opening animation
    await shoot(page, 'charging-pile-cameras');
  });
});
