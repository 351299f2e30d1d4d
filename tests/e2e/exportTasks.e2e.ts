import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { loginAndLand, mockAdmin, screenshot, useBrowser } from './support/browser';

const LIST = '[data-page="/sysBulletin/list"]';
const TASKS = '[data-page="/downBigFile"]';
const HEADER = '公告标题,公告类型,公告状态,强制阅读,创建人,更新时间';
const BOM = '\uFEFF';

async function openBulletinList(page: Page) {
  await loginAndLand(page);
  await page.locator('aside').getByText('全部公告', { exact: true }).click();
  await page.waitForURL('**/sysBulletin/list');
  await page.locator(`${LIST} .ant-table-row`).first().waitFor();
}

/** The list's own count (共 N 条 of its pagination). */
async function listTotal(page: Page): Promise<number> {
  const text = (await page.locator(`${LIST} .ant-pagination-total-text`).textContent()) ?? '';
  return Number(/共\s*(\d+)\s*条/.exec(text)?.[1]);
}

/** The text of a downloaded file. */
async function textOf(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path!, 'utf8');
}

describe('导出：超过阈值转为下载任务，未超过时直接下载（真实 Chromium）', () => {
  const b = useBrowser();

  it('超过 asynExportThreshold：确认后前往平台大数据下载，任务完成后下载 CSV', async () => {
    const { page } = b;
    await mockAdmin('/__mock/settings', { body: { asynExportThreshold: 5 } });
    await openBulletinList(page);
    const total = await listTotal(page);
    expect(total).toBeGreaterThan(5);

    const [exported] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/bulletinInfos/export')),
      page
        .locator(LIST)
        .getByRole('button', { name: /导\s*出$/ })
        .click(),
    ]);
    expect(new URL(exported.url()).searchParams.get('asyn')).toBe('1');
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText(`导出任务已创建，共 ${total} 条数据，是否前往「平台大数据下载」查看进度？`).waitFor();
    await page.waitForTimeout(400); // the dialog's opening animation, for the screenshot
    await screenshot(page, 'export-task-confirm');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL('**/downBigFile');

    const row = page.locator(`${TASKS} .ant-table-row`).first();
    await row.getByText(/^公告列表_\d{14}\.csv$/).waitFor();
    await row.getByText('已完成').waitFor({ timeout: 20000 });
    expect(await row.textContent()).toContain(String(total));
    await page.locator('.ant-modal-mask').waitFor({ state: 'detached' });
    await screenshot(page, 'export-tasks');

    const link = row.getByRole('link', { name: '下载' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/backlog\/v2\/api\/exportFiles\/[0-9a-f]{24}\.csv$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^公告列表_\d{14}\.csv$/);
    const lines = (await textOf(download)).split('\r\n');
    expect(lines[0]).toBe(BOM + HEADER);
    expect(lines.filter((l) => l !== '')).toHaveLength(total + 1);

    // A second export (导出Excel) leads back to the kept-alive page, which shows the new task on top.
    await page.locator('aside').getByText('全部公告', { exact: true }).click();
    await page.waitForURL('**/sysBulletin/list');
    await page
      .locator(LIST)
      .getByRole('button', { name: /导出Excel$/ })
      .click();
    await confirm.getByText(`导出任务已创建，共 ${total} 条数据，是否前往「平台大数据下载」查看进度？`).waitFor();
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL('**/downBigFile');
    await expect.poll(() => page.locator(`${TASKS} .ant-table-row`).count()).toBe(2);
    const newest = page.locator(`${TASKS} .ant-table-row`).first();
    await newest.getByText(/^公告列表_\d{14}\.xlsx$/).waitFor();
    await newest.getByText('已完成').waitFor({ timeout: 20000 });
    const [workbookDownload] = await Promise.all([page.waitForEvent('download'), newest.getByRole('link', { name: '下载' }).click()]);
    expect(workbookDownload.suggestedFilename()).toMatch(/^公告列表_\d{14}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile((await workbookDownload.path())!)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('公告列表');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER.split(','));
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(total + 1);
  });

  it('未超过阈值：直接下载文件，提示导出成功!', async () => {
    const { page } = b;
    await openBulletinList(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .locator(LIST)
        .getByRole('button', { name: /导\s*出$/ })
        .click(),
    ]);
    await page.getByText('导出成功!').waitFor();
    // The server's Content-Disposition names the file.
    expect(download.suggestedFilename()).toMatch(/^公告列表_\d{14}\.csv$/);
    const text = await textOf(download);
    expect(text.split('\r\n')[0]).toBe(BOM + HEADER);
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/sysBulletin/list');
  });
});
