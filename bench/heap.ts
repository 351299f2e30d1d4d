/**
 * JS heap after opening and closing screens (BENCH_ONLY=heap), in headless Chromium against the production build and
 * the mock: admin logs in with the tab bar on, then opens 40 different screens of its menu (taken in turn from each
 * sidebar group, so lists, forms, tabs, dashboards, calendars and hand-written pages all appear), each by client-side
 * navigation, waits until it has drawn and gone quiet, and closes its tab. After the first 5 and after all 40, garbage
 * is collected (CDP HeapProfiler.collectGarbage) and the used JS heap read (CDP Runtime.getHeapUsage). Target: the
 * heap after 40 within 20 % of the heap after 5 (closed screens leave nothing behind but the code and documents
 * loaded once). For information, the same 40 screens are then opened and closed a second time: their code and documents
 * are loaded already, so the growth of that pass is what opening and closing a screen leaves behind.
 */
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { MenuNode } from '../contracts/menu';
import { startMockServer } from '../server-mock/app';
import { loginAndReadBulletins } from './pageLogin';

export const HEAP_GROWTH_TARGET = 1.2;
const SCREENS = 40;
const BASELINE = 5;
/** A screen has settled when no call has been in flight for this long and nothing spins. */
const QUIET_MS = 400;
/** A screen still spinning after this long is closed anyway (and named in the output). */
const SETTLE_LIMIT_MS = 10_000;

interface Screen {
  title: string;
  path: string;
}

/** The menu's screens, taken in turn from each menu group (the first of every group, then the second …). */
function screensOf(menus: MenuNode[]): Screen[] {
  const groups = new Map<string, Screen[]>();
  // A child's path is relative to its parent's unless it starts with /.
  const walk = (nodes: MenuNode[], parent: string) => {
    for (const node of nodes) {
      const path = node.path.startsWith('/') ? node.path : `${parent}/${node.path}`;
      if (node.children?.length) walk(node.children, path);
      else if (!node.hidden && !node.thirdUrl && path !== '/index') {
        const group = groups.get(parent) ?? [];
        group.push({ title: node.name, path });
        groups.set(parent, group);
      }
    }
  };
  walk(menus, '');
  const lists = [...groups.values()];
  const out: Screen[] = [];
  for (let i = 0; lists.some((g) => i < g.length); i++) for (const g of lists) if (i < g.length) out.push(g[i]);
  return out;
}

/** Client-side navigation, as a link does (the router follows popstate). */
const NAVIGATE = (path: string) =>
  `history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate', { state: null }))`;

/** Resolves true once the calls of the page have ended and nothing spins for QUIET_MS; false after SETTLE_LIMIT_MS. */
async function settled(page: Page, inFlight: () => number, path: string): Promise<boolean> {
  const view = page.locator(`[data-page="${path}"]`);
  await view.waitFor({ state: 'attached' });
  const start = Date.now();
  let quietSince = start;
  while (Date.now() - start < SETTLE_LIMIT_MS) {
    await page.waitForTimeout(100);
    const spinning = await view.locator('.ant-spin-spinning, .ant-skeleton-active').count();
    if (inFlight() > 0 || spinning > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return true;
  }
  return false;
}

async function closeActiveTab(page: Page, path: string) {
  await page.locator(`[role="tab"][data-path="${path}"] [aria-label^="关闭"]`).click();
  await page.locator(`[data-page="${path}"]`).waitFor({ state: 'detached' });
}

async function heapUsed(cdp: CDPSession): Promise<number> {
  // Twice: objects freed by the first collection's finalisers go in the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A heap snapshot's self sizes by V8's kind of node (code, object, closure, string …), Blink's native nodes left out. */
async function heapByKind(cdp: CDPSession): Promise<Map<string, number>> {
  const chunks: string[] = [];
  const onChunk = (event: { chunk: string }) => void chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const {
    node_fields: fields,
    node_types: [types],
  } = snapshot.snapshot.meta;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const kinds = new Map<string, number>();
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const kind = types[snapshot.nodes[i + typeAt]];
    if (kind !== 'native') kinds.set(kind, (kinds.get(kind) ?? 0) + snapshot.nodes[i + sizeAt]);
  }
  return kinds;
}

/** What grew between two snapshots, by kind, largest first. */
function growthByKind(before: Map<string, number>, after: Map<string, number>): string {
  return [...after]
    .map(([kind, bytes]) => [kind, bytes - (before.get(kind) ?? 0)] as const)
    .filter(([, grown]) => Math.abs(grown) >= 50 * 1024)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, grown]) => `${kind} ${grown >= 0 ? '+' : ''}${mb(grown)}`)
    .join(', ');
}

