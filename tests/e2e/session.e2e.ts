import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, enableTagsView, loginAndLand, mockAdmin, platformCall, screenshot, useBrowser } from './support/browser';
import { recordToasts } from './support/requests';

/** localStorage keys of spec §3, and the fields of userInfo. */
const STORAGE_KEYS = [
  'token',
  'userInfo',
  'authStatus',
  'loginStatus',
  'aboutUserInfo',
  'platformName',
  'faviconUrl',
  'platformType',
  'platLogoUrl',
];
const USER_INFO_FIELDS = ['account', 'isVerify', 'modified', 'userId', 'userType'];
/** UI state that is not about the user: the page-style settings, the closed warning banner, the last input's time. */
const UI_KEYS: Record<string, (value: string) => void> = {
  settings: (v) => expect(Object.keys(JSON.parse(v) as object).sort()).toEqual(['fixedHeader', 'sidebarLogo', 'tagsView']),
  alarmFlag: (v) => expect(v).toBe('1'),
  // 安全设置's idle timeout: the time of the last input, shared by the console's tabs (auth/idleLogout.ts).
  lastActive: (v) => expect(v).toMatch(/^\d{13}$/),
  // The menu's schema-view pages and the kinds of the views seen (a deep link starts from them): paths and names only.
  routeViews: (v) => {
    const views = Object.entries(JSON.parse(v) as Record<string, string>);
    expect(views.length).toBeGreaterThan(0);
    for (const [path, name] of views) expect(`${path} ${name}`).toMatch(/^\/[\w/]+ \w+\/\w+$/);
  },
  viewKinds: (v) => {
    for (const [name, kind] of Object.entries(JSON.parse(v) as Record<string, string>)) {
      expect(name).toMatch(/^\w+\/\w+$/);
      expect(['list', 'form', 'detail', 'tabs', 'calendar', 'component', 'dashboard', 'monitor']).toContain(kind);
    }
  },
};
const LIST_CALL = '/api/publicity/v2/api/bulletinInfos?pageNo=1&pageSize=10';

const storage = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k) ?? ''])));
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
const openSockets = async () => ((await mockAdmin('/__mock/sockets?account=admin')) as { open: number }).open;

async function openMenu(page: Page, label: string, path: string) {
  await page.locator('aside').getByText(label, { exact: true }).click();
  await page.waitForURL((u) => u.pathname === path);
}

async function logoutFromMenu(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByText('退出登录').click();
  await page.getByText('是否确认退出，并返回登录界面?').waitFor();
  await page.getByRole('button', { name: /确\s*定/ }).click();
}

