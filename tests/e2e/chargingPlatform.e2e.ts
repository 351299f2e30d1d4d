/**
 * 充电平台 end to end (schemas/chargingPlatform.json): a new 计费规则 whose periods leave 07:00–08:00 uncovered is
 * refused with the gap named above the form and keeps what was typed; with the period ending at 08:00 it is saved
 * and listed with its periods; a 充电订单's detail shows the bill period by period, and the lines plus the occupancy
 * fee add up to the order's amount to the fen. 充电退款: an amount above what the order may still refund is refused
 * with the refundable amount named; a valid one approved shows as a refund row in 支付记录. Screenshots of every screen
 * of the area at 1366×768.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAndLand, mockAdmin, platformCall, screenshot, useBrowser } from './support/browser';
import { allClosed, choose, drawer, openOptions, rowAction } from './support/monthlyRuleUi';
import { formItem as item, opened, toast } from './support/ui';

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

const RECORD_SHOTS = '/tmp/hE-shots';
const REFUNDS = '[data-page="/chargingPlatform/refunds"]';
const PAYS = '[data-page="/chargingPlatform/chargeRecords/pay"]';

/** A screenshot of the payment and refund screens. */
async function recordShot(page: Page, name: string) {
  await screenshot(page, `charging-${name}`);
  mkdirSync(RECORD_SHOTS, { recursive: true });
  await page.screenshot({ path: `${RECORD_SHOTS}/${name}.png` });
}

type Rows = { data: { results: Record<string, unknown>[] } };
/** A paid order no refund application names yet (read as a script of the platform would, with an admin session). */
async function unrefundedOrder(): Promise<{ orderNo: string; totalFee: number }> {
  const { ticket } = (await mockAdmin('/__mock/ticket?account=admin')) as { ticket: string };
  const login = await platformCall('/api/auth/v2/api/user/loginByTicket', null, { body: { ticket } });
  const token = (login.body as { data: { token: string } }).data.token;
  const get = async (path: string) =>
    ((await platformCall(`/api/charging/v2/api/${path}?pageNo=1&pageSize=1000`, token)).body as Rows).data.results;
  const taken = new Set([...(await get('refunds')), ...(await get('occupyRefunds'))].map((r) => r.orderNo));
  const order = (await get('chargeOrders')).find((o) => o.payState === 2 && Number(o.totalFee) >= 500 && !taken.has(o.orderNo))!;
  return { orderNo: String(order.orderNo), totalFee: Number(order.totalFee) };
}

describe('充电平台：充电退款与支付记录（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('超过可退金额的退款被拒并给出可退金额 → 合法金额审核通过后出现在支付记录', async () => {
    const { page } = b;
    const { orderNo, totalFee } = await unrefundedOrder();
    const yuan = (fen: number) => (fen / 100).toFixed(2);
    await loginAndLand(page);

    await page.goto('/chargingPlatform/refunds');
    const refunds = page.locator(REFUNDS);
    await refunds.locator('.ant-table-row').first().waitFor();
    await recordShot(page, 'refund-list');
    await refunds.getByRole('button', { name: /申请退款/ }).click();
    const form = await opened(page, '申请充电退款');
    await item(form, '订单编号').locator('input').fill(orderNo);
    await item(form, '退款金额')
      .locator('input')
      .fill(yuan(totalFee + 100));
    await item(form, '退款原因').locator('textarea').fill('充电枪接触不良，实际充电量与计费不符');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    const refusal = `退款金额不能超过可退金额 ${yuan(totalFee)} 元`;
    await page.getByText(refusal).first().waitFor();
    await recordShot(page, 'refund-over-refused');

    await item(form, '退款金额').locator('input').fill('1.00');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '提交成功!').waitFor();
    const row = refunds.locator('.ant-table-row', { hasText: orderNo }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('待审核');
    await rowAction(page, row, '通过');
    const approve = await opened(page, '审核通过');
    await approve.locator('textarea').fill('核实属实，同意退款');
    await approve.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '审核通过，已原路退款!').waitFor();
    await expect
      .poll(async () => (await refunds.locator('.ant-table-row', { hasText: orderNo }).first().textContent()) ?? '')
      .toContain('已退款');
    await rowAction(page, refunds.locator('.ant-table-row', { hasText: orderNo }).first(), '查看');
    await drawer(page, '充电退款详情');
    await recordShot(page, 'refund-detail');
    await page.keyboard.press('Escape');

    // 支付记录: the payment and, after it, the refund of 1.00 元 on the same order.
    await page.goto('/chargingPlatform/chargeRecords/pay');
    const pays = page.locator(PAYS);
    await pays.locator('.ant-table-row').first().waitFor();
    await recordShot(page, 'pay-list');
    await pays.locator('.ant-form-item', { hasText: '订单编号' }).locator('input').fill(orderNo);
    await pays.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => pays.locator('.ant-table-row').count()).toBe(2);
    const texts = await pays.locator('.ant-table-row').allTextContents();
    expect(texts.some((t) => t.includes('充电退款') && t.includes('-¥1.00'))).toBe(true);
    expect(texts.some((t) => t.includes('充电支付') && t.includes(`¥${yuan(totalFee)}`))).toBe(true);
    await recordShot(page, 'pay-list-order');
    await rowAction(page, pays.locator('.ant-table-row', { hasText: '充电退款' }).first(), '查看');
    await drawer(page, '支付记录详情');
    await recordShot(page, 'pay-detail');
    await page.keyboard.press('Escape');

    // The occupancy screens, for the record.
    for (const [path, name, title] of [
      ['/chargingPlatform/occupyBill', 'occupy-bill-list', '占桩详情'],
      ['/chargingPlatform/occupyRefund', 'occupy-refund-list', '占桩退款详情'],
      ['/chargingPlatform/chargeRecords/occupy', 'occupy-list', '占桩详情'],
    ]) {
      await page.goto(path);
      const root = page.locator(`[data-page="${path}"]`);
      await root.locator('.ant-table-row').first().waitFor();
      await recordShot(page, name);
      await rowAction(page, root.locator('.ant-table-row').first(), '查看');
      await drawer(page, title);
      await recordShot(page, `${name}-detail`);
      await page.keyboard.press('Escape');
    }
  }, 240_000);
});

