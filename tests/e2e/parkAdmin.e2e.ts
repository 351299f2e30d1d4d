/**
 * 车场管理 and 设备管理 administration end to end (schemas/parkingManage.json, schemas/deviceManagement.json), as an
 * operator at 1366×768: 批量控制 asks for a confirmation and a 控制原因, then every lane of 西湖文化广场停车场 shows
 * 常开（抬杆） except the one 停用, and 控制记录 lists one row per lane of that command with who sent it and each
 * result; 车道编码 refuses a code another lane uses, naming that lane; 场内车场 refuses to delete a park with cars
 * inside and passes in force, counting them. The other new screens (路侧车场, 泊位管理, 抓拍预览配置, 关联车道) are
 * opened and photographed.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAndLand, useBrowser } from './support/browser';
import { formItem, toast } from './support/ui';

const SHOTS = '/tmp/hN-shots';
const page$ = (path: string) => `[data-page="${path}"]`;
const CONTROL = page$('/systemManage/parkingManage/batchControl');

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const confirmOk = (page: Page) =>
  page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();

const errorToast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).last();

describe('车场管理：批量控制、车道编码、删除车场（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('全部抬杆须确认并填写原因 → 各车道 常开，控制记录每车道一行', async () => {
    const { page } = b;
    await loginAndLand(page);
    await page.goto('/systemManage/parkingManage/batchControl');
    const root = page.locator(CONTROL);
    const park = root.locator('.ant-table-row', { hasText: '西湖文化广场停车场' }).first();
    await park.waitFor();
    await park.locator('td').first().click();
    const lanes = root.locator('.ant-table-row', { hasText: '东门入口' });
    await lanes.first().waitFor();
    await shot(page, 'batchControl-parks');

    await park.getByText('批量控制', { exact: true }).click();
    await page.locator('.ant-modal-confirm').getByText('确认向该车场的全部车道下发控制指令？指令将立即在各车道执行。').waitFor();
    await confirmOk(page);
    const dialog = page.locator('.ant-modal').filter({ hasText: '控制原因' }).last();
    await dialog.locator('textarea').waitFor();
    await formItem(dialog, '控制指令').getByText('全部抬杆常开', { exact: true }).click();
    await dialog.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await dialog.getByText('该字段是必填字段').waitFor();
    await shot(page, 'batchControl-reason');
    await dialog.locator('textarea').fill('消防疏散，全部抬杆放行');
    await dialog.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await toast(page, '控制指令已下发!').waitFor();

    await expect.poll(async () => await root.locator('.ant-table-row', { hasText: '常开（抬杆）' }).count()).toBeGreaterThanOrEqual(5);
    await shot(page, 'batchControl-lanes-open');

    await root.getByRole('tab', { name: '控制记录' }).click();
    const records = root.locator('.ant-table-row', { hasText: '消防疏散，全部抬杆放行' });
    await records.first().waitFor();
    const texts = await records.allTextContents();
    expect(texts.length).toBe(8);
    for (const text of texts) {
      expect(text).toContain('西湖文化广场停车场');
      expect(text).toContain('全部抬杆常开');
      expect(text).toContain('陈建国');
    }
    expect(texts.filter((t) => t.includes('成功')).length).toBe(7);
    expect(texts.find((t) => t.includes('失败'))).toContain('车道已停用，指令未下发');
    await shot(page, 'batchControl-records');
  });

  it('车道编码：改成另一车道的车道码被拒并指出该车道', async () => {
    const { page } = b;
    await loginAndLand(page);
    await page.goto('/systemManage/parkingManage/laneCode');
    const root = page.locator(page$('/systemManage/parkingManage/laneCode'));
    const row = root.locator('.ant-table-row', { hasText: 'CD100101' }).first();
    await row.waitFor();
    await shot(page, 'laneCode-list');
    await row.getByText('修改车道码', { exact: true }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '修改车道码' }).last();
    const input = formItem(dialog, '车道码').locator('input');
    await expect.poll(() => input.inputValue()).toBe('CD100101');
    await input.fill('CD100202');
    await dialog.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
    await errorToast(page, '车道码 CD100202 已被 武林广场地下停车库「东门出口」使用，车道码在全平台内不能重复').waitFor();
    await shot(page, 'laneCode-duplicate');
  });

  it('场内车场：删除仍有在场车辆与有效月卡的车场被拒，并给出数量', async () => {
    const { page } = b;
    await loginAndLand(page);
    await page.goto('/systemManage/parkingManage/inside');
    const root = page.locator(page$('/systemManage/parkingManage/inside'));
    const row = root.locator('.ant-table-row', { hasText: '西湖文化广场停车场' }).first();
    await row.waitFor();
    await row.getByText('删除', { exact: true }).click();
    await page.locator('.ant-modal-confirm').getByText('确认删除该车场？删除后其车道与车道码一并删除。').waitFor();
    await confirmOk(page);
    const refusal = errorToast(page, '「西湖文化广场停车场」还有在场车辆');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(
      /^「西湖文化广场停车场」还有在场车辆 \d+ 辆、有效月卡 \d+ 张，不能删除，请待车辆出场、月卡到期或退卡后再删除$/,
    );
    await shot(page, 'inside-delete-refused');
    expect(await root.locator('.ant-table-row', { hasText: '西湖文化广场停车场' }).count()).toBe(1);
  });

  it('路侧车场、泊位管理、抓拍预览配置、关联车道 open with their rows', async () => {
    const { page } = b;
    await loginAndLand(page);
    const screens: [string, string, string][] = [
      ['/systemManage/parkingManage/roadside', '文三路路内停车泊位', 'roadside-list'],
      ['/systemManage/parkingManage/space', 'WS-001', 'space-list'],
      ['/deviceManage/snapPreview/list', 'HK1001011', 'snapPreview-list'],
      ['/deviceManage/relateLane', 'HK1001011', 'relateLane-list'],
    ];
    for (const [path, text, name] of screens) {
      await page.goto(path);
      await page
        .locator(`${page$(path)} .ant-table-row`, { hasText: text })
        .first()
        .waitFor();
      await shot(page, name);
    }
    await page.goto('/deviceManage/relateLane');
    await page
      .locator(page$('/deviceManage/relateLane'))
      .getByRole('button', { name: /绑定相机/ })
      .click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '相机用途' }).last();
    await dialog.getByText('一个车道方向只能绑定一台识别相机，辅助相机不限').waitFor();
    expect(await formItem(dialog, '车道').textContent()).toContain('请先选择车场');
    await shot(page, 'relateLane-form');
    await page.goto('/deviceManage/snapPreview/list');
    const snap = page.locator(page$('/deviceManage/snapPreview/list'));
    await snap.locator('.ant-table-row').first().getByText('编辑', { exact: true }).click();
    await page.locator('.ant-drawer').getByText('抓拍间隔', { exact: true }).first().waitFor();
    await shot(page, 'snapPreview-edit');
  });
});
