/**
 * Browser steps on the 月卡规则 screens, shared by the 月卡规则 and 月卡办理 tests: form items by label, selects,
 * drawers, the period table's time pickers, row buttons (inline or under 更多), and a new rule created and enabled.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { settled, toast } from './ui';

export const RULES = '[data-page="/specificParking/monthlyRule/list"]';

/** Opens the 月卡规则 list and waits for its first row; returns the page's container. */
export async function openRuleList(page: Page): Promise<Locator> {
  await page.goto('/specificParking/monthlyRule/list');
  const list = page.locator(RULES);
  await list.locator('.ant-table-row').first().waitFor();
  return list;
}

export const openOptions = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
export const allClosed = (page: Page) =>
  expect.poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()).toBe(0);

/** Picks the option containing `label` in a select. */
export async function choose(page: Page, select: Locator, label: string) {
  await allClosed(page);
  await select.locator('.ant-select-selector').click();
  await openOptions(page).filter({ hasText: label }).first().click();
  await allClosed(page);
}

/** A drawer by its title, once open. */
export async function drawer(page: Page, title: string) {
  const d = page.locator('.ant-drawer-content').filter({ has: page.locator('.ant-drawer-title').getByText(title, { exact: true }) });
  await d.waitFor();
  await page.waitForTimeout(350); // the drawer's sliding animation
  return d;
}

/** Types a time into a time picker cell and confirms it. */
async function typeTime(cell: Locator, time: string) {
  const input = cell.locator('.ant-picker input');
  await input.click();
  await input.fill(time);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(time);
}

/** Fills the period row `row` (0-based) of the table: start, end and price in 元. */
export async function fillPeriod(table: Locator, row: number, start: string, end: string, price: string) {
  const cells = table.locator('tbody tr.ant-table-row').nth(row).locator('td');
  await typeTime(cells.nth(1), start);
  await typeTime(cells.nth(2), end);
  await cells.nth(3).locator('input').fill(price);
}

/** A button's name as antd writes it (a space between two Chinese characters). */
const buttonName = (label: string) => new RegExp(`^${[...label].join('\\s*')}$`);

/** Clicks a row button: inline, or under 更多. */
export async function rowAction(page: Page, row: Locator, label: string) {
  const inline = row.getByRole('button', { name: buttonName(label) });
  const more = row.getByRole('button', { name: /更\s*多/ });
  // The row's buttons are drawn with the row; wait for either before choosing.
  await inline.or(more).first().waitFor();
  if (await inline.count()) {
    await inline.first().click();
    return;
  }
  await more.click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText(label, { exact: true }).click();
}

/** Confirms the 启用 of a rule row and waits until it shows 生效中. */
export async function enableRule(page: Page, row: Locator) {
  await rowAction(page, row, '启用');
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确认启用该月卡规则？' });
  await confirm.waitFor();
  await settled(page);
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await toast(page, '启用成功!').waitFor();
  await expect.poll(() => row.textContent()).toContain('生效中');
}
