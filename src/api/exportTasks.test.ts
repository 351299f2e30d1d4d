// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken } from '../auth/session';
import { clearExportThreshold, deleteExportTasks, fetchExportThreshold, getExportTasks } from './exportTasks';
import { envelope, installHttpDoubles } from '../testing/httpDoubles';

let io: ReturnType<typeof installHttpDoubles>;
beforeEach(() => {
  clearSession();
  clearExportThreshold();
  setToken('t1');
  io = installHttpDoubles();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('export task calls', () => {
  it('lists the tasks of a page (GET, silent) and deletes tasks with a {taskIds} body', async () => {
    const page = { results: [{ taskId: 'a1', status: 2 }], totalRecord: 1 };
    io.reply(envelope('200', page), envelope('200', null));
    await expect(getExportTasks({ pageNo: 2, pageSize: 10 })).resolves.toEqual(page);
    expect(io.calls[0].url).toBe('/api/backlog/v2/api/exportTasks?pageNo=2&pageSize=10');
    expect(io.calls[0].init.method).toBe('GET');
    await expect(deleteExportTasks(['a1', 'b2'])).resolves.toBeNull();
    expect(io.calls[1].url).toBe('/api/backlog/v2/api/exportTasks');
    expect(io.calls[1].init.method).toBe('DELETE');
    expect(JSON.parse(String(io.calls[1].init.body))).toEqual({ taskIds: ['a1', 'b2'] });
  });

  it('a failing list shows no toast (the page shows the error)', async () => {
    io.reply(envelope('0x10d7500400', null, '分页参数不正确'));
    await expect(getExportTasks({ pageNo: 1, pageSize: 10 })).rejects.toThrow('分页参数不正确');
    expect(io.toasts).toEqual([]);
  });
});

describe('fetchExportThreshold', () => {
  it('asks once per session and answers the number', async () => {
    io.reply(envelope('200', 20));
    await expect(fetchExportThreshold()).resolves.toBe(20);
    await expect(fetchExportThreshold()).resolves.toBe(20);
    expect(io.paths()).toEqual(['/api/backlog/v2/api/asynExportThreshold']);
  });

  it('asks again for another session (token)', async () => {
    io.reply(envelope('200', 20), envelope('200', 500));
    await expect(fetchExportThreshold()).resolves.toBe(20);
    setToken('t2');
    await expect(fetchExportThreshold()).resolves.toBe(500);
    expect(io.calls).toHaveLength(2);
  });

  it.each([
    ['a business error', [envelope('0x10d7509999', null, '服务器内部错误')]],
    ['not a number', [envelope('200', { value: 1 })]],
    // A GET is tried 4 times (retryPolicy.ts) before the network failure is final.
    ['a network failure', [1, 2, 3, 4].map(() => new TypeError('offline'))],
  ])('rejects on %s without a toast, and does not keep the failure', async (_name, replies) => {
    vi.useFakeTimers();
    io.reply(...replies, envelope('200', 10000));
    const rejected = expect(fetchExportThreshold()).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(5000);
    await rejected;
    expect(io.toasts).toEqual([]);
    await expect(fetchExportThreshold()).resolves.toBe(10000);
  });
});
