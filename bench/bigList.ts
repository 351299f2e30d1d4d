/**
 * Big lists (bench/bigList/): the renderer's ListView with 1,000 rows × 30 columns on one page, in headless Chromium
 * against the production build of the page (its `services.request` answers from rows made in the page).
 * (a) Rows visible: a fresh load of the page → the frame after the first rows of the 1000-row page are in the table,
 *     measured in the page from navigation start (median and spread of RUNS loads).
 * (b) Scrolling: the table's body scrolled with the mouse wheel from the first row to the page's last, a wheel notch
 *     (100 px) at a time, two frames after each; the main thread's tasks are read from a Chromium trace (every task,
 *     with its wall-clock and CPU time) and the page's PerformanceObserver 'longtask' counts those over 50 ms. Then,
 *     for information, back up to the first row in jumps of about the body's height.
 * Target: no long task over 50 ms while scrolling down. BENCH_ONLY=bigList runs it alone.
 */
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startMockServer } from '../server-mock/app';
import { COLUMN_COUNT, ROW_COUNT } from './bigList/bigListDocument';
import { mainThreadTasks, type Task } from './mainThreadTasks';

export const BIG_LIST_PATH = '/bench/bigList/index.html';
export const LONG_TASK_TARGET_MS = 50;
const RUNS = 5;
/** Pixels per wheel step scrolling down: one notch of a common mouse wheel, about two rows. */
const WHEEL_STEP = 100;
/** Pixels per step scrolling back up: about the body's height, ten rows at once. */
const JUMP_STEP = 480;
const VIEWPORT = { width: 1366, height: 768 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

/*
 * In-page text (see bench/permissionTree.ts). Installed before the page's own scripts: a MutationObserver sees the
 * first table row enter the document; the time of the next animation frame after it, from navigation start, is the
 * time to rows visible.
 */
const WATCH_ROWS = `window.__rowsVisible = new Promise((resolve) => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.ant-table-row')) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve({
      ms: performance.now(),
      drawn: document.querySelectorAll('.ant-table-row').length,
      virtual: Boolean(document.querySelector('.ant-table-virtual')),
    }));
  });
  observer.observe(document, { childList: true, subtree: true });
})`;

/** Starts counting long tasks afresh (one observer for the page, its list emptied for each pass). */
const WATCH_LONG_TASKS = `(() => {
  window.__longTasks = [];
  if (window.__longTaskObserver) return;
  window.__longTaskObserver = new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration)));
  window.__longTaskObserver.observe({ type: 'longtask' });
})()`;

/** Resolves after the next two animation frames: the wheel step has been handled and the rows it brought drawn. */
const NEXT_FRAMES = `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null))))`;

interface Shown {
  ms: number;
  drawn: number;
  virtual: boolean;
}

async function loadOnce(browser: Browser, url: string): Promise<{ shown: Shown; page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.addInitScript(WATCH_ROWS);
  await page.goto(url);
  const shown = (await page.evaluate('window.__rowsVisible')) as Shown;
  return { shown, page, close: () => context.close() };
}

interface Pass {
  steps: number;
  wallMs: number;
  tasks: Task[];
  longTasks: number[];
  reached: boolean;
  drawn: number;
}

/**
 * Scrolls the table's body with the mouse wheel, `delta` px a step, waiting two frames after each, until `row` is
 * drawn and the body is at its end; the page's main-thread tasks meanwhile from a Chromium trace.
 */
async function scrollPass(browser: Browser, page: Page, delta: number, rowKey: string): Promise<Pass> {
  await page.evaluate(WATCH_LONG_TASKS);
  const holder = page.locator('.ant-table-tbody-virtual-holder');
  const row = page.locator(`.ant-table-row[data-row-key="${rowKey}"]`);
  const atEnd = () =>
    holder.evaluate((h, down) => (down ? h.scrollTop + h.clientHeight >= h.scrollHeight - 1 : h.scrollTop <= 0), delta > 0);
  await holder.hover();
  await browser.startTracing(page, { categories: ['toplevel'] });
  const t0 = Date.now();
  let steps = 0;
  while (steps < 2000 && !((await row.count()) > 0 && (await atEnd()))) {
    await page.mouse.wheel(0, delta);
    await page.evaluate(NEXT_FRAMES);
    steps++;
  }
  const wallMs = Date.now() - t0;
  const tasks = mainThreadTasks(await browser.stopTracing());
  const longTasks = (await page.evaluate('window.__longTasks')) as number[];
  return { steps, wallMs, tasks, longTasks, reached: (await row.count()) > 0, drawn: await page.locator('.ant-table-row').count() };
}

const longestOf = (tasks: Task[]) => tasks.reduce<Task>((a, b) => (b.ms > a.ms ? b : a), { ms: 0, cpuMs: 0 });
const mostCpuOf = (tasks: Task[]) => tasks.reduce<Task>((a, b) => (b.cpuMs > a.cpuMs ? b : a), { ms: 0, cpuMs: 0 });

function printPass(what: string, delta: number, p: Pass) {
  const longest = longestOf(p.tasks);
  const busiest = mostCpuOf(p.tasks);
  const over = p.tasks.filter((t) => t.ms > LONG_TASK_TARGET_MS).length;
  const overCpu = p.tasks.filter((t) => t.cpuMs > LONG_TASK_TARGET_MS).length;
  const ms = p.tasks.map((t) => t.ms);
  const cpu = p.tasks.map((t) => t.cpuMs);
  console.log(
    `  ${what}: ${p.steps} wheel steps of ${Math.abs(delta)} px (${(p.wallMs / 1000).toFixed(1)} s), row reached: ${p.reached ? 'yes' : 'NO'}, rows in the page at the end: ${p.drawn}`,
  );
  console.log(
    `    main-thread tasks (Chromium trace, ${p.tasks.length}), wall clock: longest ${longest.ms.toFixed(1)} ms (its CPU time ${longest.cpuMs.toFixed(1)} ms), p95 ${percentile(ms, 95).toFixed(1)} ms, over ${LONG_TASK_TARGET_MS} ms: ${over}; PerformanceObserver 'longtask': ${p.longTasks.length}${p.longTasks.length ? `, longest ${Math.max(...p.longTasks).toFixed(0)} ms` : ''}`,
  );
  console.log(
    `    the same tasks by the main thread's CPU time (the page's own work, without waiting for a core): longest ${busiest.cpuMs.toFixed(1)} ms, p95 ${percentile(cpu, 95).toFixed(1)} ms, over ${LONG_TASK_TARGET_MS} ms: ${overCpu}`,
  );
}

export async function bigListBench(browser: Browser, siteDir: string, dir: string) {
  const server = await startMockServer({ port: 0, dbFile: join(dir, 'mock-big-list.sqlite'), staticDir: siteDir, quiet: true });
  try {
    const url = server.url + BIG_LIST_PATH;
    const loads: Shown[] = [];
    let lastLoad: Awaited<ReturnType<typeof loadOnce>> | undefined;
    for (let i = 0; i < RUNS; i++) {
      await lastLoad?.close();
      lastLoad = await loadOnce(browser, url);
      loads.push(lastLoad.shown);
    }
    const times = loads.map((l) => l.ms);
    console.log(
      `big list (${ROW_COUNT} rows × ${COLUMN_COUNT} columns on one page, renderer ListView), target: no long task over ${LONG_TASK_TARGET_MS} ms while scrolling:`,
    );
    console.log(
      `  page load → first rows visible: median ${median(times).toFixed(0)} ms, spread ${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms)`,
    );
    console.log(
      `  rows in the page when shown: ${loads.map((l) => l.drawn).join(', ')} of ${ROW_COUNT}; virtual body: ${loads.every((l) => l.virtual) ? 'yes' : 'no'}`,
    );
    const page = lastLoad!.page;
    await page.waitForTimeout(500);
    // Row keys run from ROW_COUNT (first row) down to 1 (last row).
    const down = await scrollPass(browser, page, WHEEL_STEP, '1');
    printPass(`scrolled down to row ${ROW_COUNT}`, WHEEL_STEP, down);
    const up = await scrollPass(browser, page, -JUMP_STEP, String(ROW_COUNT));
    printPass('for information, back up to row 1 in jumps of about a body height (a fast flick)', -JUMP_STEP, up);
    await lastLoad!.close();
    const longest = longestOf(down.tasks);
    const busiest = mostCpuOf(down.tasks);
    const verdict = (ms: number) => (ms <= LONG_TASK_TARGET_MS && down.reached ? 'met' : 'not met');
    console.log(
      `  target "no long task over ${LONG_TASK_TARGET_MS} ms" scrolling down: wall clock ${verdict(longest.ms)} (longest ${longest.ms.toFixed(1)} ms); by CPU time ${verdict(busiest.cpuMs)} (longest ${busiest.cpuMs.toFixed(1)} ms); load average of the machine: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')} on ${availableParallelism()} cores`,
    );
  } finally {
    await server.close();
  }
}
