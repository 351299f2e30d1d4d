/**
 * The curated records of 前端监控 (entity `telemetryEvent`): a week of page loads of the demo accounts before the
 * seed's day, as a production console reports them — the login page's or a reloaded list's web vitals, the navigations
 * to the busiest lists with their times to rows visible and long tasks, a few uncaught errors on their pages, and the
 * chunk failures of the consoles that were still open when a new build went out (the morning of the fourth day back).
 * Stored through the same `recordOf` as a real batch, so the seed reads exactly like reported events.
 */
import { vitalRating, type TelemetryEvent, type VitalName } from '../../../contracts/telemetry';
import { flattenMenus, loadCatalogue } from '../../catalogue/catalogue';
import { DEMO_ACCOUNTS } from '../../db/demoAccounts';
import type { Prng } from '../../db/prng';
import type { EngineExtension } from '../../engine/types';
import { recordOf, TELEMETRY_ENTITY, type BatchUser } from './records';

const DAY = 86_400_000;
const CHINA_OFFSET = 8 * 3600_000;

/** The lists operators open most, by menu name, with the median navigation → rows visible of each (ms). */
const SCREENS: readonly [name: string, medianMs: number][] = [
  ['停车订单', 980],
  ['收费记录', 760],
  ['全部公告', 540],
  ['黑名单', 690],
  ['月卡管理', 840],
  ['欠费车辆', 1180],
  ['枪机管理', 720],
  ['场库设备离线记录', 620],
];

/** Uncaught errors, each on the screen (menu name) where it happens. */
const ERRORS: readonly { screen: string; source: 'error' | 'rejection'; name: string; message: string; at: string }[] = [
  {
    screen: '停车订单',
    source: 'error',
    name: 'TypeError',
    message: "Cannot read properties of undefined (reading 'parkName')",
    at: 'ParkOrderCell',
  },
  {
    screen: '月卡管理',
    source: 'rejection',
    name: 'TypeError',
    message: "Cannot read properties of null (reading 'endTime')",
    at: 'renewPeriod',
  },
  { screen: '欠费车辆', source: 'error', name: 'RangeError', message: 'Invalid time value', at: 'formatRemindTime' },
  {
    screen: '全部公告',
    source: 'rejection',
    name: 'SyntaxError',
    message: `Unexpected token '<', "<!DOCTYPE "... is not valid JSON`,
    at: 'readAttachment',
  },
  { screen: '黑名单', source: 'error', name: 'TypeError', message: 'rows.map is not a function', at: 'BlackListTable' },
];

/** The builds: the one before the release of the fourth morning back, and the one after it. */
const OLD_BUILD = '2026.01.06-4c1e9a2';
const NEW_BUILD = '2026.01.12-9b7d03f';
const RELEASE_DAYS_BACK = 4;
/** The chunk the open consoles of the old build asked for after the release. */
const GONE_CHUNK = 'https://console.parking.example.com/assets/ListView-C8f2kQ1a.js';

const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
];

/** Who opens the console, weighted: mostly admin and operator. */
const USERS = ['admin', 'admin', 'admin', 'operator', 'operator', 'dealer', 'dealer2', 'viewer1'];

interface Screen {
  path: string;
  title: string;
  view: string;
  medianMs: number;
}

function screensOfCatalogue(): Screen[] {
  const nodes = flattenMenus(loadCatalogue().menus);
  return SCREENS.map(([name, medianMs]) => {
    const node = nodes.find((n) => n.name === name && n.component.includes('/'));
    const parent = node && nodes.find((n) => n.id === node.parentId);
    if (!node || !parent) throw new Error(`menu entry ${name} is missing from the catalogue`);
    return { path: `${parent.path}/${node.path}`, title: node.name, view: node.component, medianMs };
  });
}

/** A log-normal draw around `median` (σ 0.35), one in twenty on the slow tail. */
function around(rng: Prng, median: number): number {
  const u = Math.max(rng.next(), 1e-9);
  const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
  const slow = rng.chance(0.05) ? 2.4 : 1;
  return Math.round(median * Math.exp(0.35 * normal) * slow);
}

function userOf(account: string): BatchUser {
  const index = DEMO_ACCOUNTS.findIndex((a) => a.account === account);
  return index < 0 ? { userId: null, account: null } : { userId: String(10001 + index), account };
}

/** 09:00–19:00 China time of the day `daysBack` before the seed's day. */
function workingMoment(rng: Prng, dayStart: number, daysBack: number): number {
  return dayStart - daysBack * DAY + (9 + rng.int(0, 9)) * 3600_000 + rng.int(0, 59) * 60_000 + rng.int(0, 59) * 1000;
}

function vital(metric: VitalName, value: number, at: number, screen: { path: string; title: string }): TelemetryEvent {
  return { kind: 'vital', metric, value, rating: vitalRating(metric, value), at, screenPath: screen.path, screenTitle: screen.title };
}

