import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  getBacklogs: vi.fn(),
  getPlatformBulletins: vi.fn(),
  getIllegalParkRecords: vi.fn(),
  getAbnormalOccupyRecords: vi.fn(),
  getCameraCoveredRecords: vi.fn(),
}));
vi.mock('../api/shell', () => api);
const http = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('../api/http', async (importOriginal) => ({ ...(await importOriginal<typeof import('../api/http')>()), request: http.request }));

const {
  refreshCounters,
  refreshTodoCounters,
  unreadStore,
  TODO_COUNT_CODE,
  BULLETIN_UNREAD_CODE,
  ILLEGAL_PARK_CODE,
  ABNORMAL_OCCUPY_CODE,
  CAMERA_COVERED_CODE,
  PENDING_BILL_CODE,
  billMarkStore,
  refreshPendingBills,
} = await import('./counters');
const { userStore } = await import('./userStore');
const { DEVICE_COUNTERS } = await import('./counters');
const { DOT_TITLES } = await import('../layout/sidebarItems');

const ALL_CODES = [TODO_COUNT_CODE, BULLETIN_UNREAD_CODE, ILLEGAL_PARK_CODE, ABNORMAL_OCCUPY_CODE, CAMERA_COVERED_CODE];
/** 2026-01-15 10:30:00 on the machine's clock: the window starts 2026-01-12 00:00:00. */
const NOW = new Date(2026, 0, 15, 10, 30, 0).getTime();
const WINDOW = { start: '2026-01-12 00:00:00', end: '2026-01-15 10:30:00' };

beforeEach(() => {
  userStore.reset();
  unreadStore.reset();
  billMarkStore.reset();
  for (const fn of Object.values(api)) fn.mockReset();
  http.request.mockReset();
  http.request.mockResolvedValue({ totalRecord: 13 });
  api.getBacklogs.mockImplementation(async (p: { dealStatus?: number }) => ({
    results: [],
    totalRecord: p.dealStatus === 0 ? 7 : p.dealStatus === 1 ? 3 : 12,
  }));
  api.getPlatformBulletins.mockResolvedValue({ results: [], totalRecord: 150 });
  api.getIllegalParkRecords.mockResolvedValue({ results: [], totalRecord: 4 });
  api.getAbnormalOccupyRecords.mockResolvedValue({ results: [], totalRecord: 3 });
  api.getCameraCoveredRecords.mockResolvedValue({ results: [], totalRecord: 2 });
});

