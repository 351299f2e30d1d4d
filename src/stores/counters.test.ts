// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { DOT_TITLES } from '../layout/sidebarItems';
import { envelope, installHttpDoubles, type FetchCall, type Reply } from '../testing/httpDoubles';
import {
  ABNORMAL_OCCUPY_CODE,
  billMarkStore,
  BULLETIN_UNREAD_CODE,
  CAMERA_COVERED_CODE,
  DEVICE_COUNTERS,
  ILLEGAL_PARK_CODE,
  PENDING_BILL_CODE,
  refreshCounters,
  refreshPendingBills,
  refreshTodoCounters,
  TODO_COUNT_CODE,
  unreadStore,
} from './counters';
import { userStore } from './userStore';

/** The lists the counters query, by what they count. */
const LISTS = {
  backlogs: '/api/backlog/v2/api/backlogs',
  platformBulletins: '/api/publicity/v2/api/bulletinInfos/platformBulletinInfos',
  illegalPark: '/api/device/v2/api/illegalParkRecords/list',
  abnormalOccupy: '/api/device/v2/api/abnormalOccupyRecords/list',
  cameraCovered: '/api/device/v2/api/cameraCoveredRecords/list',
} as const;
const CORNER_MARK = '/api/finance/v2/api/verify/cornerMark';

let http: ReturnType<typeof installHttpDoubles>;
let routes: Record<string, Reply>;
const servePlatform = (overrides: Record<string, Reply>) => {
  routes = { ...routes, ...overrides };
  http.serve(routes);
};
const paged = (totalRecord: number) => () => envelope('200', { results: [], totalRecord });
const queryOf = (c: FetchCall) => Object.fromEntries(new URL(c.url, 'http://console').searchParams);
/** The queries the platform received at `path`, in order (every one a GET). */
const queries = (path: string) =>
  http.calls
    .filter((c) => c.url.split('?')[0] === path)
    .map((c) => {
      expect(c.init.method).toBe('GET');
      return queryOf(c);
    });
/** Which of LISTS were asked for. */
const listsAsked = () =>
  Object.entries(LISTS)
    .filter(([, path]) => queries(path).length > 0)
    .map(([name]) => name);

const ALL_CODES = [TODO_COUNT_CODE, BULLETIN_UNREAD_CODE, ILLEGAL_PARK_CODE, ABNORMAL_OCCUPY_CODE, CAMERA_COVERED_CODE];
/** 2026-01-15 10:30:00 on the machine's clock: the window starts 2026-01-12 00:00:00. */
const NOW = new Date(2026, 0, 15, 10, 30, 0).getTime();
const WINDOW = { start: '2026-01-12 00:00:00', end: '2026-01-15 10:30:00' };

beforeEach(() => {
  userStore.reset();
  unreadStore.reset();
  billMarkStore.reset();
  http = installHttpDoubles();
  routes = {};
  servePlatform({
    [LISTS.backlogs]: (call) => {
      const { dealStatus } = queryOf(call);
      return envelope('200', { results: [], totalRecord: dealStatus === '0' ? 7 : dealStatus === '1' ? 3 : 12 });
    },
    [LISTS.platformBulletins]: paged(150),
    [LISTS.illegalPark]: paged(4),
    [LISTS.abnormalOccupy]: paged(3),
    [LISTS.cameraCovered]: paged(2),
    [CORNER_MARK]: () => envelope('200', { totalRecord: 13 }),
  });
});

describe('to-do corner marks', () => {
  it('queries dealStatus 0, none and 1 with page size 9999 → todoNum, exeNum, doneNum', async () => {
    userStore.set({ buttonCodes: [TODO_COUNT_CODE] });
    await refreshTodoCounters();
    expect(queries(LISTS.backlogs)).toEqual([
      { pageNo: '1', pageSize: '9999', dealStatus: '0' },
      { pageNo: '1', pageSize: '9999' },
      { pageNo: '1', pageSize: '9999', dealStatus: '1' },
    ]);
    expect(userStore.get().counters).toMatchObject({ todoNum: 7, exeNum: 12, doneNum: 3 });
  });

  it('keeps the previous figures when a query fails', async () => {
    userStore.set({ buttonCodes: [TODO_COUNT_CODE] });
    await refreshTodoCounters();
    servePlatform({ [LISTS.backlogs]: () => envelope('0x1', null, '网络连接失败') });
    await refreshTodoCounters();
    expect(queries(LISTS.backlogs)).toHaveLength(6);
    expect(userStore.get().counters.todoNum).toBe(7);
  });
});

describe('device counters and the sidebar dots', () => {
  it.each([
    ['WHVI72813445', '不规范停车记录', 'unusualParkNum'],
    ['XVUQ27036538', '车位异常占用记录', 'unusualDevNum'],
    ['ZUTC55309211', '设备异常遮挡记录', 'illegalParkNum'],
  ])('%s counts %s into %s, the counter the sidebar reads for that title', (code, title, counter) => {
    const c = DEVICE_COUNTERS.find((d) => d.code === code)!;
    expect(c).toMatchObject({ title, counter });
    expect(DOT_TITLES[title]).toBe(counter);
  });
});

