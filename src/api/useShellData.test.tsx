// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataProvider } from '../app/DataProvider';
import { usePagedShellData, useShellData } from './useShellData';

const wrapper = ({ children }: { children: ReactNode }) => <DataProvider>{children}</DataProvider>;

/** A call the test answers by hand, in any order. */
function deferredCalls<T>() {
  const pending: { params: unknown; resolve(value: T): void; reject(error: unknown): void }[] = [];
  const load = vi.fn((params: unknown) => new Promise<T>((resolve, reject) => pending.push({ params, resolve, reject })));
  return { load, pending };
}

describe('useShellData (shell data through the data layer)', () => {
  it('loads on mount: loading, then the data; reload() asks again and shows the new answer', async () => {
    let n = 0;
    const load = vi.fn(async () => `第${++n}次`);
    const { result } = renderHook(() => useShellData('applyStatus', load), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('第1次'));
    expect(result.current).toMatchObject({ loading: false, error: null });
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('第2次'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it.each<[string, unknown, string]>([
    ['the error’s own message', new Error('服务器繁忙'), '服务器繁忙'],
    ['the failure text when the error has none', {}, '待办事项加载失败'],
  ])('a failure shows %s, and 重试 that succeeds clears it', async (_name, failure, text) => {
    const load = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue([1, 2]);
    const { result } = renderHook(() => useShellData('backlogTypes', load, {}, '待办事项加载失败'), { wrapper });
    await waitFor(() => expect(result.current.error).toBe(text));
    expect(result.current.loading).toBe(false);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toEqual([1, 2]));
    expect(result.current.error).toBeNull();
  });

  it('reload() is a load the user waits for; refresh() and a poll (refreshInterval) load quietly', async () => {
    const { load, pending } = deferredCalls<string>();
    const { result } = renderHook(() => useShellData('exportTasks', load, {}, '加载失败', { refreshInterval: 50 }), { wrapper });
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0].resolve('第1次'));
    expect(result.current).toMatchObject({ data: '第1次', loading: false });
    await waitFor(() => expect(pending).toHaveLength(2)); // the poll
    expect(result.current.loading).toBe(false);
    await act(async () => pending[1].resolve('第2次'));
    expect(result.current.data).toBe('第2次');
    act(() => result.current.refresh());
    await waitFor(() => expect(pending).toHaveLength(3));
    expect(result.current.loading).toBe(false);
    await act(async () => pending[2].resolve('第3次'));
    act(() => result.current.reload());
    await waitFor(() => expect(pending).toHaveLength(4));
    expect(result.current).toMatchObject({ data: '第3次', loading: true });
    await act(async () => pending[3].resolve('第4次'));
    expect(result.current).toMatchObject({ data: '第4次', loading: false });
  });

  it('params null loads nothing; given, it loads with them', async () => {
    const load = vi.fn(async (p: { hostname: string }) => p.hostname);
    const { result, rerender } = renderHook(({ on }) => useShellData('branding', load, on ? { hostname: 'park.example' } : null), {
      wrapper,
      initialProps: { on: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ data: undefined, loading: false, error: null });
    rerender({ on: true });
    await waitFor(() => expect(result.current.data).toBe('park.example'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('params are compared by value: a new object with the same values loads nothing more', async () => {
    const load = vi.fn(async (p: { pageNo: number }) => p.pageNo);
    const { result, rerender } = renderHook(({ pageNo }) => useShellData('page', load, { pageNo }), {
      wrapper,
      initialProps: { pageNo: 1 },
    });
    await waitFor(() => expect(result.current.data).toBe(1));
    rerender({ pageNo: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ pageNo: 2 });
    await waitFor(() => expect(result.current.data).toBe(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('only the answer of the current params counts (a late answer for old params is not shown)', async () => {
    const { load, pending } = deferredCalls<string>();
    const { result, rerender } = renderHook(({ q }) => useShellData('search', load, { q }), { wrapper, initialProps: { q: '旧' } });
    await waitFor(() => expect(pending).toHaveLength(1));
    rerender({ q: '新' });
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1].resolve('新结果'));
    await act(async () => pending[0].resolve('旧结果'));
    expect(result.current.data).toBe('新结果');
  });
});

describe('usePagedShellData (a server-paged list)', () => {
  const page = (pageNo: number) => ({ results: [`第${pageNo}页·甲`, `第${pageNo}页·乙`], totalRecord: 62 });

  it('rows and total of the page; the rows stay on screen while the next page loads', async () => {
    const { load, pending } = deferredCalls<ReturnType<typeof page>>();
    const { result, rerender } = renderHook(
      ({ pageNo }) => usePagedShellData('errorReports', load, { pageNo, pageSize: 2 }, '故障上报记录加载失败'),
      {
        wrapper,
        initialProps: { pageNo: 1 },
      },
    );
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0].resolve(page(1)));
    expect(result.current).toMatchObject({ rows: ['第1页·甲', '第1页·乙'], total: 62, loading: false, error: null });
    rerender({ pageNo: 2 });
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1].params).toEqual({ pageNo: 2, pageSize: 2 });
    expect(result.current).toMatchObject({ rows: ['第1页·甲', '第1页·乙'], loading: true });
    await act(async () => pending[1].resolve(page(2)));
    expect(result.current.rows).toEqual(['第2页·甲', '第2页·乙']);
  });

  it('a failure empties the rows (never stale) and says why; reload() loads the page again', async () => {
    const load = vi.fn().mockResolvedValueOnce(page(1)).mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue(page(2));
    const { result, rerender } = renderHook(({ pageNo }) => usePagedShellData('backlogs', load, { pageNo }, '待办事项加载失败'), {
      wrapper,
      initialProps: { pageNo: 1 },
    });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    rerender({ pageNo: 2 });
    await waitFor(() => expect(result.current.error).toBe('网络异常'));
    expect(result.current).toMatchObject({ rows: [], total: 0 });
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.rows).toEqual(['第2页·甲', '第2页·乙']));
    expect(result.current.error).toBeNull();
  });

  it('a body without results is an empty page, not a crash', async () => {
    const load = vi.fn(async () => ({}) as unknown as ReturnType<typeof page>);
    const { result } = renderHook(() => usePagedShellData('x', load, { pageNo: 1 }, '加载失败'), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ rows: [], total: 0, error: null });
  });
});
