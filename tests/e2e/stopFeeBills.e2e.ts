/**
 * 停车收费's bills and 客户管理 as an operator walks them: 账单流水 searched by plate shows that plate's rows and the
 * totals of exactly those rows; an 账单申诉 受理 then 解决 with an adjusted amount; a 退款申请 for a paid order,
 * approved, appears in 退款记录; 客户管理 searched by plate opens the owner's detail with the plates' orders; a
 * 企业车账单 found by its number counts one more 停车次数 after one of the company's cars drove through the lanes, and
 * 通行分析 shows 出场车次 and 场内净增 next to the entries. Each screen is photographed at 1366 × 768.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAndLand, mockAdmin, platformCall, screenshot, useBrowser } from './support/browser';
import { opened, openSidebarPage, toast } from './support/ui';

const page$ = (path: string) => `[data-page="${path}"]`;
const FLOWS = page$('/stopFee/billFlow/list');
const COMPLAINTS = page$('/stopFee/billComplaint/list');
const APPLIES = page$('/stopFee/refundApply/list');
const REFUNDS = page$('/stopFee/refundRecord/list');
const CUSTOMERS = page$('/customerManage/plateInfo');
const SHOTS = process.env.E2E_SHOTS_DIR;

type Row = Record<string, unknown>;

async function shot(page: Page, name: string) {
  await screenshot(page, name);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${name}.png`) });
  }
}

const open = (page: Page, name: string, path: string, group = '停车收费') => openSidebarPage(page, group, name, `**${path}`);
/** Unfolds a list's search form when some of its fields are folded away. */
async function unfold(root: ReturnType<Page['locator']>) {
  const more = root.getByText('展开', { exact: true });
  if (await more.count()) await more.first().click();
}
const okButton = (page: Page, title: string) =>
  page.locator('.ant-modal-content', { hasText: title }).getByRole('button', { name: /确\s*定|提\s*交/ });

