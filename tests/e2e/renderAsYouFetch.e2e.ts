/**
 * Render-as-you-fetch in the browser: a deep link starts its view's data while the session is still being restored, the
 * view takes that answer (one request), and a hovered menu item fetches its page's code before the click.
 */
import { describe, expect, it } from 'vitest';
import type { Request, Route } from 'playwright-core';
import { loginAndLand, useBrowser } from './support/browser';

const LIST_CALL = /\/publicity\/v2\/api\/bulletinInfos\?/;

describe('render-as-you-fetch', () => {
  const b = useBrowser();

  it('a deep link asks for its list while the session restore is still waiting, and the list is sent once', async () => {
    await loginAndLand(b.page);
    const page = await b.context.newPage();
    const listCalls: Request[] = [];
    page.on('request', (r) => {
      if (LIST_CALL.test(r.url())) listCalls.push(r);
    });
    // The session restore's first call is held until the list's request has gone out: the list cannot wait for it.
    let sawList!: () => void;
    const listSent = new Promise<void>((resolve) => (sawList = resolve));
    page.on('request', (r) => {
      if (LIST_CALL.test(r.url())) sawList();
    });
    let held = false;
    await page.route(/\/loginInfo\b/, async (route: Route) => {
      held = true;
      await listSent;
      await route.continue();
    });
    await page.goto('/sysBulletin/list');
    await page.locator('[data-page="/sysBulletin/list"] .ant-table-row').first().waitFor();
    expect(held).toBe(true);
    expect(listCalls).toHaveLength(1);
    expect(new URL(listCalls[0].url()).searchParams.get('pageNo')).toBe('1');
    await page.close();
  });

  it('hovering a menu item fetches its page’s document before any click', async () => {
    await loginAndLand(b.page);
    const page = b.page;
    const documents: string[] = [];
    page.on('request', (r) => {
      const file = new URL(r.url()).pathname.split('/').pop() ?? '';
      if (/^stopFee-[\w-]+\.js$/.test(file)) documents.push(file);
    });
    const sidebar = page.locator('aside');
    await sidebar.getByText('停车收费', { exact: true }).click();
    const item = sidebar.getByText('停车订单', { exact: true });
    await item.waitFor();
    expect(documents).toEqual([]);
    await item.hover();
    await expect.poll(() => documents.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/index');
  });
});
