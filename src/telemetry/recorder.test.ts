// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TELEMETRY_LIMITS, type TelemetryBatch, type TelemetryEvent } from '../../contracts/telemetry';
import { testShellServices } from '../testing/shellServices';
import { userStore } from '../stores/userStore';
import type { MenuNode } from '../auth/types';
import { screenOf } from './host';
import { CARRY_KEY, forceTelemetry, noteError, noteRoute, noteViewShown, pageLoadId, recorderHost, resetNotes } from './notes';
import { createRecorder, LONG_TASK_SETTLE_MS, REPEAT_WINDOW_MS, startRecorder, type LongTask, type ScreenInfo } from './recorder';

const ORIGIN = 1_767_000_000_000;
const ORDERS = '/stopFee/parkOrder/list';
const SCREENS: Record<string, ScreenInfo> = {
  [ORDERS]: { title: '停车订单', component: 'stopFee/parkOrderList' },
  '/sysBulletin/list': { title: '全部公告', component: 'sysBulletin/list' },
  '/index': { title: '首页', component: 'Home' },
};

/** A recorder over recorded events, a fixed clock, the given long tasks and a `later` run by hand. */
function recorderOf(longTasks: LongTask[] = []) {
  const events: TelemetryEvent[] = [];
  const waiting: (() => void)[] = [];
  let clock = ORIGIN + 60_000;
  const recorder = createRecorder({
    push: (event) => void events.push(event),
    screen: (path) => SCREENS[path] ?? {},
    timeOrigin: ORIGIN,
    longTasks: () => longTasks,
    later: (run, ms) => {
      expect(ms).toBe(LONG_TASK_SETTLE_MS);
      waiting.push(run);
    },
    now: () => clock,
  });
  const settle = () => waiting.splice(0).forEach((run) => run());
  return { recorder, events, settle, tick: (ms: number) => (clock += ms), clockNow: () => clock };
}

describe('the recorder: failures', () => {
  it('an uncaught error becomes an error event on its screen, its texts cut to the platform’s limits', () => {
    const { recorder, events } = recorderOf();
    recorder.receive({
      type: 'error',
      source: 'rejection',
      name: 'TypeError',
      message: 'x'.repeat(TELEMETRY_LIMITS.message + 20),
      stack: 's'.repeat(TELEMETRY_LIMITS.stack + 1),
      at: ORIGIN + 5000,
      path: ORDERS,
    });
    expect(events).toEqual([
      {
        kind: 'error',
        source: 'rejection',
        name: 'TypeError',
        message: 'x'.repeat(TELEMETRY_LIMITS.message),
        stack: 's'.repeat(TELEMETRY_LIMITS.stack),
        at: ORIGIN + 5000,
        screenPath: ORDERS,
        screenTitle: '停车订单',
      },
    ]);
  });

  it(`the same failure on the same screen within ${REPEAT_WINDOW_MS / 1000} s is recorded once, later again`, () => {
    const { recorder, events } = recorderOf();
    const at = ORIGIN + 1000;
    const error = (when: number, path = ORDERS) => ({ type: 'error' as const, source: 'error' as const, message: 'boom', at: when, path });
    recorder.receive(error(at));
    recorder.receive(error(at + REPEAT_WINDOW_MS - 1));
    recorder.receive(error(at + 100, '/sysBulletin/list'));
    recorder.receive(error(at + 2 * REPEAT_WINDOW_MS));
    expect(events.map((e) => [e.screenPath, e.at])).toEqual([
      [ORDERS, at],
      ['/sysBulletin/list', at + 100],
      [ORDERS, at + 2 * REPEAT_WINDOW_MS],
    ]);
  });

  it('a chunk that could not be loaded becomes a chunk event', () => {
    const { recorder, events } = recorderOf();
    const message = 'Failed to fetch dynamically imported module: https://console.test/assets/ListView-a1.js';
    recorder.receive({ type: 'chunk', source: 'page', message, at: ORIGIN + 9, path: '/unknown/path' });
    expect(events).toEqual([{ kind: 'chunk', source: 'page', message, at: ORIGIN + 9, screenPath: '/unknown/path' }]);
  });
});

