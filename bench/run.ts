/**
 * npm run bench — performance figures of the console, printed, never asserted.
 * 1. Initial JavaScript of the login page (gzip KB): the scripts the browser asks for before the login form is drawn
 *    (the entry chunk and its static imports plus the login page's chunk and its own), the code fetched after it when
 *    idle, and the login chunk set of the build manifest (scripts/bundle/budget.ts) by package (top 12, gzip KB, from
 *    the build's module graph: BUNDLE_GRAPH, scripts/bundle/packages.ts). BENCH_ONLY=loginPage runs this figure alone.
 * 1b. JavaScript downloaded to reach each screen (bench/bundleSizes.ts): login, home, a first list, a list of another area,
 *    with the first list's additions by package. BENCH_ONLY=bundle runs it alone.
 * 2. Login click → home page rendered (median of 5 runs) in headless Chromium against the production build.
 * 3. Renderer overhead: navigation → list rows visible, schema list view vs a hand-written ProTable page
 *    (bench/rendererOverhead.ts explains the method): on a deep link with session restore (target ratio ≤ 1.00, with the
 *    deep link's critical path: when the session call, menu tree, area document, view chunk and list request start) and
 *    by client-side navigation inside the console (target ratio ≤ 0.80). BENCH_ONLY=navigation runs figures 1–3 alone.
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
 *    field → every computed value shown, measured in the page: median and p95 over 40 keys, against the target < 16 ms.
 *    BENCH_ONLY=computedForm runs it alone.
 * 11. Big list (bench/bigList.ts): the list renderer with 1,000 rows × 30 columns on one page (a virtual table body); page
 *    load → rows visible (median and spread of 5 loads), and the main thread's tasks (Chromium trace: wall clock and CPU
 *    time) while scrolling to the last row by wheel notches, against the target: no long task over 50 ms.
 *    BENCH_ONLY=bigList runs it alone.
 * 12. Heap (bench/heap.ts): admin opens and closes 40 different screens of its menu; the JS heap after garbage collection
 *    after the first 5 and after all 40, against the target: within 20 % of the size after 5. BENCH_ONLY=heap runs it alone.
 * 13. Living platform at scale (bench/trafficAtScale.ts): 1,000,000 parking orders, the traffic simulation at 10 passages
 *    a second for 10 minutes of real time, the parking-order list's p50/p95 meanwhile (target p95 < 50 ms) and the
 *    mock's RSS growth. BENCH_ONLY=traffic runs it alone (no site build).
 * 14. Live monitoring (bench/chargingMonitor.ts): 充电平台 › 实时监控 with 2,000 connectors and the piles reporting 50
 *    times a second over the WebSocket: frames drawn and dropped, the longest frame gap and long tasks, and a filter by
 *    桩编号 → rows shown (median and slowest), against the target < 100 ms. BENCH_ONLY=monitor runs it alone.
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
import { kb } from '../scripts/bundle/chunkSets';
import { LOGIN_BUDGET_BYTES, loginChunkSet } from '../scripts/bundle/budget';
import { packageBreakdown } from '../scripts/bundle/packages';
import { buildBenchSite, graphFileOf } from './buildSite';
import { bundleSizes } from './bundleSizes';
import { dashboardAtScale } from './dashboardAtScale';
import { listAtScale } from './listAtScale';
import { loadTest } from './loadTest';
import { permissionTreeBench } from './permissionTree';
import { computedFormBench } from './computedForm';
import { bigListBench } from './bigList';
import { heapBench } from './heap';
import { chargingMonitorBench } from './chargingMonitor';
import { trafficAtScale } from './trafficAtScale';
import { CRITICAL_STEPS, HANDWRITTEN_PATH, measureInShellOverhead, measureRendererOverhead } from './rendererOverhead';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const runsOf = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');

/**
 * Rows measured on both sides of figure 3. The issue asks for 20, but the bulletin list view declares no
 * `pagination.pageSize` (ListView's default page size is 10) and renderer/list takes no page size from the
 * route query, so the schema view shows 10 rows: both sides measure the first 10 rows of a 10-row page.
 */
const LIST_ROWS = 10;
/** Deep link (fresh load with session restore): the console with its shell no slower than the bare hand-written page. */
const DEEP_LINK_TARGET = 1.0;
/** Inside the console (client-side navigation): the schema view faster than the hand-written page. */
const IN_SHELL_TARGET = 0.8;
const SCHEMA_CHECK_TARGET_MS = 1000;
const SEED_ROWS = 100_000;

