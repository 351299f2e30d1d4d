import { mkdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, headless; playwright gives every launch a fresh temporary profile of its own. */
export async function launchChromium(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return { browser, close: () => browser.close() };
}

/** Which backend of globalSetup.ts this worker uses (one per worker; VITEST_POOL_ID counts from 1). */
const backendIndex = (count: number) => {
  const i = (Number(process.env.VITEST_POOL_ID) - 1) % count;
  return Number.isInteger(i) && i >= 0 ? i : 0;
};

/** The mock backend of this worker. */
export const baseUrl = () => {
  const urls = inject('baseUrls');
  return urls[backendIndex(urls.length)];
};

/** The admin token of this worker's backend (sent as X-Mock-Admin on every /__mock call). */
export const adminToken = () => {
  const tokens = inject('adminTokens');
  return tokens[backendIndex(tokens.length)];
};

/**
 * Admin call of the mock backend (fault injection, reset, codes), each on a connection of its own: a kept-alive socket
 * that the server closes after a long re-seed would otherwise meet the next call (ECONNRESET).
 */
export function mockAdmin(path: string, init?: { method?: string; body?: unknown }): Promise<unknown> {
  const body = init?.body ? JSON.stringify(init.body) : undefined;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      baseUrl() + path,
      {
        method: init?.method ?? (body ? 'POST' : 'GET'),
        agent: false,
        headers: { 'X-Mock-Admin': adminToken(), ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch {
            resolve(null);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A context as operators' browsers are: Chinese, and on China time, as the platform is (its 今天 is China's: a form's
 * default date taken on a UTC clock after 16:00 would be yesterday there).
 */
export const browserContextOptions = (viewport = { width: 1440, height: 900 }) => ({
  baseURL: baseUrl(),
  viewport,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
});

/** Per file: one browser; per test: a fresh context and page, and a freshly seeded mock database. */
export function useBrowser(opts: { viewport?: { width: number; height: number } } = {}) {
  const ctx: { browser: Browser; context: BrowserContext; page: Page } = {} as never;
  let closeBrowser: () => Promise<void>;
  beforeAll(async () => {
    const launched = await launchChromium();
    ctx.browser = launched.browser;
    closeBrowser = launched.close;
  });
  afterAll(async () => closeBrowser?.());
  beforeEach(async () => {
    await mockAdmin('/__mock/reset', { method: 'POST' });
    ctx.context = await ctx.browser.newContext(browserContextOptions(opts.viewport));
    ctx.page = await ctx.context.newPage();
  });
  afterEach(async () => ctx.context?.close());
  return ctx;
}

export const SCREENSHOT_DIR = 'screenshots';
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

export const DEMO_PASSWORD = 'Park@2026';

/** Logs in through the login form, as a user does, and waits for the home page. */
export async function loginAs(page: Page, account: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByPlaceholder('账号', { exact: true }).fill(account);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/**
 * Logs in and lands inside the layout, reading the forced bulletins the platform shows at login
 * (each closed by 我已阅读), so the test continues on a clear screen. It logs in as the platform's single sign-on
 * does, with a ticket on the first address (navigation.e2e.ts tests that path; login.e2e.ts the password form),
 * which spares every test the login page.
 */
export async function loginAndLand(page: Page, account = 'admin', landing = '**/index'): Promise<number> {
  const forced = page.waitForResponse((r) => r.url().includes('/forceReadBulletinInfos'));
  const { ticket } = (await mockAdmin(`/__mock/ticket?account=${encodeURIComponent(account)}`)) as { ticket: string };
  await page.goto(`/index?ticket=${encodeURIComponent(ticket)}`);
  await page.waitForURL((u) => !u.searchParams.has('ticket'));
  await page.waitForURL(landing);
  const body = (await (await forced).json()) as { data?: unknown };
  const count = Array.isArray(body.data) ? body.data.length : 0;
  const read = page.getByRole('button', { name: '我已阅读' });
  for (let i = 0; i < count; i++) await read.first().click();
  // A dialog that shows once more (a refetch racing the last 我已阅读) is read too, so the test starts clear.
  for (let extra = 0; extra < 3; extra++) {
    const clear = await expect
      .poll(() => read.count(), { timeout: 3000 })
      .toBe(0)
      .then(
        () => true,
        () => false,
      );
    if (clear) break;
    await read
      .first()
      .click({ timeout: 5000 })
      .catch(() => undefined);
  }
  await expect.poll(() => read.count(), { timeout: 10_000 }).toBe(0);
  return count;
}

/** Switches on Tags-View (and, when asked, Fixed Header) in the 页面风格设置 drawer. */
export async function enableTagsView(page: Page, fixedHeader = false) {
  await page.getByRole('button', { name: '页面风格设置' }).click();
  const row = page.locator('.ant-drawer').getByText('开启 Tags-View');
  await row.waitFor();
  await page.locator('.ant-drawer .ant-switch').nth(0).click();
  if (fixedHeader) await page.locator('.ant-drawer .ant-switch').nth(1).click();
  await page.locator('.ant-drawer-close').click();
  await page.getByRole('tablist').waitFor();
}
