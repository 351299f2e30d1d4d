import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { toast } from './support/ui';
import { axeViolations, describeViolations } from './support/axe';

const PAGE = '[data-page="/schedule/byHand"]';
const pad = (n: number) => String(n).padStart(2, '0');

/** Dates of next month (always in the future, so the mock accepts them): the `n`th day, and the first Wednesday. */
function nextMonth() {
  const now = new Date();
  const year = now.getMonth() === 11 ? now.getFullYear() + 1 : now.getFullYear();
  const month = (now.getMonth() + 1) % 12;
  const day = (n: number) => `${year}-${pad(month + 1)}-${pad(n)}`;
  let wednesday = 1;
  while (new Date(year, month, wednesday).getDay() !== 3) wednesday++;
  return { day, wednesday: day(wednesday), firstDay: day(1) };
}

const cell = (page: Page, staffId: number, date: string) => page.locator(`${PAGE} td[data-cell="${staffId}|${date}"]`);

async function center(page: Page, staffId: number, date: string) {
  const box = await cell(page, staffId, date).boundingBox();
  if (!box) throw new Error(`cell ${staffId}|${date} not visible`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Clicks a cell and picks a shift in its popover. */
async function pick(page: Page, staffId: number, date: string, shift: string) {
  await cell(page, staffId, date).click();
  const picker = page.getByRole('listbox', { name: '选择班次' });
  await picker.waitFor();
  await picker.getByRole('option', { name: shift }).click();
  await picker.waitFor({ state: 'hidden' });
}

describe('手动排班日历（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('拖动填充、保存只发送改动；被拒绝的单元格保留并标出原因，其余已保存', async () => {
    const { page } = b;
    await loginAndLand(page);
    await page.locator('aside').getByText('排班管理', { exact: true }).click();
    await page.locator('aside').getByText('手动排班', { exact: true }).click();
    await expect
      .poll(() => page.locator(`${PAGE} .schema-calendar-rowlabel`).allInnerTexts(), { timeout: 15_000 })
      .toEqual(['周志强', '吴晓燕', '郑海波', '蒋文涛']);
    await expect
      .poll(() => page.locator(`${PAGE} .ant-select-selection-item`).first().innerText(), { timeout: 10_000 })
      .toBe('西湖文化广场停车场');
    await page.getByRole('button', { name: '下一月' }).click();
    const { day, wednesday, firstDay } = nextMonth();
    await cell(page, 4001, firstDay).waitFor();
    await screenshot(page, 'calendar-month');

    // 周志强 (4001): 中班 on the 10th, then drag it over the 11th … 14th.
    await pick(page, 4001, day(10), '中班');
    const from = await center(page, 4001, day(10));
    const to = await center(page, 4001, day(14));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 8, to.y);
    await page.mouse.up();
    for (const n of [10, 11, 12, 13, 14]) await expect.poll(() => cell(page, 4001, day(n)).innerText(), { timeout: 10_000 }).toBe('中班');

    // 蒋文涛 (5001) works 巡检下午 14:00–17:00 at 城西银泰城 on weekdays: 中班 (15:00–23:00) here clashes.
    await pick(page, 5001, wednesday, '中班');
    const changed = await page.locator(`${PAGE} td.is-changed`).count();
    expect(changed).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'calendar-edited');

    const request = page.waitForRequest((r) => r.url().includes('/schedules/save'));
    await page.getByRole('button', { name: `保存（${changed}）` }).click();
    const body = (await request).postDataJSON() as { parkId: number; changes: { staffId: number; date: string; shiftId: number }[] };
    expect(body.parkId).toBe(1001);
    expect(body.changes).toHaveLength(changed);
    expect(body.changes.map((c) => c.staffId).sort()).toEqual([...Array(changed - 1).fill(4001), 5001]);

    const reason = '该员工当天已有班次（城西银泰城停车场 巡检下午 14:00-17:00）';
    await toast(page, `1 处排班未保存：${reason}`).waitFor();
    const refused = cell(page, 5001, wednesday);
    await expect.poll(() => refused.getAttribute('class')).toContain('is-refused');
    expect(await refused.innerText()).toBe('中班');
    expect(await refused.getAttribute('aria-label')).toContain(`（未保存：${reason}）`);
    expect(await page.locator(`${PAGE} td.is-changed`).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: '保存（1）' }).count()).toBe(1);
    await refused.hover();
    await page.locator('.ant-tooltip').getByText(reason).waitFor();
    await screenshot(page, 'calendar-refused');

    // Leaving the period with the refused edit asks first; after 放弃更改 the saved fill is still there.
    await page.getByRole('button', { name: '上一月' }).click();
    await page.locator('.ant-modal-confirm-title').getByText('有未保存的更改，确定放弃吗？').waitFor();
    await page.getByRole('button', { name: '放弃更改' }).click();
    await page.getByRole('button', { name: '下一月' }).click();
    for (const n of [10, 11, 12, 13, 14]) await expect.poll(() => cell(page, 4001, day(n)).innerText(), { timeout: 10_000 }).toBe('中班');
    expect(await cell(page, 5001, wednesday).innerText()).toBe('巡检上午');
    expect(await page.locator(`${PAGE} td.is-changed`).count()).toBe(0);
  });

  it('排班总览：周视图只读，带每人天数与每日人数，切换车场', async () => {
    const { page } = b;
    await loginAndLand(page);
    await page.locator('aside').getByText('排班管理', { exact: true }).click();
    await page.locator('aside').getByText('排班', { exact: true }).click();
    const view = '[data-page="/schedule/overview"]';
    await expect.poll(() => page.locator(`${view} .schema-calendar-rowlabel`).count(), { timeout: 15_000 }).toBe(4);
    expect(await page.locator(`${view} thead th`).allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('周一'), expect.stringContaining('周日'), '天数']),
    );
    expect(await page.getByRole('button', { name: /^保存/ }).count()).toBe(0);
    await page.locator(`${view} td.schema-calendar-cell`).first().click();
    expect(await page.getByRole('listbox', { name: '选择班次' }).count()).toBe(0);
    // The park select is the first control of the filter bar; the choice shows in it before the calendar reloads.
    const parkSelect = page.locator(`${view} .ant-select`).first();
    await parkSelect.locator('.ant-select-selection-item').waitFor({ timeout: 15_000 });
    await parkSelect.click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('文三路路内停车泊位', { exact: true }).click();
    await expect.poll(() => parkSelect.locator('.ant-select-selection-item').innerText(), { timeout: 10_000 }).toBe('文三路路内停车泊位');
    await expect
      .poll(() => page.locator(`${view} .schema-calendar-rowlabel`).allInnerTexts(), { timeout: 10_000 })
      .toEqual(['王建军', '李秀英', '张国平', '叶振华']);
    await expect.poll(() => page.locator(`${view} .schema-calendar-chip`).filter({ hasText: '路内早班' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'calendar-overview-week');
    const found = await axeViolations(page);
    expect(found.length, describeViolations('排班', found)).toBe(0);
  });

  it('班次配置：列表与颜色；删除仍在排班中的班次被拒绝', async () => {
    const { page } = b;
    await loginAndLand(page);
    await page.locator('aside').getByText('排班管理', { exact: true }).click();
    await page.locator('aside').getByText('班次配置', { exact: true }).click();
    const list = '[data-page="/schedule/config"]';
    const row = page
      .locator(`${list} .ant-table-row`)
      .filter({ has: page.getByText('夜班', { exact: true }) })
      .first();
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain('23:00');
    await screenshot(page, 'schedule-config');
    await row.getByText('删除', { exact: true }).click();
    await page.locator('.ant-popconfirm, .ant-modal-confirm').getByText('确认删除该班次？').first().waitFor();
    await page
      .getByRole('button', { name: /确\s*定/ })
      .last()
      .click();
    await toast(page, '该班次已有排班，不能删除，可改为停用').waitFor();
  });
});
