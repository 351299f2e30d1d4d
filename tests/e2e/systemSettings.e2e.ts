/**
 * 系统设置 (schemas/systemSettings.json) end to end, as a platform administrator: 开放接口 新建应用 → 查看密钥 shows the
 * AppSecret once (after the dialog the row reads 已查看 and offers it no more) → a third party's signed call to
 * /openapi/v1/parks is answered → 吊销 → the same call is refused. 支付配置 新增通道 with an API v3 密钥: the list and the
 * detail show the key only masked. Every screen of the area is photographed at 1366 × 768.
 */
import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, loginAndLand, useBrowser } from './support/browser';
import { chooseOption, formItem, opened, toast } from './support/ui';

const SHOTS = '/tmp/hL-shots';
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.locator('aside .ant-menu').first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const pageRoot = (page: Page, path: string) => page.locator(`[data-page="/systemManage/${path}"]`);
const drawer = (page: Page) => page.locator('.ant-drawer-content:visible').last();

async function openList(page: Page, path: string) {
  await page.goto(`/systemManage/${path}`);
  await pageRoot(page, path).locator('.ant-table-row').first().waitFor();
}

async function rowAction(page: Page, row: Locator, label: string) {
  const direct = row.getByText(label, { exact: true });
  if (await direct.count()) await direct.first().click();
  else {
    await row.getByText('更多').click();
    await page.getByRole('menuitem', { name: label }).click();
  }
}

async function confirmPopup(page: Page) {
  const confirm = page.locator('.ant-modal-confirm:visible, .ant-popover:visible').last();
  await confirm.getByRole('button', { name: /确\s*定|确\s*认/ }).click();
}

const step = (text: string) => console.log(`[systemSettings.e2e] ${text}`);

async function expandSearch(root: Locator) {
  const expand = root.locator('.ant-pro-query-filter-collapse-button', { hasText: '展开' });
  if (await expand.count()) await expand.first().click();
}

const callParks = async (appKey: string, secret: string) => {
  const ts = String(Date.now());
  const res = await fetch(`${baseUrl()}/openapi/v1/parks`, {
    headers: { 'X-App-Key': appKey, 'X-Timestamp': ts, 'X-Sign': createHmac('sha256', secret).update(ts).digest('hex') },
  });
  return { status: res.status, body: (await res.json()) as { code: string; msg: string; data: unknown } };
};