describe('the recorder: navigation timings from viewShown', () => {
  it('a route change → the first view of that screen showing its rows: the time, the rows, the long tasks in between', () => {
    const tasks = [
      { start: 900, duration: 80 },
      { start: 1100, duration: 120 },
      { start: 1500, duration: 300.4 },
      { start: 1900, duration: 200 },
    ];
    const { recorder, events, settle } = recorderOf(tasks);
    recorder.receive({ type: 'route', path: ORDERS, navType: 'route', t: 1000 });
    recorder.receive({ type: 'view', shown: { area: 'stopFee', view: 'parkOrderList', kind: 'list', rows: 10, at: 1812.4 } });
    // Sent only once the long tasks observed until then have arrived.
    expect(events).toEqual([]);
    settle();
    expect(events).toEqual([
      {
        kind: 'navigation',
        navType: 'route',
        rowsVisibleMs: 812,
        view: 'stopFee/parkOrderList',
        rows: 10,
        longTasks: 2,
        longestTaskMs: 300,
        at: ORIGIN + 1812,
        screenPath: ORDERS,
        screenTitle: '停车订单',
      },
    ]);
    // A second view of the same page (a pane, a tab) is not another navigation.
    recorder.receive({ type: 'view', shown: { area: 'stopFee', view: 'parkOrderDetail', kind: 'detail', at: 2500 } });
    settle();
    expect(events).toHaveLength(1);
  });

  it('the page load is timed from the start of the document; a view that failed is recorded as such', () => {
    const { recorder, events, settle } = recorderOf();
    recorder.receive({ type: 'route', path: '/sysBulletin/list', navType: 'load', t: 0 });
    recorder.receive({ type: 'view', shown: { area: 'sysBulletin', view: 'list', kind: 'list', failed: true, at: 2450 } });
    settle();
    expect(events).toEqual([
      expect.objectContaining({
        navType: 'load',
        rowsVisibleMs: 2450,
        view: 'sysBulletin/list',
        viewFailed: true,
        longTasks: 0,
        longestTaskMs: 0,
      }),
    ]);
    expect(events[0]).not.toHaveProperty('rows');
  });

  it('a view of another screen (a kept-alive tab) does not end the navigation; a screen left before any view records nothing', () => {
    const { recorder, events, settle } = recorderOf();
    recorder.receive({ type: 'route', path: '/index', navType: 'load', t: 0 });
    recorder.receive({ type: 'route', path: ORDERS, navType: 'route', t: 3000 });
    recorder.receive({ type: 'view', shown: { area: 'sysBulletin', view: 'list', kind: 'list', rows: 10, at: 3100 } });
    recorder.receive({ type: 'view', shown: { area: 'stopFee', view: 'parkOrderList', kind: 'list', rows: 20, at: 3700 } });
    // Back on the home page (a hand-written page): a list refreshed in a hidden tab is not its navigation.
    recorder.receive({ type: 'route', path: '/index', navType: 'route', t: 9000 });
    recorder.receive({ type: 'view', shown: { area: 'stopFee', view: 'parkOrderList', kind: 'list', rows: 10, at: 9400 } });
    settle();
    expect(events.map((e) => e.kind === 'navigation' && [e.screenPath, e.rowsVisibleMs, e.rows])).toEqual([[ORDERS, 700, 20]]);
  });

  it('web vitals belong to the screen the page was loaded on: CLS to 4 decimals, the others in whole milliseconds', () => {
    const { recorder, events, clockNow } = recorderOf();
    recorder.receive({ type: 'route', path: '/index', navType: 'load', t: 0 });
    recorder.receive({ type: 'route', path: ORDERS, navType: 'route', t: 5000 });
    recorder.vital({ name: 'LCP', value: 1234.56, rating: 'good' });
    recorder.vital({ name: 'CLS', value: 0.123456, rating: 'needs-improvement' });
    expect(events).toEqual([
      { kind: 'vital', metric: 'LCP', value: 1235, rating: 'good', at: clockNow(), screenPath: '/index', screenTitle: '首页' },
      {
        kind: 'vital',
        metric: 'CLS',
        value: 0.1235,
        rating: 'needs-improvement',
        at: clockNow(),
        screenPath: '/index',
        screenTitle: '首页',
      },
    ]);
  });
});

