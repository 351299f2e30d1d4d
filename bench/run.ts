/**
 * npm run bench — performance figures of the console, printed, never asserted.
 * 1. Initial JavaScript of the login page (gzip KB): the entry chunk and its static imports plus the
 *    lazy chunks the login route actually loads, measured from the browser's own requests.
 * 2. Login click → home page rendered (median of 5 runs) in headless Chromium against the production build.
 * 3. Renderer overhead: navigation → list rows visible, schema list view vs a hand-written ProTable page
 *    (bench/rendererOverhead.ts explains the method), ratio against the target ≤ 1.10.
 * 4. Schema check time for 50 area documents that use templates and expressions (copies of device, specificCar and
 *    sysBulletin), against the target < 1 s. BENCH_ONLY=schemasCheck runs this figure alone.
 * 5. Mock seed time for 100 000 bulletin rows (server-mock/seedBench.ts).
 * 6. Business lists at scale (bench/listAtScale.ts): 1,000,000 parking orders and 200,000 arrears records; p50/p95
 *    of the parking-order list call (plate filter, first and last page) and its rows visible in Chromium.
 *    BENCH_ONLY=scale runs this figure alone.
 * 7. Load (bench/loadTest.ts): autocannon, 100 connections for 30 s (BENCH_LOAD_SECONDS), list and detail calls against
 *    the mock in a child process; requests, req/s, latency p50/p90/p99/max, errors and the server's RSS before and
 *    after. Zero errors is checked: the figure prints FAIL and the bench exits non-zero otherwise.
 *    BENCH_ONLY=load runs this figure alone (no site build).
 * 8. Dashboards at scale (bench/dashboardAtScale.ts): 1,000,000 parking orders; p50/p95 of 订单分析's aggregate calls, its
 *    charts drawn in Chromium after a fresh load, and the gzip size of the dashboard's chunks. BENCH_ONLY=dashboard runs it alone.
 * 9. Permission tree (bench/permissionTree.ts): 角色管理's form with the whole catalogue; opening it and checking/unchecking a
 *    top node, measured in the page, against the target < 100 ms per interaction. BENCH_ONLY=permissionTree runs it alone.
 * 10. Computed form (bench/computedForm.ts): a form of 200 fields, 20 computed from one of them; a key typed in that
 *    field → every computed value shown, measured in the page, against the target < 16 ms. BENCH_ONLY=computedForm runs it alone.
 * 11. Heap (bench/heap.ts): admin opens and closes 40 different screens of its menu; the JS heap after garbage collection
 *    after the first 5 and after all 40, against the target: within 20 % of the size after 5. BENCH_ONLY=heap runs it alone.
 * Also printed: `catalogue: N of 341 keys served` (tests/schemas/catalogue.json; `npm run catalogue` prints it alone).
 *
 * The site is built into a temporary directory (bench/buildSite.ts); BENCH_SKIP_BUILD=1 serves dist/ as it is
 * instead (figure 3 then needs a dist/ that holds bench/handwritten/, else it is skipped).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { readLedger, servedCount } from '../scripts/catalogue/ledger';
import { timeSchemaCheck } from '../scripts/schemas/benchmark';
import { startMockServer } from '../server-mock/app';
import { launchChromium } from '../tests/e2e/support/browser';
import { buildBenchSite } from './buildSite';
import { dashboardAtScale } from './dashboardAtScale';
import { listAtScale } from './listAtScale';
import { loadTest } from './loadTest';
import { permissionTreeBench } from './permissionTree';
import { computedFormBench } from './computedForm';
import { heapBench } from './heap';
import { HANDWRITTEN_PATH, measureInShellOverhead, measureRendererOverhead } from './rendererOverhead';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const runsOf = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');

/**
 * Rows measured on both sides of figure 3. The issue asks for 20, but the bulletin list view declares no
 * `pagination.pageSize` (ListView's default page size is 10) and renderer/list takes no page size from the
 * route query, so the schema view shows 10 rows: both sides measure the first 10 rows of a 10-row page.
 */
const LIST_ROWS = 10;
const OVERHEAD_TARGET = 1.1;
const SCHEMA_CHECK_TARGET_MS = 1000;
const SEED_ROWS = 100_000;

