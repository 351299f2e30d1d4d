/**
 * 充电平台 end to end (schemas/chargingPlatform.json): a new 计费规则 whose periods leave 07:00–08:00 uncovered is
 * refused with the gap named above the form and keeps what was typed; with the period ending at 08:00 it is saved
 * and listed with its periods; a 充电订单's detail shows the bill period by period, and the lines plus the occupancy
 * fee add up to the order's amount to the fen. Screenshots of every screen of the area at 1366×768.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { allClosed, choose, drawer, openOptions } from './support/monthlyRuleUi';
import { formItem as item, toast } from './support/ui';

const SHOTS = '/tmp/hD-charging-shots';
const RULES = '[data-page="/chargingPlatform/powerStationManagement/rules"]';
const ORDERS = '[data-page="/chargingPlatform/chargeRecords/order"]';
const NAME = '测试冬季分时计费';
const GAP = '时段未覆盖 07:00–08:00';

/** A screenshot in the shared folder and in this area's own. */
async function shot(page: Page, name: string) {
  await screenshot(page, `charging-${name}`);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Picks a value in a select that can be searched (the half-hour marks are many). */
async function pick(page: Page, select: Locator, label: string) {
  await allClosed(page);
  await select.locator('.ant-select-selector').click();
  await select.locator('input').fill(label);
  await openOptions(page)
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first()
    .click();
  await allClosed(page);
}

/** Fills one row of the period table: 时段类型, 开始, 结束, 电价, 服务费. */
async function fillRow(page: Page, table: Locator, row: number, type: string, start: string, end: string, elec: string, service: string) {
  const cells = table.locator('tbody tr.ant-table-row').nth(row).locator('td');
  await choose(page, cells.nth(1).locator('.ant-select'), type);
  await pick(page, cells.nth(2).locator('.ant-select'), start);
  await pick(page, cells.nth(3).locator('.ant-select'), end);
  await cells.nth(4).locator('input').fill(elec);
  await cells.nth(5).locator('input').fill(service);
}

/** ¥1,234.56 → 123456 fen. */
const fen = (text: string | null) => Math.round(Number(String(text).replace(/[¥,\s]/g, '')) * 100);

/** The text of a description item by its label (bordered or not). */
const described = (root: Locator, label: string) =>
  root.evaluate((el, name) => {
    const found = [...el.querySelectorAll('.ant-descriptions-item-label')].find(
      (l) => (l.textContent ?? '').trim().replace(/[:：]$/, '') === name,
    );
    const content = found?.closest('.ant-descriptions-item')?.querySelector('.ant-descriptions-item-content') ?? found?.nextElementSibling;
    return content?.textContent ?? null;
  }, label);

describe('充电平台：计费规则与充电订单（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('时段留空档被拒并指出空档 → 补齐后保存；订单详情的分时明细加占桩费等于订单金额', async () => {
    const { page } = b;
    await loginAndLand(page);

    // 计费规则: the list, then a new rule with a gap.
    await page.goto('/chargingPlatform/powerStationManagement/rules');
    const rules = page.locator(RULES);
    await rules.locator('.ant-table-row').first().waitFor();
    await expect.poll(() => rules.locator('.ant-tabs-tab').allTextContents()).toEqual(['当前版本', '历史版本']);
    await shot(page, 'rule-list');

    await rules.getByRole('button', { name: /新增规则/ }).click();
    const form = await drawer(page, '新增计费规则');
    await item(form, '规则名称').locator('input').fill(NAME);
    await choose(page, item(form, '充电站').locator('.ant-select'), '天童南路充电站');
    const table = item(form, '分时电价');
    const add = table.getByRole('button', { name: /添加时段/ });
    for (let i = 0; i < 3; i++) await add.click();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(3);
    await fillRow(page, table, 0, '谷', '00:00', '07:00', '0.3218', '0.4');
    await fillRow(page, table, 1, '峰', '08:00', '22:00', '1.0145', '0.8');
    await fillRow(page, table, 2, '谷', '22:00', '24:00', '0.3218', '0.4');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await form.getByText(GAP).waitFor();
    await shot(page, 'rule-new-gap-refused');
    expect(await item(form, '规则名称').locator('input').inputValue()).toBe(NAME);

    // The first period now ends at 08:00: saved, listed as 未下发 with its periods and prices.
    await pick(page, table.locator('tbody tr.ant-table-row').nth(0).locator('td').nth(3).locator('.ant-select'), '08:00');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '保存成功!').waitFor();
    const row = rules.locator('.ant-table-row', { hasText: NAME }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('未下发');
    expect(await row.textContent()).toContain('谷 00:00–08:00 ¥0.7218；峰 08:00–22:00 ¥1.8145；谷 22:00–24:00 ¥0.7218');
    await shot(page, 'rule-saved');

    // 充电订单: the detail's lines and the occupancy fee add up to the order's amount.
    await page.goto('/chargingPlatform/chargeRecords/order');
    const orders = page.locator(ORDERS);
    await orders.locator('.ant-table-row').first().waitFor();
    await shot(page, 'order-list');
    await orders
      .locator('.ant-table-row')
      .first()
      .getByRole('button', { name: /详\s*情/ })
      .click();
    const order = await drawer(page, '充电订单详情');
    const lines = order.locator('.ant-table-row');
    await lines.first().waitFor();
    const headers = await order.locator('.ant-table-thead th').allTextContents();
    const subtotal = headers.findIndex((h) => h.trim() === '小计');
    expect(subtotal).toBeGreaterThan(0);
    const amounts = (await lines.evaluateAll((rows, i) => rows.map((r) => r.querySelectorAll('td')[i]?.textContent ?? ''), subtotal)).map(
      fen,
    );
    expect(amounts.length).toBeGreaterThan(0);
    const total = fen(await described(order, '订单金额'));
    const occupy = fen(await described(order, '占桩费'));
    const charge = fen(await described(order, '电费')) + fen(await described(order, '服务费'));
    expect(amounts.reduce((a, x) => a + x, 0)).toBe(charge);
    expect(charge + occupy).toBe(total);
    expect(total).toBeGreaterThan(0);
    await shot(page, 'order-detail');
    await lines.last().scrollIntoViewIfNeeded();
    await shot(page, 'order-detail-lines');
    await page.keyboard.press('Escape');

    // The other screens of the area, for the record.
    for (const [path, name] of [
      ['/chargingPlatform/powerStationManagement/stations', 'station-list'],
      ['/chargingPlatform/equipment/list', 'pile-list'],
      ['/chargingPlatform/powerStationManagement/occupyPileRules', 'occupy-rule-list'],
      ['/chargingPlatform/faultRecord', 'fault-list'],
    ]) {
      await page.goto(path);
      await page.locator(`[data-page="${path}"] .ant-table-row`).first().waitFor();
      await shot(page, name);
    }
    const faults = page.locator('[data-page="/chargingPlatform/faultRecord"]');
    await faults
      .locator('.ant-table-row')
      .first()
      .getByRole('button', { name: /查\s*看/ })
      .click();
    await drawer(page, '故障详情');
    await shot(page, 'fault-detail');
    await page.keyboard.press('Escape');
    await page.goto('/chargingPlatform/equipment/list');
    const piles = page.locator('[data-page="/chargingPlatform/equipment/list"]');
    await piles
      .locator('.ant-table-row')
      .first()
      .getByRole('button', { name: /查\s*看/ })
      .click();
    await drawer(page, '充电桩详情');
    await shot(page, 'pile-detail');
    await page.keyboard.press('Escape');
    await page.goto('/chargingPlatform/powerStationManagement/stations');
    const stations = page.locator('[data-page="/chargingPlatform/powerStationManagement/stations"]');
    await stations
      .locator('.ant-table-row')
      .first()
      .getByRole('button', { name: /查\s*看/ })
      .click();
    await drawer(page, '充电站详情');
    await shot(page, 'station-detail');
  }, 240_000);
});