describe('账单流水、账单申诉、退款申请与客户管理（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('账单流水按车牌查询 → 账单申诉受理并解决 → 退款申请通过后出现在退款记录', async () => {
    const { page } = b;
    await loginAndLand(page);

    // 账单流水: search by one plate; every row is that plate and the totals are the rows' sums.
    const firstLoad = page.waitForResponse((r) => r.url().includes('/charge/v2/api/billFlows?'));
    await open(page, '账单流水', '/stopFee/billFlow/list');
    const first = (await (await firstLoad).json()).data.results as Row[];
    const plate = String(first[0].plateNo);
    const flows = page.locator(FLOWS);
    await flows.locator('.ant-table-row').first().waitFor();
    await unfold(flows);
    await flows.getByPlaceholder('支持输入部分车牌').first().fill(plate);
    const searched = page.waitForResponse((r) => r.url().includes('/charge/v2/api/billFlows?') && r.url().includes('plateNo='));
    const summed = page.waitForResponse((r) => r.url().includes('/charge/v2/api/billFlows/summary?') && r.url().includes('plateNo='));
    await flows.getByRole('button', { name: /查\s*询/ }).click();
    const rows = (await (await searched).json()).data.results as Row[];
    const summary = (await (await summed).json()).data as Row;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.plateNo === plate)).toBe(true);
    const net = rows.reduce((s, r) => s + Math.round(Number(r.flowMoney) * 100), 0);
    expect(Math.round(Number(summary.netMoney) * 100)).toBe(net);
    await expect.poll(() => flows.locator('.ant-table-row').count()).toBe(rows.length);
    await expect.poll(() => flows.textContent()).toContain(`流水笔数`);
    const yuan = (fen: number) => `${fen < 0 ? '-' : ''}¥${(Math.abs(fen) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(await flows.textContent()).toContain(`净收入${yuan(net)}`);
    await shot(page, 'fee-billFlow-search');

    // 账单申诉: 受理 then 解决 with an adjusted amount.
    const complaintsLoad = page.waitForResponse((r) => r.url().includes('/charge/v2/api/billComplaints?'));
    await open(page, '账单申诉', '/stopFee/billComplaint/list');
    const complaints = (await (await complaintsLoad).json()).data.results as Row[];
    const complaint = complaints.find((c) => c.complaintStatus === 1 && Number(c.paidMoney) >= 2)!;
    const row = page.locator(`${COMPLAINTS} .ant-table-row`, { hasText: String(complaint.complaintNo) });
    await row.waitFor();
    await shot(page, 'fee-billComplaint-list');
    await row.getByText('受理', { exact: true }).click();
    await page
      .locator('.ant-popconfirm, .ant-modal-confirm')
      .getByRole('button', { name: /确\s*定|确\s*认|OK/ })
      .click();
    await toast(page, '受理成功!').waitFor();
    await expect.poll(() => row.textContent()).toContain('处理中');
    await row.getByText('解决', { exact: true }).click();
    const resolve = await opened(page, '解决申诉');
    const adjusted = Math.floor(Number(complaint.paidMoney) / 2);
    await resolve.locator('.ant-formily-item', { hasText: '调整后金额' }).locator('input').fill(String(adjusted));
    await resolve.locator('textarea').fill('核实计费有误，按实际停车时长重新结算');
    await shot(page, 'fee-billComplaint-resolve');
    await okButton(page, '解决申诉').click();
    await toast(page, '处理成功!').waitFor();
    await expect.poll(() => row.textContent()).toContain('已解决');
    await row.getByText(String(complaint.complaintNo)).click();
    const drawer = page.locator('.ant-drawer-content', { hasText: '账单申诉详情' });
    await drawer.getByText('解决（处理中 → 已解决）').waitFor();
    await shot(page, 'fee-billComplaint-detail');
    await drawer.locator('.ant-drawer-close').click();

    // 退款申请: a new application for a paid order, approved, then in 退款记录.
    await open(page, '退款申请', '/stopFee/refundApply/list');
    const applies = page.locator(APPLIES);
    await applies.locator('.ant-table-row').first().waitFor();
    await shot(page, 'fee-refundApply-list');
    const order = complaint; // a paid order of the seed (its complaint is settled above; what is left can still be refunded)
    await applies.getByRole('button', { name: '新增退款申请' }).click();
    const form = await opened(page, '新增退款申请');
    await form.locator('.ant-formily-item', { hasText: '订单编号' }).locator('input').fill(String(order.orderNo));
    await form.locator('.ant-formily-item', { hasText: '退款金额' }).locator('input').fill('999');
    await form.locator('textarea').fill('车主重复支付，退还重复部分');
    await okButton(page, '新增退款申请').click();
    await page
      .getByText(/退款金额不能大于可退金额/)
      .first()
      .waitFor();
    await shot(page, 'fee-refundApply-refused');
    await form.locator('.ant-formily-item', { hasText: '退款金额' }).locator('input').fill('0.5');
    await okButton(page, '新增退款申请').click();
    await toast(page, '提交成功!').waitFor();
    const applyRow = page.locator(`${APPLIES} .ant-table-row`, { hasText: String(order.orderNo) }).filter({ hasText: '待审核' });
    await applyRow.first().waitFor();
    await applyRow.first().getByText('通过', { exact: true }).click();
    const approve = await opened(page, '审核通过');
    await approve.locator('textarea').fill('情况属实');
    await okButton(page, '审核通过').click();
    await toast(page, '审核通过，已原路退款!').waitFor();

    await open(page, '退款记录', '/stopFee/refundRecord/list');
    const refund = page.locator(`${REFUNDS} .ant-table-row`, { hasText: String(order.orderNo) }).filter({ hasText: '车主重复支付' });
    await refund.first().waitFor();
    const text = (await refund.first().textContent()) ?? '';
    expect(text).toContain('退款成功');
    expect(text).toContain('¥0.50');
    await shot(page, 'fee-refundRecord-after');
  });

  it('客户管理按车牌查询并打开车主详情；其他新页面可打开', async () => {
    const { page } = b;
    await loginAndLand(page);
    const loaded = page.waitForResponse((r) => r.url().includes('/customer/v2/api/plateInfos?'));
    await open(page, '客户管理', '/customerManage/plateInfo', '客户管理');
    const owners = (await (await loaded).json()).data.results as Row[];
    const owner = owners.find((o) => String(o.remark ?? '') === '月卡用户') ?? owners[0];
    const plate = String(owner.plateNos).split('、')[0];
    const root = page.locator(CUSTOMERS);
    await root.locator('.ant-table-row').first().waitFor();
    await unfold(root);
    await root.getByPlaceholder('支持输入部分车牌').fill(plate.slice(1));
    await root.getByRole('button', { name: /查\s*询/ }).click();
    const row = root.locator('.ant-table-row', { hasText: String(owner.customerNo) });
    await row.waitFor();
    await expect.poll(() => root.locator('.ant-table-row').count()).toBeGreaterThan(0);
    // The phone is masked in the list.
    expect(await row.textContent()).toContain(`${String(owner.phone).slice(0, 3)}****${String(owner.phone).slice(7)}`);
    await shot(page, 'fee-customer-list');
    await row.getByText('详情', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-content', { hasText: '客户详情' });
    await drawer.getByText('停车订单', { exact: true }).first().waitFor();
    await expect.poll(async () => (await drawer.textContent()) ?? '').toContain(plate);
    await drawer.locator('.ant-table-row').first().waitFor();
    await shot(page, 'fee-customer-detail');
    await drawer.locator('.ant-drawer-close').click();

    for (const [name, path, shotName] of [
      ['企业车账单', '/stopFee/companyCarBill/list', 'fee-companyCarBill'],
      ['月卡车辆', '/stopFee/monthList/list', 'fee-monthList'],
      ['补录', '/stopFee/supplementary/list', 'fee-supplementary'],
    ] as const) {
      await open(page, name, path);
      await page
        .locator(`${page$(path)} .ant-table-row`)
        .first()
        .waitFor();
      await shot(page, shotName);
    }
    await page
      .locator(`${page$('/stopFee/supplementary/list')}`)
      .getByRole('button', { name: '新增补录' })
      .click();
    await opened(page, '新增补录');
    await shot(page, 'fee-supplementary-form');
    await page.keyboard.press('Escape');
    await open(page, '通行分析', '/stopFee/passAnalysis');
    await page
      .locator(`${page$('/stopFee/passAnalysis')} canvas`)
      .first()
      .waitFor();
    await page.waitForTimeout(800);
    await shot(page, 'fee-passAnalysis');
  });
  it('企业车账单按账单编号查询 → 详情 → 企业车辆进出一次后停车次数加 1；通行分析显示出场车次与场内净增', async () => {
    const { page } = b;
    await loginAndLand(page);
    const token = (await page.evaluate(() => localStorage.getItem('token'))) as string;
    const call = async (path: string) => ((await platformCall(path, token)).body as { data: { results: Row[] } }).data.results;
    const month = new Date(Date.now() - 2 * 3_600_000 + 8 * 3_600_000).toISOString().slice(0, 7);
    const [bill] = await call(`/api/charge/v2/api/companyCarBills?billMonth=${month}&settleStatus=1&pageSize=50`);
    const plates = (await call(`/api/special/v2/api/whiteLists/byCompany?companyId=${bill.companyId}&pageSize=500`)).filter(
      (w) => w.parkId === bill.parkId,
    );
    const parked = new Set(
      (await call(`/api/charge/v2/api/parkOrders?parkId=${bill.parkId}&orderStatus=1&pageSize=1000`)).map((o) => o.plateNo),
    );
    const plate = String(plates.find((w) => !parked.has(w.plateNo))!.plateNo);

    await open(page, '企业车账单', '/stopFee/companyCarBill/list');
    const root = page.locator(page$('/stopFee/companyCarBill/list'));
    await root.locator('.ant-table-row').first().waitFor();
    // The first field of the search form is 账单编号.
    await root.getByPlaceholder('请输入').first().fill(String(bill.billNo));
    await root.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => root.locator('.ant-table-row').count()).toBe(1);
    const row = root.locator('.ant-table-row', { hasText: String(bill.billNo) });
    expect(await row.textContent()).toContain('待对账');
    // The open drawer (a closed one may stay in the page, hidden).
    const drawer = page.locator('.ant-drawer-open .ant-drawer-content', { hasText: '企业车账单详情' });
    const countOf = async (expected: number) => {
      await row.getByText(String(bill.billNo), { exact: true }).click();
      await drawer.getByText('停车次数', { exact: true }).waitFor();
      await expect.poll(async () => Number(/停车次数\s*(\d+)/.exec((await drawer.textContent()) ?? '')?.[1])).toBe(expected);
      return { drawer };
    };
    const first = await countOf(Number(bill.orderCount));
    expect(await first.drawer.textContent()).toContain('未缴金额');
    await shot(page, 'fee-companyCarBill-detail');
    await first.drawer.locator('.ant-drawer-close').click();

    // One of the company's cars drives in and out through the park's lanes.
    const at = Date.now() - 2 * 3_600_000;
    await mockAdmin('/__mock/traffic/arrive', { body: { plateNo: plate, parkId: bill.parkId, at } });
    await mockAdmin('/__mock/traffic/leave', { body: { plateNo: plate, at: at + 70 * 60_000 } });
    await root.getByRole('button', { name: /查\s*询/ }).click();
    const second = await countOf(Number(bill.orderCount) + 1);
    await second.drawer.locator('.ant-drawer-close').click();
    await shot(page, 'fee-companyCarBill');

    await open(page, '通行分析', '/stopFee/passAnalysis');
    const dash = page.locator(page$('/stopFee/passAnalysis'));
    await dash.locator('canvas').first().waitFor();
    for (const title of ['入场车次', '出场车次', '场内净增']) await dash.getByText(title, { exact: true }).first().waitFor();
    await dash.getByText('每日入场、出场车次与场内净增', { exact: true }).waitFor();
    await page.waitForTimeout(800);
    await shot(page, 'fee-passAnalysis-exits');
  });
});