/** 1. JavaScript the login page loads. */
async function loginPageJavaScript(browser: Browser, baseUrl: string, siteDir: string) {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  await page.goto(baseUrl + '/login', { waitUntil: 'networkidle' });
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const p of scripts) {
    const buf = readFileSync(join(siteDir, p));
    rawBytes += buf.length;
    gzipBytes += gzipSync(buf, { level: 9 }).length;
  }
  const names = [...scripts].map((s) => s.split('/').pop());
  const heavy = names.filter((n) => /pro-|formily|ProTable/i.test(n ?? ''));
  console.log(
    `login page JavaScript: ${(gzipBytes / 1024).toFixed(1)} KB gzip (${(rawBytes / 1024).toFixed(0)} KB raw) in ${scripts.size} files`,
  );
  console.log(`  chunks: ${names.join(', ')}`);
  console.log(`  Pro/Formily chunks loaded by the login page: ${heavy.length ? heavy.join(', ') : 'none'}`);
  await page.close();
}

/** 2. Login click → home rendered, 5 runs. */
async function loginToHome(browser: Browser, baseUrl: string) {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext();
    const p = await context.newPage();
    await p.goto(baseUrl + '/login', { waitUntil: 'networkidle' });
    await p.getByPlaceholder('账号', { exact: true }).fill('admin');
    await p.getByPlaceholder('密码', { exact: true }).fill('Park@2026');
    const t0 = Date.now();
    await p.getByRole('button', { name: /登\s*录/ }).click();
    await p.waitForURL('**/index');
    await p.locator('[data-page="/index"]').getByText(/您好/).first().waitFor();
    await p.locator('.ant-menu').first().waitFor();
    times.push(Date.now() - t0);
    await context.close();
  }
  console.log(`login click → home rendered: median ${median(times)} ms (runs: ${times.join(', ')} ms)`);
}

/** 3. Schema list view vs hand-written ProTable page. */
async function rendererOverhead(browser: Browser, baseUrl: string, siteDir: string) {
  if (!existsSync(join(siteDir, HANDWRITTEN_PATH))) {
    console.log(
      `renderer overhead: skipped (${siteDir}${HANDWRITTEN_PATH} is missing; build with BENCH_PAGES=1 or run without BENCH_SKIP_BUILD)`,
    );
    return;
  }
  const r = await measureRendererOverhead(browser, baseUrl, { rows: LIST_ROWS, runs: 7 });
  const a = median(r.schemaMs);
  const b = median(r.handwrittenMs);
  const ratio = a / b;
  console.log(
    `renderer overhead: navigation start → row ${r.rows} of 全部公告 visible (fresh page loads, ${r.schemaMs.length} runs each, alternating)`,
  );
  console.log(`  A schema list view, /sysBulletin/list in the console: median ${a.toFixed(0)} ms (runs: ${runsOf(r.schemaMs)} ms)`);
  console.log(`  B hand-written ProTable page, ${HANDWRITTEN_PATH}: median ${b.toFixed(0)} ms (runs: ${runsOf(r.handwrittenMs)} ms)`);
  console.log(
    `  ratio A/B: ${ratio.toFixed(2)} (target ≤ ${OVERHEAD_TARGET.toFixed(2)}: ${ratio <= OVERHEAD_TARGET ? 'met' : 'not met'}; A includes the console shell)`,
  );
  console.log(
    `  for information, A by client-side navigation (sidebar click on 全部公告 → row ${r.rows}): median ${median(r.inShellMs).toFixed(0)} ms (runs: ${runsOf(r.inShellMs)} ms)`,
  );
  console.log(
    `  rows measured: ${r.rows}, not 20: the list view's page size is 10 (no pagination.pageSize in schemas/sysBulletin.json, none read from the route query)`,
  );
}