const CUSTOMER_SHOTS = '/tmp/hH-shots';
const CARDS = '[data-page="/chargingPlatform/customerManagement/chargeCard"]';
const CARD_BILLS = '[data-page="/chargingPlatform/chargeCardBill"]';
const PREPAY = '[data-page="/chargingPlatform/prepayRefund"]';
const ACCOUNTS = '[data-page="/chargingPlatform/customerManagement/ownerAccount"]';

/** A screenshot of the customer and record screens. */
async function customerShot(page: Page, name: string) {
  await screenshot(page, `charging-${name}`);
  mkdirSync(CUSTOMER_SHOTS, { recursive: true });
  await page.screenshot({ path: `${CUSTOMER_SHOTS}/${name}.png` });
}

/** Rows of a list of the platform, read with an admin session. */
async function adminRows(path: string): Promise<Record<string, unknown>[]> {
  const { ticket } = (await mockAdmin('/__mock/ticket?account=admin')) as { ticket: string };
  const login = await platformCall('/api/auth/v2/api/user/loginByTicket', null, { body: { ticket } });
  const token = (login.body as { data: { token: string } }).data.token;
  return ((await platformCall(`/api/charging/v2/api/${path}${path.includes('?') ? '&' : '?'}pageNo=1&pageSize=1000`, token)).body as Rows)
    .data.results;
}

/** Fills the search field of a list by its label and searches. */
async function search(root: Locator, label: string, value: string) {
  await root.locator('.ant-form-item', { hasText: label }).first().locator('input').fill(value);
  await root.getByRole('button', { name: /查\s*询/ }).click();
}

