/**
 * Live monitoring at scale (figure 14): 充电平台 › 实时监控 with 2,000 connectors, the mock's piles reporting 50 times a
 * second (services/chargingPlatform/sessions.ts; the added piles are busy, so almost every report changes a row), pushed
 * over the WebSocket to the page. In headless Chromium against the production build:
 * (a) keeping up: for WATCH_SECONDS, the frames the page drew (requestAnimationFrame), the frames it dropped (a gap of
 *     more than one frame counts the frames missed), its longest frame gap and its long tasks; and the connector rows the
 *     socket delivered per second;
 * (b) filtering: a 桩编号 typed into the filter (and cleared again) → the table and its footer show the result, measured
 *     in the page from the input event to the frame after the footer changed, median and slowest of FILTER_RUNS, against
 *     the target < 100 ms.
 * BENCH_ONLY=monitor runs it alone.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startMockServer } from '../server-mock/app';
import { openDatabase } from '../server-mock/db/open';
import { createEngine } from '../server-mock/engine/index';
import { ENGINE_EXTENSIONS } from '../server-mock/services/extensions';
import { CONNECTOR, ENTITY, pileStatusOf, recountStations } from '../server-mock/services/chargingPlatform/seed';
import { loginAndReadBulletins } from './pageLogin';

export const CONNECTORS = 2000;
export const UPDATES_PER_SECOND = 50;
export const FILTER_TARGET_MS = 100;
const WATCH_SECONDS = 20;
const FILTER_RUNS = 10;
const PAGE = '/chargingPlatform/monitoring';
const MONITOR = `[data-page="${PAGE}"]`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The seeded world plus busy 120 kW double-connector piles at the operating stations, up to CONNECTORS connectors. */
function seedBoard(file: string): number {
  const engine = createEngine({ extensions: ENGINE_EXTENSIONS });
  const { db } = openDatabase(file);
  engine.installInto(db, {});
  const piles = engine.store(db, ENTITY.pile)!;
  const stations = engine.store(db, ENTITY.station)!.select('WHERE "stationStatus" = 1', []);
  let connectors = piles.select('', []).reduce((n, p) => n + (p.connectors as unknown[]).length, 0);
  db.transaction(() => {
    for (let i = 0; connectors < CONNECTORS; i++) {
      const station = stations[i % stations.length];
      const guns = [1, 2].map((connectorNo) => ({
        connectorNo,
        connectorStatus: i % 10 === 0 && connectorNo === 2 ? CONNECTOR.idle : CONNECTOR.charging,
      }));
      piles.insert({
        pileCode: `CP9${String(station.stationId).padStart(2, '0')}${String(i + 1).padStart(10, '0')}`,
        pileName: `${i + 1}号超充桩`,
        stationId: station.stationId,
        pileType: 1,
        ratedPower: 120,
        connectors: guns,
        pileStatus: pileStatusOf(guns),
        manufacturer: '英飞源',
        firmwareVersion: 'V3.3.02',
        onlineTime: '2025-06-01 10:00:00',
        updateTime: '2025-06-01 10:00:00',
      });
      connectors += guns.length;
    }
  })();
  recountStations(db);
  db.close();
  return connectors;
}

/* In-page text: frame gaps and long tasks while watching; the time of one filter change. */
const WATCH = (seconds: number) => `new Promise((resolve) => {
  const gaps = [];
  const longTasks = [];
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)));
  observer.observe({ type: 'longtask' });
  let last = performance.now();
  const end = last + ${seconds * 1000};
  const frame = (now) => {
    gaps.push(now - last);
    last = now;
    if (now < end) requestAnimationFrame(frame);
    else { observer.disconnect(); resolve({ gaps, longTasks }); }
  };
  requestAnimationFrame(frame);
})`;

const FILTER = (value: string) => `new Promise((resolve, reject) => {
  const input = document.querySelector('${MONITOR} input[aria-label="桩编号"]');
  const footer = document.querySelector('${MONITOR} .ant-table-footer');
  if (!input || !footer) return reject(new Error('no filter or footer'));
  const before = footer.textContent;
  const observer = new MutationObserver(() => {
    if (footer.textContent === before) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve({ ms: performance.now() - t0, shown: footer.textContent }));
  });
  observer.observe(footer, { subtree: true, childList: true, characterData: true });
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const t0 = performance.now();
  setValue.call(input, ${JSON.stringify(value)});
  input.dispatchEvent(new Event('input', { bubbles: true }));
})`;

export async function chargingMonitorBench(browser: Browser, siteDir: string, dir: string): Promise<void> {
  const file = join(dir, 'mock-monitor.sqlite');
  const connectors = seedBoard(file);
  const server = await startMockServer({
    port: 0,
    dbFile: file,
    staticDir: siteDir,
    quiet: true,
    settings: { chargingUpdatesPerSecond: UPDATES_PER_SECOND },
  });
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  try {
    const page = await context.newPage();
    let rowsPushed = 0;
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string' || !payload.startsWith('{"infName":"chargingConnectors"')) return;
        rowsPushed += (JSON.parse(payload) as { rows: unknown[] }).rows.length;
      }),
    );
    await loginAndReadBulletins(page, server.url);
    await page.goto(server.url + PAGE);
    await page.locator(MONITOR).getByText('实时更新中').waitFor();
    await page.locator(`${MONITOR} .ant-table-row`).first().waitFor();
    const shown = await page.locator(`${MONITOR} .ant-table-footer`).textContent();

    const pushedBefore = rowsPushed;
    const watched = (await page.evaluate(WATCH(WATCH_SECONDS))) as { gaps: number[]; longTasks: number[] };
    const perSecond = (rowsPushed - pushedBefore) / WATCH_SECONDS;
    const frameMs = median(watched.gaps);
    const dropped = watched.gaps.reduce((n, gap) => n + Math.max(0, Math.round(gap / frameMs) - 1), 0);
    const longest = Math.max(...watched.gaps);
    const longTask = watched.longTasks.length ? Math.max(...watched.longTasks) : 0;

    const filters: number[] = [];
    const samples: string[] = [];
    for (let i = 0; i < FILTER_RUNS; i++) {
      const value = i % 2 === 0 ? String(i + 1).padStart(10, '0') : '';
      const result = (await page.evaluate(FILTER(value))) as { ms: number; shown: string };
      filters.push(result.ms);
      if (i < 2) samples.push(`「${value || '（清空）'}」→ ${result.shown}`);
    }
    const slowest = Math.max(...filters);
    console.log(
      `live monitoring: ${connectors.toLocaleString('en')} connectors (${shown}), the piles reporting ${UPDATES_PER_SECOND} times a second → ${perSecond.toFixed(1)} connector rows pushed a second over ${WATCH_SECONDS} s`,
    );
    console.log(
      `  keeping up: ${watched.gaps.length} frames drawn, ${dropped} dropped (${((dropped / (watched.gaps.length + dropped)) * 100).toFixed(1)} %), longest frame gap ${longest.toFixed(0)} ms; long tasks ${watched.longTasks.length}, longest ${longTask.toFixed(0)} ms`,
    );
    console.log(
      `  filter by 桩编号: median ${median(filters).toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms of ${FILTER_RUNS} (target < ${FILTER_TARGET_MS} ms: ${slowest < FILTER_TARGET_MS ? 'met' : 'NOT met'}); ${samples.join('; ')}`,
    );
  } finally {
    await context.close();
    await server.close();
  }
}
