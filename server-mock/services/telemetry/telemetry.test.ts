import { describe, expect, it } from 'vitest';
import { TELEMETRY_BATCH_PATH, type TelemetryBatch, type TelemetryEvent } from '../../../contracts/telemetry';
import { formatChinaTime } from '../../db/time';
import type { WireRow } from '../../testing/harness';
import { testServerPerFile } from '../../testing/serverPerFile';
import { nearestRank } from './records';

const BATCH = `/api${TELEMETRY_BATCH_PATH}`;
const EVENTS = '/api/basic/v2/api/telemetry/events';
const SUMMARY = '/api/basic/v2/api/telemetry/navigationSummary';
const OVERVIEW = '/api/basic/v2/api/telemetry/navigationOverview';
const SCREENS = '/api/basic/v2/api/telemetry/screens';
const BAD_REQUEST = '0x10d7500400';

const server = testServerPerFile();

let serial = 0;
/** A path no other test of the file (nor the seed) uses, so each test reads only its own records. */
const freshPath = () => `/systemManage/testScreen${++serial}/list`;

const navigation = (screenPath: string, rowsVisibleMs: number, extra: Partial<TelemetryEvent> = {}): TelemetryEvent =>
  ({
    kind: 'navigation',
    navType: 'route',
    rowsVisibleMs,
    view: 'stopFee/parkOrderList',
    rows: 10,
    longTasks: 1,
    longestTaskMs: 120,
    at: Date.now() - 1000,
    screenPath,
    screenTitle: '停车订单',
    ...extra,
  }) as TelemetryEvent;

const batchOf = (events: unknown[], extra: Partial<TelemetryBatch> = {}) => ({
  sentAt: Date.now(),
  pageLoadId: 'b1c2d3e4-0001',
  version: '2026.11.20-abc1234',
  events,
  ...extra,
});

const post = (body: unknown, token?: string) => server.t.post(BATCH, body, token);
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const list = async (search: Record<string, string>, token = server.token) => {
  const query = q({ pageNo: '1', pageSize: '100', ...search });
  const res = await server.t.get<{ results: WireRow[]; totalRecord: number }>(`${EVENTS}?${query}`, token);
  expect(res.body.code).toBe('200');
  return res.body.data;
};

describe('前端监控: the seed', () => {
  it('holds a week of every kind of event, on the screens of the menu, newest first', async () => {
    const { results, totalRecord } = await list({ pageSize: '1000' });
    expect(totalRecord).toBeGreaterThanOrEqual(60);
    expect(results).toHaveLength(totalRecord);
    expect(new Set(results.map((r) => r.eventKind))).toEqual(new Set(['error', 'chunk', 'navigation', 'vital']));
    const times = results.map((r) => String(r.eventTime));
    expect(times).toEqual([...times].sort().reverse());
    for (const kind of ['error', 'chunk', 'navigation', 'vital']) {
      const rows = (await list({ eventKind: kind })).results;
      expect(rows.length, kind).toBeGreaterThan(0);
      expect(rows).toHaveItemsAllMatching((r) => r.eventKind === kind && String(r.screenPath).startsWith('/'));
    }
    const navigations = (await list({ eventKind: 'navigation' })).results;
    expect(navigations.some((r) => r.screenPath === '/stopFee/parkOrder/list' && r.screenTitle === '停车订单')).toBe(true);
  });
});

