/**
 * 月卡规则 end to end (schemas/specificCar.json, no hand-written mock code): a new rule with two overlapping periods
 * is refused with the message under the period table and keeps what was typed; corrected, it is saved; enabled and
 * edited, it becomes version 2 and version 1 (with its old period prices) is in 历史版本, both on the rule and in
 * the 历史版本 tab, every list showing the periods as a one-line summary (08:00–12:00 ¥100；13:00–18:00 ¥120); a share
 * rule opens the new rule in two other parks (月卡规则 offered by the chosen park), its own park refused in 共享车场.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { allClosed, choose, drawer, enableRule, fillPeriod, openOptions, openRuleList, RULES, rowAction } from './support/monthlyRuleUi';
import { formItem as item, opened, toast } from './support/ui';

const SHARES = '[data-page="/specificParking/monthlyRule/shareRule"]';
const NAME = '测试错峰月卡';
const OVERLAP = '第 2 行的时段（10:00~14:00）与第 1 行（08:00~12:00）重叠';
/** A row of a list, not of the period tables inside its cells. */
const OUTER_ROW = '.ant-table-row:not(.ant-table-row .ant-table-row)';

const rowOf = (root: Locator, text: string) => root.locator('.ant-table-row', { hasText: text }).first();

describe('月卡规则：时段、版本与共享（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('新增规则（时段重叠被拒）→ 启用 → 编辑生成新版本，旧版本进入历史；共享规则在两个车场间保存', async () => {
    const { page } = b;
    await loginAndLand(page);
    const list = await openRuleList(page);
    await expect.poll(() => list.locator('.ant-tabs-tab').allTextContents()).toEqual(['当前版本', '历史版本']);
    await screenshot(page, 'monthly-rule-list');

    // 新增规则: two overlapping periods are refused with the message, nothing typed is lost.
    await list.getByRole('button', { name: /新增规则/ }).click();
    const create = await drawer(page, '新增月卡规则');
    await item(create, '规则名称').locator('input').fill(NAME);
    await choose(page, item(create, '车场').locator('.ant-select'), '西湖文化广场停车场');
    const table = item(create, '时段与价格');
    const add = table.getByRole('button', { name: /添加时段/ });
    await add.click();
    await add.click();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(2);
    await fillPeriod(table, 0, '08:00', '12:00', '100');
    await fillPeriod(table, 1, '10:00', '14:00', '120');
    await create.getByRole('button', { name: /确\s*定/ }).click();
    await table.getByText(OVERLAP).waitFor();
    await screenshot(page, 'monthly-rule-new-overlap');
    expect(await item(create, '规则名称').locator('input').inputValue()).toBe(NAME);

    // Corrected: 13:00–18:00 no longer overlaps; saved, the rule is listed as 未生效, version 1.
    await fillPeriod(table, 1, '13:00', '18:00', '120');
    await expect.poll(() => table.getByText(OVERLAP).count()).toBe(0);
    await create.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '保存成功!').waitFor();
    const row = rowOf(list, NAME);
    await row.waitFor();
    expect(await row.textContent()).toContain('未生效');
    expect(await row.textContent()).toContain('08:00–12:00 ¥100；13:00–18:00 ¥120');

    // 启用, then 编辑: version 2 is current.
    await enableRule(page, row);
    await rowAction(page, row, '编辑');
    const edit = await drawer(page, '编辑月卡规则');
    const editTable = item(edit, '时段与价格');
    await expect.poll(() => editTable.locator('tbody tr.ant-table-row').count()).toBe(2);
    await editTable.locator('tbody tr.ant-table-row').nth(0).locator('td').nth(3).locator('input').fill('150');
    await screenshot(page, 'monthly-rule-edit');
    await edit.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '保存成功!').waitFor();
    await expect.poll(() => row.textContent()).toContain('08:00–12:00 ¥150；13:00–18:00 ¥120');
    const headers = await list.locator('.ant-table-thead th').allTextContents();
    const versionColumn = headers.findIndex((h) => h.includes('版本号'));
    await expect.poll(() => row.locator('> td').nth(versionColumn).textContent()).toBe('2');

    // 历史版本 of the rule: version 1 with its old price.
    await rowAction(page, row, '历史版本');
    const history = await drawer(page, '历史版本');
    const old = history.locator(OUTER_ROW).first();
    await old.waitFor();
    await expect.poll(() => history.locator(OUTER_ROW).count()).toBe(1);
    expect(await old.textContent()).toContain(NAME);
    expect(await old.textContent()).toContain('08:00–12:00 ¥100；13:00–18:00 ¥120');
    expect(await old.textContent()).toContain('陈建国');
    await screenshot(page, 'monthly-rule-history-drawer');
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });

    // The 历史版本 tab lists it first (newest replaced first).
    await list.locator('.ant-tabs-tab', { hasText: '历史版本' }).click();
    const tabRow = page.locator(`${RULES} .ant-tabs-tabpane-active .ant-table-row`).first();
    await expect.poll(() => tabRow.textContent()).toContain(NAME);
    await screenshot(page, 'monthly-rule-history-tab');

    // 共享规则: the new rule of 西湖文化广场停车场 opened in two other parks.
    await page.goto('/specificParking/monthlyRule/shareRule');
    const shares = page.locator(SHARES);
    await shares.locator('.ant-table-row').first().waitFor();
    await shares.getByRole('button', { name: /新增共享/ }).click();
    const form = await opened(page, '新增共享规则');
    const ruleSelect = item(form, '月卡规则').locator('.ant-select');
    expect(await ruleSelect.textContent()).toContain('请先选择所属车场');
    await choose(page, item(form, '所属车场').locator('.ant-select'), '西湖文化广场停车场');
    await choose(page, ruleSelect, NAME);
    // A multiple select stays open while picking: pick both, then close it.
    const parks = item(form, '共享车场').locator('.ant-select');
    await allClosed(page);
    await parks.locator('.ant-select-selector').click();
    for (const park of ['武林广场地下停车库', '西湖文化广场停车场', '钱江新城市民中心停车场'])
      await openOptions(page).filter({ hasText: park }).first().click();
    await form.locator('.ant-modal-title').click();
    await allClosed(page);
    // The own park among the shared ones is refused under the field, naming both fields; removed, the message goes.
    await item(form, '共享车场').getByText('共享车场不能包含所属车场').waitFor();
    await screenshot(page, 'monthly-rule-share-own-park');
    await parks
      .locator('.ant-select-selection-item', { hasText: '西湖文化广场停车场' })
      .locator('.ant-select-selection-item-remove')
      .click();
    await form.locator('.ant-modal-title').click();
    await allClosed(page);
    await expect.poll(() => item(form, '共享车场').getByText('共享车场不能包含所属车场').count()).toBe(0);
    await expect
      .poll(() => parks.locator('.ant-select-selection-item').allTextContents())
      .toEqual(['武林广场地下停车库', '钱江新城市民中心停车场']);
    await screenshot(page, 'monthly-rule-share-form');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '保存成功!').waitFor();
    const shared = rowOf(shares, NAME);
    await shared.waitFor();
    expect(await shared.textContent()).toContain('武林广场地下停车库、钱江新城市民中心停车场');
    await screenshot(page, 'monthly-rule-share-list');
  }, 180_000);
});
