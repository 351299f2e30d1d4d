import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { enableTagsView, loginAndLand, mockAdmin, screenshot, useBrowser } from './support/browser';
import { openSidebarPage } from './support/ui';

/** The list used throughout: 停车收费 → 收费记录, one GET of /charge/v2/api/chargeInfos per load. */
const LIST_PATH = '/stopFee/chargeRecord/list';
const LIST_PAGE = `[data-page="${LIST_PATH}"]`;
const LIST_API = '/charge/v2/api/chargeInfos';
const isListCall = (r: Request) => r.method() === 'GET' && new URL(r.url()).pathname === `/api${LIST_API}`;

async function openList(page: Page) {
  await openSidebarPage(page, '停车收费', '收费记录', `**${LIST_PATH}`);
}

/** Counts the list's GET requests from now on. */
function countListCalls(page: Page) {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (isListCall(r)) calls.push(r);
  });
  return calls;
}

/** Counts the document loads of the main frame (reloads and navigations) from now on. */
function countDocumentLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.resourceType() === 'document' && r.frame() === page.mainFrame()) loads.push(r.url());
  });
  return loads;
}

/** Lets what is in flight settle, so a request that should not happen has had its chance to. */
const settle = (page: Page, ms = 1500) => page.waitForTimeout(ms);

async function openHelpFromMenu(page: Page) {
  await page.locator('header.app-topbar').getByRole('button', { name: '更多功能', exact: true }).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: '帮助文档' }).click();
  await page.waitForURL('**/helpDocumentation');
}

const messages = (page: Page) => page.locator('.ant-message-notice');
const layoutIntact = async (page: Page) => {
  expect(await page.locator('aside').isVisible()).toBe(true);
  expect(await page.locator('header.app-topbar').isVisible()).toBe(true);
  expect(await page.getByRole('tablist').isVisible()).toBe(true);
};

