import { describe, expect, it } from 'vitest';
import { loginAs, mockAdmin, screenshot, useBrowser } from './support/browser';

describe('登录与路由守卫（真实 Chromium）', () => {
  const b = useBrowser();

  it.each([
    ['admin', '/index'],
    ['operator', '/index'],
    ['dealer', '/index'],
    ['viewer1', '/index'],
    ['viewer4', '/index'],
    ['expired', '/index'],
    ['expiring', '/index'],
    ['noauth', '/noAuth'],
    ['noindep', '/noIndepAuth'],
    ['nodouble', '/noDoubleAuth'],
    ['uncertified', '/enterprise?flag=1'],
  ])('%s 登录后到达 %s', async (account, landing) => {
    const { page } = b;
    await loginAs(page, account);
    await page.waitForURL((url) => url.pathname + url.search === landing, { timeout: 15000 });
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      loginStatus: localStorage.getItem('loginStatus'),
      userInfo: JSON.parse(localStorage.getItem('userInfo') || 'null'),
      platformType: localStorage.getItem('platformType'),
      cookie: document.cookie,
    }));
    expect(stored.token).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.loginStatus).toBe('1');
    expect(stored.userInfo.account).toBe(account);
    expect(Object.keys(stored.userInfo).sort()).toEqual(['account', 'isVerify', 'modified', 'userId', 'userType']);
    expect(stored.platformType).toBe(account === 'dealer' ? '2' : '1');
    expect(stored.cookie).toContain('token=');
    await screenshot(page, `login-landing-${account}`);
  });

  it('账号或密码错误：显示中文提示，已输入内容保留', async () => {
    const { page } = b;
    await loginAs(page, '  admin  ', 'wrong-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('账号或密码错误');
    expect(await page.getByPlaceholder('账号', { exact: true }).inputValue()).toBe('  admin  ');
    expect(await page.getByPlaceholder('密码', { exact: true }).inputValue()).toBe('wrong-password');
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-wrong-password');
  });

  it('空账号与空密码给出必填提示', async () => {
    const { page } = b;
    await page.goto('/login');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect.poll(() => page.getByText('请输入账号').count()).toBeGreaterThan(0);
    expect(await page.getByText('请输入密码').count()).toBeGreaterThan(0);
  });

  it('连续 5 次密码错误后要求图片验证码，输入正确后登录成功', async () => {
    const { page } = b;
    // The picture code's answer is read from the mock, as a person would read the image.
    const codes: string[] = [];
    page.on('response', async (r) => {
      if (r.url().includes('/getPicVerifyCode')) codes.push((await r.json()).data.verifyCodeId);
    });
    for (let i = 0; i < 5; i++) {
      await loginAs(page, 'operator', `bad-${i}`);
      await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/账号或密码错误|图片验证码/);
    }
    await page.getByPlaceholder('账号', { exact: true }).fill('operator');
    await page.getByPlaceholder('账号', { exact: true }).blur();
    await page.getByPlaceholder('图片验证码').waitFor();
    await page.locator('img[alt*="验证码"]').waitFor();
    await expect.poll(() => codes.length).toBeGreaterThan(0);
    const id = codes[codes.length - 1];
    const { code: answer } = (await mockAdmin(`/__mock/picCode?verifyCodeId=${id}`)) as { code: string };
    await page.getByPlaceholder('密码', { exact: true }).fill('Park@2026');
    await page.getByPlaceholder('图片验证码').fill(answer);
    await screenshot(page, 'login-picture-code');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/index');
  });

  it('未登录访问受保护页面 → 登录页（带 redirect），登录后回到原页面', async () => {
    const { page } = b;
    await page.goto('/todo');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/todo');
    await page.getByPlaceholder('账号', { exact: true }).fill('admin');
    await page.getByPlaceholder('密码', { exact: true }).fill('Park@2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL((u) => u.pathname === '/todo');
  });

  it('服务器不可用时提示中文错误，输入保留', async () => {
    const { page } = b;
    await page.goto('/login');
    await page.route('**/api/auth/**', (route) => route.abort('connectionrefused'));
    await page.getByPlaceholder('账号', { exact: true }).fill('admin');
    await page.getByPlaceholder('密码', { exact: true }).fill('Park@2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/网络/);
    expect(await page.getByPlaceholder('密码', { exact: true }).inputValue()).toBe('Park@2026');
  });

  it('页面标题来自平台名称', async () => {
    const { page } = b;
    await page.goto('/login');
    await expect.poll(() => page.title()).toContain('云停车管理控制平台');
  });
});
