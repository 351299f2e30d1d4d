/**
 * JavaScript a user downloads to reach each screen, in headless Chromium against the production build: the scripts the
 * browser asks for, each sized gzip from the site (scripts/bundle/chunkSets.ts), step by step in one tab — the login page,
 * the home page after logging in, a first list (全部公告, area sysBulletin), then a list of another area (停车订单, stopFee).
 * Each step prints what it adds and the running total, and a per-package breakdown of the first list's additions when
 * the site was built with its module graph (bench/buildSite.ts, BUNDLE_GRAPH; figure 1 breaks down the login page).
 * BENCH_ONLY=bundle runs it alone.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startMockServer } from '../server-mock/app';
import { kb, sizeOf } from '../scripts/bundle/chunkSets';
import { packageBreakdown } from '../scripts/bundle/packages';
import { graphFileOf } from './buildSite';
import { loginInPage } from './pageLogin';

const FIRST_LIST = { path: '/sysBulletin/list', title: '全部公告', rows: '[data-page="/sysBulletin/list"] .ant-table-row' };
const SECOND_LIST = { path: '/stopFee/parkOrder/list', title: '停车订单', rows: '[data-page="/stopFee/parkOrder/list"] .ant-table-row' };

function scriptRecorder(page: Page) {
  const seen = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') seen.add(new URL(r.url()).pathname.replace(/^\//, ''));
  });
  let taken = new Set<string>();
  /** The scripts asked for since the last call. */
  return () => {
    const added = new Set([...seen].filter((f) => !taken.has(f)));
    taken = new Set(seen);
    return added;
  };
}

async function openFromSidebar(page: Page, target: typeof FIRST_LIST) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target.path);
  await page.locator(target.rows).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

function printBreakdown(siteDir: string, label: string, files: Set<string>) {
  const graph = graphFileOf(siteDir);
  if (!existsSync(graph)) return;
  const shares = packageBreakdown(graph, siteDir, files).slice(0, 12);
  console.log(`  ${label} by package (gzip share): ${shares.map((s) => `${s.name} ${kb(s.gzipBytes)}`).join(', ')}`);
}

export async function bundleSizes(browser: Browser, siteDir: string, dir: string): Promise<void> {
  const server = await startMockServer({ port: 0, dbFile: join(dir, 'mock-bundle.sqlite'), staticDir: siteDir, quiet: true });
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const added = scriptRecorder(page);
    let total = 0;
    const step = (label: string, files: Set<string>) => {
      const size = sizeOf(siteDir, files);
      total += size.gzipBytes;
      console.log(`  ${label}: +${kb(size.gzipBytes)} gzip in ${size.files} files (total ${kb(total)})`);
      return files;
    };
    console.log('JavaScript downloaded to reach each screen (one tab, in order):');
    await page.goto(server.url + '/login');
    await page.getByPlaceholder('账号', { exact: true }).waitFor();
    step('login page (its form drawn)', added());
    await loginInPage(page, server.url);
    await page.locator('[data-page="/index"]').getByText(/您好/).first().waitFor();
    await page.waitForLoadState('networkidle');
    step('home (after logging in; with what the login page fetched when idle)', added());
    await openFromSidebar(page, FIRST_LIST);
    const first = step(`first list (${FIRST_LIST.title}, ${FIRST_LIST.path})`, added());
    await openFromSidebar(page, SECOND_LIST);
    step(`second list of another area (${SECOND_LIST.title}, ${SECOND_LIST.path})`, added());
    printBreakdown(siteDir, 'first list additions', first);
  } finally {
    await context.close();
    await server.close();
  }
}
