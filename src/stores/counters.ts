import {
  getAbnormalOccupyRecords,
  getBacklogs,
  getCameraCoveredRecords,
  getIllegalParkRecords,
  getPlatformBulletins,
  type DeviceRecordQuery,
  type Paged,
} from '../api/shell';
import { request } from '../api/http';
import { onLogout } from '../auth/logout';
import { threeDayWindow } from '../utils/dates';
import { createStore } from './createStore';
import { hasPermission, userStore, type Counters } from './userStore';

/** Button codes that grant the counts (spec §6). */
export const TODO_COUNT_CODE = 'PAED98000706';
export const BULLETIN_UNREAD_CODE = 'MRIE16069246';
export const ILLEGAL_PARK_CODE = 'WHVI72813445';
export const ABNORMAL_OCCUPY_CODE = 'XVUQ27036538';
export const CAMERA_COVERED_CODE = 'ZUTC55309211';

/** Page size of the header's count queries: to-do corner marks and the device counters (spec §7). */
const HEADER_COUNT_PAGE_SIZE = 9999;
/** Page size of the top bar's count query: the message bell's unread platform bulletins (spec §7). */
const TOP_BAR_COUNT_PAGE_SIZE = 999;
/** Record status the device counters count (spec §7: status 1). */
const PENDING_STATUS = 1;

/** The message bell's figure: platform bulletins the user has not read. Cleared on logout. */
export const unreadStore = createStore(() => ({ unreadNum: 0 }));
onLogout(() => unreadStore.reset());

const total = (page: Paged<unknown> | null | undefined) => Number(page?.totalRecord) || 0;

async function countBacklogs(dealStatus?: number): Promise<number> {
  return total(await getBacklogs({ pageNo: 1, pageSize: HEADER_COUNT_PAGE_SIZE, dealStatus }));
}

/**
 * The three 3-day device counters. Which figure feeds which sidebar title follows spec §2 "Layout
 * counters" word for word: 不规范停车记录 ↔ unusualParkNum, 车位异常占用记录 ↔ unusualDevNum,
 * 设备异常遮挡记录 ↔ illegalParkNum (layout/sidebarItems.ts DOT_TITLES reads the same pairs). The
 * illegal-parking list takes its window start as bgnTime, the two others as startTime (spec §7
 * "bgnTime or startTime").
 */
export const DEVICE_COUNTERS: readonly {
  code: string;
  title: string;
  counter: keyof Counters;
  startParam: 'bgnTime' | 'startTime';
  fetch: (q: DeviceRecordQuery) => Promise<Paged<unknown>>;
}[] = [
  { code: ILLEGAL_PARK_CODE, title: '不规范停车记录', counter: 'unusualParkNum', startParam: 'bgnTime', fetch: getIllegalParkRecords },
  {
    code: ABNORMAL_OCCUPY_CODE,
    title: '车位异常占用记录',
    counter: 'unusualDevNum',
    startParam: 'startTime',
    fetch: getAbnormalOccupyRecords,
  },
  {
    code: CAMERA_COVERED_CODE,
    title: '设备异常遮挡记录',
    counter: 'illegalParkNum',
    startParam: 'startTime',
    fetch: getCameraCoveredRecords,
  },
];

const setCounters = (patch: Partial<Counters>) => userStore.set((s) => ({ counters: { ...s.counters, ...patch } }));

/**
 * The to-do corner marks: three backlog queries (dealStatus 0, none, 1) → todoNum, exeNum, doneNum.
 * Only when the code is held; a failed query leaves the old figures.
 */
export async function refreshTodoCounters(): Promise<void> {
  if (!hasPermission(TODO_COUNT_CODE)) return;
  try {
    const [todoNum, exeNum, doneNum] = await Promise.all([countBacklogs(0), countBacklogs(undefined), countBacklogs(1)]);
    setCounters({ todoNum, exeNum, doneNum });
  } catch {
    // The counters are a hint; the HTTP client has already told the user what failed.
  }
}

/** The message bell: unread platform bulletins (hasRead 0, page size 999) → unreadStore.unreadNum. */
async function refreshUnreadBulletins(): Promise<void> {
  if (!hasPermission(BULLETIN_UNREAD_CODE)) return;
  try {
    const page = await getPlatformBulletins({ pageNo: 1, pageSize: TOP_BAR_COUNT_PAGE_SIZE, hasRead: 0 });
    unreadStore.set({ unreadNum: total(page) });
  } catch {
    // As above: the old figure stays.
  }
}

/** The device counters over the 3-day window (00:00:00 three days back → now), status 1, each behind its code. */
async function refreshDeviceCounters(now: number = Date.now()): Promise<void> {
  const { bgn, end } = threeDayWindow(now);
  await Promise.all(
    DEVICE_COUNTERS.filter((c) => hasPermission(c.code)).map(async (c) => {
      try {
        const page = await c.fetch({
          pageNo: 1,
          pageSize: HEADER_COUNT_PAGE_SIZE,
          [c.startParam]: bgn,
          endTime: end,
          status: PENDING_STATUS,
        });
        setCounters({ [c.counter]: total(page) });
      } catch {
        // As above.
      }
    }),
  );
}

/** 财务中心 › 待处理月对账单 › 查询: whoever holds it sees, after that sidebar title, the statements still to handle. */
export const PENDING_BILL_CODE = 'FNCC15010001';
/** The finance corner mark (docs/wire-protocol.md "Finance center"): `{totalRecord}` of the statements 待处理. */
const BILL_CORNER_MARK_URL = '/finance/v2/api/verify/cornerMark';

/** The sidebar's figure after 待处理月对账单: monthly statements not yet archived. Cleared on logout. */
export const billMarkStore = createStore(() => ({ pendingBillNum: 0 }));
onLogout(() => billMarkStore.reset());

/** The finance corner mark (dealStatus 0) → billMarkStore.pendingBillNum, only with PENDING_BILL_CODE. */
export async function refreshPendingBills(): Promise<void> {
  if (!hasPermission(PENDING_BILL_CODE)) return;
  try {
    const mark = await request<{ totalRecord?: number } | null>({ url: BILL_CORNER_MARK_URL, params: { dealStatus: 0 } });
    billMarkStore.set({ pendingBillNum: Number(mark?.totalRecord) || 0 });
  } catch {
    // As above: the old figure stays.
  }
}

/** Every count of the layout and the top bar; run on each route change (src/app/ShellPages.tsx). */
export async function refreshCounters(now: number = Date.now()): Promise<void> {
  await Promise.all([refreshTodoCounters(), refreshUnreadBulletins(), refreshDeviceCounters(now), refreshPendingBills()]);
}
