/**
 * Uniqueness as data, in the browser: 新增黑名单 for a plate that already has an entry in the park whose period
 * overlaps is refused by the mock with the declared message naming that entry (its park and period), while the dialog
 * stays open with everything typed; another plate is then stored and listed.
 */
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/apiCall';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { chooseOption as choose, formItem as item, opened, toast } from './support/ui';

const BLACKLIST = '/operationManagement/specificCar/blackManage/blackList/list';
const CLASH = '车牌 浙AU0001 在 西湖文化广场停车场 已有有效期重叠的黑名单（2026-12-01 00:00:00 ~ 2026-12-31 23:59:59）';

describe('唯一约束：黑名单重复登记（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('同一车牌在同一车场有效期重叠时被拒绝，提示冲突的记录，弹窗保留所填；换一个车牌即可保存', async () => {
    const { page } = b;
    await loginAndLand(page);
    const stored = await apiCall<{ code: string }>(page, 'POST', '/special/v2/api/blackLists', {
      plateNo: '浙AU0001',
      plateColor: 1,
      parkId: 1001,
      blackReason: 1,
      validPeriod: ['2026-12-01 00:00:00', '2026-12-31 23:59:59'],
    });
    expect(stored.body?.code).toBe('200');

    await page.goto(BLACKLIST);
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = await opened(page, '新增黑名单');
    await item(form, '车牌号').locator('input').fill('浙AU0001');
    await choose(page, form, '车场', '西湖文化广场停车场');
    await choose(page, form, '拉黑原因', '冲闯道闸');
    await item(form, '备注').locator('textarea').fill('东门岗亭反映多次冲闯道闸');
    await form.getByRole('button', { name: /确\s*定/ }).click();

    // Refused with the message naming the stored entry; nothing typed is lost.
    await toast(page, CLASH).waitFor();
    expect(await form.isVisible()).toBe(true);
    expect(await item(form, '车牌号').locator('input').inputValue()).toBe('浙AU0001');
    expect(await item(form, '车场').textContent()).toContain('西湖文化广场停车场');
    expect(await item(form, '拉黑原因').textContent()).toContain('冲闯道闸');
    expect(await item(form, '备注').locator('textarea').inputValue()).toBe('东门岗亭反映多次冲闯道闸');
    await screenshot(page, 'unique-blacklist-clash');

    // Another plate: stored, the dialog closes and the list shows it.
    await item(form, '车牌号').locator('input').fill('浙AU0002');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await form.waitFor({ state: 'hidden' });
    await page.locator('.ant-table-row', { hasText: '浙AU0002' }).first().waitFor();
    const listed = await apiCall<{ data: { totalRecord: number } }>(
      page,
      'GET',
      '/special/v2/api/blackLists?plateNo=浙AU000&pageNo=1&pageSize=10',
    );
    expect(listed.body?.data.totalRecord).toBe(2);
  }, 120_000);
});
