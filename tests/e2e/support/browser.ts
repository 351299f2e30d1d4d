import { randomBytes } from 'node:crypto';
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

const NONCE_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const nonce = () => Array.from(randomBytes(32), (b) => NONCE_CHARS[b % 62]).join('');

/** A platform call made outside the console, as a script holding `token` would make it (fresh Payload header). */
export async function platformCall(
  path: string,
  token: string | null,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {
    ClientType: '5',
    Payload: JSON.stringify({ nonce: nonce(), timestamp: Date.now(), authModel: 1 }),
  };
  if (token) headers.Authorization = token;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(baseUrl() + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** A one-time sign-on ticket of `account` (the platform's portal hands these out; the mock on request). */
const ticketOf = async (account: string) =>
  ((await mockAdmin(`/__mock/ticket?account=${encodeURIComponent(account)}`)) as { ticket: string }).ticket;

/**
 * Reads the forced bulletins of `account` as 我已阅读 does (readBulletins), in a session of its own: the console then
 * opens on a clear screen. The forced-reading dialog itself is tested in bulletin.e2e.ts.
 */
async function readForcedBulletins(account: string) {
  const login = await platformCall('/api/auth/v2/api/user/loginByTicket', null, { body: { ticket: await ticketOf(account) } });
  const token = (login.body as { data?: { token?: string } } | null)?.data?.token;
  if (!token) throw new Error(`loginByTicket of ${account} failed: ${JSON.stringify(login.body)}`);
  const forced = await platformCall('/api/publicity/v2/api/bulletinInfo/forceReadBulletinInfos', token);
  const ids = ((forced.body as { data?: { bulletinId: number }[] } | null)?.data ?? []).map((b) => b.bulletinId);
  if (ids.length) await platformCall('/api/publicity/v2/api/bulletinInfos/readBulletins', token, { body: { bulletinIds: ids } });
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
    // The re-seed and the new context at once: the page asks the backend nothing before both are ready.
    const [context] = await Promise.all([
      ctx.browser.newContext(browserContextOptions(opts.viewport)),
      mockAdmin('/__mock/reset', { method: 'POST' }),
    ]);
    ctx.context = context;
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
 * Logs in and lands inside the layout on a clear screen: the account's forced bulletins are read beforehand
 * (readForcedBulletins), then the console signs in as the platform's single sign-on does, with a ticket on the first
 * address (navigation.e2e.ts tests that path; login.e2e.ts the password form), which spares every test the login page.
 * Resolves once the console has asked for the forced bulletins (the layout is up) and been told there are none.
 */
export async function loginAndLand(page: Page, account = 'admin', landing = '**/index'): Promise<void> {
  await readForcedBulletins(account);
  const forced = page.waitForResponse((r) => r.url().includes('/forceReadBulletinInfos'));
  await page.goto(`/index?ticket=${encodeURIComponent(await ticketOf(account))}`);
  await page.waitForURL((u) => !u.searchParams.has('ticket'));
  await page.waitForURL(landing);
  const body = (await (await forced).json()) as { data?: unknown };
  expect(body.data, 'forced bulletins left unread at landing').toEqual([]);
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
