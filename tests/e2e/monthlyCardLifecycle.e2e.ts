/**
 * 月卡管理 after issue, as an operator does it (schemas/specificCar.json, services/specificCar/monthlyCardLifecycle.ts):
 * a CSV of three passes with one bad row is checked first — the dialog names 第 3 行 and its reason — then only the
 * good rows are imported and are listed in 月卡管理; one of them is renewed (its end date moves three months on and a
 * 续费记录 appears), another is cancelled with a reason (已退卡, listed in 退卡记录 with its refund). Screenshots of the
 * new screens go to /tmp/specb-shots/.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatChinaTime } from '../../server-mock/db/time';
import { addDays, addMonths } from '../../schemas/meta/lib/expressions';
import { SEED_RULES } from '../../server-mock/services/specificCar/monthlyRuleSeed';
import { loginAndLand, useBrowser } from './support/browser';
import { dialog, formItem, opened, openSidebarPage, settled, toast } from './support/ui';

const SHOTS = '/tmp/specb-shots';
const CARDS = '[data-page="/specificParking/cardManage/index"]';
const tomorrow = formatChinaTime(Date.now() + 86_400_000).slice(0, 10);
const rule = SEED_RULES.find((r) => r.parkId === 1001 && r.ruleName === '标准月卡' && r.ruleStatus === 1)!;
const price = rule.periods.reduce((sum, p) => sum + p.monthPrice, 0) / 100;
const HEADER = '*车牌号,车牌颜色,*车主姓名,*手机号,*车场,*月卡规则,开始日期,月数,*支付方式,*实收金额,备注';
const line = (plate: string, phone: string) =>
  `${plate},蓝色,沈佳怡,${phone},西湖文化广场停车场,标准月卡,${tomorrow},1,微信支付,${price},批量导入`;
const CSV = [HEADER, line('浙AE6101', '13905716101'), line('浙AE6102', '1390571'), line('浙AE6103', '13905716103')].join('\r\n');

/** A search field of a list by its exact label. */
const searchItem = (root: Locator, label: string) =>
  root.locator('.ant-form-item').filter({ has: root.page().locator(`label[title="${label}"]`) });

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('月卡导入、续费与退卡（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('导入（第 3 行有误，仅导入正确的行）→ 月卡管理可查 → 续费 → 退卡', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openSidebarPage(page, '包期办理', '月卡管理', '**/specificParking/cardManage/index');
    const list = page.locator(CARDS);
    await list.locator('.ant-table-row').first().waitFor();
    await shot(page, 'monthly-card-list');

    // 状态 search returns rows of that state only.
    await list.getByText('展开', { exact: true }).click();
    await searchItem(list, '状态').locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('即将到期', { exact: true }).click();
    await list.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(async () => (await list.locator('.ant-table-row').allTextContents()).every((t) => t.includes('即将到期'))).toBe(true);
    expect(await list.locator('.ant-table-row').count()).toBeGreaterThan(0);
    await list.getByRole('button', { name: /重\s*置/ }).click();

    // 导入: the check lists row 3 (the bad phone); only the two good rows are imported.
    const input = list.locator('input[type=file]').first();
    await input.setInputFiles({ name: '月卡导入.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${CSV}`, 'utf8') });
    const report = dialog(page, '导入：导入校验结果');
    await report.waitFor();
    await settled(page);
    await report.getByText('共 3 行，其中 2 行正确，1 行有误').waitFor();
    await report.getByText('第 3 行').first().waitFor();
    await report.getByText('手机号：请输入正确的手机号').waitFor();
    await shot(page, 'monthly-card-import-report');
    await report.getByRole('button', { name: '仅导入正确的 2 行' }).click();
    await toast(page, '已导入 2 条，1 行有误未导入').waitFor();

    await searchItem(list, '车牌号').locator('input').fill('浙AE610');
    await list.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => list.locator('.ant-table-row').count()).toBe(2);
    const rows = await list.locator('.ant-table-row').allTextContents();
    expect(rows.some((t) => t.includes('浙AE6101'))).toBe(true);
    expect(rows.some((t) => t.includes('浙AE6103'))).toBe(true);
    expect(rows.some((t) => t.includes('浙AE6102'))).toBe(false);

    // 续费 浙AE6101 by 3 months: the end date moves on from the current end.
    const first = list.locator('.ant-table-row', { hasText: '浙AE6101' });
    await first.getByRole('button', { name: '续费' }).click();
    const renew = await opened(page, '月卡续费');
    await renew.getByText('3个月', { exact: true }).click();
    await formItem(renew, '支付方式').locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('支付宝', { exact: true }).click();
    await shot(page, 'monthly-card-renew');
    await renew.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '续费成功!').waitFor();
    const end = addDays(addMonths(tomorrow, 1)!, -1)!;
    const renewedEnd = addDays(addMonths(addDays(end, 1)!, 3)!, -1)!;
    await expect.poll(() => first.textContent()).toContain(`${renewedEnd} 23:59:59`);

    // 退卡 浙AE6103 with a reason: 已退卡, and no 续费 / 退卡 buttons any more.
    const other = list.locator('.ant-table-row', { hasText: '浙AE6103' });
    await other.getByRole('button', { name: '退卡' }).click();
    const confirm = page.locator('.ant-modal-confirm', { hasText: '确认为该车辆退卡？' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    const cancel = await opened(page, '月卡退卡');
    await formItem(cancel, '退卡原因').locator('textarea').fill('车主车辆已出售');
    await shot(page, 'monthly-card-cancel');
    await cancel.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '退卡成功!').waitFor();
    await expect.poll(() => other.textContent()).toContain('已退卡');
    expect(await other.getByRole('button', { name: '续费' }).count()).toBe(0);
    await shot(page, 'monthly-card-after');

    // 续费记录 and 退卡记录 show what was done.
    await openSidebarPage(page, '包期办理', '续费记录', '**/specificParking/certificateByMonthly/renewal');
    const renewals = page.locator('[data-page="/specificParking/certificateByMonthly/renewal"]');
    await renewals.locator('.ant-table-row', { hasText: '浙AE6101' }).waitFor();
    expect(await renewals.locator('.ant-table-row', { hasText: '浙AE6101' }).textContent()).toContain(renewedEnd);
    await shot(page, 'monthly-card-renewals');
    await openSidebarPage(page, '包期办理', '退卡记录', '**/specificParking/certificateByMonthly/cancel');
    const cancelled = page.locator('[data-page="/specificParking/certificateByMonthly/cancel"]');
    await cancelled.locator('.ant-table-row', { hasText: '浙AE6103' }).waitFor();
    expect(await cancelled.locator('.ant-table-row', { hasText: '浙AE6103' }).textContent()).toContain('车主车辆已出售');
    await shot(page, 'monthly-card-cancelled');
  });

  it('screens of 批量办理, 车辆分组, 分组临时车, 车场分组, 车场管理 and 白名单导入', async () => {
    const { page } = b;
    await loginAndLand(page);
    const pages: [string, string, string, string][] = [
      ['包期办理', '批量办理', '**/specificParking/certificateByMonthly/bulkImport', 'monthly-card-bulk'],
      ['特殊车辆', '车辆分组', '**/specificCar/groupManage/groupInfo', 'vehicle-groups'],
      ['特殊车辆', '分组临时车', '**/specificCar/groupManage/groupTempCar', 'group-temp-cars'],
      ['特殊车辆', '车场分组', '**/specificCar/parkingGroup', 'park-groups'],
      ['特殊车辆', '车场管理', '**/specificCar/parkingManage', 'park-policies'],
      ['特殊车辆', '白名单', '**/specificCar/whiteManage/whiteList/list', 'white-list-import'],
    ];
    for (const [group, item, url, name] of pages) {
      await openSidebarPage(page, group, item, url);
      const root = page.locator(`[data-page$="${url.slice(2)}"]`);
      await root.locator('.ant-table-row, .ant-formily-item').first().waitFor();
      await shot(page, name);
    }
    const groups = page.locator('[data-page$="specificCar/groupManage/groupInfo"]');
    await openSidebarPage(page, '特殊车辆', '车辆分组', '**/specificCar/groupManage/groupInfo');
    await groups.locator('.ant-table-row').first().getByRole('button', { name: '查看' }).click();
    await page.locator('.ant-drawer-content').getByText('成员车辆', { exact: true }).first().waitFor();
    await settled(page);
    await page.waitForTimeout(400);
    await shot(page, 'vehicle-group-detail');
  });
});
