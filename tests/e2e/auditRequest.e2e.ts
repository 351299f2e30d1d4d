/**
 * 月卡申请审核 and 储值卡 end to end (schemas/specificCar.json), as an operator: 申请办理 filtered by 审核状态 待审核
 * shows only pending applications; 审核 opens the application with its 行驶证 pictures, 通过 issues the pass, which
 * 月卡管理 then lists for that plate; 储值卡充值 of a new plate computes the tier's gift, and 充值记录 lists the
 * recharge with the balance after it. Every screen of the two areas is looked at on the way.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { choose, drawer, rowAction } from './support/monthlyRuleUi';
import { formItem as item, opened, settled, toast } from './support/ui';

const APPLY = '[data-page="/specificParking/auditRequest/apply"]';
const CARDS = '[data-page="/specificParking/cardManage/index"]';
const RECHARGE = '[data-page="/operationManagement/specificCar/storedCard/recharge"]';
const RECORDS = '[data-page="/operationManagement/specificCar/storedCard/rechargeRecord"]';
const PLATE = '浙A8SV26';

const searchItem = (root: Locator, label: string) => root.locator('.ant-pro-query-filter .ant-form-item', { hasText: label }).first();
/** A plate cell reads its colour tag, then the plate. */
const plateText = (cell: string) => cell.split('\n').pop()!.trim();
const rows = (root: Locator) => root.locator('.ant-table-tbody .ant-table-row');

async function openList(page: Page, url: string, selector: string): Promise<Locator> {
  await page.goto(url);
  const root = page.locator(selector);
  await rows(root).first().waitFor();
  return root;
}

async function searchText(root: Locator, label: string, text: string) {
  await searchItem(root, label).locator('input').first().fill(text);
  await root.getByRole('button', { name: /查\s*询/ }).click();
}

