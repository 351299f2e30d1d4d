import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall } from './support/apiCall';
import { loginAndLand, screenshot, useBrowser } from './support/browser';

/**
 * The shell calls guarded by a button code (处理 BKLG19010011, 故障上报 TBFR10000006, 文件下载管理 TBBF10000004,
 * 数据可视化 TBDV10000008): an account without the code sees no entry point, and the API refuses the call (403).
 */
const topbar = (page: Page) => page.locator('header.app-topbar');
const rowActions = (page: Page, name: string) =>
  page.locator('.ant-table-tbody tr').getByRole('button', { name: new RegExp(`^${name.split('').join('\\s*')}$`) });

async function openTodo(page: Page) {
  await page.goto('/todo');
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  await page.locator('.ant-table-tbody .ant-tag', { hasText: '待处理' }).first().waitFor();
}

describe('button codes on the shell calls', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('viewer1 (without the codes): no 处理 / 关闭 on 待办, no 故障上报 / 数据可视化 / 文件下载管理, and the calls answer 403', async () => {
    const { page } = b;
    await loginAndLand(page, 'viewer1');
    await openTodo(page);
    expect(await rowActions(page, '查看').count()).toBeGreaterThan(0);
    expect(await rowActions(page, '处理').count()).toBe(0);
    expect(await rowActions(page, '关闭').count()).toBe(0);
    await screenshot(page, 'todo-viewer1-no-deal');

    for (const name of ['故障上报', '数据可视化'])
      expect(await topbar(page).getByRole('button', { name, exact: true }).count(), name).toBe(0);
    await topbar(page).getByRole('button', { name: '更多功能', exact: true }).click();
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu').last();
    await menu.waitFor();
    expect((await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim())).not.toContain('文件下载管理');

    const refused = { code: '403', msg: '无权访问该接口', data: null };
    for (const [method, path, body] of [
      ['POST', '/backlog/v2/api/backlogs/deal', { backlogId: 'BL000019', dealStatus: 1 }],
      [
        'POST',
        '/device/v2/api/platformErrorReports/save',
        { errorTitle: '道闸抬杆异常', errorContent: '一号岗亭道闸无法抬杆', picUrls: [] },
      ],
      ['GET', '/backlog/v2/api/exportTasks?pageNo=1&pageSize=10', undefined],
      ['GET', '/basic/v2/api/dataScreen/url', undefined],
    ] as const)
      expect(await apiCall(page, method, path, body), path).toEqual({ status: 403, body: refused });
  });

  it('admin (with the codes) is offered 处理 and 关闭 on the pending to-dos', async () => {
    const { page } = b;
    await loginAndLand(page, 'admin');
    await openTodo(page);
    expect(await rowActions(page, '处理').count()).toBeGreaterThan(0);
    expect(await rowActions(page, '关闭').count()).toBeGreaterThan(0);
    for (const name of ['故障上报', '数据可视化'])
      expect(await topbar(page).getByRole('button', { name, exact: true }).count(), name).toBe(1);
    await screenshot(page, 'todo-admin-deal');
  });
});
