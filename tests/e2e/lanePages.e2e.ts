import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { openSidebarPage } from './support/ui';

const CAMERAS = '[data-page="/deviceManage/pcamera/list"]';
const TERMINALS = '[data-page="/deviceManage/terminal/list"]';
const SCREEN = { width: 1366, height: 768 };

/** The first row of a device list in this online state (the 在线状态 column reads 在线 or 离线). */
async function rowWithState(page: Page, list: string, state: '在线' | '离线') {
  const rows = page.locator(`${list} .ant-table-row`);
  await rows.first().waitFor();
  const row = rows.filter({ has: page.getByText(state, { exact: true }) }).first();
  await row.waitFor();
  return row;
}

/** Clicks a row action that opens a public page in a new tab; the tab, at the duty-screen size. */
async function openInNewTab(page: Page, row: ReturnType<Page['locator']>, label: string): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), row.getByRole('button', { name: label }).click()]);
  await tab.setViewportSize(SCREEN);
  await tab.waitForLoadState();
  return tab;
}

describe('车道设备公开页：实时视频、远程配置、失效链接（真实 Chromium）', () => {
  const b = useBrowser();

  it('枪机管理「实时视频」在新标签页打开，画面每 2 秒刷新，抓拍后列入最近抓拍', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openSidebarPage(page, '设备管理', '枪机管理', '**/deviceManage/pcamera/list');
    const row = await rowWithState(page, CAMERAS, '在线');
    await screenshot(page, 'lane-camera-list-actions');
    const name = (await row
      .locator('td', { hasText: /枪机-\d+$/ })
      .first()
      .textContent())!.trim();
    expect(name).toMatch(/枪机-\d+$/);
    const tab = await openInNewTab(page, row, '实时视频');

    expect(new URL(tab.url()).pathname).toBe('/video');
    expect(new URL(tab.url()).searchParams.get('ticket')).toMatch(/^[\w-]+\.[\w-]+$/);
    const image = tab.getByAltText(`${name} 实时画面`, { exact: true });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const first = await image.getAttribute('src');
    await expect.poll(() => image.getAttribute('src'), { timeout: 6000 }).not.toBe(first);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await tab.getByText('暂无抓拍').waitFor();

    await tab.getByRole('button', { name: /抓\s*拍/ }).click();
    await tab.getByText('最近抓拍（1）').waitFor();
    const shot = tab.getByRole('listitem', { name: /^抓拍 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/ });
    await expect.poll(() => shot.count()).toBe(1);
    expect(await shot.textContent()).toMatch(/[\u4e00-\u9fa5][A-Z]·[A-Z0-9]{5}/);
    await expect.poll(() => shot.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await screenshot(tab, 'lane-video-live');

    await tab.getByRole('link', { name: /同车场多画面/ }).click();
    await tab.waitForURL('**/video1?ticket=*');
    await tab.getByText('视频预览（多画面）').waitFor();
    const windows = tab.locator('.ant-card-small');
    await expect.poll(() => windows.count()).toBeGreaterThan(1);
    await expect
      .poll(() =>
        tab.getByAltText(`${name} 实时画面`, { exact: true }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await screenshot(tab, 'lane-video-wall');
  });

  it('离线枪机显示「设备离线，无法预览」', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openSidebarPage(page, '设备管理', '枪机管理', '**/deviceManage/pcamera/list');
    const tab = await openInNewTab(page, await rowWithState(page, CAMERAS, '离线'), '实时视频');
    await tab.getByText('设备离线，无法预览').waitFor();
    await screenshot(tab, 'lane-video-offline');
  });

  it('终端管理「远程配置」：平台拒绝时保留输入并说明原因，改正后配置已下发，终端详情显示最近配置时间', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openSidebarPage(page, '设备管理', '终端管理', '**/deviceManage/terminal/list');
    const row = await rowWithState(page, TERMINALS, '在线');
    const tab = await openInNewTab(page, row, '远程配置');
    expect(new URL(tab.url()).pathname).toBe('/remoteConfig');
    const text = tab.getByPlaceholder('如：欢迎光临 一路平安');
    await expect.poll(() => text.inputValue()).toBe('欢迎光临 一路平安');
    await tab.getByText('尚未远程配置').waitFor();

    await text.fill('欢迎光临★');
    await tab.getByRole('button', { name: '下发配置' }).click();
    await tab.getByText('显示屏文字只能包含汉字、字母、数字、空格和常用标点').waitFor();
    expect(await text.inputValue()).toBe('欢迎光临★');
    await screenshot(tab, 'lane-config-refused');

    await text.fill('减速慢行 注意安全');
    await tab.locator('label.ant-radio-button-wrapper', { hasText: '常亮' }).click();
    await tab.getByRole('button', { name: '下发配置' }).click();
    await tab.getByText('配置已下发').waitFor();
    await expect.poll(() => tab.getByText('尚未远程配置').count()).toBe(0);
    await screenshot(tab, 'lane-config-sent');

    await tab.reload();
    await expect.poll(() => tab.getByPlaceholder('如：欢迎光临 一路平安').inputValue()).toBe('减速慢行 注意安全');

    await row.getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('最近配置时间').waitFor();
    await expect.poll(async () => (await drawer.textContent()) ?? '').toMatch(/最近配置时间\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });

  it('失效或伪造的链接显示「链接已失效，请从控制台重新打开」；告警页说明由平台提供', async () => {
    const { page } = b;
    await page.setViewportSize(SCREEN);
    await page.goto('/video?ticket=eyJwdXJwb3NlIjoibGl2ZSJ9.Zm9yZ2Vk');
    await page.getByText('链接已失效，请从控制台重新打开').waitFor();
    await screenshot(page, 'lane-video-expired');
    await page.goto('/remoteConfig');
    await page.getByText('链接已失效，请从控制台重新打开').waitFor();
    await page.goto('/whiteAlarmPage');
    await page.getByText('告警值班页由平台提供').waitFor();
    await page.getByText('视频设备离线告警').waitFor();
    await screenshot(page, 'white-alarm-page');
  });
});
