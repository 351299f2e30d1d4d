/**
 * Renderer overhead: navigation → the first N rows of 全部公告 visible, for the schema list view (A) and for a
 * hand-written ProTable page with the same columns, search form, actions and request (B, bench/handwritten/).
 *
 * Method. One Chromium, one browser context, logged in once through the login form; every run opens a new tab
 * in that context (same localStorage token, same HTTP cache). A and B are both FRESH PAGE LOADS: the hand-written
 * page has no shell to navigate inside, so a page load is the only navigation both sides share; A therefore also
 * pays for the console shell (session restore, menus, layout) and the ratio is an upper bound of the renderer's
 * own overhead. A third series, A-in-shell, is the console's client-side navigation (home page ready, then a
 * click on 全部公告 in the sidebar) and is printed for information, without a ratio.
 *
 * Timing happens inside the page: an init script installs a MutationObserver before any page script runs and
 * records performance.now() when the Nth `.ant-table-row` of the list exists, holds its status badge (the row is
 * rendered with data) and has a layout box. performance.now() counts from the navigation start, so a page load
 * needs no node-side clock; the in-shell series subtracts the performance.now() taken just before the click.
 * Runs alternate A, B, A-in-shell with the order rotated every round, after one unmeasured warm-up round.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { IN_SHELL_HANDWRITTEN_PATH } from './handwritten/shellRoutes';

export interface OverheadOptions {
  /** Measured runs per side (after one warm-up round); default 7. */
  runs?: number;
  /** Rows that must be visible; the schema view shows its page size (default 10, see bench/run.ts). */
  rows: number;
}

export interface OverheadResult {
  rows: number;
  schemaMs: number[];
  handwrittenMs: number[];
  inShellMs: number[];
  /** Per run of A: when each step of the deep link's critical path started (ms after navigation start). */
  criticalPaths: CriticalPath[];
}

/** The steps of a deep link's critical path, by a pattern of the address each one requests. */
export const CRITICAL_STEPS = {
  'session call (loginInfo)': /\/loginInfo\b/,
  'menu tree': /\/userMenuTree\b/,
  'area document': /\/assets\/sysBulletin-[^/]+\.js$/,
  'view chunk (ListView)': /\/assets\/ListView-[^/]+\.js$/,
  'list request': /\/bulletinInfos\?/,
} as const;
export type CriticalPath = Partial<Record<keyof typeof CRITICAL_STEPS, number>>;

/** When each critical step's request started, from the page's resource timings. */
async function criticalPath(page: Page): Promise<CriticalPath> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime })),
  );
  const path: CriticalPath = {};
  for (const [step, pattern] of Object.entries(CRITICAL_STEPS) as [keyof typeof CRITICAL_STEPS, RegExp][]) {
    const first = entries.find((e) => pattern.test(e.name));
    if (first) path[step] = first.startTime;
  }
  return path;
}

const SCHEMA_LIST = '[data-page="/sysBulletin/list"] .ant-table-row';
const HANDWRITTEN_LIST = '[data-page="/bench/handwritten"] .ant-table-row';
export const HANDWRITTEN_PATH = '/bench/handwritten/index.html';

interface BenchProbe {
  since: number;
  visibleAt?: number;
}

/** Runs in the page before its scripts: records when the Nth row is visible (see the header). */
function installRowProbe({ selector, count }: { selector: string; count: number }) {
  const w = window as unknown as { __bench: BenchProbe };
  w.__bench = { since: 0 };
  const observer = new MutationObserver(() => {
    if (w.__bench.visibleAt !== undefined) return;
    const rows = document.querySelectorAll(selector);
    if (rows.length < count) return;
    const row = rows[count - 1];
    if (!row.querySelector('.ant-badge-status-text') || row.getBoundingClientRect().height === 0) return;
    w.__bench.visibleAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function probedPage(context: BrowserContext, selector: string, count: number): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(installRowProbe, { selector, count });
  return page;
}

async function visibleAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { __bench: BenchProbe }).__bench.visibleAt, undefined, {
    timeout: 30_000,
  });
  return (await handle.jsonValue()) as number;
}

/** A: fresh load of the schema list route (its critical path goes to `paths`). */
async function schemaRun(context: BrowserContext, baseUrl: string, rows: number, paths?: CriticalPath[]): Promise<number> {
  const page = await probedPage(context, SCHEMA_LIST, rows);
  try {
    await page.goto(baseUrl + '/sysBulletin/list', { waitUntil: 'commit' });
    const at = await visibleAt(page);
    paths?.push(await criticalPath(page));
    return at;
  } finally {
    await page.close();
  }
}

/** B: fresh load of the hand-written page with the same page size. */
async function handwrittenRun(context: BrowserContext, baseUrl: string, rows: number): Promise<number> {
  const page = await probedPage(context, HANDWRITTEN_LIST, rows);
  try {
    await page.goto(`${baseUrl}${HANDWRITTEN_PATH}?pageSize=${rows}`, { waitUntil: 'commit' });
    return await visibleAt(page);
  } finally {
    await page.close();
  }
}

