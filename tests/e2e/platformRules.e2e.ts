/**
 * 系统设置 that change the platform, end to end as an administrator: 数据字典 — an item added to 商户类型 is offered at
 * once by the 商户类型 select of 商户管理 › 新增商户; 免费时长 — a park's free time changed with a 修改说明 shows in the
 * list as the new version, and 修改记录 shows the one it replaced with who and why; 安全设置 — a lock count below the
 * picture-code count is refused in the form, a 5-minute idle timeout saved shows in 当前设置 and 修改记录, and the
 * console then logs out after 5 minutes without input, saying why (the browser's clock moved on). Screenshots at
 * 1366×768.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { rowAction } from './support/monthlyRuleUi';
import { formItem, opened, openSystemPage, toast } from './support/ui';

const DICTIONARY = '[data-page="/systemManage/systemSettings/dataDictionary"]';
const FREE = '[data-page="/systemManage/systemSettings/freeDuration"]';
const MERCHANTS = '[data-page="/business/balance/list"]';
const SECURITY = '[data-page="/systemManage/systemSettings/security"]';

const drawer = (page: Page, title: string) => page.locator('.ant-drawer-open').filter({ hasText: title }).last();

describe('系统设置：数据字典与免费时长（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('数据字典：商户类型 新增字典项 健身房 后，新增商户的商户类型下拉随即提供 健身房', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openSystemPage(page, '数据字典', '**/systemManage/systemSettings/dataDictionary');
    const types = page.locator(`${DICTIONARY} .ant-table-row`);
    await types.first().waitFor();
    await screenshot(page, 'data-dictionary');
    await rowAction(page, types.filter({ hasText: 'merchantType' }).first(), '字典项');
    const items = drawer(page, '字典项');
    await items.locator('.ant-table-row', { hasText: '影院' }).waitFor();
    await items.getByRole('button', { name: /新增字典项/ }).click();
    const form = await opened(page, '新增字典项');
    await expect.poll(() => formItem(form, '字典编码').textContent()).toContain('merchantType');
    await formItem(form, '字典项名称').locator('input').fill('健身房');
    await formItem(form, '字典项值').locator('input').fill('7');
    await formItem(form, '排序').locator('input').fill('15');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '保存成功!').waitFor();
    await items.locator('.ant-table-row', { hasText: '健身房' }).waitFor();
    await page.waitForTimeout(400); // the drawer at rest
    await screenshot(page, 'data-dictionary-items');
    await page.keyboard.press('Escape');

    await page.goto('/business/balance/list');
    await page.locator(`${MERCHANTS} .ant-table-row`).first().waitFor();
    await page
      .locator(MERCHANTS)
      .getByRole('button', { name: /新增商户/ })
      .click();
    const merchant = await opened(page, '新增商户');
    await formItem(merchant, '商户类型').locator('.ant-select-selector').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual(['商场', '健身房', '酒店', '餐饮', '写字楼', '医院', '影院']);
    await screenshot(page, 'data-dictionary-used');
  });

  it('免费时长：修改 1002 车场工作日免费时长为 45 分钟 → 列表为第 2 版；修改记录列出原 30 分钟、修改人与说明', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openSystemPage(page, '免费时长', '**/systemManage/systemSettings/freeDuration');
    const rows = page.locator(`${FREE} .ant-table-row`);
    await rows.first().waitFor();
    await screenshot(page, 'free-duration');
    const row = rows.nth(1);
    const park = ((await row.locator('td').first().textContent()) ?? '').trim();
    await rowAction(page, row, '修改');
    const form = await opened(page, '修改免费时长');
    await expect.poll(() => formItem(form, '工作日免费时长（分钟）').locator('input').inputValue()).toBe('30');
    await formItem(form, '工作日免费时长（分钟）').locator('input').fill('800');
    await formItem(form, '修改说明').locator('input').fill('配合商场周年庆延长免费时长');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await form.getByText('请输入0-720之间的数字').waitFor();
    await formItem(form, '工作日免费时长（分钟）').locator('input').fill('45');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '保存成功!').waitFor();
    const changed = rows.filter({ hasText: park }).first();
    await expect.poll(() => changed.textContent()).toContain('45');
    await rowAction(page, changed, '修改记录');
    const history = drawer(page, '免费时长修改记录');
    const entry = history.locator('.ant-table-row').first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain('配合商场周年庆延长免费时长');
    expect(await entry.textContent()).toContain('陈建国');
    await page.waitForTimeout(400);
    await screenshot(page, 'free-duration-history');
  });

  it('安全设置：锁定次数少于验证码次数被拒；会话空闲超时改为 5 分钟后，控制台 5 分钟无操作即退出并说明原因', async () => {
    const { page } = b;
    // The browser's clock runs as ever until it is moved on at the end.
    await page.clock.install();
    await loginAndLand(page);
    await openSystemPage(page, '安全设置', '**/systemManage/systemSettings/security');
    const current = page.locator(SECURITY);
    await current.getByText('登录保护').waitFor();
    await expect.poll(() => current.textContent()).toContain('30');
    await screenshot(page, 'security-settings');
    await current.getByRole('button', { name: /修改设置/ }).click();
    const form = drawer(page, '修改安全设置');
    await expect.poll(() => formItem(form, '会话空闲超时（分钟）').locator('input').inputValue()).toBe('30');
    await formItem(form, '锁定账号的失败次数').locator('input').fill('3');
    await formItem(form, '会话空闲超时（分钟）').locator('input').fill('5');
    await formItem(form, '修改说明').locator('input').fill('等保测评要求缩短会话超时');
    await form.getByRole('button', { name: /保\s*存|确\s*定/ }).click();
    await form.getByText('锁定账号的失败次数不能少于需验证码的失败次数').waitFor();
    await screenshot(page, 'security-settings-refused');
    await formItem(form, '锁定账号的失败次数').locator('input').fill('10');
    await form.getByRole('button', { name: /保\s*存|确\s*定/ }).click();
    await toast(page, '保存成功!').waitFor();
    await expect.poll(() => current.textContent()).toMatch(/会话空闲超时（分钟）\s*5(\D|$)/);
    await current.getByRole('tab', { name: '修改记录' }).click();
    await current.locator('.ant-table-row', { hasText: '等保测评要求缩短会话超时' }).waitFor();
    await screenshot(page, 'security-settings-log');

    // The console reads the timeout at its next start; then the browser's clock moves on without input.
    await page.reload();
    await current.locator('.ant-table-row', { hasText: '等保测评要求缩短会话超时' }).waitFor();
    await page.clock.fastForward('04:00');
    expect(new URL(page.url()).pathname).toBe('/systemManage/systemSettings/security');
    await page.clock.fastForward('01:30');
    await toast(page, '超过 5 分钟未操作，已自动退出，请重新登录').waitFor();
    await page.waitForURL('**/login**');
    await screenshot(page, 'security-idle-logout');
  });
});
