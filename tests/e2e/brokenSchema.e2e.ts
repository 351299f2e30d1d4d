import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAndLand, screenshot, useBrowser } from './support/browser';

/**
 * A broken area document reaches the browser (as after a bad deploy): the console serves the
 * sysBulletin chunk built from this fixture instead of the real one.
 */
/** The document as plain JSON, so a test can write values the meta-schema refuses. */
type EditableDocument = { views: Record<string, Record<string, unknown>>; fields: Record<string, Record<string, unknown>> };

function brokenBulletinModule(mutate: (doc: EditableDocument) => void): string {
  const doc = JSON.parse(readFileSync('schemas/sysBulletin.json', 'utf8')) as EditableDocument;
  mutate(doc);
  return `const doc = ${JSON.stringify(doc)};\nexport default doc;\n`;
}

async function serveBrokenArea(page: Page, mutate: (doc: EditableDocument) => void) {
  const body = brokenBulletinModule(mutate);
  await page.route('**/assets/sysBulletin-*.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body }));
}

async function enableTags(page: Page) {
  await page.getByRole('button', { name: '页面风格设置' }).click();
  await page.locator('.ant-drawer .ant-switch').nth(0).click();
  await page.locator('.ant-drawer-close').click();
  await page.getByRole('tablist').waitFor();
}

describe('损坏的 schema 只影响自己的标签页（真实 Chromium）', () => {
  const b = useBrowser();

  it('未知的视图类型：在该标签页内显示错误（含类型与 JSON 指针），其他标签页照常工作', async () => {
    const { page } = b;
    await serveBrokenArea(page, (doc) => {
      doc.views.list.kind = 'grid';
    });
    await loginAndLand(page);
    await enableTags(page);
    await page.locator('aside').getByText('待办事项', { exact: true }).click();
    await page.locator('[data-page="/backlog/todoList"] .ant-table-row').first().waitFor();
    await page.locator('aside').getByText('全部公告', { exact: true }).click();
    const broken = page.locator('[data-page="/sysBulletin/list"]');
    await broken.getByText(/未知的视图类型/).waitFor();
    expect(await broken.textContent()).toContain('/views/list');
    await screenshot(page, 'broken-schema-tab');

    await page.getByRole('tab', { name: /待办事项/ }).click();
    await page.waitForURL('**/backlog/todoList');
    await page.locator('[data-page="/backlog/todoList"] .ant-table-row').first().waitFor();
    await page.getByRole('tab', { name: /首页/ }).click();
    await page.locator('[data-page="/index"]').getByText(/您好/).waitFor();
  });

  it('未知的字段类型：单元格显示错误，列表其余部分照常显示', async () => {
    const { page } = b;
    await serveBrokenArea(page, (doc) => {
      doc.fields.createUser.valueType = 'hologram';
    });
    await loginAndLand(page);
    await page.locator('aside').getByText('全部公告', { exact: true }).click();
    const list = page.locator('[data-page="/sysBulletin/list"]');
    await list.locator('.ant-table-row').first().waitFor();
    expect(await list.getByText(/未知的字段类型/).count()).toBeGreaterThan(0);
    expect(await list.locator('.ant-table-row').count()).toBeGreaterThan(0);
  });
});