describe('前端监控: a batch', () => {
  it('is stored with the caller’s user, the time moved by the clock difference, and a one-line 内容', async () => {
    const path = freshPath();
    const sentAt = Date.now() + 3_600_000; // the browser's clock runs an hour ahead
    const events = [
      navigation(path, 812.4, { at: sentAt - 5000 }),
      {
        kind: 'error',
        source: 'rejection',
        name: 'TypeError',
        message: "Cannot read properties of undefined (reading 'plateNo')",
        stack: 'TypeError: …\n    at Cell (index.js:1:2)',
        at: sentAt - 2000,
        screenPath: path,
        screenTitle: '停车订单',
      },
      { kind: 'vital', metric: 'CLS', value: 0.08123, rating: 'good', at: sentAt - 1000, screenPath: path },
    ];
    const before = Date.now();
    const res = await post(batchOf(events, { sentAt, userId: '10003', account: 'someone' }), server.token);
    expect(res.body).toMatchObject({ code: '200', data: { accepted: 3 } });

    const rows = (await list({ screenPath: path })).results;
    expect(rows).toHaveLength(3);
    // The token is admin's: the user the batch names is not believed over it.
    expect(rows).toHaveItemsAllMatching((r) => r.userId === '10001' && r.appVersion === '2026.11.20-abc1234');
    const nav = rows.find((r) => r.eventKind === 'navigation')!;
    expect(nav.summary).toBe('stopFee/parkOrderList 数据可见 812 毫秒，10 行；长任务 1 个，最长 120 毫秒');
    // 5 s before the batch left, on the server's clock: between the call's start minus 5 s and now.
    expect(String(nav.eventTime) >= formatChinaTime(before - 5000 - 1000)).toBe(true);
    expect(String(nav.eventTime) <= formatChinaTime(Date.now() - 5000 + 1000)).toBe(true);
    expect(rows.find((r) => r.eventKind === 'error')!.summary).toBe("TypeError: Cannot read properties of undefined (reading 'plateNo')");
    expect(rows.find((r) => r.eventKind === 'vital')!.summary).toBe('CLS 0.081（良好）');

    const detail = await server.t.get(`${EVENTS}/${nav.eventId}`, server.token);
    expect(detail.body.data).toMatchObject({
      eventKind: 'navigation',
      navType: 'route',
      viewName: 'stopFee/parkOrderList',
      rowsVisibleMs: 812,
      rowCount: 10,
      longTasks: 1,
      longestTaskMs: 120,
      viewFailed: 0,
      account: 'admin',
      pageLoadId: 'b1c2d3e4-0001',
    });
    expect(String(detail.body.data.userAgent)).not.toBe('');
    const error = await server.t.get(`${EVENTS}/${rows.find((r) => r.eventKind === 'error')!.eventId}`, server.token);
    expect(error.body.data).toMatchObject({
      source: 'rejection',
      errorName: 'TypeError',
      stack: 'TypeError: …\n    at Cell (index.js:1:2)',
    });
  });

  it('is taken without a token and without a Payload header (a beacon as the page goes away), for the user it names', async () => {
    const path = freshPath();
    const send = (body: unknown) =>
      server.t.call('POST', BATCH, {
        body,
        headers: { Payload: null, 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/150' },
      });
    expect((await send(batchOf([navigation(path, 500)], { userId: '10002', account: 'not-the-account' }))).body.code).toBe('200');
    // A user the platform does not know is stored as nobody.
    expect((await send(batchOf([navigation(path, 600)], { userId: '99999', account: 'ghost' }))).body.code).toBe('200');
    expect((await send(batchOf([navigation(path, 700)]))).body.code).toBe('200');
    const rows = (await list({ screenPath: path })).results;
    expect(rows.map((r) => [r.rowsVisibleMs, r.userId, r.account]).sort()).toEqual([
      [500, '10002', 'operator'],
      [600, null, null],
      [700, null, null],
    ]);
    expect(rows).toHaveItemsAllMatching((r) => r.userAgent === 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/150');
  });

  it('other calls still need their Payload header', async () => {
    const res = await server.t.call('GET', `${EVENTS}?pageNo=1&pageSize=1`, { token: server.token, headers: { Payload: null } });
    expect(res.status).toBe(400);
  });

  const path = '/stopFee/parkOrder/list';
  it.each([
    ['not an object', [1, 2], '上报内容格式不正确'],
    ['no events', batchOf([]), '上报的事件不能为空'],
    ['too many events', batchOf(Array.from({ length: 51 }, () => navigation(path, 100))), '一次最多上报50条事件'],
    ['no send time', { ...batchOf([navigation(path, 100)]), sentAt: 'now' }, '上报时间格式不正确'],
    ['a bad page load id', batchOf([navigation(path, 100)], { pageLoadId: 'a b' }), '页面加载编号格式不正确'],
    ['an unknown kind', batchOf([navigation(path, 100), { ...navigation(path, 100), kind: 'click' }]), '第 2 条事件的类型不正确'],
    ['no time', batchOf([{ ...navigation(path, 100), at: null }]), '第 1 条事件的发生时间格式不正确'],
    [
      'a path that is no route',
      batchOf([{ ...navigation(path, 100), screenPath: 'javascript:alert(1)' }]),
      '第 1 条事件的页面路径格式不正确',
    ],
    ['a negative timing', batchOf([navigation(path, -5)]), '第 1 条事件的数据可见耗时应在0~600000毫秒之间'],
    [
      'a view that is no area/view',
      batchOf([navigation(path, 100, { view: '<img src=x>' } as Partial<TelemetryEvent>)]),
      '第 1 条事件的视图格式不正确',
    ],
    [
      'long tasks that are no count',
      batchOf([navigation(path, 100, { longTasks: 1.5 } as Partial<TelemetryEvent>)]),
      '第 1 条事件的长任务数格式不正确',
    ],
    [
      'an error without message',
      batchOf([{ kind: 'error', source: 'error', message: ' ', at: Date.now(), screenPath: path }]),
      '第 1 条事件的错误信息不能为空',
    ],
    [
      'an error message too long',
      batchOf([{ kind: 'error', source: 'error', message: 'x'.repeat(501), at: Date.now(), screenPath: path }]),
      '第 1 条事件的错误信息不能超过500个字符',
    ],
    [
      'a chunk failure from nowhere',
      batchOf([{ kind: 'chunk', source: 'somewhere', message: 'Failed to fetch', at: Date.now(), screenPath: path }]),
      '第 1 条事件的捕获位置不正确',
    ],
    [
      'an unknown vital',
      batchOf([{ kind: 'vital', metric: 'FID', value: 10, rating: 'good', at: Date.now(), screenPath: path }]),
      '第 1 条事件的指标不正确',
    ],
    [
      'a vital without rating',
      batchOf([{ kind: 'vital', metric: 'LCP', value: 10, rating: 'fine', at: Date.now(), screenPath: path }]),
      '第 1 条事件的评级不正确',
    ],
  ])('refuses %s with the platform’s envelope and a Chinese message, storing nothing', async (_name, body, msg) => {
    const before = (await list({})).totalRecord;
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: BAD_REQUEST, msg, data: null });
    expect(res.body.msg).not.toMatch(/\b[a-z]+[A-Z][a-zA-Z]*\b/);
    expect((await list({})).totalRecord).toBe(before);
  });

  it('refuses a body that is not declared JSON (another site’s form or text beacon)', async () => {
    const body = JSON.stringify(batchOf([navigation(freshPath(), 100)]));
    const res = await fetch(server.t.url + BATCH, { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body });
    expect(res.status).toBe(415);
  });
});

