import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { openSystemPage, opened, settled, toast } from './support/ui';

const AREA = '[data-page="/areaManage/list"]';
const ROLE = '[data-page="/systemManage/role/list"]';
const sidebar = (page: Page) => page.locator('aside').first();

/** 区域管理 through the top bar's 更多功能 menu. */
async function openAreaFromTopBar(page: Page) {
  await page.getByRole('button', { name: '更多功能', exact: true }).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu').getByText('区域管理', { exact: true }).click();
  await page.waitForURL('**/areaManage/list');
}

const rowOf = (scope: Locator, name: string) =>
  scope.locator('.ant-table-row').filter({ has: scope.page().getByText(name, { exact: true }) });
async function expand(scope: Locator, name: string) {
  await rowOf(scope, name).locator('.ant-table-row-expand-icon').click();
}
async function rowAction(scope: Locator, name: string, action: string) {
  await rowOf(scope, name).getByText(action, { exact: true }).click();
}

describe('树形：区域管理与角色管理（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('区域管理：顶栏与菜单都能打开；逐级展开；新增下级；移动到自身下级被拒绝；有下级的区域不能删除', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openAreaFromTopBar(page);
    const area = page.locator(AREA);
    await area.locator('.ant-table-row').first().waitFor();
    await expect
      .poll(async () => (await area.locator('.ant-table-row-level-0 td:first-child').allTextContents()).map((t) => t.trim()))
      .toEqual(['浙江省', '江苏省', '上海市']);
    await expand(area, '浙江省');
    await rowOf(area, '杭州市').waitFor();
    await expand(area, '杭州市');
    await rowOf(area, '西湖区').waitFor();
    await expand(area, '西湖区');
    await rowOf(area, '北山街道').waitFor();
    // Streets are leaves: no expand icon, no 新增下级.
    expect(await rowOf(area, '北山街道').locator('.ant-table-row-expand-icon-spaced').count()).toBe(1);
    expect(await rowOf(area, '北山街道').getByText('新增下级', { exact: true }).count()).toBe(0);
    await screenshot(page, 'area-tree');

    // 新增下级 under 西湖区: the parent is preset and shown by name.
    await rowAction(area, '西湖区', '新增下级');
    const add = await opened(page, '新增下级区域');
    await expect.poll(() => add.locator('.ant-select-selection-item').first().textContent()).toBe('西湖区');
    await add.getByPlaceholder('请输入区域名称').fill('转塘街道');
    await add.getByPlaceholder('请输入行政区划代码').fill('330106010');
    await screenshot(page, 'area-add-child');
    await add.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '保存成功!').waitFor();
    // The reload keeps 浙江省 › 杭州市 › 西湖区 open, so the new street shows in place.
    await rowOf(area, '转塘街道').waitFor();
    expect(await rowOf(area, '转塘街道').getByText('街道', { exact: true }).count()).toBe(1);

    // 移动 杭州市 under its own district 西湖区: refused with the reason, the dialog stays open.
    await rowAction(area, '杭州市', '移动');
    const move = await opened(page, '移动区域');
    await move.locator('.ant-select-selector').click();
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    // The current parent 浙江省 shows by name; its children load when it is expanded, and so on down.
    const treeNode = (name: string) => dropdown.locator('.ant-select-tree-treenode').filter({ has: page.getByText(name, { exact: true }) });
    await treeNode('浙江省').locator('.ant-select-tree-switcher').click();
    await treeNode('杭州市').locator('.ant-select-tree-switcher').click();
    await dropdown.getByText('西湖区', { exact: true }).click();
    await move.getByRole('button', { name: /确\s*定/ }).click();
    await move.getByText('不能将「杭州市」移动到其自身或其下级之下').waitFor();
    await screenshot(page, 'area-move-refused');
    await move.getByRole('button', { name: /取\s*消/ }).click();
    await settled(page);

    // 删除 上海市 (it has a city): confirmed, then refused with the reason.
    await rowAction(area, '上海市', '删除');
    await page.getByText('确认删除该区域？删除后不可恢复。').waitFor();
    const removal = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/system/v2/api/areas'));
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
    expect((await (await removal).json()).msg).toBe('「上海市」下还有 1 个下级，请先删除或移走下级');
    await page.getByText('「上海市」下还有 1 个下级，请先删除或移走下级').waitFor();
    expect(await rowOf(area, '上海市').count()).toBe(1);

    // The sidebar's 系统管理 › 区域管理 shows the same view.
    await openSystemPage(page, '区域管理', '**/systemManage/areaManage/list');
    await rowOf(page.locator('[data-page="/systemManage/areaManage/list"]'), '江苏省').waitFor();
  });

  it('角色管理：新建只含区域管理与全部公告的角色，分配给 operator 后其菜单与按钮随之改变', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openSystemPage(page, '角色管理', '**/systemManage/role/list');
    const roles = page.locator(ROLE);
    await rowOf(roles, '超级管理员').waitFor();
    await screenshot(page, 'role-list');

    await roles.getByRole('button', { name: /新增角色/ }).click();
    const drawer = page.locator('.ant-drawer-content').filter({ hasText: '新增角色' });
    await drawer.getByText('顶栏功能', { exact: true }).waitFor();
    await drawer.getByPlaceholder('请输入角色名称').fill('区域与公告');
    const node = (title: string, nth = 0) =>
      drawer
        .locator('.ant-tree-treenode')
        .filter({ has: page.locator('.ant-tree-title').getByText(title, { exact: true }) })
        .nth(nth);
    const search = drawer.getByPlaceholder('搜索权限');
    const shown = (l: Locator) => expect.poll(() => l.isVisible(), { timeout: 10_000 }).toBe(true);
    // The tree is a virtual list: a search brings the wanted nodes (with their ancestors) into view.
    // 区域管理 is both a top-bar entry (first) and a page of 系统管理 (second).
    await search.fill('区域管理');
    await shown(node('区域管理', 1));
    await node('区域管理', 0).locator('.ant-tree-checkbox').click();
    await node('区域管理', 1).locator('.ant-tree-checkbox').click();
    await search.fill('全部公告');
    await shown(node('全部公告'));
    await node('全部公告').locator('.ant-tree-checkbox').click();
    await drawer.getByText('已选 13 项').waitFor();
    // 系统管理 is a top-bar entry (first) and the menu group (second): the group is half-checked.
    await search.fill('系统管理');
    await shown(node('系统管理', 1));
    expect(await node('系统管理', 1).locator('.ant-tree-checkbox-indeterminate').count()).toBe(1);
    await search.fill('角色');
    await shown(node('角色管理'));
    expect(await node('停车收费').isVisible()).toBe(false);
    await screenshot(page, 'role-form-tree');
    await search.fill('');
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '保存成功!').waitFor();
    await rowOf(roles, '区域与公告').waitFor();

    await rowAction(roles, '区域与公告', '分配用户');
    const assign = await opened(page, '分配用户');
    await assign.locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('李晓梅（operator）').click();
    // A multiple select keeps its list open: a click on the dialog's title closes it, as a user does.
    await assign.locator('.ant-modal-title').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'hidden' });
    await screenshot(page, 'role-assign-users');
    await assign.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '分配成功!').waitFor();
    await expect.poll(() => rowOf(roles, '区域与公告').locator('td').allTextContents()).toContain('1');

    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByText('退出登录').click();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await loginAndLand(page, 'operator');
    // Each group holds one visible page now, so the sidebar shows the pages themselves.
    await sidebar(page).getByText('区域管理', { exact: true }).waitFor();
    await screenshot(page, 'role-operator-home');
    expect(await sidebar(page).getByText('停车收费', { exact: true }).count()).toBe(0);
    expect(await sidebar(page).getByText('全部公告', { exact: true }).count()).toBe(1);
    await sidebar(page).getByText('区域管理', { exact: true }).click();
    await page.waitForURL('**/systemManage/areaManage/list');
    const area = page.locator('[data-page="/systemManage/areaManage/list"]');
    await rowOf(area, '浙江省').waitFor();
    expect(await area.getByRole('button', { name: /新增区域/ }).count()).toBe(1);
    await screenshot(page, 'role-operator-area');
    // The bulletin list: the role holds 新增 there, which the operator profile did not.
    await sidebar(page).getByText('全部公告', { exact: true }).click();
    await page.waitForURL('**/sysBulletin/list');
    await page
      .locator('[data-page="/sysBulletin/list"]')
      .getByRole('button', { name: /新\s*增/ })
      .first()
      .waitFor();
  });
});
