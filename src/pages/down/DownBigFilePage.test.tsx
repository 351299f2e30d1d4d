// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportTask, ExportTaskPage } from '../../api/exportTasks';
import { testShellServices, type TestShellServices } from '../../testing/shellServices';
import { renderPage } from '../../testing/renderPage';
import DownBigFilePage from './DownBigFilePage';
import { POLL_MS, type ExportTasksApi } from './useExportTasks';

const task = (over: Partial<ExportTask>): ExportTask => ({
  taskId: 't0',
  fileName: '公告列表_20261122153000.csv',
  fileType: 'csv',
  status: 0,
  progress: 0,
  rowCount: 12000,
  createTime: '2026-11-22 15:30:00',
  finishTime: null,
  ...over,
});

const queued = task({ taskId: 'q1', fileName: '公告列表_20261122153000.csv' });
const running = task({ taskId: 'r1', fileName: '公告列表_20261122153100.xlsx', status: 1, progress: 45 });
const done = task({
  taskId: 'd1',
  fileName: '公告列表_20261122152000.csv',
  status: 2,
  progress: 100,
  fileUrl: '/api/backlog/v2/api/exportFiles/0123456789abcdef01234567.csv',
  finishTime: '2026-11-22 15:21:00',
});
const failed = task({
  taskId: 'f1',
  fileName: '公告列表_20261122151000.csv',
  status: 3,
  errorMsg: '导出失败，请稍后重试',
  finishTime: '2026-11-22 15:11:00',
});

const page = (results: ExportTask[], totalRecord = results.length): ExportTaskPage => ({ results, totalRecord });

/** A fake api answering the queued pages in order (the last one again when they run out). */
function fakeApi(...pages: (ExportTaskPage | Error)[]) {
  const queue = [...pages];
  const list = vi.fn(async () => {
    const next = queue.length > 1 ? queue.shift()! : queue[0];
    if (next instanceof Error) throw next;
    return structuredClone(next);
  });
  const remove = vi.fn(async () => null);
  return { list, remove } satisfies ExportTasksApi;
}

const flush = () => act(async () => {});
const rowOf = (fileName: string) => screen.getByText(fileName).closest('tr') as HTMLElement;
const buttonNamed = (label: string) => (_c: string, el: Element | null) =>
  el?.tagName === 'BUTTON' && el.textContent?.replace(/\s/g, '') === label;