describe('to-do corner marks', () => {
  it('queries dealStatus 0, none and 1 with page size 9999 → todoNum, exeNum, doneNum', async () => {
    userStore.set({ buttonCodes: [TODO_COUNT_CODE] });
    await refreshTodoCounters();
    expect(api.getBacklogs.mock.calls.map((c) => c[0])).toEqual([
      { pageNo: 1, pageSize: 9999, dealStatus: 0 },
      { pageNo: 1, pageSize: 9999, dealStatus: undefined },
      { pageNo: 1, pageSize: 9999, dealStatus: 1 },
    ]);
    expect(userStore.get().counters).toMatchObject({ todoNum: 7, exeNum: 12, doneNum: 3 });
  });

  it('keeps the previous figures when a query fails', async () => {
    userStore.set({ buttonCodes: [TODO_COUNT_CODE] });
    await refreshTodoCounters();
    api.getBacklogs.mockRejectedValue(new Error('网络连接失败'));
    await refreshTodoCounters();
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
    expect(api.getPlatformBulletins).toHaveBeenCalledWith({ pageNo: 1, pageSize: 999, hasRead: 0 });
    expect(api.getIllegalParkRecords).toHaveBeenCalledWith({
      pageNo: 1,
      pageSize: 9999,
      bgnTime: WINDOW.start,
      endTime: WINDOW.end,
      status: 1,
    });
    expect(api.getAbnormalOccupyRecords).toHaveBeenCalledWith({
      pageNo: 1,
      pageSize: 9999,
      startTime: WINDOW.start,
      endTime: WINDOW.end,
      status: 1,
    });
    expect(api.getCameraCoveredRecords).toHaveBeenCalledWith({
      pageNo: 1,
      pageSize: 9999,
      startTime: WINDOW.start,
      endTime: WINDOW.end,
      status: 1,
    });
    expect(api.getBacklogs).toHaveBeenCalledTimes(3);
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
    expect(api.getIllegalParkRecords.mock.calls[0][0]).toMatchObject({ bgnTime: '2026-02-26 00:00:00', endTime: '2026-03-01 00:00:05' });
  });

  it.each([
    [TODO_COUNT_CODE, 'getBacklogs'],
    [BULLETIN_UNREAD_CODE, 'getPlatformBulletins'],
    [ILLEGAL_PARK_CODE, 'getIllegalParkRecords'],
    [ABNORMAL_OCCUPY_CODE, 'getAbnormalOccupyRecords'],
    [CAMERA_COVERED_CODE, 'getCameraCoveredRecords'],
  ] as const)('%s held alone → only %s is called', async (code, call) => {
    userStore.set({ buttonCodes: [code] });
    await refreshCounters(NOW);
    for (const [name, fn] of Object.entries(api)) {
      if (name === call) expect(fn, name).toHaveBeenCalled();
      else expect(fn, name).not.toHaveBeenCalled();
    }
  });

  it.each(ALL_CODES)('without %s its count is not fetched', async (missing) => {
    userStore.set({ buttonCodes: ALL_CODES.filter((c) => c !== missing) });
    await refreshCounters(NOW);
    const calls = Object.values(api).reduce((n, fn) => n + fn.mock.calls.length, 0);
    expect(calls).toBe(missing === TODO_COUNT_CODE ? 4 : 6);
  });

  it('with no code nothing is fetched and every figure stays 0', async () => {
    await refreshCounters(NOW);
    for (const fn of Object.values(api)) expect(fn).not.toHaveBeenCalled();
    expect(unreadStore.get().unreadNum).toBe(0);
    expect(Object.values(userStore.get().counters).every((v) => v === 0)).toBe(true);
  });

  it('one failing list leaves its old figure and does not stop the others', async () => {
    userStore.set({ buttonCodes: ALL_CODES });
    await refreshCounters(NOW);
    api.getAbnormalOccupyRecords.mockRejectedValue(new Error('网关超时'));
    api.getCameraCoveredRecords.mockResolvedValue({ results: [], totalRecord: 0 });
    api.getPlatformBulletins.mockResolvedValue({ results: [], totalRecord: 5 });
    await refreshCounters(NOW);
    expect(userStore.get().counters).toMatchObject({ unusualDevNum: 3, illegalParkNum: 0 });
    expect(unreadStore.get().unreadNum).toBe(5);
  });
});

describe('the finance corner mark (待处理月对账单)', () => {
  it('asks verify/cornerMark for dealStatus 0 and keeps its totalRecord for the sidebar', async () => {
    userStore.set({ buttonCodes: [PENDING_BILL_CODE] });
    await refreshCounters(NOW);
    expect(http.request).toHaveBeenCalledWith({ url: '/finance/v2/api/verify/cornerMark', params: { dealStatus: 0 } });
    expect(billMarkStore.get().pendingBillNum).toBe(13);
    for (const fn of Object.values(api)) expect(fn).not.toHaveBeenCalled();
  });

  it('is not asked without FNCC15010001', async () => {
    userStore.set({ buttonCodes: ALL_CODES });
    await refreshPendingBills();
    expect(http.request).not.toHaveBeenCalled();
    expect(billMarkStore.get().pendingBillNum).toBe(0);
  });

  it.each([
    ['a failed call keeps the old figure', () => http.request.mockRejectedValue(new Error('网关超时')), 13],
    ['an answer without totalRecord reads as 0', () => http.request.mockResolvedValue(null), 0],
    ['a lower figure replaces it', () => http.request.mockResolvedValue({ totalRecord: 12 }), 12],
  ])('%s', async (_name, next, expected) => {
    userStore.set({ buttonCodes: [PENDING_BILL_CODE] });
    await refreshPendingBills();
    next();
    await refreshPendingBills();
    expect(billMarkStore.get().pendingBillNum).toBe(expected);
  });
});
