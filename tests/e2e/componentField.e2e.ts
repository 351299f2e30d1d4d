import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { openSidebarPage } from './support/ui';

const LIST = '[data-page="/deviceManage/pcamera/list"]';
const MODAL = '.ant-modal:visible';
const PICKER = `${MODAL} [data-geo-point="edit"] svg`;

/** The number inputs of 经度 and 纬度 (by their vocabulary placeholders). */
const PLACEHOLDER = { 经度: '如：120.155070', 纬度: '如：30.274084' } as const;
const numberInput = (page: Page, label: keyof typeof PLACEHOLDER) => page.locator(MODAL).getByPlaceholder(PLACEHOLDER[label]);
const inputValue = async (page: Page, label: keyof typeof PLACEHOLDER) => Number(await numberInput(page, label).inputValue());

describe('注册组件字段 GeoPoint（设备位置，真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('编辑枪机：在选点地图上放置位置，经纬度随之改变，保存后详情与设备地图都在新位置', async () => {
    const { page } = b;
    page.setDefaultTimeout(10_000);
    await loginAndLand(page);
    await openSidebarPage(page, '设备管理', '枪机管理', '**/deviceManage/pcamera/list');
    const firstRow = page.locator(`${LIST} .ant-table-tbody tr.ant-table-row`).first();
    await firstRow.waitFor();
    await firstRow.getByRole('button', { name: '编辑' }).click();
    await page.locator(MODAL).getByText('编辑枪机').waitFor();
    await page.locator(PICKER).waitFor();
    await expect.poll(() => inputValue(page, '经度')).toBeGreaterThan(120);
    const before = { lng: await inputValue(page, '经度'), lat: await inputValue(page, '纬度') };
    // The picker opens on the device's surroundings, its point at the centre.
    await page
      .locator(MODAL)
      .getByText(`经度 ${before.lng.toFixed(6)} / 纬度 ${before.lat.toFixed(6)}`)
      .waitFor();

    await page.locator(PICKER).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = (await page.locator(PICKER).boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.3);
    await expect.poll(() => inputValue(page, '经度')).toBeGreaterThan(before.lng);
    const after = { lng: await inputValue(page, '经度'), lat: await inputValue(page, '纬度') };
    expect(after.lat).toBeGreaterThan(before.lat);
    await page
      .locator(MODAL)
      .getByText(`经度 ${after.lng.toFixed(6)} / 纬度 ${after.lat.toFixed(6)}`)
      .waitFor();
    await screenshot(page, 'component-field-geopoint-edit');

    // The form's own longitude validator still applies to the number the picker writes.
    const lngInput = numberInput(page, '经度');
    await lngInput.fill('200');
    await page
      .locator(MODAL)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.locator(MODAL).locator('.ant-formily-item-error-help').getByText('应在-180~180之间', { exact: true }).waitFor();
    await lngInput.fill(String(after.lng));
    const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/device/v2/api/pcameras'));
    await page
      .locator(MODAL)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    const body = JSON.parse((await saved).postData() ?? '{}') as { id: string; deviceName: string; longitude: number; latitude: number };
    expect(body).toMatchObject({ longitude: after.lng, latitude: after.lat });
    await page
      .locator(MODAL)
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => page.locator(MODAL).waitFor({ state: 'hidden' }));

    await firstRow.getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer-content:visible');
    await drawer.getByText(`经度 ${after.lng.toFixed(6)} / 纬度 ${after.lat.toFixed(6)}`).waitFor();
    await expect.poll(() => drawer.locator('[data-geo-point="read"] [data-geo-marker]').count()).toBe(1);
    await page.waitForFunction(() => !document.querySelector('.ant-drawer [class*="motion"]'));
    await screenshot(page, 'component-field-geopoint-detail');
    await page.locator('.ant-drawer-close').click();

    // 设备地图 reads the saved coordinates.
    const points = page.waitForResponse((r) => r.url().includes('/device/v2/api/deviceMap/points'));
    await page.locator('aside').getByText('设备地图', { exact: true }).click();
    const map = (await (await points).json()) as {
      data: { results: { deviceId: number; deviceName: string; longitude: number; latitude: number }[] };
    };
    const moved = map.data.results.find((d) => d.deviceId === Number(body.id) && d.deviceName === body.deviceName);
    expect(moved).toMatchObject({ longitude: after.lng, latitude: after.lat });
  });
});