/** 3b. The same comparison inside the console: client-side navigation to each list, shell start-up excluded. */
async function inShellOverhead(browser: Browser, pagesUrl: string) {
  const r = await measureInShellOverhead(browser, pagesUrl, { rows: LIST_ROWS, runs: 7 });
  const a = median(r.schemaMs);
  const b = median(r.handwrittenMs);
  const ratio = a / b;
  console.log(`renderer overhead inside the console: navigation → row ${r.rows} visible (${r.schemaMs.length} runs each, alternating)`);
  console.log(`  A schema list view /sysBulletin/list: median ${a.toFixed(0)} ms (runs: ${runsOf(r.schemaMs)} ms)`);
  console.log(`  B hand-written ProTable page mounted in the console: median ${b.toFixed(0)} ms (runs: ${runsOf(r.handwrittenMs)} ms)`);
  console.log(`  ratio A/B: ${ratio.toFixed(2)} (target ≤ ${OVERHEAD_TARGET.toFixed(2)}: ${ratio <= OVERHEAD_TARGET ? 'met' : 'not met'})`);
}

/** 4. Schema check of 50 area documents. */
function schemaCheck() {
  const t = timeSchemaCheck(50);
  const verdict = t.medianMs < SCHEMA_CHECK_TARGET_MS ? 'met' : 'not met';
  console.log(
    `schema check: ${t.documents} area documents in ${t.medianMs.toFixed(1)} ms (median of warm runs; first run ${t.firstMs.toFixed(1)} ms; ${t.problems} problems) (target < ${SCHEMA_CHECK_TARGET_MS} ms: ${verdict})`,
  );
}

/** 5. Mock seed at scale: seedBench.ts is a script (no exported function), so it runs as a child process. */
function mockSeed() {
  const out = execFileSync('npx', ['tsx', 'server-mock/seedBench.ts', String(SEED_ROWS)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  console.log(`mock seed and list at ${SEED_ROWS} rows (server-mock/seedBench.ts, in-memory SQLite):`);
  for (const line of out.trim().split('\n')) console.log(`  ${line}`);
}

/** How many screens of the business catalogue the console serves (tests/schemas/catalogue.json). */
function catalogueServed() {
  const { served, total } = servedCount(readLedger());
  console.log(`catalogue: ${served} of ${total} keys served`);
}

/** Browser figures that BENCH_ONLY=<name> runs alone, each on its own mock server and data. */
const BROWSER_FIGURES: Record<string, (browser: Browser, siteDir: string, dir: string) => Promise<void>> = {
  scale: listAtScale,
  dashboard: dashboardAtScale,
  permissionTree: permissionTreeBench,
  computedForm: computedFormBench,
  heap: heapBench,
};

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  try {
    if (process.env.BENCH_ONLY === 'load') {
      if (!(await loadTest(dir))) process.exitCode = 1;
      return;
    }
    if (process.env.BENCH_ONLY === 'schemasCheck') {
      schemaCheck();
      return;
    }
    const siteDir = process.env.BENCH_SKIP_BUILD === '1' ? 'dist' : join(dir, 'site');
    if (siteDir !== 'dist') buildBenchSite(siteDir);
    const alone = process.env.BENCH_ONLY ? BROWSER_FIGURES[process.env.BENCH_ONLY] : undefined;
    if (alone) {
      const { browser, close } = await launchChromium();
      try {
        await alone(browser, siteDir, dir);
      } finally {
        await close();
      }
      return;
    }
    const server = await startMockServer({ port: 0, dbFile: join(dir, 'mock.sqlite'), staticDir: siteDir, quiet: true });
    const { browser, close } = await launchChromium();
    try {
      await loginPageJavaScript(browser, server.url, siteDir);
      await loginToHome(browser, server.url);
      await rendererOverhead(browser, server.url, siteDir);
      const pagesDir = `${siteDir}-pages`;
      if (existsSync(pagesDir)) {
        const pages = await startMockServer({ port: 0, dbFile: join(dir, 'mock-pages.sqlite'), staticDir: pagesDir, quiet: true });
        try {
          await inShellOverhead(browser, pages.url);
        } finally {
          await pages.close();
        }
      }
      await listAtScale(browser, siteDir, dir);
      await dashboardAtScale(browser, siteDir, dir);
      await permissionTreeBench(browser, siteDir, dir);
      await computedFormBench(browser, siteDir, dir);
      await heapBench(browser, siteDir, dir);
    } finally {
      await close();
      await server.close();
    }
    schemaCheck();
    mockSeed();
    catalogueServed();
    if (!(await loadTest(dir))) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
