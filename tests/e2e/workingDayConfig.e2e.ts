/**
 * 工作日配置 end to end: 当前配置 lists each year's calendar; the 2026 platform-wide one is found by name and opened
 * (its 国庆节 and 调休上班 dates in the detail); 编辑 from the detail: a 国庆节 range ending before it starts is refused
 * under the date table, corrected to end on 10月8日 it is saved with a 修改说明; the list shows version 4 in force with
 * one more holiday day (counted by the mock), 历史版本 shows version 3 replaced by 陈建国 with its own note, and the 年度日历 shows 10月8日 as
 * 国庆节.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { drawer, rowAction } from './support/monthlyRuleUi';
import { formItem as item, openSidebarPage, toast } from './support/ui';

const CURRENT = '[data-page="/workingDayConfig/current"]';
const HISTORY = '[data-page="/workingDayConfig/history"]';
const NAME = '2026年全国法定节假日安排';
const NOTE = '国庆节放假延长至10月8日';
/** A row of a list, not of the date tables inside its cells. */
const OUTER_ROW = '.ant-table-row:not(.ant-table-row .ant-table-row)';

/** The value of column `title` in a list row. */
async function cellOf(list: Locator, row: Locator, title: string) {
  const headers = await list.locator('.ant-table-thead th').allTextContents();
  return row
    .locator('> td')
    .nth(headers.findIndex((h) => h.trim() === title))
    .textContent();
}

/** Types a date into the picker of a cell of the date table and confirms it. */
async function typeDate(cell: Locator, date: string) {
  const input = cell.locator('.ant-picker input');
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(date);
}

/** Moves the calendar month by month until it shows `date`. */
async function showDay(page: Page, root: Locator, date: string) {
  for (let i = 0; i < 36 && (await root.locator(`th[data-date="${date}"]`).count()) === 0; i++) {
    const first = await root.locator('th[data-date]').first().getAttribute('data-date');
    await root.getByRole('button', { name: first && first > date ? /上一月/ : /下一月/ }).click();
    await page.waitForTimeout(150);
  }
  await root.locator(`th[data-date="${date}"]`).waitFor();
}

describe('工作日配置：查看、编辑生成新版本、历史版本（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('打开 2026 年全平台配置 → 编辑国庆节（结束早于开始被拒）→ 保存 → 第 4 版生效，第 3 版进入历史版本', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openSidebarPage(page, '工作日配置', '当前配置', '**/workingDayConfig/current');
    const list = page.locator(CURRENT);
    await list.locator(OUTER_ROW).first().waitFor();
    await expect.poll(() => list.locator('.ant-tabs-tab').allTextContents()).toEqual(['配置列表', '年度日历']);
    await screenshot(page, 'working-day-config-list');

    // Search by name: the platform-wide 2026 configuration, in force, version 3, 33 days off and 6 working weekend days.
    await list.locator('.ant-pro-query-filter .ant-form-item', { hasText: '配置名称' }).locator('input').fill('2026年全国');
    await list.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => list.locator(OUTER_ROW).count()).toBe(1);
    const row = list.locator(OUTER_ROW).first();
    expect(await row.textContent()).toContain(NAME);
    expect(await row.textContent()).toContain('生效中');
    expect(await cellOf(list, row, '版本号')).toBe('3');
    expect(await cellOf(list, row, '放假天数')).toBe('33');
    expect(await cellOf(list, row, '调休上班天数')).toBe('6');

    // Open the year: its ranges with their type and holiday.
    await row.getByText(NAME, { exact: true }).click();
    const detail = await drawer(page, '工作日配置详情');
    const ranges = detail.locator('.ant-descriptions').last();
    await expect.poll(() => ranges.textContent()).toContain('国庆节');
    expect(await ranges.textContent()).toContain('2026-10-01');
    expect(await ranges.textContent()).toContain('调休上班');
    await screenshot(page, 'working-day-config-detail');

    // 编辑 from the detail: the 国庆节 row (12th) ending before it starts is refused under the table.
    await detail.getByRole('button', { name: /编\s*辑/ }).click();
    const edit = await drawer(page, '编辑工作日配置');
    const table = item(edit, '节假日与调休');
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(13);
    const national = table.locator('tbody tr.ant-table-row').nth(11).locator('td');
    expect(await national.nth(1).locator('.ant-picker input').inputValue()).toBe('2026-10-01');
    await typeDate(national.nth(2), '2026-09-30');
    await table.getByText('第 12 行的结束日期不能早于开始日期').waitFor();
    await screenshot(page, 'working-day-config-edit-refused');
    await typeDate(national.nth(2), '2026-10-08');
    await expect.poll(() => table.getByText('第 12 行的结束日期不能早于开始日期').count()).toBe(0);
    await item(edit, '修改说明').locator('textarea').fill(NOTE);
    await screenshot(page, 'working-day-config-edit');
    await edit.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '保存成功!').waitFor();
    await edit.waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // The new version is in force.
    await expect.poll(() => cellOf(list, row, '版本号')).toBe('4');
    expect(await cellOf(list, row, '放假天数')).toBe('34');
    expect(await row.textContent()).toContain('生效中');

    // 历史版本 of the configuration (row button): version 3 with its own note, replaced by 陈建国.
    await rowAction(page, row, '历史版本');
    const versions = await drawer(page, '历史版本');
    await versions.locator(OUTER_ROW).first().waitFor();
    await expect.poll(() => versions.locator(OUTER_ROW).count()).toBe(3);
    const replaced = versions.locator(OUTER_ROW).first();
    expect(await cellOf(versions, replaced, '版本号')).toBe('3');
    expect(await replaced.textContent()).toContain('陈建国');
    expect(await replaced.textContent()).toContain('补充漏填的调休上班日');
    await page.keyboard.press('Escape');
    await versions.waitFor({ state: 'hidden' });

    // The 历史版本 page lists it first (newest replaced first).
    await openSidebarPage(page, '工作日配置', '历史版本', '**/workingDayConfig/history');
    const history = page.locator(HISTORY);
    const first = history.locator(OUTER_ROW).first();
    await expect.poll(() => first.textContent()).toContain(NAME);
    expect(await cellOf(history, first, '版本号')).toBe('3');
    expect(await cellOf(history, first, '替换人')).toBe('陈建国');
    expect(await cellOf(history, first, '放假天数')).toBe('33');
    await screenshot(page, 'working-day-config-history');

    // 年度日历: 10月8日 is now 国庆节 for the whole platform, 10月10日 still 调休上班.
    await openSidebarPage(page, '工作日配置', '当前配置', '**/workingDayConfig/current');
    await list.locator('.ant-tabs-tab', { hasText: '年度日历' }).click();
    const calendar = list.locator('.ant-tabs-tabpane-active');
    await showDay(page, calendar, '2026-10-08');
    await calendar.getByLabel(`${NAME} 2026-10-08 国庆节`).waitFor();
    await calendar.getByLabel(`${NAME} 2026-10-10 调休上班`).waitFor();
    await calendar.getByLabel(`${NAME} 2026-10-12 工作日`).waitFor();
    await calendar.getByLabel(`${NAME} 2026-10-11 休息日`).waitFor();
    await screenshot(page, 'working-day-config-calendar');
  }, 240_000);
});