/** The cell texts of one column of the table, by its title. */
async function column(root: Locator, title: string): Promise<string[]> {
  const headers = await root.locator('.ant-table-thead th').allTextContents();
  const index = headers.findIndex((h) => h.trim() === title);
  expect(index, `column ${title} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return rows(root).evaluateAll((trs, i) => trs.map((tr) => (tr.children[i as number] as HTMLElement).innerText.trim()), index);
}

describe('月卡申请审核与储值卡（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('申请办理 按待审核筛选 → 审核通过 → 月卡管理查到该车的月卡；储值卡充值 → 充值记录查到该笔充值', async () => {
    const { page } = b;
    await loginAndLand(page);
    const list = await openList(page, '/specificParking/auditRequest/apply', APPLY);
    await screenshot(page, 'audit-apply-list');

    // Filter by 审核状态 待审核: rows come back, every one pending.
    await choose(page, searchItem(list, '审核状态').locator('.ant-select'), '待审核');
    await list.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(async () => new Set(await column(list, '审核状态'))).toEqual(new Set(['待审核']));
    expect(await rows(list).count()).toBeGreaterThan(0);
    await screenshot(page, 'audit-apply-pending');

    // 审核 the first: the drawer shows the application and its 行驶证 pictures; 通过 issues the pass.
    const first = rows(list).first();
    const plate = plateText((await column(list, '车牌号'))[0]);
    const [park] = await column(list, '车场');
    await rowAction(page, first, '审核');
    const audit = await drawer(page, '申请办理审核');
    await audit.getByText('办理内容').waitFor();
    await expect.poll(() => audit.locator('img').count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'audit-apply-audit');
    await audit.getByRole('button', { name: /通\s*过/ }).click();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确认通过该月卡申请？' });
    await confirm.waitFor();
    await settled(page);
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '审核通过，月卡已生成!').waitFor();
    await audit.waitFor({ state: 'hidden' });
    // Still filtered to 待审核: the approved one has left the list.
    await expect.poll(async () => (await column(list, '车牌号')).map(plateText).includes(plate)).toBe(false);

    // 查看 in the 已通过 rows: the trail shows the approval.
    await choose(page, searchItem(list, '审核状态').locator('.ant-select'), '已通过');
    await searchText(list, '车牌号', plate);
    await expect.poll(async () => (await column(list, '车牌号')).map(plateText)).toEqual([plate]);
    await rowAction(page, rows(list).first(), '查看');
    const detail = await drawer(page, '申请办理详情');
    await detail.getByText('审核通过（待审核 → 已通过）').or(detail.getByText('审核通过')).first().waitFor();
    await detail.getByText('陈建国').first().waitFor();
    await screenshot(page, 'audit-apply-detail');
    await page.keyboard.press('Escape');

    // 月卡管理: the plate's pass, 正常.
    const cards = await openList(page, '/specificParking/cardManage/index', CARDS);
    await searchText(cards, '车牌号', plate);
    await expect.poll(async () => (await column(cards, '车牌号')).map(plateText)).toEqual([plate]);
    expect(await column(cards, '车场名称')).toEqual([park]);
    expect(await column(cards, '状态')).toEqual(['正常']);
    await screenshot(page, 'audit-apply-card-issued');

    // 储值卡充值: a new plate in 钱江新城市民中心停车场, ¥350 reaches the ¥200 tier (送 ¥15).
    await page.goto('/operationManagement/specificCar/storedCard/recharge');
    const form = page.locator(RECHARGE);
    await item(form, '车牌号').locator('input').waitFor();
    await item(form, '车牌号').locator('input').fill(PLATE);
    await item(form, '车主姓名').locator('input').fill('周明轩');
    await choose(page, item(form, '车场').locator('.ant-select'), '钱江新城市民中心停车场');
    await choose(page, item(form, '储值卡规则').locator('.ant-select'), '储值卡规则');
    await expect.poll(() => item(form, '充值优惠').textContent()).toContain('充¥200 送¥15');
    await item(form, '充值金额').locator('input').fill('350');
    await choose(page, item(form, '支付方式').locator('.ant-select'), '微信支付');
    await screenshot(page, 'stored-recharge-form');
    await form.getByRole('button', { name: /确认充值/ }).click();
    await toast(page, '充值成功!').waitFor();

    // 充值记录: the recharge of that plate, ¥350 + ¥15 gift, balance ¥365.
    const records = await openList(page, '/operationManagement/specificCar/storedCard/rechargeRecord', RECORDS);
    await searchText(records, '车牌号', PLATE);
    await expect.poll(async () => (await column(records, '车牌号')).map(plateText)).toEqual([PLATE]);
    expect(await column(records, '交易类型')).toEqual(['充值']);
    expect(await column(records, '交易金额')).toEqual(['¥350.00']);
    expect(await column(records, '赠送金额')).toEqual(['¥15.00']);
    expect(await column(records, '交易后余额')).toEqual(['¥365.00']);
    expect(await column(records, '操作人')).toEqual(['陈建国']);
    await screenshot(page, 'stored-recharge-record');
  }, 180_000);

  it('shows every screen of 申请退卡, 重新申请, 储值卡规则, 储值卡 and 退费申请', async () => {
    const { page } = b;
    await loginAndLand(page);
    const screens: [string, string, string][] = [
      ['/specificParking/auditRequest/cancel', '申请退卡审核', 'audit-cancel'],
      ['/specificParking/auditRequest/reapply', '重新申请审核', 'audit-reapply'],
      ['/operationManagement/specificCar/storedCard/cancelRecharge', '退费申请审核', 'stored-refund'],
    ];
    for (const [url, auditTitle, name] of screens) {
      const root = await openList(page, url, `[data-page="${url}"]`);
      await screenshot(page, `${name}-list`);
      await choose(page, searchItem(root, '审核状态').locator('.ant-select'), '待审核');
      await root.getByRole('button', { name: /查\s*询/ }).click();
      await expect.poll(async () => new Set(await column(root, '审核状态'))).toEqual(new Set(['待审核']));
      await rowAction(page, rows(root).first(), '审核');
      const d = await drawer(page, auditTitle);
      await d.getByRole('button', { name: /驳\s*回/ }).waitFor();
      await screenshot(page, `${name}-audit`);
      await page.keyboard.press('Escape');
      await d.waitFor({ state: 'hidden' });
      await rowAction(page, rows(root).first(), '查看');
      const detail = await drawer(page, auditTitle.replace('审核', '详情'));
      await detail.locator('.ant-descriptions-title', { hasText: '流转记录' }).waitFor();
      await screenshot(page, `${name}-detail`);
      await page.keyboard.press('Escape');
    }
    // 驳回 asks for the reason; the application leaves 待审核 with it.
    const refunds = page.locator('[data-page="/operationManagement/specificCar/storedCard/cancelRecharge"]');
    const target = plateText((await column(refunds, '车牌号'))[0]);
    await rowAction(page, rows(refunds).first(), '审核');
    const d = await drawer(page, '退费申请审核');
    await d.getByRole('button', { name: /驳\s*回/ }).click();
    const reject = await opened(page, '驳回退费申请');
    await item(reject, '驳回原因').locator('textarea').fill('该卡有未结清的停车订单，请先补缴');
    await screenshot(page, 'stored-refund-reject-reason');
    await reject.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '已驳回!').waitFor();
    await expect.poll(async () => (await column(refunds, '车牌号')).map(plateText).includes(target)).toBe(false);

    const rules = await openList(
      page,
      '/operationManagement/specificCar/storedCard/cardRule',
      '[data-page="/operationManagement/specificCar/storedCard/cardRule"]',
    );
    await expect.poll(() => rules.locator('.ant-tabs-tab').allTextContents()).toEqual(['当前版本', '历史版本']);
    expect((await column(rules, '充值优惠'))[0]).toMatch(/^充¥\d+ 送¥\d+/);
    await screenshot(page, 'stored-rule-list');
    await rules.getByRole('button', { name: /新增规则/ }).click();
    await drawer(page, '新增储值卡规则');
    await screenshot(page, 'stored-rule-new');
    await page.keyboard.press('Escape');
    await rules.locator('.ant-tabs-tab', { hasText: '历史版本' }).click();
    await rules.locator('.ant-tabs-tabpane-active .ant-table-row').first().waitFor();
    await screenshot(page, 'stored-rule-history');

    await openList(
      page,
      '/operationManagement/specificCar/storedCard/list',
      '[data-page="/operationManagement/specificCar/storedCard/list"]',
    );
    await screenshot(page, 'stored-card-list');
  }, 180_000);
});
