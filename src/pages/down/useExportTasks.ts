import { useEffect, useState, type RefObject } from 'react';
import type { ExportTask, ExportTaskPage } from '../../api/exportTasks';
import { usePagedShellData } from '../../api/useShellData';
import { isPending } from './exportTaskStatus';

/** How often the list is asked again while a task is 排队中 or 生成中. */
export const POLL_MS = 2000;

/** The calls the page makes (the real ones by default; tests pass fakes). */
export interface ExportTasksApi {
  list(params: { pageNo: number; pageSize: number }): Promise<ExportTaskPage>;
  remove(taskIds: string[]): Promise<unknown>;
}

export interface ExportTasksState {
  rows: ExportTask[];
  total: number;
  /** A load the user waits for (first load, paging, 刷新, 重试); polls load quietly. */
  loading: boolean;
  error: string | null;
  reload(): void;
}

/** False while the element sits in a hidden subtree (a kept-alive page whose tab is not the active one). */
const isShown = (el: Element | null) => el === null || el.closest('[hidden]') === null;

/**
 * The caller's tasks of one page, through the data layer (`shellKey('exportTasks', paging)`). While any of them is
 * pending the list is asked again every POLL_MS, quietly (SWR `refreshInterval`): not while the document is hidden,
 * not after a failed load, not after unmount, and nothing while `root` is inside a hidden element (another tab of the
 * layout is active; SWR `isPaused`). Coming back to a hidden document loads at once.
 */
export function useExportTasks(
  api: ExportTasksApi,
  paging: { pageNo: number; pageSize: number },
  root?: RefObject<Element | null>,
): ExportTasksState {
  const [polling, setPolling] = useState(false);
  const { rows, total, loading, error, reload, refresh } = usePagedShellData('exportTasks', api.list, paging, '下载任务加载失败', {
    refreshInterval: polling ? POLL_MS : 0,
    isPaused: () => !isShown(root?.current ?? null),
  });
  // Poll while the answer on screen has a pending task (and did not fail).
  const pending = error === null && rows.some(isPending);
  if (pending !== polling) setPolling(pending);

  // Back from a hidden document: ask at once (quietly; polling goes on from there).
  useEffect(() => {
    const onVisibility = () => document.visibilityState !== 'hidden' && refresh();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [refresh]);

  return { rows, total, loading, error, reload };
}