export function seedTelemetry(rng: Prng, now: number, insert: (record: Record<string, unknown>) => number): number {
  const screens = screensOfCatalogue();
  const login = { path: '/login', title: '登录' };
  const dayStart = Math.floor((now + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
  const release = dayStart - RELEASE_DAYS_BACK * DAY + 10.5 * 3600_000;
  let count = 0;

  for (let session = 0; session < 36; session++) {
    const daysBack = 1 + (session % 7);
    let at = workingMoment(rng, dayStart, daysBack);
    const user = userOf(rng.pick(USERS));
    // A console opened before the release keeps its build until it reloads.
    const staleAfterRelease = daysBack === RELEASE_DAYS_BACK && session % 2 === 0;
    if (staleAfterRelease) at = release - rng.int(20, 90) * 60_000;
    const batch = {
      sentAt: 0,
      pageLoadId: `${rng.hex(8)}-${rng.hex(4)}-${rng.hex(4)}-${rng.hex(12)}`,
      version: at < release ? OLD_BUILD : NEW_BUILD,
    };
    const userAgent = rng.pick(USER_AGENTS);
    const events: TelemetryEvent[] = [];

    // The page load: the login page, or (one in three) a list reloaded in place.
    const reloaded = session % 3 === 1;
    const first = reloaded ? rng.pick(screens) : login;
    const ttfb = rng.int(90, 420);
    const fcp = ttfb + (reloaded ? rng.int(380, 900) : rng.int(260, 700));
    events.push(vital('TTFB', ttfb, at + ttfb, first), vital('FCP', fcp, at + fcp, first));
    events.push(vital('LCP', fcp + rng.int(0, reloaded ? 1400 : 500), at + fcp + 900, first));
    if (reloaded) {
      const screen = first as Screen;
      const ms = around(rng, screen.medianMs + fcp);
      events.push(navigation(rng, screen, 'load', at + ms, ms));
    }
    at += rng.int(20, 60) * 1000;

    // The lists opened during the session.
    const visits = rng.int(2, 6);
    for (let v = 0; v < visits; v++) {
      at += rng.int(40, 600) * 1000;
      const screen = rng.pick(screens);
      if (staleAfterRelease && v === 1) {
        // The old build asks for a list renderer the new release no longer has: the page reloads after reporting it.
        at = release + rng.int(5, 120) * 60_000;
        events.push({
          kind: 'chunk',
          source: rng.pick(['preload', 'page'] as const),
          message: `Failed to fetch dynamically imported module: ${GONE_CHUNK}`,
          at,
          screenPath: screen.path,
          screenTitle: screen.title,
        });
        break;
      }
      const ms = around(rng, screen.medianMs);
      events.push(navigation(rng, screen, 'route', at + ms, ms));
      if (rng.chance(0.1)) {
        const error = ERRORS.find((e) => e.screen === screen.title) ?? rng.pick(ERRORS);
        const where = screens.find((s) => s.title === error.screen) ?? screen;
        events.push({
          kind: 'error',
          source: error.source,
          name: error.name,
          message: error.message,
          stack: `${error.name}: ${error.message}\n    at ${error.at} (https://console.parking.example.com/assets/index-Dq81Lx0e.js:1:${rng.int(10_000, 99_999)})\n    at renderWithHooks (https://console.parking.example.com/assets/react-dom-B7a2kPq4.js:1:${rng.int(10_000, 99_999)})`,
          at: at + ms + rng.int(2, 40) * 1000,
          screenPath: where.path,
          screenTitle: where.title,
        });
      }
    }

    // Interaction and layout shift are known when the page goes away; they belong to the page load.
    events.push(vital('INP', rng.int(40, 120) + (rng.chance(0.2) ? rng.int(150, 520) : 0), at + 1000, first));
    events.push(vital('CLS', Math.round(rng.next() * (rng.chance(0.15) ? 0.3 : 0.08) * 1000) / 1000, at + 1000, first));

    for (const event of events) {
      insert(recordOf(event, { ...batch, sentAt: event.at }, user, event.at + rng.int(200, 9000), userAgent));
      count++;
    }
  }
  return count;
}

function navigation(rng: Prng, screen: Screen, navType: 'load' | 'route', at: number, ms: number): TelemetryEvent {
  const failed = rng.chance(0.03);
  const longTasks = rng.chance(0.45) ? 0 : rng.int(1, ms > 1500 ? 5 : 3);
  return {
    kind: 'navigation',
    navType,
    rowsVisibleMs: ms,
    view: screen.view,
    longTasks,
    longestTaskMs: longTasks ? rng.int(55, ms > 1500 ? 620 : 280) : 0,
    ...(failed ? { viewFailed: true } : { rows: rng.chance(0.8) ? 10 : 20 }),
    at,
    screenPath: screen.path,
    screenTitle: screen.title,
  };
}

/** Curated records only: generated ones would be noise (random paths, texts and timings). */
export const telemetryExtension: EngineExtension = {
  entities: {
    [TELEMETRY_ENTITY]: { seed: ({ rng, now, insert }) => seedTelemetry(rng, now, insert), fixedRows: true },
  },
};