async function fillLogin(page: Page, account = 'admin') {
  await page.getByPlaceholder('账号', { exact: true }).fill(account);
  await page.getByPlaceholder('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

describe('会话安全（真实 Chromium + 模拟后端）', () => {
  const b = useBrowser();

  it('localStorage 只有规范列出的键；userInfo 只有 account、userId、userType、modified、isVerify', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openMenu(page, '全部公告', '/sysBulletin/list');
    await page.locator('[data-page="/sysBulletin/list"] .ant-table-row').first().waitFor();
    await page.goto('/todo');
    await page.waitForLoadState('networkidle');
    await enableTagsView(page);
    // The warning banner's close sets its flag (spec §2 "Closing sets a local flag").
    const closeBanner = page.getByRole('button', { name: /关闭/ }).filter({ has: page.locator('.anticon-close') });
    if (await closeBanner.count()) await closeBanner.first().click();
    const stored = await storage(page);
    const extra = Object.keys(stored).filter((k) => !STORAGE_KEYS.includes(k));
    for (const key of extra) {
      expect(Object.keys(UI_KEYS), `unexpected localStorage key ${key}`).toContain(key);
      UI_KEYS[key](stored[key]);
    }
    expect(Object.keys(stored)).toEqual(expect.arrayContaining(['token', 'userInfo', 'loginStatus', 'platformType']));
    expect(Object.keys(JSON.parse(stored.userInfo) as object).sort()).toEqual(USER_INFO_FIELDS);
    // Nothing else of the user is kept: not the password, and the token only under its own key.
    for (const [key, value] of Object.entries(stored)) {
      expect(value, key).not.toContain(DEMO_PASSWORD);
      if (key !== 'token') expect(value, key).not.toContain(stored.token);
    }
  });

  it('退出登录后旧令牌被模拟后端拒绝（401），告警连接关闭', async () => {
    const { page } = b;
    await loginAndLand(page);
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    expect(await platformCall(LIST_CALL, token)).toMatchObject({ status: 200, body: { code: '200' } });
    await expect.poll(openSockets).toBe(1);
    await logoutFromMenu(page);
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await storedToken(page)).toBeNull();
    expect((await platformCall(LIST_CALL, token)).status).toBe(401);
    await expect.poll(openSockets).toBe(0);
  });

  it('十个并行的 401：一条「登录已失效，请重新登录」、一次跳到带回跳地址的登录页，重新登录后回到原页面', async () => {
    const { page } = b;
    const toasts = await recordToasts(page);
    await loginAndLand(page);
    await openMenu(page, '全部公告', '/sysBulletin/list');
    await page.locator('[data-page="/sysBulletin/list"] .ant-table-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    toasts.length = 0;

    // The session ends on the server (as when it expires): every call of the page now gets HTTP 401 from the mock.
    expect((await platformCall('/api/auth/v2/api/user/logout', await storedToken(page))).status).toBe(200);
    const unauthorized: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 401 && new URL(r.url()).pathname.startsWith('/api/')) unauthorized.push(r.url());
    });
    // Page loads (not in-page navigations) of the login page.
    const loginLoads: string[] = [];
    page.on('load', () => {
      if (new URL(page.url()).pathname === '/login') loginLoads.push(page.url());
    });
    // A route change fires many calls at once: the to-do list, the to-do and device counters, the unread count.
    const from = '/backlog/todoList';
    await page.locator('aside').getByText('待办事项', { exact: true }).click();
    await page.locator('.ant-message').getByText('登录已失效，请重新登录', { exact: true }).waitFor();
    await screenshot(page, 'session-expired-toast');
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    expect(unauthorized.length, unauthorized.join('\n')).toBeGreaterThanOrEqual(5);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(from);
    expect(loginLoads).toHaveLength(1);
    expect(toasts).toEqual(['登录已失效，请重新登录']);
    expect(await storedToken(page)).toBeNull();
    await screenshot(page, 'session-expired-login');

    await fillLogin(page);
    await page.waitForURL((u) => u.pathname + u.search === from);
  });

  it('会话在服务器端失效后刷新页面：一条提示，落在带回跳地址的登录页', async () => {
    const { page } = b;
    const toasts = await recordToasts(page);
    await loginAndLand(page);
    await page.goto('/sysBulletin/list?pageNo=1');
    await page.locator('[data-page="/sysBulletin/list"] .ant-table-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    toasts.length = 0;
    expect((await platformCall('/api/auth/v2/api/user/logout', await storedToken(page))).status).toBe(200);
    await page.reload();
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/sysBulletin/list?pageNo=1', {
      timeout: 15_000,
    });
    await page.waitForTimeout(2000);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(toasts).toEqual(['登录已失效，请重新登录']);
  });

  it('两个标签页：在 A 退出登录，B 也回到登录页（带回跳地址），告警连接关闭', async () => {
    const { page, context } = b;
    await loginAndLand(page);
    const other = await context.newPage();
    await other.goto('/sysBulletin/list?pageNo=1');
    await other.locator('[data-page="/sysBulletin/list"] .ant-table-row').first().waitFor();
    await expect.poll(openSockets).toBe(1);

    await logoutFromMenu(page);
    await page.waitForURL((u) => u.pathname === '/login');
    await other.waitForURL((u) => u.pathname === '/login', { timeout: 5000 });
    expect(new URL(other.url()).searchParams.get('redirect')).toBe('/sysBulletin/list?pageNo=1');
    await expect.poll(openSockets).toBe(0);
    await other.getByPlaceholder('账号', { exact: true }).waitFor();
    await screenshot(other, 'session-other-tab-login');
  });
});
