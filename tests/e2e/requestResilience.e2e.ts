import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { recordToasts } from './support/requests';
import { toast } from './support/ui';

const LIST_PATH = '/api/publicity/v2/api/bulletinInfos';
const LIST = '[data-page="/sysBulletin/list"]';
const SAVE_PATH = '/api/device/v2/api/platformErrorReports/save';

/** Answers the calls to exactly `path` (query ignored) with `answer(n)` for the n-th call (from 1), or lets them through. */
async function intercept(page: Page, path: string, answer: (n: number, route: Route) => Promise<void | 'pass'> | 'pass') {
  const seen: string[] = [];
  await page.route(
    (u) => u.pathname === path,
    async (route) => {
      seen.push(route.request().method());
      const done = await answer(seen.length, route);
      if (done === 'pass') await route.continue();
    },
  );
  return seen;
}

const status = (code: number) => (route: Route) =>
  route.fulfill({
    status: code,
    contentType: 'application/json',
    body: JSON.stringify({ code: String(code), msg: '服务暂不可用', data: null }),
  });

async function openList(page: Page) {
  await page.locator('aside').getByText('全部公告', { exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/sysBulletin/list');
}

/** The shell is still there: sidebar, header and the page's own frame (no white screen). */
async function expectLayout(page: Page) {
  expect(await page.locator('aside').getByText('全部公告', { exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: '用户菜单' }).isVisible()).toBe(true);
  expect(await page.locator(LIST).count()).toBe(1);
}

describe('请求容错（真实 Chromium，拦截请求并计数）', () => {
  const b = useBrowser();

  it('列表 GET 两次 503 后成功：自动重试，共 3 次请求，数据显示，无提示', async () => {
    const { page } = b;
    const toasts = await recordToasts(page);
    await loginAndLand(page);
    toasts.length = 0;
    const calls = await intercept(page, LIST_PATH, async (n, route) => (n <= 2 ? status(503)(route) : 'pass'));
    await openList(page);
    await page.locator(`${LIST} .ant-table-row`).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual(['GET', 'GET', 'GET']);
    expect(toasts).toEqual([]);
  });

  it('列表 GET 一直 503：最多 4 次请求（1 次 + 3 次重试），只有一条提示，布局仍在', async () => {
    const { page } = b;
    const toasts = await recordToasts(page);
    await loginAndLand(page);
    toasts.length = 0;
    const calls = await intercept(page, LIST_PATH, async (_n, route) => status(503)(route));
    await openList(page);
    await toast(page, '服务器开小差了（HTTP 503），请稍后重试').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(3000);
    expect(calls).toEqual(['GET', 'GET', 'GET', 'GET']);
    expect(toasts).toEqual(['服务器开小差了（HTTP 503），请稍后重试']);
    await expectLayout(page);
  });

  it('保存（POST）遇到 503：只发 1 次、给出提示，表单保留已填内容', async () => {
    const { page } = b;
    await loginAndLand(page);
    const calls = await intercept(page, SAVE_PATH, async (_n, route) => status(503)(route));
    await page.getByRole('button', { name: '故障上报' }).click();
    const dialog = page
      .locator('.ant-modal-content')
      .filter({ has: page.locator('.ant-modal-title').getByText('故障上报', { exact: true }) });
    await dialog.waitFor();
    await dialog.getByPlaceholder('请输入标题').fill('出口道闸不落杆');
    await dialog.getByPlaceholder('请输入故障描述').fill('车辆离场后道闸不落杆。');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '服务器开小差了（HTTP 503），请稍后重试').waitFor();
    await page.waitForTimeout(3000);
    expect(calls).toEqual(['POST']);
    expect(await dialog.getByPlaceholder('请输入标题').inputValue()).toBe('出口道闸不落杆');
    expect(await dialog.getByPlaceholder('请输入故障描述').inputValue()).toBe('车辆离场后道闸不落杆。');
    await screenshot(page, 'resilience-post-503');
  });

  it.each([
    [
      '截断的 JSON',
      '服务器返回的数据格式有误，请稍后重试',
      'application/json',
      '{"code":"200","msg":"操作成功","data":{"results":[{"id"',
      'truncated',
    ],
    [
      '状态 200 的 HTML 页面',
      '服务器返回的数据格式有误，请稍后重试',
      'text/html',
      '<!DOCTYPE html><html><head><title>统一登录</title></head><body><form>请登录</form></body></html>',
      'html',
    ],
    ['{code:"500"} 无 msg', 'error', 'application/json', '{"code":"500"}', 'code500'],
    [
      '{code:"500"} 带 msg',
      '数据库繁忙，请稍后再试',
      'application/json',
      '{"code":"500","msg":"数据库繁忙，请稍后再试","data":null}',
      'code500msg',
    ],
  ])('列表收到%s：提示「%s」，布局仍在（不白屏）', async (_label, text, contentType, body, shot) => {
    const { page } = b;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await loginAndLand(page);
    const calls = await intercept(page, LIST_PATH, async (_n, route) => route.fulfill({ status: 200, contentType, body }));
    await openList(page);
    await toast(page, text).waitFor();
    await expectLayout(page);
    expect(calls).toEqual(['GET']);
    expect(errors).toEqual([]);
    await screenshot(page, `resilience-bad-body-${shot}`);
  });

  it('同一个 GET 在途时再次发起（连点顶栏「刷新」，页面重新挂载）：只发一次请求', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openList(page);
    await page.locator(`${LIST} .ant-table-row`).first().waitFor();
    await page.waitForLoadState('networkidle');
    const urls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === LIST_PATH) urls.push(r.url());
    });
    // The answer takes 1.5 s, so the next mounts ask while the first request is still in flight.
    await page.route(
      (u) => u.pathname === LIST_PATH,
      async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      },
    );
    await page.getByRole('button', { name: '刷新' }).waitFor();
    // Three clicks 150 ms apart, as an impatient user does (Playwright's own clicks would wait for the page to settle).
    await page.evaluate(async () => {
      for (let i = 0; i < 3; i++) {
        document.querySelector<HTMLElement>('button[aria-label="刷新"]')?.click();
        await new Promise((r) => setTimeout(r, 150));
      }
    });
    await page.locator(`${LIST} .ant-table-row`).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls).toEqual([urls[0]]);
  });
});
