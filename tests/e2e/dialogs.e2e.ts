import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginAndLand, loginAs, mockAdmin, screenshot, useBrowser } from './support/browser';
import { dialog, makePng, opened, settled, toast } from './support/ui';

/** The field errors of a modal, polled (antd animates a help text in and out). */
const errorsOf = (scope: Locator) => expect.poll(() => fieldErrors(scope), { timeout: 5000 });
/** A 提示 confirm by its content. */
const confirmBox = (page: Page, text: string) => page.locator('.ant-modal-confirm').filter({ hasText: text });
const fieldErrors = (scope: Locator) => scope.locator('.ant-form-item-explain-error').allTextContents();
const ok = (scope: Locator) => scope.getByRole('button', { name: /确\s*定/ });

async function userMenu(page: Page, item: string) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function moreMenu(page: Page, item: string) {
  await page.getByRole('button', { name: '更多功能' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Logs in with a password other than the demo one (after a change) and waits for the home page. */
async function loginWith(page: Page, account: string, password: string) {
  await loginAs(page, account, password);
  await page.waitForURL('**/index');
}

/** A screenshot once the modal and toast animations have ended. */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(800);
  await screenshot(page, name);
}

const smsCode = async (account: string) => ((await mockAdmin(`/__mock/smsCode?account=${account}`)) as { code: string }).code;

describe('顶栏用户对话框（真实 Chromium，模拟后端）', () => {
  const b = useBrowser();

  it('admin 修改密码（严格模式）：先错误输入，再成功并用新密码登录', async () => {
    const { page } = b;
    await loginAndLand(page, 'admin');
    await userMenu(page, '修改密码');
    const d = await opened(page, '修改密码');
    await ok(d).click();
    await errorsOf(d).toEqual(['请输入原密码', '请输入新密码', '请再次输入密码']);
    await toast(page, '请输入原密码').waitFor();

    await d.getByPlaceholder('请输入原密码').fill('Park@2026');
    await d.getByPlaceholder('请输入新密码').fill('abc12345');
    await d.getByPlaceholder('请再次输入密码').fill('abc12346');
    await ok(d).click();
    await errorsOf(d).toEqual(['密码须包含数字、大小写字母、特殊字符至少3项', '两次输入密码不一致!']);
    await toast(page, '密码须包含数字、大小写字母、特殊字符至少3项').waitFor();
    // Punctuation typed into the new password is dropped; the input stops at 20 characters.
    await d.getByPlaceholder('请输入新密码').fill('');
    await d.getByPlaceholder('请输入新密码').pressSequentially('Qw,#5.8Z;k9m');
    expect(await d.getByPlaceholder('请输入新密码').inputValue()).toBe('Qw#58Zk9m');
    expect(await d.getByPlaceholder('请输入原密码').getAttribute('maxlength')).toBe('20');
    await shot(page, 'dialog-password-errors');

    await d.getByPlaceholder('请输入原密码').fill('Wrong@Pass1');
    await d.getByPlaceholder('请再次输入密码').fill('Qw#58Zk9m');
    await ok(d).click();
    await toast(page, '原密码错误').waitFor();
    expect(await d.isVisible()).toBe(true);

    await d.getByPlaceholder('请输入原密码').fill('Park@2026');
    await ok(d).click();
    await toast(page, '密码修改成功，请重新登录').waitFor();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await loginWith(page, 'admin', 'Qw#58Zk9m');
  });

  it('admin 修改用户名：先非法与已占用的名字，成功后清空存储回到登录页，新名字登录后不能再改', async () => {
    const { page } = b;
    await loginAndLand(page, 'admin');
    await userMenu(page, '修改用户名');
    const d = await opened(page, '修改用户名');
    await d.getByText('用户名是登录平台的唯一凭证，仅允许修改一次，请谨慎修改！').waitFor();
    await ok(d).click();
    await errorsOf(d).toEqual(['用户名不能为空']);
    await d.getByPlaceholder('请输入新用户名').fill('chen/jg');
    await ok(d).click();
    await errorsOf(d).toEqual(['规则名称不能包含特殊字符']);
    await toast(page, '规则名称不能包含特殊字符').waitFor();
    await shot(page, 'dialog-username-errors');
    await d.getByPlaceholder('请输入新用户名').fill('operator');
    await ok(d).click();
    await toast(page, '用户名已存在').waitFor();

    await d.getByPlaceholder('请输入新用户名').fill('chenjg01');
    await ok(d).click();
    await toast(page, '修改成功').waitFor();
    await page.waitForURL((u) => u.pathname === '/login');
    // Local storage was cleared: no session is left (the login page stores its platform branding again).
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userInfo')])).toEqual([null, null]);
    await loginWith(page, 'chenjg01', 'Park@2026');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '修改密码' }).waitFor();
    expect(await page.getByRole('menuitem', { name: '修改用户名' }).count()).toBe(0);
  });

  it('admin 用户信息：主账号布局，修改负责人（验证码倒计时、错误验证码、已注册手机号）与企业认证', async () => {
    const { page } = b;
    await loginAndLand(page, 'admin');
    await userMenu(page, '用户信息');
    const info = await opened(page, '用户信息');
    await info.getByText('13800000001').waitFor();
    expect(await info.locator('.ant-descriptions-item-label').allTextContents()).toEqual([
      '账号',
      '负责人',
      '手机号码',
      '运营单位',
      '注册地址',
    ]);
    await shot(page, 'dialog-userinfo-main');

    const [tab] = await Promise.all([page.context().waitForEvent('page'), info.getByRole('button', { name: '企业认证' }).click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/enterDetail');
    await tab.close();

    await info.getByRole('button', { name: '修改' }).click();
    const edit = await opened(page, '修改负责人');
    const send = edit.getByRole('button', { name: '发送验证码' });
    expect(await send.isDisabled()).toBe(true);
    await ok(edit).click();
    await errorsOf(edit).toEqual(['请输入负责人姓名', '请输入手机号码', '请输入验证码']);
    await toast(page, '请输入负责人姓名').waitFor();
    await edit.getByPlaceholder('请输入负责人姓名').fill('张@三');
    await toast(page, '不能包含特殊字符').waitFor();
    expect(await edit.getByPlaceholder('请输入负责人姓名').inputValue()).toBe('张三');
    await edit.getByPlaceholder('请输入手机号码').fill('1380000000a3');
    expect(await edit.getByPlaceholder('请输入手机号码').inputValue()).toBe('13800000003');
    await send.click();
    await toast(page, '手机号已经存在！').waitFor();
    expect(await send.isEnabled()).toBe(true);

    await edit.getByPlaceholder('请输入手机号码').fill('13900000000');
    await send.click();
    await edit.getByText('验证码已发送至 +86 13900000000').waitFor();
    await edit.getByRole('button', { name: /^\d+s后重新发送$/ }).waitFor();
    expect(await edit.getByRole('button', { name: /s后重新发送$/ }).isDisabled()).toBe(true);
    await edit.getByPlaceholder('请输入验证码').fill('000000');
    await ok(edit).click();
    await toast(page, '验证码错误').waitFor();
    await shot(page, 'dialog-manager-edit');
    await edit.getByPlaceholder('请输入验证码').fill(await smsCode('admin'));
    await ok(edit).click();
    await toast(page, '修改成功').waitFor();
    await edit.waitFor({ state: 'hidden' });
    await info.getByText('13900000000').waitFor();
    expect(await info.getByText('张三').count()).toBe(1);
  });

  it('admin 故障上报：先空表单与不合格图片，再上传照片保存并跳转到故障上报记录', async () => {
    const { page } = b;
    await loginAndLand(page, 'admin');
    await page.getByRole('button', { name: '故障上报' }).click();
    const d = await opened(page, '故障上报');
    await ok(d).click();
    await errorsOf(d).toEqual(['标题不能为空', '故障描述不能为空']);
    await toast(page, '标题不能为空').waitFor();
    const input = d.locator('input[type=file]');
    await input.setInputFiles({ name: '抓拍.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await toast(page, '只能上传png\\jpg\\jpeg图片').waitFor();
    await input.setInputFiles({ name: '大图.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await toast(page, '上传单个图片大小不能超过2M').waitFor();
    await d.getByPlaceholder('请输入标题').fill('出口道闸/异常');
    await d.getByPlaceholder('请输入故障描述').fill('车辆离场后道闸不落杆。');
    await ok(d).click();
    await toast(page, '不能包含特殊字符').waitFor();
    expect(await d.locator('.ant-upload-list-item-container').count()).toBe(0);

    await d.getByPlaceholder('请输入标题').fill('出口道闸不落杆');
    await input.setInputFiles({ name: '道闸照片.png', mimeType: 'image/png', buffer: makePng() });
    await toast(page, '上传成功!').waitFor();
    await d.locator('.ant-upload-list-item-container img').waitFor();
    const src = await d.locator('.ant-upload-list-item-container img').getAttribute('src');
    expect(src).toMatch(/^\/api\/basic\/v2\/api\/hikyun\/files\/UP[0-9a-f]{24}\.png$/);
    expect((await page.request.get(src!)).status()).toBe(200);
    await shot(page, 'dialog-fault-report');
    await ok(d).click();
    await toast(page, '保存成功!').waitFor();
    await page.getByText('是否立即跳转至故障上报记录页?').waitFor();
    await settled(page);
    await shot(page, 'dialog-fault-report-confirm');
    await ok(confirmBox(page, '是否立即跳转至故障上报记录页?')).click();
    await page.waitForURL('**/equipMonitoring/abnormalRecord/universeAbnormalRecord');
    await page.getByText('出口道闸不落杆').first().waitFor();
  });

  it('admin 关于：平台名称与版本；取消隐私授权先取消再确定，确定后退出登录', async () => {
    const { page } = b;
    await loginAndLand(page, 'admin');
    await moreMenu(page, '关于');
    const d = await opened(page, '关于');
    await d.getByText('版本号：V3.6.2 build 20260115').waitFor();
    await d.getByText('云停车管理控制平台').waitFor();
    expect(await d.getByAltText('平台标志').isVisible()).toBe(true);
    await shot(page, 'dialog-about');
    await d.getByRole('button', { name: '取消隐私授权' }).click();
    const confirm = confirmBox(page, '取消授权后将退出登录，是否取消隐私协议授权？');
    await confirm.waitFor();
    await settled(page);
    await shot(page, 'dialog-privacy-revoke');
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/index');

    await moreMenu(page, '关于');
    await (await opened(page, '关于')).getByRole('button', { name: '取消隐私授权' }).click();
    await confirm.waitFor();
    await settled(page);
    await ok(confirm).click();
    await page.waitForURL((u) => u.pathname === '/login');
  });

  it('operator 用户信息：子账号布局，尚未绑定 → 绑定手机号码（已注册、错误号码、倒计时），绑定后可修改', async () => {
    const { page } = b;
    await loginAndLand(page, 'operator');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '用户信息' }).waitFor();
    expect(await page.getByRole('menuitem', { name: '修改用户名' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: '用户信息' }).click();
    const info = await opened(page, '用户信息');
    await info.getByText('operator').waitFor();
    expect(await info.locator('.ant-descriptions-item-label').allTextContents()).toEqual([
      '姓名',
      '账号',
      '手机号码',
      '运营单位',
      '注册地址',
    ]);
    await shot(page, 'dialog-userinfo-sub');
    await info.getByRole('button', { name: '尚未绑定' }).click();

    const bind = await opened(page, '绑定手机号码');
    await bind.getByText('绑定后才可使用手机号码登录平台').waitFor();
    await ok(bind).click();
    await errorsOf(bind).toEqual(['请输入手机号码', '请输入验证码']);
    await bind.getByPlaceholder('请输入手机号码').fill('12345678901');
    await errorsOf(bind).toEqual(['请输入正确的手机号', '请输入验证码']);
    await bind.getByPlaceholder('请输入手机号码').fill('13800000001');
    await bind.getByRole('button', { name: '发送验证码' }).click();
    await toast(page, '手机号已经存在！').waitFor();
    await bind.getByPlaceholder('请输入手机号码').fill('13900000007');
    await bind.getByRole('button', { name: '发送验证码' }).click();
    await bind.getByText('验证码已发送至 +86 13900000007').waitFor();
    await shot(page, 'dialog-phone-bind');
    await bind.getByPlaceholder('请输入验证码').fill(await smsCode('operator'));
    await ok(bind).click();
    await toast(page, '绑定成功').waitFor();
    await info.getByText('13900000007').waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { isVerify?: number });
    expect(stored.isVerify).toBe(1);

    await info.getByRole('button', { name: '修改' }).click();
    const change = await opened(page, '绑定手机号码');
    expect(await change.getByText('绑定后才可使用手机号码登录平台').count()).toBe(0);
    await change.getByPlaceholder('请输入手机号码').fill('13900000007');
    await change.getByRole('button', { name: '发送验证码' }).click();
    await toast(page, '修改后的手机号不能与原手机号相同').waitFor();
  });

  it('dealer 修改密码（弱密码模式）与关于（无取消隐私授权）', async () => {
    const { page } = b;
    await loginAndLand(page, 'dealer');
    await userMenu(page, '修改密码');
    const d = await opened(page, '修改密码');
    await d.getByPlaceholder('请输入原密码').fill('Park@2026');
    await d.getByPlaceholder('请输入新密码').fill('abc12');
    await d.getByPlaceholder('请再次输入密码').fill('abc12');
    await ok(d).click();
    await errorsOf(d).toEqual(['请输入6～20个字符']);
    await toast(page, '请输入6～20个字符').waitFor();
    await d.getByPlaceholder('请输入新密码').fill('Park@2026');
    await d.getByPlaceholder('请再次输入密码').fill('Park@2026');
    await ok(d).click();
    await toast(page, '新密码与原密码不能重复').waitFor();
    await shot(page, 'dialog-password-weak');
    // Cancel clears the fields.
    await d.getByRole('button', { name: /取\s*消/ }).click();
    await userMenu(page, '修改密码');
    await opened(page, '修改密码');
    expect(await dialog(page, '修改密码').getByPlaceholder('请输入新密码').inputValue()).toBe('');
    await errorsOf(dialog(page, '修改密码')).toEqual([]);
    await dialog(page, '修改密码')
      .getByRole('button', { name: /取\s*消/ })
      .click();

    await moreMenu(page, '关于');
    const about = await opened(page, '关于');
    await about.getByText('智慧停车运营平台').waitFor();
    expect(await about.getByRole('button', { name: '取消隐私授权' }).count()).toBe(0);
    await about.getByRole('button', { name: 'Close' }).click();

    await userMenu(page, '修改密码');
    const again = await opened(page, '修改密码');
    await again.getByPlaceholder('请输入原密码').fill('Park@2026');
    await again.getByPlaceholder('请输入新密码').fill('abcxyz');
    await again.getByPlaceholder('请再次输入密码').fill('abcxyz');
    await ok(again).click();
    await toast(page, '密码修改成功，请重新登录').waitFor();
    await page.waitForURL((u) => u.pathname === '/login');
    await loginWith(page, 'dealer', 'abcxyz');
  });
});
