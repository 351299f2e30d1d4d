import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { ExportTask, ExportTaskPage } from '../../api/exportTasks';
import { errorText } from '../common/errorText';
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

/** Whether the document is shown (a hidden tab does not poll). */
function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/** False while the element sits in a hidden subtree (a kept-alive page whose tab is not the active one). */
const isShown = (el: Element | null) => el === null || el.closest('[hidden]') === null;

/**
 * The caller's tasks of one page. While any of them is pending and the page is shown, the list is asked again every
 * POLL_MS (quietly); polling stops when none is pending, on a failed load, when the document is hidden and on
 * unmount, and asks nothing while `root` is inside a hidden element (another tab of the layout is active). Coming
 * back to a hidden document loads at once. Only the latest answer counts.
 */
export function useExportTasks(
  api: ExportTasksApi,
  paging: { pageNo: number; pageSize: number },
  root?: RefObject<Element | null>,
): ExportTasksState {
  const [state, setState] = useState<Omit<ExportTasksState, 'reload'>>({ rows: [], total: 0, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  const [polls, setPolls] = useState(0);
  const visible = useDocumentVisible();
  const latest = useRef(0);

  const load = useCallback(
    (quiet: boolean) => {
      const seq = ++latest.current;
      if (!quiet) setState((s) => ({ ...s, loading: true, error: null }));
      api.list(paging).then(
        (page) => {
          if (seq !== latest.current) return;
          setState({
            rows: Array.isArray(page?.results) ? page.results : [],
            total: Number(page?.totalRecord) || 0,
            loading: false,
            error: null,
          });
        },
        (e: unknown) => {
          if (seq !== latest.current) return;
          setState({ rows: [], total: 0, loading: false, error: errorText(e, '下载任务加载失败') });
        },
      );
    },
    [api, paging],
  );

  useEffect(() => load(false), [load, attempt]);

  // Back from a hidden tab: ask at once (the quiet poll below resumes from there).
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) load(true);
    wasVisible.current = visible;
  }, [visible, load]);

  const pending = !state.loading && state.error === null && state.rows.some(isPending);
  useEffect(() => {
    if (!pending || !visible) return;
    const timer = setTimeout(() => {
      if (isShown(root?.current ?? null)) load(true);
      setPolls((n) => n + 1);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, visible, load, state.rows, polls, root]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => () => void (latest.current += 1), []);
  return { ...state, reload };
}