describe('screenOf', () => {
  afterEach(() => userStore.reset());

  it('names a path by the user’s menu, and the shell’s own routes by their titles', () => {
    const menus = [
      {
        id: '1000',
        parentId: '0',
        path: '/stopFee',
        component: 'Layout',
        name: '停车收费',
        hidden: false,
        buttons: [],
        children: [
          {
            id: '1002',
            parentId: '1000',
            path: 'parkOrder/list',
            component: 'stopFee/parkOrderList',
            name: '停车订单',
            hidden: false,
            buttons: [],
          },
        ],
      },
    ] as MenuNode[];
    userStore.set({ menus });
    expect(screenOf(ORDERS)).toEqual({ title: '停车订单', component: 'stopFee/parkOrderList' });
    expect(screenOf('/login')).toEqual({ title: '登录', component: 'Login' });
    expect(screenOf('/sysBulletin/list')).toEqual({ title: '全部公告', component: 'sysBulletin/list' });
    expect(screenOf('/nowhere')).toEqual({});
  });
});

describe('startRecorder: from the notes to the platform', () => {
  beforeEach(() => {
    forceTelemetry(true);
    resetNotes();
    sessionStorage.clear();
  });
  afterEach(() => {
    forceTelemetry(null);
    userStore.reset();
    vi.unstubAllGlobals();
  });

  it('sends batches silently with the platform’s headers, and what waits by beacon as the page is hidden', async () => {
    const posted: { url: string; init: RequestInit }[] = [];
    const services = testShellServices({
      fetch: async (url, init) => {
        posted.push({ url, init });
        throw new TypeError('Failed to fetch');
      },
    });
    const beacons: { url: string; body: Blob }[] = [];
    vi.stubGlobal('navigator', { ...navigator, onLine: true, sendBeacon: (url: string, body: Blob) => beacons.push({ url, body }) > 0 });
    localStorage.setItem('token', 'tok-1');
    userStore.set({ user: { userId: '10001', account: 'admin' } as never });
    // An earlier page load of this tab reloaded at once after a chunk failure.
    sessionStorage.setItem(
      CARRY_KEY,
      JSON.stringify({
        pageLoadId: 'earlier-load',
        notes: [{ type: 'chunk', source: 'preload', message: 'Failed to fetch dynamically imported module: /a.js', at: 1, path: ORDERS }],
      }),
    );

    noteRoute('/login');
    noteError(new Error('before the recorder'), 'error');
    startRecorder(recorderHost());
    // The earlier page's failure goes at once, in its own batch.
    expect(posted).toHaveLength(1);
    const carried = JSON.parse(String(posted[0].init.body)) as TelemetryBatch;
    expect(carried).toMatchObject({
      pageLoadId: 'earlier-load',
      userId: '10001',
      account: 'admin',
      events: [{ kind: 'chunk', screenPath: ORDERS }],
    });

    // 20 events fill a batch: it leaves by fetch with the platform's headers; its failure shows nothing.
    for (let i = 1; i < 20; i++) noteError(new Error(`e${i}`), 'rejection');
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1].url).toBe('/api/basic/v2/api/telemetry/batch');
    expect(posted[1].init.method).toBe('POST');
    const headers = posted[1].init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('tok-1');
    expect(JSON.parse(headers.Payload)).toMatchObject({ authModel: 1 });
    const batch = JSON.parse(String(posted[1].init.body)) as TelemetryBatch;
    expect(batch).toMatchObject({ pageLoadId, userId: '10001', account: 'admin' });
    expect(batch.events.map((e) => e.kind === 'error' && e.message)).toEqual([
      'before the recorder',
      ...Array.from({ length: 19 }, (_, i) => `e${i + 1}`),
    ]);
    expect(batch.events[0]).toMatchObject({ source: 'error', screenPath: '/', at: expect.any(Number) });
    await Promise.resolve();
    expect(services.toasts).toEqual([]);

    // What waits when the page is hidden leaves by beacon, as JSON, to the same call.
    noteViewShown({ area: 'stopFee', view: 'parkOrderList', kind: 'list', at: 1 });
    noteError(new Error('last words'), 'error');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(beacons).toHaveLength(1);
    expect(beacons[0].url).toBe('/api/basic/v2/api/telemetry/batch');
    expect(beacons[0].body.type).toBe('application/json');
    const last = JSON.parse(await beacons[0].body.text()) as TelemetryBatch;
    expect(last).toMatchObject({ pageLoadId, userId: '10001', events: [{ kind: 'error', message: 'last words' }] });
    expect(posted).toHaveLength(2);
  });
});
