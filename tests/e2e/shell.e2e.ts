import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enableTagsView, loginAndLand, screenshot, useBrowser } from './support/browser';
import { serveFixtureMenus, UNCONFIGURED_ENTRY } from './fixtures/fixtureMenus';

const sidebar = (page: Page) => page.locator('.app-sidebar, aside').first();
/** Clicks a menu item, opening its submenu first when the item is not already shown. */
/** 区域管理 through the top bar's 更多功能 menu (the sidebar's 系统管理 group is long and animates). */
async function openAreaManage(page: Page) {
  await page.getByRole('button', { name: '更多功能', exact: true }).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu').getByText('区域管理', { exact: true }).click();
}

const tab = (page: Page, title: string) => page.getByRole('tab', { name: new RegExp(title) });

async function loginHome(page: Page, account = 'admin') {
  await loginAndLand(page, account);
  await sidebar(page).getByText('停车收费').first().waitFor();
}

describe('布局、侧边栏、标签页（真实 Chromium）', () => {
  const b = useBrowser();

  it('admin 的侧边栏包含全部菜单，operator 只见其子集', async () => {
    const { page } = b;
    await loginHome(page, 'admin');
    for (const title of ['停车收费', '退款审核', '财务中心', '设备监控', '全部公告', '系统管理']) {
      expect(await sidebar(page).getByText(title, { exact: true }).count(), title).toBeGreaterThan(0);
    }
    // 待办中心 has one visible child: it is a direct link titled by the child.
    expect(await sidebar(page).getByText('待办事项', { exact: true }).count()).toBe(1);
    await screenshot(page, 'home-admin');

    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByText('退出登录').click();
    await page.getByText('是否确认退出，并返回登录界面?').waitFor();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await loginHome(page, 'operator');
    expect(await sidebar(page).getByText('系统管理', { exact: true }).count()).toBe(0);
    expect(await sidebar(page).getByText('财务中心', { exact: true }).count()).toBe(0);
    expect(await sidebar(page).getByText('停车收费', { exact: true }).count()).toBeGreaterThan(0);
  });

  it('一次只展开一个子菜单；点击菜单项打开页面；未配置的组件显示「页面未配置」', async () => {
    const { page } = b;
    await serveFixtureMenus(page, [UNCONFIGURED_ENTRY]);
    await loginHome(page);
    await sidebar(page).getByText('停车收费', { exact: true }).click();
    await sidebar(page).getByText('收费记录', { exact: true }).waitFor();
    await sidebar(page).getByText('数据中心', { exact: true }).click();
    await sidebar(page).getByText('未配置示例', { exact: true }).click();
    await page.waitForURL('**/dataCenter/notThere');
    await page.getByText('页面未配置').first().waitFor();
    expect(await sidebar(page).locator('.ant-menu-submenu-open').count()).toBe(1);
    await screenshot(page, 'not-configured');
  });

  it('标签页：打开、右键菜单、关闭当前/其他/所有，首页固定', async () => {
    const { page } = b;
    await loginHome(page);
    await enableTagsView(page);
    expect(await tab(page, '首页').locator('[aria-label^="关闭"]').count()).toBe(0);

    await sidebar(page).getByText('待办事项', { exact: true }).click();
    await page.waitForURL('**/backlog/todoList');
    await openAreaManage(page);
    await page.waitForURL('**/areaManage/list');
    await expect
      .poll(async () => (await page.getByRole('tab').allTextContents()).map((t) => t.trim()))
      .toEqual(['首页', '待办事项', '区域管理']);
    await screenshot(page, 'tabs-three');

    // Closing the active tab moves to the last remaining one.
    await page.getByRole('button', { name: '关闭 区域管理' }).or(page.getByLabel('关闭 区域管理')).first().click();
    await page.waitForURL('**/backlog/todoList');
    await expect.poll(() => page.getByRole('tab').count()).toBe(2);

    // Context menu, 105 px wide: 关闭其他 keeps the pinned home tab and the chosen one.
    await openAreaManage(page);
    await tab(page, '待办事项').click({ button: 'right' });
    const menu = page.getByRole('menu').last();
    await menu.getByText('关闭其他').waitFor();
    expect(Math.round((await menu.boundingBox())!.width)).toBe(105);
    expect(await menu.getByText('刷新').count()).toBe(1);
    await menu.getByText('关闭其他').click();
    await expect.poll(async () => (await page.getByRole('tab').allTextContents()).map((t) => t.trim())).toEqual(['首页', '待办事项']);

    // 关闭所有 leaves only the pinned home tab and goes home.
    await tab(page, '待办事项').click({ button: 'right' });
    await page.getByRole('menu').last().getByText('关闭所有').click();
    await page.waitForURL('**/index');
    await expect.poll(async () => (await page.getByRole('tab').allTextContents()).map((t) => t.trim())).toEqual(['首页']);
  });

  it('切换标签后，页面的页码与滚动位置保留', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 1280, height: 560 });
    await loginHome(page);
    // With a fixed header the page area scrolls on its own, so the tabs stay in reach while scrolled.
    await enableTagsView(page, true);
    await sidebar(page).getByText('待办事项', { exact: true }).click();
    await page.waitForURL('**/backlog/todoList');
    const todo = page.locator('[data-page="/backlog/todoList"]');
    await todo.locator('.ant-table-row').first().waitFor();
    await todo.locator('.ant-pagination-item-2').click();
    await expect.poll(() => todo.locator('.ant-pagination-item-active').textContent()).toBe('2');
    const rows = await todo.locator('.ant-table-row').allTextContents();
    const scrolled = await page.evaluate(() => {
      const main = document.getElementById('app-main')!;
      const scroller = main.closest('.app-layout--fixed-header') ? main : main.parentElement!;
      scroller.scrollTop = 200;
      return scroller.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(0);
    await page.waitForTimeout(100);

    await tab(page, '首页').click();
    await page.waitForURL('**/index');
    await tab(page, '待办事项').click();
    await page.waitForURL('**/backlog/todoList');
    await expect.poll(() => todo.isVisible()).toBe(true);
    expect(await todo.locator('.ant-pagination-item-active').textContent()).toBe('2');
    expect(await todo.locator('.ant-table-row').allTextContents()).toEqual(rows);
    const restored = await page.evaluate(() => {
      const main = document.getElementById('app-main')!;
      return (main.closest('.app-layout--fixed-header') ? main : main.parentElement!).scrollTop;
    });
    expect(restored).toBe(scrolled);
  });

  it('切换标签后，页面的筛选条件保留', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 1280, height: 600 });
    await loginHome(page);
    await enableTagsView(page);
    await sidebar(page).getByText('待办事项', { exact: true }).click();
    await page.waitForURL('**/backlog/todoList');
    const title = page.locator('[data-page="/backlog/todoList"]').getByPlaceholder('请输入标题');
    await title.fill('月');
    await page
      .locator('[data-page="/backlog/todoList"]')
      .getByRole('button', { name: /查\s*询/ })
      .click();
    await page.locator('[data-page="/backlog/todoList"] .ant-table-row').first().waitFor();
    const rowsBefore = await page.locator('[data-page="/backlog/todoList"] .ant-table-row').allTextContents();
    expect(rowsBefore.length).toBeGreaterThan(0);
    expect(rowsBefore).toHaveItemsAllMatching((r) => r.includes('月'));

    await tab(page, '首页').click();
    await page.waitForURL('**/index');
    await expect.poll(() => page.locator('[data-page="/backlog/todoList"]').isVisible()).toBe(false);
    await tab(page, '待办事项').click();
    await page.waitForURL('**/backlog/todoList');
    await expect.poll(() => title.isVisible()).toBe(true);
    expect(await title.inputValue()).toBe('月');
    expect(await page.locator('[data-page="/backlog/todoList"] .ant-table-row').allTextContents()).toEqual(rowsBefore);
    await screenshot(page, 'todo-filters-kept');
  });

  it('未知路径 → 404；退出登录后 token 清除并回到登录页', async () => {
    const { page } = b;
    await loginHome(page);
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
    await screenshot(page, 'not-found');
    await page.goto('/index');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByText('退出登录').click();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    const after = await page.evaluate(() => ({ token: localStorage.getItem('token'), loginStatus: localStorage.getItem('loginStatus') }));
    expect(after).toEqual({ token: null, loginStatus: '0' });
    await page.goto('/todo');
    await page.waitForURL((u) => u.pathname === '/login');
  });
});