describe('前端监控: the lists', () => {
  it('filter by screen, user, kind, content and time range', async () => {
    const path = freshPath();
    const other = freshPath();
    const start = formatChinaTime(Date.now() - 60_000);
    await post(batchOf([navigation(path, 400), navigation(other, 450)]), server.token);
    const operator = await server.t.login('operator');
    await post(
      batchOf([
        { kind: 'error', source: 'error', name: 'RangeError', message: 'Invalid time value 8f3a', at: Date.now(), screenPath: path },
        {
          kind: 'chunk',
          source: 'preload',
          message: 'Failed to fetch dynamically imported module: /assets/a-1.js',
          at: Date.now(),
          screenPath: path,
        },
      ]),
      operator,
    );

    expect((await list({ screenPath: path })).totalRecord).toBe(3);
    expect((await list({ screenPath: path, userId: '10002' })).results.map((r) => r.eventKind).sort()).toEqual(['chunk', 'error']);
    expect((await list({ screenPath: path, eventKind: 'navigation' })).results).toHaveLength(1);
    expect((await list({ summary: '8f3a' })).results.map((r) => r.screenPath)).toEqual([path]);
    const recent = await list({ eventTimeStart: start, eventTimeEnd: formatChinaTime(Date.now() + 60_000) });
    expect(recent.results.map((r) => r.screenPath)).toEqual(expect.arrayContaining([path, other]));
    // The seed lies before the seed's day (2026-01-15): nothing of it falls in the last minute.
    expect(recent.results).toHaveItemsAllMatching((r) => String(r.eventTime) >= start);
    expect((await list({ screenPath: path, eventTimeEnd: '2026-01-15 00:00:00' })).totalRecord).toBe(0);
  });

  it('页面耗时: median and P95 by nearest rank per screen, failures apart, for the time range asked', async () => {
    const path = freshPath();
    const times = [100, 200, 300, 400, 500, 600, 700, 800, 900, 5000];
    await post(
      batchOf([
        ...times.map((ms, i) => navigation(path, ms, { longTasks: i % 2 } as Partial<TelemetryEvent>)),
        navigation(path, 90_000, { viewFailed: true, rows: undefined } as Partial<TelemetryEvent>),
        { kind: 'error', source: 'error', message: 'boom', at: Date.now(), screenPath: path },
      ]),
      server.token,
    );
    const summary = await server.t.get(`${SUMMARY}?${q({ screenPath: path, pageNo: '1', pageSize: '10' })}`, server.token);
    expect(summary.body.data).toEqual({
      results: [
        {
          screenPath: path,
          screenTitle: '停车订单',
          navCount: 11,
          medianMs: 500,
          p95Ms: 5000,
          maxMs: 5000,
          avgLongTasks: 0.5,
          failedCount: 1,
        },
      ],
      totalRecord: 1,
    });
    const overview = await server.t.get(`${OVERVIEW}?${q({ screenPath: path })}`, server.token);
    expect(overview.body.data).toMatchObject({ navCount: 11, medianMs: 500, p95Ms: 5000, errorCount: 1, chunkCount: 0 });
    const before = await server.t.get(`${SUMMARY}?${q({ screenPath: path, eventTimeEnd: '2026-01-15 00:00:00' })}`, server.token);
    expect(before.body.data).toEqual({ results: [], totalRecord: 0 });
  });

  it('页面耗时 over the seed: one row per screen, slowest P95 first, each figure from its screen’s records', async () => {
    const end = '2026-01-15 00:00:00';
    const { results } = (await server.t.get(`${SUMMARY}?${q({ eventTimeEnd: end, pageSize: '50' })}`, server.token)).body.data;
    expect(results.length).toBeGreaterThanOrEqual(6);
    const p95 = results.map((r: WireRow) => r.p95Ms);
    expect(p95).toEqual([...p95].sort((a, b) => b - a));
    const orders = results.find((r: WireRow) => r.screenPath === '/stopFee/parkOrder/list');
    const rows = (await list({ screenPath: '/stopFee/parkOrder/list', eventKind: 'navigation', eventTimeEnd: end })).results;
    const shown = rows
      .filter((r) => r.viewFailed !== 1)
      .map((r) => Number(r.rowsVisibleMs))
      .sort((a, b) => a - b);
    expect(orders).toMatchObject({ navCount: rows.length, medianMs: nearestRank(shown, 50), p95Ms: nearestRank(shown, 95) });
  });

  it('offers the screens recorded, named by their latest title', async () => {
    const path = freshPath();
    await post(
      batchOf([navigation(path, 300, { screenTitle: '旧名称', at: Date.now() - 5000 }), navigation(path, 300, { screenTitle: '新名称' })]),
    );
    const screens = (await server.t.get<WireRow[]>(SCREENS, server.token)).body.data;
    expect(screens.find((s) => s.screenPath === path)).toEqual({ screenPath: path, screenTitle: '新名称', label: `新名称（${path}）` });
    expect(screens.find((s) => s.screenPath === '/stopFee/parkOrder/list')?.label).toBe('停车订单（/stopFee/parkOrder/list）');
  });

  it('belong to 系统管理 › 前端监控: an account without it is refused, while everyone may report', async () => {
    const operator = await server.t.login('operator');
    for (const path of [`${EVENTS}?pageNo=1&pageSize=1`, SUMMARY, OVERVIEW, SCREENS]) {
      expect((await server.t.get(path, operator)).status, path).toBe(403);
      expect((await server.t.get(path, server.token)).body.code, path).toBe('200');
    }
    expect((await post(batchOf([navigation(freshPath(), 100)]), operator)).body.code).toBe('200');
  });
});

describe('nearestRank', () => {
  it.each([
    [[5], 50, 5],
    [[1, 2], 50, 1],
    [[1, 2, 3, 4], 50, 2],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95, 10],
    [Array.from({ length: 100 }, (_, i) => i + 1), 95, 95],
    [[], 50, null],
  ])('of %j at p = %i is %j', (values, p, expected) => {
    expect(nearestRank(values, p)).toBe(expected);
  });
});