describe('系统设置：开放接口与支付配置（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('新建应用 → 密钥只显示一次 → 签名调用成功 → 吊销后调用被拒', { timeout: 180_000 }, async () => {
    const { page } = b;
    const name = `e2e停车数据对接${Date.now() % 10000}`;
    await loginAndLand(page);
    await openList(page, 'systemSettings/openApi');
    const root = pageRoot(page, 'systemSettings/openApi');
    await shot(page, 'openApi-list');

    await root.getByRole('button', { name: /新建应用/ }).click();
    const form = drawer(page);
    await formItem(form, '应用名称').locator('input').fill(name);
    await formItem(form, '可调用接口').locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('车场信息', { exact: true }).click();
    await page.keyboard.press('Escape');
    await formItem(form, 'IP 白名单').locator('textarea').fill('127.0.0.1\n115.236.10.0/24');
    await formItem(form, '对接联系人').locator('input').fill('王伟');
    await shot(page, 'openApi-form');
    await form.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
    step('submitted the new application');
    await toast(page, '创建成功!请点击「查看密钥」获取 AppSecret（仅显示一次）').waitFor();
    step('created');

    await root
      .getByPlaceholder(/请输入/)
      .first()
      .fill(name);
    await root.getByRole('button', { name: /查\s*询/ }).click();
    const row = root.locator('.ant-table-row', { hasText: name });
    await row.getByText('待查看').waitFor();
    step('found the new row');
    const appKey = (await row.locator('td').nth(1).innerText()).trim();
    expect(appKey).toMatch(/^AK[0-9A-F]{18}$/);

    await rowAction(page, row, '查看密钥');
    const secretDialog = await opened(page, 'AppSecret（仅显示一次）');
    await shot(page, 'openApi-secret-once');
    const secretText = async () => /(?:^|\s)([A-Za-z0-9]{32})(?:\s|$)/.exec(await secretDialog.innerText())?.[1] ?? '';
    await expect.poll(secretText).toMatch(/^[A-Za-z0-9]{32}$/);
    const secret = await secretText();
    step('secret shown');
    await shot(page, 'openApi-secret-once');
    await secretDialog.locator('.ant-modal-close').click();

    expect((await callParks(appKey, secret)).body.code).toBe('0');

    // Shown once: after a reload the row reads 已查看 and 查看密钥 is gone.
    await page.reload();
    await root
      .getByPlaceholder(/请输入/)
      .first()
      .fill(name);
    await root.getByRole('button', { name: /查\s*询/ }).click();
    await row.getByText('已查看').waitFor();
    await expect.poll(() => row.getByText('查看密钥', { exact: true }).count()).toBe(0);

    step('secret no longer offered');
    await rowAction(page, row, '吊销');
    await page.locator('.ant-modal-confirm-title', { hasText: '确认吊销该应用？' }).waitFor();
    await confirmPopup(page);
    await toast(page, '吊销成功!').waitFor();
    await row.getByText('已吊销').waitFor();

    const refused = await callParks(appKey, secret);
    expect(refused.status).toBe(401);
    expect(refused.body.msg).toBe('AppKey 已吊销，请联系平台管理员');
  });

  it('支付配置 保存密钥后只显示掩码；其余设置页可打开', { timeout: 180_000 }, async () => {
    const { page } = b;
    const key = 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z';
    await loginAndLand(page);
    await openList(page, 'systemSettings/payConfig');
    const root = pageRoot(page, 'systemSettings/payConfig');
    await shot(page, 'payConfig-list');

    await root.getByRole('button', { name: /新增通道/ }).click();
    const form = drawer(page);
    await chooseOption(page, form, '车场', '城西银泰城停车场');
    await chooseOption(page, form, '支付方式', '微信支付（普通商户）');
    await formItem(form, '通道名称').locator('input').fill('城西银泰微信支付（新商户）');
    await formItem(form, '商户号').locator('input').fill('1687654321');
    await formItem(form, 'AppID').locator('input').fill('wx8c2f9a0b1d3e4f56');
    await formItem(form, 'API 密钥').locator('input').fill(key);
    await formItem(form, '证书序列号').locator('input').fill('5A1B2C3D4E5F60718293A4B5C6D7E8F901234567');
    await formItem(form, '私钥')
      .locator('textarea')
      .fill(`MIIEvQIBADANBgkqhkiG9w0BAQEFAASC${'Q'.repeat(300)}7K3F`);
    await shot(page, 'payConfig-form');
    await form.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
    await toast(page, '保存成功!').waitFor();

    step('saved the channel');
    await expandSearch(root);
    const merchant = root.locator('.ant-pro-query-filter .ant-form-item', { hasText: '商户号' }).first().locator('input');
    await merchant.fill('1687654321');
    await root.getByRole('button', { name: /查\s*询/ }).click();
    const row = root.locator('.ant-table-row', { hasText: '1687654321' });
    await row.waitFor();
    await expect.poll(() => root.locator('.ant-table-row').count()).toBe(1);
    await rowAction(page, row, '查看');
    const detail = drawer(page);
    await detail.getByText('****************Xy4z').waitFor();
    await detail.getByText('****************7K3F').waitFor();
    expect(await page.content()).not.toContain(key);
    await shot(page, 'payConfig-detail-masked');
    await page.keyboard.press('Escape');

    await openList(page, 'chargeConnectivity/list');
    await shot(page, 'chargeConnectivity-list');
    for (const [path, name, text] of [
      ['systemSettings/financeConfig', 'financeConfig', '杭州城泊智慧停车运营有限公司'],
      ['systemSettings/access', 'access', 'iot.hzparking.com.cn'],
      ['systemSettings/apply', 'apply', '杭州智慧停车'],
      ['systemSettings/account', 'account', '管理员账号'],
    ] as const) {
      await page.goto(`/systemManage/${path}`);
      await pageRoot(page, path).getByText(text).first().waitFor();
      await shot(page, `${name}-current`);
    }
    await pageRoot(page, 'systemSettings/account')
      .getByRole('button', { name: /修改设置/ })
      .click();
    await formItem(drawer(page), '修改说明').locator('input').waitFor();
    await shot(page, 'account-form');
    await page.goto('/systemManage/systemSettings/financeConfig?tab=log');
    await pageRoot(page, 'systemSettings/financeConfig').locator('.ant-table-row').first().waitFor();
    await shot(page, 'financeConfig-log');
  });
});
