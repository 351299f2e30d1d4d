import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatChinaTime } from '../../server-mock/db/time';
import { licenseFileText, type LicenseFields } from '../../server-mock/services/license/file';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { openSystemPage, toast } from './support/ui';

const PAGE = '[data-page="/systemManage/operatorAuth/index"]';
const DAY = 86_400_000;
const day = (offset: number) => formatChinaTime(Date.now() + offset * DAY).slice(0, 10);

async function openLicencePool(page: Page) {
  await loginAndLand(page);
  await openSystemPage(page, '授权管理', '**/systemManage/operatorAuth/index');
  await page.locator(`${PAGE} .ant-table-row`).first().waitFor();
}

/** Picks a file for the 导入授权文件 button, as a user does through the file dialog. */
async function importFile(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page
    .locator(PAGE)
    .getByRole('button', { name: /导入授权文件/ })
    .click();
  await (await chooser).setFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(text, 'utf8') });
}

const rowOf = (page: Page, licenseNo: string) => page.locator(`${PAGE} .ant-table-row`, { hasText: licenseNo });

describe('系统管理 › 授权管理：导入授权文件（真实 Chromium）', () => {
  const b = useBrowser();

  it('导入平台签发的授权文件后授权池出现该授权；被篡改的文件被拒绝并说明原因', async () => {
    const { page } = b;
    const suffix = String(Date.now() % 1000000).padStart(6, '0');
    const license: LicenseFields = {
      licenseNo: `LIC2026E2E${suffix}`,
      dealerName: '杭州云泊停车管理有限公司',
      authType: 3,
      laneNum: 24,
      berthNum: 680,
      beginDate: day(0),
      endDate: day(365),
    };
    await openLicencePool(page);
    await expect
      .poll(() => page.locator(PAGE).getByRole('tab').allTextContents())
      .toEqual(['授权池', '授权信息', '历史授权', '交易记录', '授权池变更', '本地授权', '登录提示', '提示配置']);
    await screenshot(page, 'license-pool');

    await importFile(page, `${license.licenseNo}.lic`, licenseFileText(license));
    await toast(page, '导入成功!').waitFor();
    const row = rowOf(page, license.licenseNo);
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(cells).toEqual(expect.arrayContaining(['综合授权', '未使用', '24', '680', '授权文件', day(0), day(365)]));
    await screenshot(page, 'license-imported');

    await toast(page, '导入成功!').waitFor({ state: 'hidden' });
    // The same licence with more berths written in by hand: the signature no longer matches.
    const tampered = { ...license, licenseNo: `LIC2026E2T${suffix}` };
    const text = licenseFileText(tampered).replace('"berthNum": 680', '"berthNum": 6800');
    await importFile(page, `${tampered.licenseNo}.lic`, text);
    const refused = page.locator('.ant-message').getByText('授权文件校验失败，文件可能已被篡改').first();
    await refused.waitFor();
    await page.waitForTimeout(400);
    expect(await refused.isVisible()).toBe(true);
    await screenshot(page, 'license-tampered');
    await page.waitForTimeout(500);
    expect(await rowOf(page, tampered.licenseNo).count()).toBe(0);

    // The import is in the change log and raises the summary.
    await page.locator(PAGE).getByRole('tab', { name: '授权池变更' }).click();
    const change = page.locator(`${PAGE} .ant-tabs-tabpane-active .ant-table-row`, { hasText: license.licenseNo });
    await change.waitFor();
    expect(await change.textContent()).toContain('导入授权文件');
    await page.locator(PAGE).getByRole('tab', { name: '授权信息' }).click();
    await page.locator(PAGE).getByText('授权概况').waitFor();
    await screenshot(page, 'license-info');
  });

  it('过车查询：按车牌筛选，查看过车图片（车辆全景与车牌特写）', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openSystemPage(page, '过车查询', '**/systemManage/passVehicle/list');
    const list = '[data-page="/systemManage/passVehicle/list"]';
    const firstRow = page.locator(`${list} .ant-table-row`).first();
    await firstRow.waitFor();
    const plate = /[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}/.exec((await firstRow.locator('td').first().innerText()).replace('·', ''))![0];
    const plateInput = page.locator(list).locator('.ant-form-item', { hasText: '车牌号' }).locator('input').first();
    await plateInput.fill(plate);
    await plateInput.press('Enter');
    await expect
      .poll(async () =>
        (await page.locator(`${list} .ant-table-row`).allTextContents()).every((row) => row.replace('·', '').includes(plate)),
      )
      .toBe(true);
    await screenshot(page, 'pass-list');
    await page.locator(`${list} .ant-table-row`).first().getByText('过车图片', { exact: true }).click();
    const modal = page.locator('.ant-modal-content').filter({ hasText: '图片类型' });
    await modal.locator('.ant-table-row').nth(1).waitFor();
    await expect
      .poll(() => modal.locator('img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length))
      .toBeGreaterThanOrEqual(2);
    expect(await modal.locator('.ant-table-row').allTextContents()).toEqual([
      expect.stringContaining('车辆全景'),
      expect.stringContaining('车牌特写'),
    ]);
    await screenshot(page, 'pass-images');
  });
});
