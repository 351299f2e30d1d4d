/**
 * 商户管理 (schemas/business.json) end to end, as an operator: 申请提现 above the merchant's available balance is refused
 * with the amount; a valid application freezes its amount, 审核通过 takes it from the merchant's 账户余额 on 商户余额 and
 * adds a 提现 line to its 账户流水; the withdrawal's detail shows the trail; 商户优惠规则 and 商户优惠券 open with rows.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAndLand, platformCall, screenshot, useBrowser } from './support/browser';
import { allClosed, drawer, openOptions, rowAction } from './support/monthlyRuleUi';
import { formItem as item, opened, openSidebarPage, toast } from './support/ui';

const SHOTS = '/tmp/hG-shots';
const API = '/api/business/v2/api';
const BALANCE = '[data-page="/business/balance/list"]';
const WITHDRAW = '[data-page="/business/withdraw/list"]';
type Row = Record<string, unknown>;

/** A screenshot in the shared folder and in this area's own. */
async function shot(page: Page, name: string) {
  await screenshot(page, `business-${name}`);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token')) as Promise<string>;
const results = async (page: Page, path: string) =>
  ((await platformCall(`${API}${path}`, await tokenOf(page))).body as { data: { results: Row[] } }).data.results;
/** 123450 fen → "1,234.50". */
const yuan = (fen: number) => (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Picks an option of a searchable select by typing part of it. */
async function pick(page: Page, select: Locator, text: string) {
  await allClosed(page);
  await select.locator('.ant-select-selector').click();
  await select.locator('input').fill(text);
  await openOptions(page).filter({ hasText: text }).first().click();
  await allClosed(page);
}

/** Searches 商户余额 by 商户名称 and answers the merchant's row. */
async function merchantRow(page: Page, name: string) {
  const root = page.locator(BALANCE);
  await root.locator('.ant-form-item', { hasText: '商户名称' }).first().locator('input').fill(name);
  await root
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
  // The merchants' table is the first one; the ledger of the selected merchant is below it.
  const rows = root.locator('.ant-table-tbody').first().locator('.ant-table-row');
  await expect.poll(() => rows.count()).toBe(1);
  return rows.filter({ hasText: name }).first();
}

describe('商户管理（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('超过可提现余额的提现被拒并给出余额 → 合法金额审核通过后商户余额减少、流水多一条提现', async () => {
    const { page } = b;
    await loginAndLand(page);
    const merchant = (await results(page, '/merchants?pageNo=1&pageSize=500&merchantStatus=1')).sort(
      (x, y) => Number(y.availableAmount) - Number(x.availableAmount),
    )[3];
    const name = String(merchant.merchantName);
    const balance = Number(merchant.balance);
    const available = Number(merchant.availableAmount);

    // 商户余额: the merchant's row with its figures, and its ledger below.
    await openSidebarPage(page, '商户管理', '商户余额', '**/business/balance/list');
    await page.locator(BALANCE).locator('.ant-table-row').first().waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'balance-list');
    const row = await merchantRow(page, name);
    expect(await row.textContent()).toContain(`¥${yuan(balance)}`);
    expect(await row.textContent()).toContain(`¥${yuan(available)}`);
    await shot(page, 'balance-merchant');

    // 提现申请: above the available balance → refused with the amount; the form keeps what was typed.
    await openSidebarPage(page, '商户管理', '提现申请', '**/business/withdraw/list');
    const list = page.locator(WITHDRAW);
    await list.locator('.ant-table-row').first().waitFor();
    await shot(page, 'withdraw-list');
    await list.getByRole('button', { name: /申请提现/ }).click();
    const form = await opened(page, '申请提现');
    await pick(page, item(form, '商户'), name);
    await item(form, '提现金额')
      .locator('input')
      .fill(((available + 100) / 100).toFixed(2));
    await item(form, '开户银行').locator('input').fill('招商银行杭州分行营业部');
    await item(form, '银行账号').locator('input').fill('6214830212345678');
    await item(form, '开户名').locator('input').fill('杭州测试商贸有限公司');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await page
      .getByText(`提现金额不能超过可提现余额 ${yuan(available)} 元`)
      .first()
      .waitFor();
    await shot(page, 'withdraw-over-refused');

    // 100.00 元 is within it: 待审核, then 审核通过.
    await item(form, '提现金额').locator('input').fill('100.00');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '提现申请已提交!').waitFor();
    const mine = list.locator('.ant-table-row', { hasText: name }).filter({ hasText: '¥100.00' }).first();
    await mine.waitFor();
    expect(await mine.textContent()).toContain('待审核');
    await rowAction(page, mine, '审核通过');
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确认通过该提现申请？' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '审核通过!').waitFor();
    await expect.poll(async () => (await mine.textContent()) ?? '').toContain('审核通过');
    await rowAction(page, mine, '详情');
    const detail = await drawer(page, '提现申请详情');
    await detail.getByTestId('timeline-entry').first().waitFor();
    expect(await detail.getByTestId('timeline-entry').first().textContent()).toContain('审核通过（待审核 → 审核通过）');
    await shot(page, 'withdraw-detail');
    await page.keyboard.press('Escape');

    // 商户余额: the balance is 100.00 元 less, and the ledger's newest line is the withdrawal.
    await openSidebarPage(page, '商户管理', '商户余额', '**/business/balance/list');
    const after = await merchantRow(page, name);
    await expect.poll(async () => (await after.textContent()) ?? '').toContain(`¥${yuan(balance - 10_000)}`);
    const pane = page.getByRole('region', { name: `${name} · 账户流水` });
    const ledger = pane.locator('.ant-table-row', { hasText: '提现审核通过' }).first();
    await ledger.waitFor();
    expect(await ledger.textContent()).toContain('-¥100.00');
    await page.waitForTimeout(300);
    await shot(page, 'balance-after-withdraw');
  });

  it('商户优惠规则、商户优惠券 都有数据，规则详情有流转记录', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openSidebarPage(page, '商户管理', '商户优惠规则', '**/business/discountRule/list');
    const rules = page.locator('[data-page="/business/discountRule/list"]');
    await rules.locator('.ant-table-row').first().waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'rule-list');
    await rowAction(page, rules.locator('.ant-table-row').first(), '详情');
    const detail = await drawer(page, '优惠规则详情');
    await detail.getByTestId('timeline-entry').first().waitFor();
    await shot(page, 'rule-detail');
    await page.keyboard.press('Escape');
    await rules.getByRole('button', { name: /新增规则/ }).click();
    await opened(page, '新增优惠规则');
    await shot(page, 'rule-form');
    await page.keyboard.press('Escape');

    await openSidebarPage(page, '商户管理', '商户优惠券', '**/business/coupon/list');
    const coupons = page.locator('[data-page="/business/coupon/list"]');
    await coupons.locator('.ant-table-row').first().waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'coupon-list');
    await coupons.getByRole('button', { name: /发\s*券/ }).click();
    await opened(page, '商户发券');
    await shot(page, 'coupon-form');
    await page.keyboard.press('Escape');
  });

  it('电子发票、企业充电管理、全部广告、商户收费规则、节假日部署 都有数据', async () => {
    const { page } = b;
    await loginAndLand(page);
    const screens: [string, string, string, string][] = [
      ['电子发票', 'invoice/list', 'invoice-list', '开票申请详情'],
      ['企业充电管理', 'companyCharging/list', 'company-list', '企业充电账户详情'],
      ['全部广告', 'ads/list', 'ad-list', '广告详情'],
      ['商户收费规则', 'chargeRule/list', 'charge-rule-list', '收费规则详情'],
      ['节假日部署', 'chargeRule/holidayDeploy', 'holiday-deploy-list', ''],
    ];
    for (const [item_, path, name, detailTitle] of screens) {
      await openSidebarPage(page, '商户管理', item_, `**/business/${path}`);
      const root = page.locator(`[data-page="/business/${path}"]`);
      await root.locator('.ant-table-row').first().waitFor();
      await page.waitForTimeout(300);
      await shot(page, name);
      if (!detailTitle) continue;
      await rowAction(page, root.locator('.ant-table-row').first(), '详情');
      const d = await drawer(page, detailTitle);
      await d.getByTestId('timeline-entry').first().waitFor();
      await shot(page, `${name.replace('-list', '')}-detail`);
      await page.keyboard.press('Escape');
      await d.waitFor({ state: 'hidden' });
    }
    // 企业充电管理's monthly bills below the companies.
    await openSidebarPage(page, '商户管理', '企业充电管理', '**/business/companyCharging/list');
    const bills = page.getByRole('region', { name: /月度账单/ });
    await bills.locator('.ant-table-row').first().waitFor();
    expect(await bills.locator('.ant-table-row').count()).toBe(3);
  });
});