describe('refreshCounters', () => {
  it('with every code: unread bulletins (page size 999, hasRead 0) and the three device lists (9999, 3-day window, status 1)', async () => {
    userStore.set({ buttonCodes: ALL_CODES });
    await refreshCounters(NOW);
    expect(queries(LISTS.platformBulletins)).toEqual([{ pageNo: '1', pageSize: '999', hasRead: '0' }]);
    expect(queries(LISTS.illegalPark)).toEqual([
      { pageNo: '1', pageSize: '9999', bgnTime: WINDOW.start, endTime: WINDOW.end, status: '1' },
    ]);
    expect(queries(LISTS.abnormalOccupy)).toEqual([
      { pageNo: '1', pageSize: '9999', startTime: WINDOW.start, endTime: WINDOW.end, status: '1' },
    ]);
    expect(queries(LISTS.cameraCovered)).toEqual([
      { pageNo: '1', pageSize: '9999', startTime: WINDOW.start, endTime: WINDOW.end, status: '1' },
    ]);
    expect(queries(LISTS.backlogs)).toHaveLength(3);
    expect(unreadStore.get().unreadNum).toBe(150);
    // spec §2: 不规范停车记录 ↔ unusualParkNum, 车位异常占用记录 ↔ unusualDevNum, 设备异常遮挡记录 ↔ illegalParkNum.
    expect(userStore.get().counters).toEqual({
      todoNum: 7,
      exeNum: 12,
      doneNum: 3,
      unusualParkNum: 4,
      unusualDevNum: 3,
      illegalParkNum: 2,
    });
  });

  it('the window starts at 00:00:00 of the day three days back, also just after midnight', async () => {
    userStore.set({ buttonCodes: [ILLEGAL_PARK_CODE] });
    await refreshCounters(new Date(2026, 2, 1, 0, 0, 5).getTime());
    expect(queries(LISTS.illegalPark)[0]).toMatchObject({ bgnTime: '2026-02-26 00:00:00', endTime: '2026-03-01 00:00:05' });
  });

  it.each([
    [TODO_COUNT_CODE, 'backlogs'],
    [BULLETIN_UNREAD_CODE, 'platformBulletins'],
    [ILLEGAL_PARK_CODE, 'illegalPark'],
    [ABNORMAL_OCCUPY_CODE, 'abnormalOccupy'],
    [CAMERA_COVERED_CODE, 'cameraCovered'],
  ] as const)('%s held alone → only %s is asked for', async (code, list) => {
    userStore.set({ buttonCodes: [code] });
    await refreshCounters(NOW);
    expect(listsAsked()).toEqual([list]);
    expect(queries(CORNER_MARK)).toEqual([]);
  });

  it.each(ALL_CODES)('without %s its count is not fetched', async (missing) => {
    userStore.set({ buttonCodes: ALL_CODES.filter((c) => c !== missing) });
    await refreshCounters(NOW);
    const calls = Object.values(LISTS).reduce((n, path) => n + queries(path).length, 0);
    expect(calls).toBe(missing === TODO_COUNT_CODE ? 4 : 6);
    expect(http.calls).toHaveLength(calls);
  });

  it('with no code nothing is fetched and every figure stays 0', async () => {
    await refreshCounters(NOW);
    expect(http.calls).toEqual([]);
    expect(unreadStore.get().unreadNum).toBe(0);
    expect(Object.values(userStore.get().counters).every((v) => v === 0)).toBe(true);
  });

  it('one failing list leaves its old figure and does not stop the others', async () => {
    userStore.set({ buttonCodes: ALL_CODES });
    await refreshCounters(NOW);
    servePlatform({
      [LISTS.abnormalOccupy]: () => envelope('0x1', null, '网关超时'),
      [LISTS.cameraCovered]: paged(0),
      [LISTS.platformBulletins]: paged(5),
    });
    await refreshCounters(NOW);
    expect(userStore.get().counters).toMatchObject({ unusualDevNum: 3, illegalParkNum: 0 });
    expect(unreadStore.get().unreadNum).toBe(5);
  });
});

describe('the finance corner mark (待处理月对账单)', () => {
  it('asks verify/cornerMark for dealStatus 0 and keeps its totalRecord for the sidebar', async () => {
    userStore.set({ buttonCodes: [PENDING_BILL_CODE] });
    await refreshCounters(NOW);
    expect(queries(CORNER_MARK)).toEqual([{ dealStatus: '0' }]);
    expect(billMarkStore.get().pendingBillNum).toBe(13);
    expect(listsAsked()).toEqual([]);
  });

  it('is not asked without FNCC15010001', async () => {
    userStore.set({ buttonCodes: ALL_CODES });
    await refreshPendingBills();
    expect(http.calls).toEqual([]);
    expect(billMarkStore.get().pendingBillNum).toBe(0);
  });

  it.each([
    ['a failed call keeps the old figure', () => envelope('0x1', null, '网关超时'), 13],
    ['an answer without totalRecord reads as 0', () => envelope('200', null), 0],
    ['a lower figure replaces it', () => envelope('200', { totalRecord: 12 }), 12],
  ])('%s', async (_name, next, expected) => {
    userStore.set({ buttonCodes: [PENDING_BILL_CODE] });
    await refreshPendingBills();
    servePlatform({ [CORNER_MARK]: next });
    await refreshPendingBills();
    expect(queries(CORNER_MARK)).toEqual([{ dealStatus: '0' }, { dealStatus: '0' }]);
    expect(billMarkStore.get().pendingBillNum).toBe(expected);
  });
});