/** 1. JavaScript the login page loads before its form is drawn, and which packages it is made of. */
async function loginPageJavaScript(browser: Browser, baseUrl: string, siteDir: string) {
  const page = await browser.newPage();
  // When the form first appears in the document: the page asks for the rest of the console's code only after that.
  await page.addInitScript(() => {
    const marked = window as unknown as { __loginFormAt?: number };
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('input[placeholder="账号"]')) return;
      marked.__loginFormAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(baseUrl + '/login', { waitUntil: 'networkidle' });
  const { formAt, scripts } = await page.evaluate(() => ({
    formAt: (window as unknown as { __loginFormAt?: number }).__loginFormAt ?? Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter((entry) => entry.path.endsWith('.js')),
  }));
  await page.close();
  const sizeOfScripts = (paths: string[]) => {
    let gzipBytes = 0;
    let rawBytes = 0;
    for (const p of paths) {
      const buf = readFileSync(join(siteDir, p));
      rawBytes += buf.length;
      gzipBytes += gzipSync(buf, { level: 9 }).length;
    }
    return `${(gzipBytes / 1024).toFixed(1)} KB gzip (${(rawBytes / 1024).toFixed(0)} KB raw) in ${paths.length} files`;
  };
  const initial = [...new Set(scripts.filter((s) => s.start < formAt).map((s) => s.path))];
  const later = [...new Set(scripts.filter((s) => s.start >= formAt).map((s) => s.path))].filter((p) => !initial.includes(p));
  const names = initial.map((s) => s.split('/').pop());
  const heavy = names.filter((n) => /pro-|formily|ProTable/i.test(n ?? ''));
  console.log(`login page JavaScript: ${sizeOfScripts(initial)}, requested before the form is drawn`);
  console.log(`  chunks: ${names.join(', ')}`);
  console.log(`  Pro/Formily chunks loaded by the login page: ${heavy.length ? heavy.join(', ') : 'none'}`);
  console.log(`  fetched after the form is drawn, when idle (antd's providers, the logged-in part …): ${sizeOfScripts(later)}`);
  const graphFile = graphFileOf(siteDir);
  if (!existsSync(graphFile) || !existsSync(join(siteDir, '.vite', 'manifest.json'))) {
    console.log(`  by package: skipped (no ${graphFile} or build manifest; build with BUNDLE_GRAPH=${graphFile} and --manifest)`);
    return;
  }
  const { files, size } = loginChunkSet(siteDir);
  const packages = packageBreakdown(graphFile, siteDir, files);
  console.log(
    `  login chunk set of the build manifest: ${kb(size.gzipBytes)} gzip in ${size.files} files (budget ${kb(LOGIN_BUDGET_BYTES)}); by package, gzip:`,
  );
  for (const p of packages.slice(0, 12)) console.log(`    ${p.name.padEnd(28)} ${kb(p.gzipBytes)}`);
  const rest = packages.slice(12);
  if (rest.length) console.log(`    ${`${rest.length} more`.padEnd(28)} ${kb(rest.reduce((sum, p) => sum + p.gzipBytes, 0))}`);
}

/** Figure 1 alone (BENCH_ONLY=loginPage), on a mock server of its own. */
async function loginPageFigure(browser: Browser, siteDir: string, dir: string) {
  const server = await startMockServer({ port: 0, dbFile: join(dir, 'mock-login.sqlite'), staticDir: siteDir, quiet: true });
  try {
    await loginPageJavaScript(browser, server.url, siteDir);
  } finally {
    await server.close();
  }
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
    `  ratio A/B: ${ratio.toFixed(2)} (target ≤ ${DEEP_LINK_TARGET.toFixed(2)}: ${ratio <= DEEP_LINK_TARGET ? 'met' : 'not met'}; A includes the console shell)`,
  );
  console.log(`  A's critical path, median start of each request after navigation start (${r.criticalPaths.length - 1} runs):`);
  const measured = r.criticalPaths.slice(1);
  for (const step of Object.keys(CRITICAL_STEPS) as (keyof typeof CRITICAL_STEPS)[]) {
    const starts = measured.map((p) => p[step]).filter((t): t is number => t !== undefined);
    console.log(`    ${step}: ${starts.length ? `${median(starts).toFixed(0)} ms` : 'not requested'}`);
  }
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
  console.log(`  ratio A/B: ${ratio.toFixed(2)} (target ≤ ${IN_SHELL_TARGET.toFixed(2)}: ${ratio <= IN_SHELL_TARGET ? 'met' : 'not met'})`);
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

/** Figures 1–3 (BENCH_ONLY=navigation runs them alone): the login page, login → home, navigation → rows, deep link and in the console. */
async function navigationFigures(siteDir: string, dir: string) {
  const server = await startMockServer({ port: 0, dbFile: join(dir, 'mock.sqlite'), staticDir: siteDir, quiet: true });
  const { browser, close } = await launchChromium();
  try {
    await loginPageJavaScript(browser, server.url, siteDir);
    await bundleSizes(browser, siteDir, dir);
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
  } finally {
    await close();
    await server.close();
  }
}

/** Browser figures that BENCH_ONLY=<name> runs alone, each on its own mock server and data. */
const BROWSER_FIGURES: Record<string, (browser: Browser, siteDir: string, dir: string) => Promise<void>> = {
  loginPage: loginPageFigure,
  scale: listAtScale,
  dashboard: dashboardAtScale,
  permissionTree: permissionTreeBench,
  computedForm: computedFormBench,
  bundle: bundleSizes,
  bigList: bigListBench,
  heap: heapBench,
  monitor: chargingMonitorBench,
};

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  try {
    if (process.env.BENCH_ONLY === 'load') {
      if (!(await loadTest(dir))) process.exitCode = 1;
      return;
    }
    if (process.env.BENCH_ONLY === 'traffic') {
      await trafficAtScale(dir);
      return;
    }
    if (process.env.BENCH_ONLY === 'schemasCheck') {
      schemaCheck();
      return;
    }
    const siteDir = process.env.BENCH_SKIP_BUILD === '1' ? 'dist' : join(dir, 'site');
    if (siteDir !== 'dist') buildBenchSite(siteDir);
    if (process.env.BENCH_ONLY === 'navigation') {
      await navigationFigures(siteDir, dir);
      return;
    }
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
    await navigationFigures(siteDir, dir);
    const { browser, close } = await launchChromium();
    try {
      await listAtScale(browser, siteDir, dir);
      await dashboardAtScale(browser, siteDir, dir);
      await permissionTreeBench(browser, siteDir, dir);
      await computedFormBench(browser, siteDir, dir);
      await bigListBench(browser, siteDir, dir);
      await heapBench(browser, siteDir, dir);
      await chargingMonitorBench(browser, siteDir, dir);
    } finally {
      await close();
    }
    await trafficAtScale(dir);
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
