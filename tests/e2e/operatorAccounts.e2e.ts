/**
 * 操作员管理 (schemas/operatorManage.json) end to end, as an administrator: 新增操作员 with a role and an initial
 * password; a weak password is refused by the form; the new account is found by its 账号; the administrator logs
 * out, logs in as that account with its initial password, and sees only the menus of its role (只读访客: 停车收费 and
 * 特殊车辆, no 系统管理). Then, back as the administrator, every new screen of 系统管理 (操作员管理, 操作员类型, 员工管理,
 * 二级运营商) is opened with its list and a detail, at 1366 × 768, and pictured under /tmp/hM-shots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAndLand, loginAs, useBrowser } from './support/browser';
import { choose, drawer } from './support/monthlyRuleUi';
import { formItem as item, openSystemPage, toast } from './support/ui';

const SHOTS = '/tmp/hM-shots';
const PASSWORD = 'Qing#2026x';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

const pageRoot = (page: Page, path: string) => page.locator(`[data-page="/systemManage/${path}"]`);

async function openList(page: Page, name: string, path: string) {
  await openSystemPage(page, name, `**/systemManage/${path}`);
  await pageRoot(page, path).locator('.ant-table-row').first().waitFor();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByText('退出登录').click();
  await page.getByText('是否确认退出，并返回登录界面?').waitFor();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await page.waitForURL('**/login**');
}

describe('操作员管理：新建账号并以其角色登录（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('管理员新增操作员（角色 只读访客，初始密码）→ 退出 → 以新账号登录，只看到该角色的菜单', async () => {
    const { page } = b;
    const account = `ydfk${Date.now() % 100000}`;
    await loginAndLand(page);
    await openList(page, '操作员管理', 'operator/list');
    const list = pageRoot(page, 'operator/list');
    await shot(page, 'operator-list');

    await list.getByRole('button', { name: /新增操作员/ }).click();
    const form = await drawer(page, '新增操作员');
    await item(form, '账号').locator('input').fill(account);
    await item(form, '姓名').locator('input').fill('邵雨晴');
    await item(form, '手机号').locator('input').fill('13857106688');
    await choose(page, item(form, '操作员类型'), '访客');
    await choose(page, item(form, '角色'), '只读访客');
    await item(form, '初始密码').locator('input').fill('abcd1234');
    await form.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await form.getByText('密码须包含数字、大小写字母、特殊字符至少3项').waitFor();
    await shot(page, 'operator-add-weak-password');
    await item(form, '初始密码').locator('input').fill(PASSWORD);
    await form.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await toast(page, '新增成功!').waitFor();

    await list
      .getByPlaceholder(/账号|请输入/)
      .first()
      .fill(account);
    await list.getByRole('button', { name: /查\s*询/ }).click();
    const row = list.locator('.ant-table-row', { hasText: account });
    await row.waitFor();
    expect(await row.textContent()).toContain('只读访客');
    expect(await row.textContent()).toContain('启用');
    await shot(page, 'operator-created');

    await logout(page);
    await loginAs(page, account, PASSWORD);
    await page.waitForURL('**/index');
    const aside = page.locator('aside').first();
    await aside.locator('.ant-menu').first().waitFor();
    await aside.getByText('停车收费', { exact: true }).waitFor();
    const groups = await aside.locator('.ant-menu-submenu-title').allTextContents();
    expect(groups.map((g) => g.trim())).toEqual(['停车收费', '特殊车辆']);
    expect(await aside.getByText('系统管理', { exact: true }).count()).toBe(0);
    await shot(page, 'operator-login-as-new-account');
  });

  it('员工管理、操作员类型与二级运营商的列表与详情（1366 × 768 截图）', async () => {
    const { page } = b;
    await loginAndLand(page);
    const lists: [string, string, string | null][] = [
      ['操作员管理', 'operator/list', '操作员详情'],
      ['操作员类型', 'operatorType/list', null],
      ['路侧收费员', 'employee/roadside', '路侧收费员详情'],
      ['收费组', 'employee/chargeGroup', '收费组详情'],
      ['考勤记录', 'employee/attendance', '考勤详情'],
      ['签到记录', 'employee/sign', null],
      ['便携打印机', 'employee/printer', null],
      ['二级运营商', 'subOperator/list', '二级运营商详情'],
      ['运营商类型', 'subOperator/type', null],
    ];
    for (const [name, path, detail] of lists) {
      await openList(page, name, path);
      const root = pageRoot(page, path);
      expect(await root.locator('.ant-table-row').count()).toBeGreaterThan(0);
      await shot(page, path.replace('/', '-'));
      if (detail) {
        await root.locator('.ant-table-row').first().getByText('查看', { exact: true }).click();
        const d = await drawer(page, detail);
        await shot(page, `${path.replace('/', '-')}-detail`);
        await d.locator('..').locator('.ant-drawer-close').first().click();
        await page.waitForTimeout(350);
      }
    }
    // A disabled operator shows its reason and trail; the 停用 dialog asks for a reason.
    await openList(page, '操作员管理', 'operator/list');
    const root = pageRoot(page, 'operator/list');
    await root.locator('.ant-table-row').first().getByText('停用', { exact: true }).click();
    await page.getByText('停用操作员').waitFor();
    await shot(page, 'operator-disable-dialog');
  });
});
