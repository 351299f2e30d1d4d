import { beforeEach, describe, expect, it, vi } from 'vitest';

const getBacklogs = vi.fn();
vi.mock('../api/shell', () => ({ getBacklogs: (p: unknown) => getBacklogs(p) }));

const { refreshTodoCounters, TODO_COUNT_CODE } = await import('./counters');
const { userStore } = await import('./userStore');

describe('to-do corner marks', () => {
  beforeEach(() => {
    userStore.reset();
    getBacklogs.mockReset();
    getBacklogs.mockImplementation(async (p: { dealStatus?: number }) => ({ results: [], totalRecord: p.dealStatus === 0 ? 7 : p.dealStatus === 1 ? 3 : 12 }));
  });

  it('queries dealStatus 0, none and 1 with page size 9999 → todoNum, exeNum, doneNum', async () => {
    userStore.set({ buttonCodes: [TODO_COUNT_CODE] });
    await refreshTodoCounters();
    expect(getBacklogs.mock.calls.map((c) => c[0])).toEqual([
      { pageNo: 1, pageSize: 9999, dealStatus: 0 },
      { pageNo: 1, pageSize: 9999, dealStatus: undefined },
      { pageNo: 1, pageSize: 9999, dealStatus: 1 },
    ]);
    expect(userStore.get().counters).toMatchObject({ todoNum: 7, exeNum: 12, doneNum: 3 });
  });

  it('does nothing without the code PAED98000706', async () => {
    userStore.set({ buttonCodes: ['MRIE16069246'] });
    await refreshTodoCounters();
    expect(getBacklogs).not.toHaveBeenCalled();
    expect(userStore.get().counters.todoNum).toBe(0);
  });

  it('keeps the previous figures when a query fails', async () => {
    userStore.set({ buttonCodes: [TODO_COUNT_CODE] });
    await refreshTodoCounters();
    getBacklogs.mockRejectedValue(new Error('网络连接失败'));
    await refreshTodoCounters();
    expect(userStore.get().counters.todoNum).toBe(7);
  });
});
