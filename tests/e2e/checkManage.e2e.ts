import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { opened, settled, toast, openSidebarPage } from './support/ui';

const GENERAL = '[data-page="/checkManage/generalRefund/list"]';
const TODO_BILLS = '[data-page="/financialCenter/todoBill/list"]';
const DONE_BILLS = '[data-page="/financialCenter/doneBill/list"]';
const TASKS = '[data-page="/financialCenter/taskResult/list"]';

const rows = (page: Page, list: string) => page.locator(`${list} .ant-table-row`);
const rowWith = (page: Page, list: string, text: string) => rows(page, list).filter({ hasText: text });

/** The record number (退款单号 TK…, 对账单号 DZ…) of the first row showing `status`. */
async function firstNumberWith(page: Page, list: string, status: string, pattern: RegExp): Promise<string> {
  const row = rowWith(page, list, status).first();
  await row.waitFor();
  const number = pattern.exec(await row.innerText())?.[0];
  expect(number, `${status} 行中没有编号`).toBeDefined();
  return number!;
}

async function rowAction(page: Page, row: Locator, label: string) {
  const direct = row.getByText(label, { exact: true });
  if (await direct.count()) await direct.first().click();
  else {
    await row.getByText('更多').click();
    await page.getByRole('menuitem', { name: label }).click();
  }
}

async function confirm(page: Page, text: string) {
  const box = page.locator('.ant-modal-confirm').filter({ hasText: text });
  await box.waitFor();
  await settled(page);
  await box.getByRole('button', { name: /确\s*定/ }).click();
}

/** The count after a sidebar title ('' when none). */
async function sidebarCount(page: Page, title: string): Promise<string> {
  const label = page.locator('aside .app-sidebar-label').filter({ has: page.getByText(title, { exact: true }) });
  const count = label.locator('.app-sidebar-count');
  return (await count.count()) ? (await count.innerText()).trim() : '';
}

describe('退款审核与财务对账（真实 Chromium）', () => {
  const b = useBrowser();

  it('通用退款：通过一条待审核申请；驳回另一条须填写原因，详情中可见原因', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openSidebarPage(page, '退款审核', '通用退款审核', '**');
    await page.waitForURL('**/checkManage/generalRefund/list');
    await rows(page, GENERAL).first().waitFor();
    await screenshot(page, 'refund-list');

    const approved = await firstNumberWith(page, GENERAL, '待审核', /TK\d+/);
    await rowAction(page, rowWith(page, GENERAL, approved), '通过');
    await confirm(page, '确认通过该退款申请？');
    await toast(page, '审核通过!').waitFor();
    await expect.poll(() => rowWith(page, GENERAL, approved).textContent()).toContain('已通过');
    expect(await rowWith(page, GENERAL, approved).getByText('通过', { exact: true }).count()).toBe(0);

    const rejected = await firstNumberWith(page, GENERAL, '待审核', /TK\d+/);
    expect(rejected).not.toBe(approved);
    await rowAction(page, rowWith(page, GENERAL, rejected), '驳回');
    await confirm(page, '确认驳回该退款申请？');
    const form = await opened(page, '驳回退款申请');
    await form.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await expect.poll(() => form.locator('.ant-formily-item-error-help').count()).toBeGreaterThan(0);
    await form.locator('textarea').fill('凭证<不清晰>');
    await expect.poll(() => form.getByText(/不能包含/).count()).toBeGreaterThan(0);
    await screenshot(page, 'refund-reject-invalid');
    await form.locator('textarea').fill('凭证不清晰，请补充缴费截图后重新提交');
    await form.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await toast(page, '驳回成功!').waitFor();
    await expect.poll(() => rowWith(page, GENERAL, rejected).textContent()).toContain('已驳回');

    await rowAction(page, rowWith(page, GENERAL, rejected), '查看');
    const drawer = page.locator('.ant-drawer-content').filter({ hasText: '通用退款申请详情' });
    await drawer.getByText('凭证不清晰，请补充缴费截图后重新提交').waitFor();
    await page.waitForTimeout(400); // the drawer's slide-in
    expect(await drawer.getByText('驳回', { exact: true }).count()).toBe(0);
    await screenshot(page, 'refund-detail');
  });

  it('待处理月对账单：处理并执行一张，侧边栏角标减一，已归档与执行任务结果中可见', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openSidebarPage(page, '财务中心', '待处理月对账单', '**');
    await page.waitForURL('**/financialCenter/todoBill/list');
    await rows(page, TODO_BILLS).first().waitFor();
    await expect.poll(() => sidebarCount(page, '待处理月对账单')).not.toBe('');
    const before = Number(await sidebarCount(page, '待处理月对账单'));
    expect(before).toBeGreaterThan(0);
    await screenshot(page, 'finance-todo-bills');

    const billNo = await firstNumberWith(page, TODO_BILLS, '待核对', /DZ\d+/);
    await rowAction(page, rowWith(page, TODO_BILLS, billNo), '处理');
    const deal = await opened(page, '处理对账单');
    await deal.getByText('核对一致', { exact: true }).click();
    await deal.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await toast(page, '处理成功!').waitFor();
    await expect.poll(() => rowWith(page, TODO_BILLS, billNo).textContent()).toContain('待执行');

    await rowAction(page, rowWith(page, TODO_BILLS, billNo), '执行对账');
    await confirm(page, '确认执行该对账单？');
    await toast(page, '执行成功!').waitFor();
    await expect.poll(() => rowWith(page, TODO_BILLS, billNo).count()).toBe(0);

    await openSidebarPage(page, '财务中心', '已归档月对账单', '**');
    await page.waitForURL('**/financialCenter/doneBill/list');
    await expect.poll(() => sidebarCount(page, '待处理月对账单')).toBe(String(before - 1));
    await rowWith(page, DONE_BILLS, billNo).waitFor();
    await screenshot(page, 'finance-done-bills');

    await openSidebarPage(page, '财务中心', '执行任务结果', '**');
    await page.waitForURL('**/financialCenter/taskResult/list');
    const task = rowWith(page, TASKS, billNo);
    await task.waitFor();
    expect(await task.textContent()).toContain('执行成功');
    await screenshot(page, 'finance-tasks');
  });
});