let services: TestShellServices;
beforeEach(() => {
  services = testShellServices();
});
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('DownBigFilePage', () => {
  it('shows every task with its state: 排队中, 生成中 with progress, 已完成 with a download link, 失败 with the reason', async () => {
    const api = fakeApi(page([queued, running, done, failed]));
    renderPage(<DownBigFilePage api={api} />, '/downBigFile');
    await screen.findByText(queued.fileName);
    expect(api.list).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10 });
    for (const title of ['文件名', '数据条数', '状态', '创建时间', '完成时间', '操作']) expect(screen.getByText(title)).toBeTruthy();

    expect(within(rowOf(queued.fileName)).getByText('排队中')).toBeTruthy();
    expect(within(rowOf(queued.fileName)).getByText('12,000')).toBeTruthy();
    const runningRow = rowOf(running.fileName);
    expect(within(runningRow).getByText('生成中')).toBeTruthy();
    expect(within(runningRow).getByText('45%')).toBeTruthy();
    expect(runningRow.querySelector('.ant-progress')).not.toBeNull();

    const doneRow = rowOf(done.fileName);
    expect(within(doneRow).getByText('已完成')).toBeTruthy();
    const link = within(doneRow).getByText('下载').closest('a')!;
    expect(link.getAttribute('href')).toBe(done.fileUrl);
    expect(link.getAttribute('download')).toBe(done.fileName);
    expect(within(doneRow).getByText('2026-11-22 15:21:00')).toBeTruthy();
    // Only ready tasks can be downloaded.
    expect(within(runningRow).queryByText('下载')).toBeNull();
    expect(within(rowOf(failed.fileName)).queryByText('下载')).toBeNull();

    const failedTag = within(rowOf(failed.fileName)).getByText('失败');
    fireEvent.mouseEnter(failedTag);
    expect(await screen.findByText('导出失败，请稍后重试')).toBeTruthy();
  });

  it('polls every 2 s while a task is pending and stops once none is', async () => {
    vi.useFakeTimers();
    const api = fakeApi(
      page([running, done]),
      page([{ ...running, progress: 80 }, done]),
      page([{ ...running, status: 2, progress: 100, fileUrl: '/x.csv' }, done]),
    );
    renderPage(<DownBigFilePage api={api} />, '/downBigFile');
    await flush();
    expect(api.list).toHaveBeenCalledTimes(1);
    expect(screen.getByText('45%')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(api.list).toHaveBeenCalledTimes(2);
    expect(screen.getByText('80%')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(api.list).toHaveBeenCalledTimes(3);
    expect(within(rowOf(running.fileName)).getByText('已完成')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 5));
    expect(api.list).toHaveBeenCalledTimes(3);
  });

  it('does not poll a hidden page, nor after unmounting; coming back loads at once', async () => {
    vi.useFakeTimers();
    const api = fakeApi(page([running]));
    const view = renderPage(<DownBigFilePage api={api} />, '/downBigFile');
    await flush();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(api.list).toHaveBeenCalledTimes(1);

    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await flush();
    expect(api.list).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(api.list).toHaveBeenCalledTimes(3);

    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(api.list).toHaveBeenCalledTimes(3);
  });

  it('asks nothing while its kept-alive tab is not the active one, and resumes when shown', async () => {
    vi.useFakeTimers();
    const api = fakeApi(page([running]));
    const view = renderPage(
      <div data-testid="tab">
        <DownBigFilePage api={api} />
      </div>,
      '/downBigFile',
    );
    await flush();
    const tab = view.getByTestId('tab');
    tab.hidden = true;
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(api.list).toHaveBeenCalledTimes(1);
    tab.hidden = false;
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('loads again when it is navigated to while kept alive (a new export led here)', async () => {
    let go: (to: string) => void = () => undefined;
    function Navigator() {
      go = useNavigate();
      return null;
    }
    const api = fakeApi(page([done]), page([queued, done]));
    renderPage(
      <>
        <Navigator />
        <DownBigFilePage api={api} />
      </>,
      '/downBigFile',
    );
    await screen.findByText(done.fileName);
    act(() => go('/downBigFile'));
    expect(await screen.findByText(queued.fileName)).toBeTruthy();
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('asks 确认删除该下载任务？ before deleting; 确定 deletes and reloads, 取消 does nothing', async () => {
    const api = fakeApi(page([done, failed]), page([failed]));
    renderPage(<DownBigFilePage api={api} />, '/downBigFile');
    await screen.findByText(done.fileName);

    fireEvent.click(within(rowOf(done.fileName)).getByText(buttonNamed('删除')));
    expect(await screen.findByText('确认删除该下载任务？')).toBeTruthy();
    fireEvent.click(screen.getByText(buttonNamed('取消')));
    await flush();
    expect(api.remove).not.toHaveBeenCalled();

    fireEvent.click(within(rowOf(done.fileName)).getByText(buttonNamed('删除')));
    const dialogs = await screen.findAllByText('确认删除该下载任务？');
    const dialog = dialogs[dialogs.length - 1].closest('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(dialog).getByText(buttonNamed('确定')));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(['d1']));
    await waitFor(() => expect(screen.queryByText(done.fileName)).toBeNull());
    expect(services.toasts).toContainEqual(expect.objectContaining({ type: 'success', content: '删除成功' }));
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('shows 暂无下载任务 when there is no task, and 刷新 asks again', async () => {
    const api = fakeApi(page([]), page([done]));
    renderPage(<DownBigFilePage api={api} />, '/downBigFile');
    expect(await screen.findByText('暂无下载任务')).toBeTruthy();
    fireEvent.click(screen.getByText(buttonNamed('刷新')));
    expect(await screen.findByText(done.fileName)).toBeTruthy();
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('shows a failed load with 重试, which loads again', async () => {
    const api = fakeApi(new Error('网络异常，请检查网络连接'), page([done]));
    renderPage(<DownBigFilePage api={api} />, '/downBigFile');
    expect(await screen.findByText('网络异常，请检查网络连接')).toBeTruthy();
    fireEvent.click(screen.getByText(buttonNamed('重试')));
    expect(await screen.findByText(done.fileName)).toBeTruthy();
  });

  it('pages through the tasks with the server', async () => {
    const api = fakeApi(page([done], 25));
    renderPage(<DownBigFilePage api={api} />, '/downBigFile');
    await screen.findByText('共 25 条');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 }));
  });
});