/** A-in-shell: home page loaded and idle, then a click on 全部公告 in the sidebar; click → rows visible. */
async function inShellRun(context: BrowserContext, baseUrl: string, rows: number): Promise<number> {
  const page = await probedPage(context, SCHEMA_LIST, rows);
  try {
    await page.goto(baseUrl + '/index', { waitUntil: 'networkidle' });
    const link = page.locator('aside').getByText('全部公告', { exact: true });
    await link.waitFor();
    await link.evaluate((el) => {
      (window as unknown as { __bench: BenchProbe }).__bench.since = performance.now();
      (el as HTMLElement).click();
    });
    const at = await visibleAt(page);
    const since = await page.evaluate(() => (window as unknown as { __bench: BenchProbe }).__bench.since);
    return at - since;
  } finally {
    await page.close();
  }
}

/** Logs in through the form and reads the force-read bulletins, so later pages open without that modal. */
async function logIn(context: BrowserContext, baseUrl: string) {
  const page = await context.newPage();
  await page.goto(baseUrl + '/login', { waitUntil: 'networkidle' });
  await page.getByPlaceholder('账号', { exact: true }).fill('admin');
  await page.getByPlaceholder('密码', { exact: true }).fill('Park@2026');
  const forced = page.waitForResponse((r) => r.url().includes('/forceReadBulletinInfos'));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL('**/index');
  const body = (await (await forced).json()) as { data?: unknown };
  const count = Array.isArray(body.data) ? body.data.length : 0;
  for (let i = 0; i < count; i++) await page.getByRole('button', { name: '我已阅读' }).click();
  await page.close();
}

const IN_SHELL_HANDWRITTEN_LIST = `[data-page="${IN_SHELL_HANDWRITTEN_PATH}"] .ant-table-row`;

/**
 * In-shell A/B: the console (a benchmark build that also mounts the hand-written list as a page) is
 * loaded at /index and left idle; then a client-side navigation (history.pushState + popstate, what
 * the router does for a menu click) goes to the target; timed from that moment to row N visible.
 * Shell start-up is outside the measure on both sides, so the ratio is the renderer's own overhead.
 */
async function inShellNavigation(
  context: BrowserContext,
  baseUrl: string,
  target: string,
  selector: string,
  rows: number,
): Promise<number> {
  const page = await probedPage(context, selector, rows);
  try {
    await page.goto(baseUrl + '/index', { waitUntil: 'networkidle' });
    await page.locator('[data-page="/index"]').getByText(/您好/).first().waitFor();
    await page.evaluate((to) => {
      (window as unknown as { __bench: BenchProbe }).__bench.since = performance.now();
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, target);
    const at = await visibleAt(page);
    const since = await page.evaluate(() => (window as unknown as { __bench: BenchProbe }).__bench.since);
    return at - since;
  } finally {
    await page.close();
  }
}

export interface InShellResult {
  rows: number;
  schemaMs: number[];
  handwrittenMs: number[];
}

export async function measureInShellOverhead(browser: Browser, baseUrl: string, options: OverheadOptions): Promise<InShellResult> {
  const runs = options.runs ?? 7;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const result: InShellResult = { rows: options.rows, schemaMs: [], handwrittenMs: [] };
  try {
    await logIn(context, baseUrl);
    for (let round = 0; round <= runs; round++) {
      const order = round % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
      for (const side of order) {
        const ms =
          side === 'A'
            ? await inShellNavigation(context, baseUrl, '/sysBulletin/list', SCHEMA_LIST, options.rows)
            : await inShellNavigation(context, baseUrl, IN_SHELL_HANDWRITTEN_PATH, IN_SHELL_HANDWRITTEN_LIST, options.rows);
        if (round > 0) (side === 'A' ? result.schemaMs : result.handwrittenMs).push(ms);
      }
    }
    return result;
  } finally {
    await context.close();
  }
}

export async function measureRendererOverhead(browser: Browser, baseUrl: string, options: OverheadOptions): Promise<OverheadResult> {
  const runs = options.runs ?? 7;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const result: OverheadResult = { rows: options.rows, schemaMs: [], handwrittenMs: [], inShellMs: [], criticalPaths: [] };
  try {
    await logIn(context, baseUrl);
    const sides: [(c: BrowserContext, u: string, r: number) => Promise<number>, number[]][] = [
      [(c, u, r) => schemaRun(c, u, r, result.criticalPaths), result.schemaMs],
      [handwrittenRun, result.handwrittenMs],
      [inShellRun, result.inShellMs],
    ];
    for (let round = 0; round <= runs; round++) {
      for (let i = 0; i < sides.length; i++) {
        const [run, times] = sides[(round + i) % sides.length];
        const ms = await run(context, baseUrl, options.rows);
        if (round > 0) times.push(ms); // round 0 warms the HTTP cache and the server
      }
    }
    return result;
  } finally {
    await context.close();
  }
}
