import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAndLand, screenshot, useBrowser } from './support/browser';

const LIST = '[data-page="/sysBulletin/list"]';

async function openAddForm(page: Page) {
  await loginAndLand(page);
  await page.locator('aside').getByText('全部公告', { exact: true }).click();
  await page.waitForURL('**/sysBulletin/list');
  await page.locator(`${LIST} .ant-table-row`).first().waitFor();
  await page
    .locator(LIST)
    .getByRole('button', { name: /新\s*增/ })
    .click();
  const modal = page.locator('.ant-modal').filter({ hasText: '公告标题' }).last();
  await modal.waitFor();
  return modal;
}

async function fillBulletin(page: Page, modal: ReturnType<Page['locator']>, title: string) {
  await modal.getByPlaceholder('请输入公告标题').fill(title);
  await modal.locator('.ant-formily-item', { hasText: '公告类型' }).locator('.ant-select').first().click();
  await page.locator('.ant-select-dropdown:visible').getByText('系统公告', { exact: true }).click();
  await modal.locator('textarea, [contenteditable="true"]').last().fill('本周六 22:00 起停车场系统升级，期间请走人工通道。');
}

const rowOf = (page: Page, title: string) => page.locator(`${LIST} .ant-table-row`, { hasText: title });

describe('一个表单两个提交：保存草稿 / 提交审核（系统公告，真实 Chromium）', () => {
  const b = useBrowser();

  it('保存草稿 得到草稿；提交审核 先确认，再新增并提交，列表显示 待审核；附件名称重复时不提交', async () => {
    const { page } = b;
    const draftTitle = `e2e 草稿公告 ${Date.now() % 100000}`;
    let modal = await openAddForm(page);
    const footer = await modal.locator('.ant-btn').allTextContents();
    expect(footer.map((t) => t.replace(/\s/g, '')).slice(-3)).toEqual(['取消', '保存草稿', '提交审核']);
    await fillBulletin(page, modal, draftTitle);
    await screenshot(page, 'form-submits-bulletin');
    await modal.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText('保存成功!').waitFor();
    await expect.poll(() => rowOf(page, draftTitle).textContent()).toContain('草稿');

    const title = `e2e 提交审核公告 ${Date.now() % 100000}`;
    await page
      .locator(LIST)
      .getByRole('button', { name: /新\s*增/ })
      .click();
    modal = page.locator('.ant-modal').filter({ hasText: '公告标题' }).last();
    await modal.waitFor();
    await fillBulletin(page, modal, title);
    // Two attachments with one name: the table says which rows, nothing is sent.
    const table = modal.locator('.ant-formily-item', { hasText: '附件链接' }).first();
    const rows = table.locator('tbody tr.ant-table-row');
    await table.getByRole('button', { name: /添加一行/ }).click();
    await table.getByRole('button', { name: /添加一行/ }).click();
    await rows.nth(0).locator('input').nth(0).fill('收费标准');
    await rows.nth(1).locator('input').nth(0).fill('收费标准');
    await modal.getByRole('button', { name: '提交审核' }).click();
    await modal.getByText('第 2 行的名称与第 1 行重复').first().waitFor();
    await screenshot(page, 'form-submits-unique-column');
    await rows.nth(1).locator('input').nth(0).fill('停车场平面图');
    await expect.poll(() => modal.getByText('第 2 行的名称与第 1 行重复').count()).toBe(0);

    // 提交审核 asks first; 取消 keeps the form as typed.
    await modal.getByRole('button', { name: '提交审核' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('确定提交审核该公告？').waitFor();
    await screenshot(page, 'form-submits-confirm');
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await modal.getByPlaceholder('请输入公告标题').inputValue()).toBe(title);
    await modal.getByRole('button', { name: '提交审核' }).click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.getByText('提交成功!').waitFor();
    await expect.poll(() => rowOf(page, title).textContent()).toContain('待审核');
    await screenshot(page, 'form-submits-list');
  });
});
