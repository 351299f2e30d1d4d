/**
 * 设备管理 › LED屏管理 and 财务中心 › 分账规则 end to end (schemas/device.json, schemas/financialCenter.json): 下发文字 to
 * an online screen shows as its 当前显示内容 and in its 下发记录 with who and the result; an offline screen is refused
 * with 设备离线，无法下发; 变更 of an active split rule raises its version and the old version appears in 变更记录.
 * Screenshots at 1366 × 768 of every new screen under /tmp/hO-shots/.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAndLand, mockAdmin, platformCall, useBrowser } from './support/browser';
import { drawer, rowAction } from './support/monthlyRuleUi';
import { formItem, opened, toast } from './support/ui';

const SHOTS = '/tmp/hO-shots';
const LEDS = '/deviceManage/led/list';
const RULES = '/financialCenter/splitRule/list';
type Rec = Record<string, unknown> & { id: number };

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** The platform's answer to a list call made as admin. */
async function rows(path: string): Promise<Rec[]> {
  const { ticket } = (await mockAdmin('/__mock/ticket?account=admin')) as { ticket: string };
  const login = await platformCall('/api/auth/v2/api/user/loginByTicket', null, { body: { ticket } });
  const token = (login.body as { data: { token: string } }).data.token;
  const res = await platformCall(path, token);
  return (res.body as { data: { results: Rec[] } }).data.results;
}

/** Opens a list page and waits for its first row. */
async function openList(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const root = page.locator(`[data-page="${path}"]`);
  await root.locator('.ant-table-row').first().waitFor();
  return root;
}

/** Types into the search field `label` and searches. */
async function search(root: Locator, label: string, text: string) {
  await root.locator('.ant-pro-query-filter .ant-form-item', { hasText: label }).first().locator('input').fill(text);
  await root.getByRole('button', { name: /查\s*询/ }).click();
}

async function pushText(page: Page, row: Locator, lines: string[]) {
  await rowAction(page, row, '下发文字');
  const form = await opened(page, '下发文字');
  for (const [i, line] of lines.entries())
    await formItem(form, `第${i + 1}行`)
      .locator('input')
      .fill(line);
  await form.getByRole('button', { name: /确\s*定/ }).click();
  return form;
}

describe('LED屏下发文字与分账规则变更（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('下发文字到在线的屏 → 当前显示内容与下发记录；离线的屏被拒；其他设备台账可查', async () => {
    const { page } = b;
    await loginAndLand(page);
    const online = (await rows('/api/device/v2/api/leds?onlineStatus=1&pageSize=5'))[0];
    const offline = (await rows('/api/device/v2/api/leds?onlineStatus=0&pageSize=5'))[0];

    const list = await openList(page, LEDS);
    await shot(page, 'led-list');
    await search(list, '设备名称', String(online.deviceName));
    const row = list.locator('.ant-table-row', { hasText: String(online.deviceName) }).first();
    await expect.poll(() => list.locator('.ant-table-row').count()).toBe(1);
    const form = await pushText(page, row, ['欢迎光临', '剩余车位 66']);
    await shot(page, 'led-push-form');
    await toast(page, '下发成功!').waitFor();
    await expect.poll(() => form.isVisible()).toBe(false);
    await expect.poll(() => row.textContent()).toContain('欢迎光临 / 剩余车位 66');

    await rowAction(page, row, '下发记录');
    const records = await drawer(page, '下发记录');
    const latest = records.locator('.ant-table-row', { hasText: '欢迎光临 / 剩余车位 66' }).first();
    await latest.waitFor();
    expect(await latest.textContent()).toContain('下发成功');
    await shot(page, 'led-push-records');
    await records.locator('xpath=ancestor::div[contains(@class,"ant-drawer-content-wrapper")]').locator('.ant-drawer-close').click();

    await search(list, '设备名称', String(offline.deviceName));
    const down = list.locator('.ant-table-row', { hasText: String(offline.deviceName) }).first();
    await expect.poll(() => list.locator('.ant-table-row').count()).toBe(1);
    await expect.poll(() => down.textContent()).toContain('离线');
    await pushText(page, down, ['车位已满']);
    await page.locator('.ant-message').getByText('设备离线，无法下发').waitFor();
    await shot(page, 'led-push-offline');
    expect(await down.textContent()).not.toContain('车位已满');

    for (const [path, name] of [
      ['/deviceManage/mobileTerminal/list', 'mobile-terminal-list'],
      ['/deviceManage/patrolCar/list', 'patrol-car-list'],
      ['/deviceManage/driveway/list', 'driveway-list'],
      ['/deviceManage/storageDevice/list', 'storage-device-list'],
      ['/financialCenter/splitAccountBalance/list', 'split-balance-list'],
      ['/financialCenter/splitOnlineDetail/list', 'split-online-detail-list'],
    ]) {
      await openList(page, path);
      await shot(page, name);
    }
  });

  it('变更启用中的分账规则 → 版本加一，旧版本出现在变更记录', async () => {
    const { page } = b;
    await loginAndLand(page);
    const candidates = await rows(
      '/api/finance/v2/api/splitAccountRules?ruleName=%E4%B8%9A%E4%B8%BB&orderBy=updateTime&orderType=desc&pageSize=10',
    );
    const rule = candidates.find((r) => r.ruleStatus === 1 && r.version === 1)!;
    expect(rule).toBeTruthy();
    const list = await openList(page, RULES);
    await search(list, '规则名称', '业主');
    const row = list.locator('.ant-table-row', { hasText: String(rule.receiverAccount) }).first();
    await row.waitFor();
    await shot(page, 'split-rule-list');

    await rowAction(page, row, '变更');
    const form = await opened(page, '变更分账规则');
    await formItem(form, '分账比例').locator('input').fill('35');
    const when = formItem(form, '生效时间').locator('input');
    await when.fill('2026-12-01 00:00:00');
    await when.press('Enter');
    await formItem(form, '变更说明').locator('textarea').fill('业主委员会决议，分润比例调整为35%');
    await shot(page, 'split-rule-change');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '变更成功!').waitFor();

    const changed = list.locator('.ant-table-row', { hasText: String(rule.receiverAccount) }).first();
    await expect.poll(() => changed.textContent()).toContain('35');
    await rowAction(page, changed, '变更记录');
    const history = await drawer(page, '变更记录');
    const old = history.locator('.ant-table-row').first();
    await old.waitFor();
    await expect.poll(() => history.locator('.ant-table-row').count()).toBe(1);
    expect(await old.textContent()).toContain(String(rule.receiverName));
    expect(await old.textContent()).toContain(`${rule.splitRatio}`);
    await shot(page, 'split-rule-change-record');
  });
});