export async function heapBench(browser: Browser, siteDir: string, dir: string) {
  const server = await startMockServer({ port: 0, dbFile: join(dir, 'mock-heap.sqlite'), staticDir: siteDir, quiet: true });
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  try {
    const page = await context.newPage();
    await page.addInitScript(`localStorage.setItem('settings', JSON.stringify({ tagsView: true }))`);
    let inFlight = 0;
    page.on('request', () => void inFlight++);
    page.on('requestfinished', () => void inFlight--);
    page.on('requestfailed', () => void inFlight--);
    const menuTree = page.waitForResponse((r) => r.url().includes('userMenuTree'));
    await loginAndReadBulletins(page, server.url);
    const menus = ((await (await menuTree).json()) as { data: MenuNode[] }).data;
    const screens = screensOf(menus).slice(0, SCREENS);
    if (screens.length < SCREENS) throw new Error(`the admin menu has ${screens.length} screens, fewer than ${SCREENS}`);
    const cdp = await context.newCDPSession(page);
    const start = await heapUsed(cdp);
    const busy = new Set<string>();
    const openAndClose = async (screen: Screen) => {
      await page.evaluate(NAVIGATE(screen.path));
      if (!(await settled(page, () => inFlight, screen.path))) busy.add(screen.title);
      await closeActiveTab(page, screen.path);
    };
    let afterBaseline = 0;
    let kindsAfterBaseline = new Map<string, number>();
    for (const [i, screen] of screens.entries()) {
      await openAndClose(screen);
      if (i + 1 === BASELINE) {
        afterBaseline = await heapUsed(cdp);
        kindsAfterBaseline = await heapByKind(cdp);
      }
    }
    const afterAll = await heapUsed(cdp);
    const kindsAfterAll = await heapByKind(cdp);
    const ratio = afterAll / afterBaseline;
    // The same screens again: their code and documents are loaded already, so what grows now is what closing leaves.
    for (const screen of screens) await openAndClose(screen);
    const afterSecond = await heapUsed(cdp);
    console.log(`JS heap after opening and closing screens (admin, ${SCREENS} screens of the menu, GC forced before each reading):`);
    console.log(`  after login (home page): ${mb(start)}`);
    console.log(`  after the first ${BASELINE} screens: ${mb(afterBaseline)}`);
    console.log(`  after all ${SCREENS} screens: ${mb(afterAll)}`);
    console.log(
      `  ratio ${ratio.toFixed(2)} (target within ${Math.round((HEAP_GROWTH_TARGET - 1) * 100)} % of the size after ${BASELINE}: ${
        ratio <= HEAP_GROWTH_TARGET ? 'met' : 'not met'
      })`,
    );
    console.log(
      `  what grew from ${BASELINE} to ${SCREENS} screens, by kind (heap snapshots; code: the compiled code and bytecode of the screens opened for the first time): ${growthByKind(kindsAfterBaseline, kindsAfterAll)}`,
    );
    console.log(
      `  for information, the same ${SCREENS} screens opened and closed again: ${mb(afterSecond)} (ratio ${(afterSecond / afterAll).toFixed(2)} to the size after the first ${SCREENS})`,
    );
    console.log(`  screens: ${screens.map((s) => s.title).join('、')}`);
    if (busy.size)
      console.log(
        `  still spinning after ${SETTLE_LIMIT_MS / 1000} s (a dashboard's lower widgets wait until scrolled to), closed anyway: ${[...busy].join('、')}`,
      );
  } finally {
    await context.close();
    await server.close();
  }
}
