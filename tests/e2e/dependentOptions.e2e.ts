/**
 * Dependent options in real Chromium: the 出入口 search field of 过车查询 takes its options from the chosen 车场
 * ({"search": "parkId"}), and each row of 白名单's 共享出入口 table takes its 出入口 from the row's 车场
 * ({"row": "parkId"}); a new parent clears the child, other rows keep theirs.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { opened } from './support/ui';

const PASS_LIST = '[data-page="/systemManage/passVehicle/list"]';
const WHITE_LIST = '[data-page="/operationManagement/specificCar/whiteManage/whiteList/list"]';

/** The open dropdown's option labels (antd keeps closed dropdowns in the page, hidden). */
const openOptions = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');

/** Waits until every dropdown has closed (a closing one still lists its options). */
const allClosed = (page: Page) => expect.poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()).toBe(0);

async function optionLabels(page: Page, select: Locator): Promise<string[]> {
  await allClosed(page);
  await select.locator('.ant-select-selector').click();
  await openOptions(page).first().waitFor();
  await expect.poll(async () => (await openOptions(page).allTextContents()).length).toBeGreaterThan(0);
  return openOptions(page).allTextContents();
}

async function pick(page: Page, label: string) {
  await openOptions(page).filter({ hasText: label }).first().click();
  await allClosed(page);
}

async function choose(page: Page, select: Locator, label: string) {
  await allClosed(page);
  await select.locator('.ant-select-selector').click();
  await pick(page, label);
  await expect.poll(() => select.locator('.ant-select-selection-item').textContent()).toBe(label);
}

const searchItem = (page: Page, label: string) =>
  page
    .locator(PASS_LIST)
    .locator('.ant-form-item')
    .filter({ has: page.locator('.ant-form-item-label').getByText(label, { exact: true }) })
    .locator('.ant-select');

describe('联动选项：上级查询项 / 同一行的上级单元格（真实 Chromium）', () => {
  const b = useBrowser();

  it('过车查询：先选车场，出入口只列该车场的出入口；换车场后出入口清空', async () => {
    const { page } = b;
    await loginAndLand(page);
    await page.goto('/systemManage/passVehicle/list');
    await page.locator(`${PASS_LIST} .ant-table-row`).first().waitFor();
    const expand = page.locator(PASS_LIST).getByText('展开', { exact: true });
    if (await expand.isVisible()) await expand.click();
    const park = searchItem(page, '车场');
    const gate = searchItem(page, '出入口');

    // No park: every gate (loaded only now that the select opens).
    const all = await optionLabels(page, gate);
    expect(all.length).toBeGreaterThan(6);
    await page.keyboard.press('Escape');
    await allClosed(page);

    await choose(page, park, '武林广场地下停车库');
    const wulin = await optionLabels(page, gate);
    expect(wulin).toEqual([
      '武林广场·东门入口',
      '武林广场·东门出口',
      '武林广场·北门入口',
      '武林广场·北门出口',
      '武林广场·西门入口',
      '武林广场·西门出口',
    ]);
    await pick(page, '武林广场·东门入口');
    await expect.poll(() => gate.locator('.ant-select-selection-item').textContent()).toBe('武林广场·东门入口');
    // The search sends both: the pass records of that gate come back.
    await page
      .locator(PASS_LIST)
      .getByRole('button', { name: /查\s*询/ })
      .click();
    await expect
      .poll(async () => {
        const texts = await page.locator(`${PASS_LIST} .ant-table-row`).allTextContents();
        return texts.length > 0 && texts.every((row) => row.includes('武林广场·东门入口'));
      })
      .toBe(true);
    await screenshot(page, 'dependent-search-chosen');

    await choose(page, park, '西湖文化广场停车场');
    await expect.poll(() => gate.locator('.ant-select-selection-item').count()).toBe(0);
    const xihu = await optionLabels(page, gate);
    expect(xihu.length).toBeGreaterThan(0);
    expect(xihu).toHaveItemsAllMatching((label) => label.startsWith('西湖文化广场·'));
    await page.keyboard.press('Escape');
    await allClosed(page);
    await screenshot(page, 'dependent-search-cleared');
  });

  it('白名单：共享出入口每行先选车场再选出入口；改一行的车场只清空该行的出入口', async () => {
    const { page } = b;
    await loginAndLand(page);
    await page.goto('/operationManagement/specificCar/whiteManage/whiteList/list');
    await page.locator(`${WHITE_LIST} .ant-table-row`).first().waitFor();
    await page
      .locator(WHITE_LIST)
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const modal = await opened(page, '新增白名单');
    const table = modal.locator('.ant-formily-item').filter({ hasText: '共享出入口' });
    const add = table.getByRole('button', { name: /添加放行出入口/ });
    await add.click();
    await add.click();
    const rows = table.locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    const cell = (row: number, column: number) => rows.nth(row).locator('td').nth(column).locator('.ant-select');

    // A row without a park asks for it first.
    await expect.poll(() => cell(0, 2).getAttribute('class')).toContain('ant-select-disabled');
    expect(await cell(0, 2).textContent()).toContain('请先选择车场');
    await screenshot(page, 'dependent-row-waiting');

    await choose(page, cell(0, 1), '武林广场地下停车库');
    expect(await optionLabels(page, cell(0, 2))).toEqual([
      '武林广场·东门入口',
      '武林广场·东门出口',
      '武林广场·北门入口',
      '武林广场·北门出口',
      '武林广场·西门入口',
      '武林广场·西门出口',
    ]);
    await pick(page, '武林广场·西门入口');
    await choose(page, cell(1, 1), '西湖文化广场停车场');
    const xihu = await optionLabels(page, cell(1, 2));
    expect(xihu.length).toBeGreaterThan(0);
    expect(xihu).toHaveItemsAllMatching((label) => label.startsWith('西湖文化广场·'));
    await pick(page, xihu[0]);
    await expect.poll(() => cell(1, 2).locator('.ant-select-selection-item').textContent()).toBe(xihu[0]);
    await screenshot(page, 'dependent-row-chosen');

    // Row 1 gets another park: its gate is cleared, row 2 keeps its own.
    await choose(page, cell(0, 1), '西湖文化广场停车场');
    await expect.poll(() => cell(0, 2).locator('.ant-select-selection-item').count()).toBe(0);
    expect(await cell(1, 2).locator('.ant-select-selection-item').textContent()).toBe(xihu[0]);
    await screenshot(page, 'dependent-row-cleared');
  });
});