describe('容错：网络较慢、断网、资源过期、未处理错误、页面错误、异常响应（真实 Chromium）', () => {
  const b = useBrowser();

  it('列表请求超过 3 秒：出现“网络较慢，请稍候…”，数据到达后消失', async () => {
    const { page } = b;
    await loginAndLand(page);
    await mockAdmin('/__mock/faults', { body: { path: LIST_API, delayMs: 5000 } });
    const hint = page.getByRole('status').filter({ hasText: '网络较慢，请稍候…' });
    await openList(page);
    await hint.waitFor({ timeout: 8000 });
    expect(await page.locator(`${LIST_PAGE} .ant-table-row`).count()).toBe(0);
    await screenshot(page, 'fault-network-slow');
    await page.locator(`${LIST_PAGE} .ant-table-row`).first().waitFor({ timeout: 15_000 });
    await hint.waitFor({ state: 'detached' });
  });

  it('断网：顶部横幅；恢复连接：横幅消失，当前列表只重新请求一次，不整页刷新', async () => {
    const { page, context } = b;
    await loginAndLand(page);
    await enableTagsView(page);
    await openList(page);
    await page.locator(`${LIST_PAGE} .ant-table-row`).first().waitFor();
    await settle(page);
    const calls = countListCalls(page);
    const documents = countDocumentLoads(page);

    await context.setOffline(true);
    const banner = page.getByRole('alert').filter({ hasText: '网络已断开，恢复连接后将自动刷新当前页面' });
    await banner.waitFor();
    await screenshot(page, 'fault-offline-banner');
    expect(calls).toHaveLength(0);

    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    await expect.poll(() => calls.length).toBe(1);
    await page.locator(`${LIST_PAGE} .ant-table-row`).first().waitFor();
    await settle(page, 2500);
    expect(calls).toHaveLength(1);
    expect(documents).toHaveLength(0);
    await layoutIntact(page);
  });

  it('登录页断网：同样显示横幅；断网时没取到的后续代码不会让页面刷新（输入的账号还在）', async () => {
    const { page, context } = b;
    // The code the login page fetches when idle (antd's providers) is held until the network is gone, then fails.
    let offline!: () => void;
    const gone = new Promise<void>((resolve) => (offline = resolve));
    let failed = false;
    await page.route(/\/assets\/ConsoleProviders-[\w-]+\.js$/, async (route) => {
      await gone;
      failed = true;
      await route.abort('internetdisconnected');
    });
    await page.goto('/login');
    const account = page.getByPlaceholder('账号', { exact: true });
    await account.fill('admin');
    await context.setOffline(true);
    offline();
    const banner = page.getByRole('alert').filter({ hasText: '网络已断开' });
    await banner.waitFor();
    await expect.poll(() => failed).toBe(true);
    await page.waitForTimeout(500);
    expect(await account.inputValue()).toBe('admin');
    expect(page.url()).toContain('/login');
    await screenshot(page, 'fault-offline-banner-login');
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
  });

  describe('发布后旧代码 404：只自动刷新一次；仍失败则显示带“重试”的提示，不循环、不白屏；恢复后“重试”打开页面', () => {
    const cases: {
      name: string;
      chunk: RegExp;
      login: boolean;
      open: (page: Page) => Promise<unknown>;
      ready: (page: Page) => Locator;
      shot?: string;
    }[] = [
      {
        name: '布局内的页面（帮助文档）',
        chunk: /\/assets\/HelpDocumentationPage-[\w-]+\.js$/,
        login: true,
        open: openHelpFromMenu,
        ready: (page) => page.getByText('登录与账号').first(),
        shot: 'fault-stale-chunk',
      },
      {
        name: '布局本身（刷新后重新加载）',
        chunk: /\/assets\/ShellPages-[\w-]+\.js$/,
        login: true,
        open: (page) => page.reload(),
        ready: (page) => page.locator('aside').getByText('停车收费', { exact: true }),
      },
      {
        name: '全屏页面（找回密码）',
        chunk: /\/assets\/ForgotPasswordPage-[\w-]+\.js$/,
        login: false,
        open: (page) => page.goto('/forgotPassword'),
        ready: (page) => page.getByText('找回密码', { exact: true }),
      },
    ];

    for (const c of cases) {
      it(c.name, async () => {
        const { page } = b;
        if (c.login) await loginAndLand(page);
        let chunkRequests = 0;
        await page.route(c.chunk, (route) => {
          chunkRequests += 1;
          return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
        });
        const documents = countDocumentLoads(page);
        const ownLoads = c.open === openHelpFromMenu ? 0 : 1;
        await c.open(page);

        const stale = page.getByText('页面资源已更新，请刷新后重试');
        await stale.waitFor({ timeout: 20_000 });
        await settle(page, 3000);
        expect(documents).toHaveLength(ownLoads + 1);
        expect(chunkRequests).toBeGreaterThanOrEqual(2);
        expect(await page.getByRole('button', { name: /重\s*试/ }).isVisible()).toBe(true);
        if (c.shot) await screenshot(page, c.shot);

        await page.unroute(c.chunk);
        await page.getByRole('button', { name: /重\s*试/ }).click();
        await c.ready(page).waitFor({ timeout: 20_000 });
        expect(documents).toHaveLength(ownLoads + 2);
        expect(await stale.count()).toBe(0);
      });
    }
  });

  it('未处理的 Promise 拒绝：一条“操作失败：x”提示，页面照常可用', async () => {
    const { page } = b;
    await loginAndLand(page);
    await page.evaluate(() => {
      void Promise.reject(new Error('x'));
    });
    await page.locator('.ant-message').getByText('操作失败：x', { exact: true }).waitFor();
    await settle(page, 500);
    expect(await messages(page).count()).toBe(1);
    await openList(page);
    await page.locator(`${LIST_PAGE} .ant-table-row`).first().waitFor();
  });

  it('页面渲染出错：该页显示带“重试”的错误，侧边栏与标签栏照常；排除原因后“重试”显示页面', async () => {
    const { page } = b;
    // The help page's chunk is wrapped: it throws while window.__breakHelpPage is set, else renders the real page.
    await page.route(/\/assets\/HelpDocumentationPage-[\w-]+\.js(\?orig)?$/, (route) => {
      const url = new URL(route.request().url());
      if (url.search === '?orig') return route.continue();
      const file = url.pathname.split('/').pop();
      const body = [
        `import Real from './${file}?orig';`,
        'export default function HelpPageUnderTest(props) {',
        "  if (window.__breakHelpPage) throw new Error('模拟的页面渲染错误');",
        '  return Real(props);',
        '}',
      ].join('\n');
      return route.fulfill({ status: 200, contentType: 'text/javascript', body });
    });
    await loginAndLand(page);
    await enableTagsView(page);
    await page.evaluate(() => {
      (window as unknown as { __breakHelpPage: boolean }).__breakHelpPage = true;
    });
    await openHelpFromMenu(page);
    const broken = page.locator('[data-page="/helpDocumentation"]');
    await broken.getByText('「帮助文档」出现错误：模拟的页面渲染错误。其他页面不受影响。').waitFor();
    expect(await broken.getByRole('button', { name: /重\s*试/ }).isVisible()).toBe(true);
    await layoutIntact(page);
    await screenshot(page, 'fault-page-error');

    await openList(page);
    await page.locator(`${LIST_PAGE} .ant-table-row`).first().waitFor();
    await page.getByRole('tab', { name: /帮助文档/ }).click();
    await page.waitForURL('**/helpDocumentation');
    await broken.getByRole('button', { name: /重\s*试/ }).click();
    await broken.getByText('「帮助文档」出现错误：模拟的页面渲染错误。其他页面不受影响。').waitFor();

    await page.evaluate(() => {
      (window as unknown as { __breakHelpPage: boolean }).__breakHelpPage = false;
    });
    await broken.getByRole('button', { name: /重\s*试/ }).click();
    await broken.getByText('登录与账号').first().waitFor();
    expect(await broken.getByText('页面加载失败').count()).toBe(0);
  });

  describe('异常响应：提示一条消息，布局仍在，列表显示错误与“重试”', () => {
    const cases: { name: string; inject: (page: Page) => Promise<void> }[] = [
      {
        name: '截断的 JSON',
        inject: async () => {
          await mockAdmin('/__mock/faults', { body: { path: LIST_API, malformed: true, times: 20 } });
        },
      },
      {
        name: '状态 200 的 HTML 页面',
        inject: async (page) => {
          await page.route(
            (url) => url.pathname === `/api${LIST_API}`,
            (route) =>
              route.fulfill({
                status: 200,
                contentType: 'text/html',
                body: '<!doctype html><html><body><h1>系统维护中</h1></body></html>',
              }),
          );
        },
      },
      {
        name: '{code: "500"}',
        inject: async () => {
          await mockAdmin('/__mock/faults', { body: { path: LIST_API, code: '500', msg: '服务器内部错误', times: 20 } });
        },
      },
    ];

    for (const c of cases) {
      it(c.name, async () => {
        const { page } = b;
        await loginAndLand(page);
        await enableTagsView(page);
        await c.inject(page);
        await openList(page);
        const failed = page.locator(`${LIST_PAGE} .ant-alert-error`).filter({ hasText: '数据加载失败' });
        await failed.waitFor();
        await messages(page).first().waitFor();
        expect((await messages(page).first().textContent())?.trim()).toBeTruthy();
        expect(await page.locator(`${LIST_PAGE} .ant-table-row`).count()).toBe(0);
        await layoutIntact(page);
        if (c.name === '截断的 JSON') await screenshot(page, 'fault-bad-body');

        await page.unrouteAll();
        await mockAdmin('/__mock/faults', { method: 'DELETE' });
        await failed.getByRole('button', { name: /重\s*试/ }).click();
        await page.locator(`${LIST_PAGE} .ant-table-row`).first().waitFor();
        await failed.waitFor({ state: 'detached' });
      });
    }
  });
});