describe('充电平台：充电卡、车主账户与预付款退款（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('充电卡充值后余额增加并出现在充电卡账单；超过账户余额的预付款退款被拒并给出余额', async () => {
    const { page } = b;
    const yuan = (fen: number) => (fen / 100).toFixed(2);
    const card = (await adminRows('chargeCards?cardState=1'))[0] as { cardNo: string; balance: number };
    const account = (await adminRows('ownerAccounts?accountState=1')).find((a) => Number(a.balance) >= 1000) as {
      phone: string;
      balance: number;
    };
    await loginAndLand(page);

    // 充电卡: recharge 88.00 元, the balance shows it, the ledger lists the row.
    await page.goto('/chargingPlatform/customerManagement/chargeCard');
    const cards = page.locator(CARDS);
    await cards.locator('.ant-table-row').first().waitFor();
    await customerShot(page, 'card-list');
    await search(cards, '卡号', card.cardNo);
    await expect.poll(() => cards.locator('.ant-table-row').count()).toBe(1);
    const row = cards.locator('.ant-table-row', { hasText: card.cardNo }).first();
    expect(await row.textContent()).toContain(`¥${yuan(card.balance)}`);
    await rowAction(page, row, '充值');
    const recharge = await opened(page, '充电卡充值');
    await item(recharge, '充值金额').locator('input').fill('88');
    await customerShot(page, 'card-recharge');
    await recharge.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '充值成功!').waitFor();
    const after = yuan(card.balance + 8800);
    await expect
      .poll(async () => (await cards.locator('.ant-table-row', { hasText: card.cardNo }).first().textContent()) ?? '')
      .toContain(`¥${after}`);
    await rowAction(page, cards.locator('.ant-table-row', { hasText: card.cardNo }).first(), '查看');
    const cardDetail = await drawer(page, '充电卡详情');
    await cardDetail.getByText('充值').first().waitFor();
    await customerShot(page, 'card-detail');
    await page.keyboard.press('Escape');

    await page.goto('/chargingPlatform/chargeCardBill');
    const bills = page.locator(CARD_BILLS);
    await bills.locator('.ant-table-row').first().waitFor();
    await customerShot(page, 'card-bill-list');
    await search(bills, '卡号', card.cardNo);
    const top = bills.locator('.ant-table-row', { hasText: '¥88.00' }).first();
    await top.waitFor();
    expect(await top.textContent()).toContain('充值');
    expect(await top.textContent()).toContain(`¥${after}`);
    await customerShot(page, 'card-bill-search');
    await rowAction(page, top, '查看');
    await drawer(page, '充电卡账单详情');
    await customerShot(page, 'card-bill-detail');
    await page.keyboard.press('Escape');

    // 预付款退款: above the balance refused naming it; a valid one approved lowers the account balance.
    await page.goto('/chargingPlatform/prepayRefund');
    const prepay = page.locator(PREPAY);
    await prepay.locator('.ant-table-row').first().waitFor();
    await customerShot(page, 'prepay-list');
    await prepay.getByRole('button', { name: /申请退款/ }).click();
    const form = await opened(page, '申请预付款退款');
    await item(form, '车主手机号').locator('input').fill(account.phone);
    await item(form, '退款金额')
      .locator('input')
      .fill(yuan(account.balance + 100));
    await item(form, '退款原因').locator('textarea').fill('不再使用平台充电，申请退还余额');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await page
      .getByText(`退款金额不能超过账户余额 ${yuan(account.balance)} 元`)
      .first()
      .waitFor();
    await customerShot(page, 'prepay-over-refused');
    await item(form, '退款金额').locator('input').fill('5.00');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '提交成功!').waitFor();
    // The list reloads after the submit: the new application is the account's row of ¥5.00 awaiting review.
    const applied = prepay
      .locator('.ant-table-row', { hasText: account.phone })
      .filter({ hasText: '¥5.00' })
      .filter({ hasText: '待审核' })
      .first();
    await applied.waitFor();
    await rowAction(page, applied, '通过');
    const approve = await opened(page, '审核通过');
    await approve.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '审核通过，已原路退款!').waitFor();
    await rowAction(page, prepay.locator('.ant-table-row', { hasText: account.phone }).first(), '查看');
    await drawer(page, '预付款退款详情');
    await customerShot(page, 'prepay-detail');
    await page.keyboard.press('Escape');

    await page.goto('/chargingPlatform/customerManagement/ownerAccount');
    const accounts = page.locator(ACCOUNTS);
    await accounts.locator('.ant-table-row').first().waitFor();
    await customerShot(page, 'account-list');
    await search(accounts, '手机号', account.phone);
    await expect
      .poll(async () => (await accounts.locator('.ant-table-row', { hasText: account.phone }).first().textContent()) ?? '')
      .toContain(`¥${yuan(account.balance - 500)}`);
    await rowAction(page, accounts.locator('.ant-table-row', { hasText: account.phone }).first(), '查看');
    await drawer(page, '车主账户详情');
    await customerShot(page, 'account-detail');
    await page.keyboard.press('Escape');

    // The other new screens, list and detail, for the record.
    for (const [path, name, title] of [
      ['/chargingPlatform/customerManagement/vipType', 'vip-type-list', '会员类型详情'],
      ['/chargingPlatform/customerManagement/whiteList', 'white-list', '充电白名单详情'],
      ['/chargingPlatform/vinCodeManagement', 'vin-list', 'VIN码详情'],
      ['/chargingPlatform/powerStationManagement/accounts', 'station-account-list', '电站账户详情'],
      ['/chargingPlatform/bills', 'month-bill-list', ''],
      ['/chargingPlatform/collection', 'arrear-list', '欠费追缴详情'],
      ['/chargingPlatform/chargeRecords/appointment', 'booking-list', '预约充电详情'],
    ]) {
      await page.goto(path);
      const root = page.locator(`[data-page="${path}"]`);
      await root.locator('.ant-table-row').first().waitFor();
      await customerShot(page, name);
      if (!title) continue;
      await rowAction(page, root.locator('.ant-table-row').first(), '查看');
      await drawer(page, title);
      await customerShot(page, `${name}-detail`);
      await page.keyboard.press('Escape');
    }
    await page.goto('/chargingPlatform/chargeRecords/appointment');
    await page
      .locator('[data-page="/chargingPlatform/chargeRecords/appointment"]')
      .getByRole('button', { name: /新增预约/ })
      .click();
    await opened(page, '新增预约');
    await customerShot(page, 'booking-form');
  }, 300_000);
});
