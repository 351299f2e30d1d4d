import { useCallback, useEffect, useState } from 'react';
import { errorText } from './errorText';
import type { Paged } from '../../../contracts/envelope';

export type { Paged };

export interface PagedListState<T> {
  rows: T[];
  total: number;
  loading: boolean;
  /** The message of the failed load, or null; rows are emptied on failure (never stale). */
  error: string | null;
  retry: () => void;
}

/**
 * Loads `load(query)` whenever `query` changes (by identity) or `retry()` is called; only the latest answer counts.
 * `load` must be stable (a module-level function).
 */
export function usePagedList<T, Q>(load: (query: Q) => Promise<Paged<T>>, query: Q, failureText: string): PagedListState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<PagedListState<T>, 'retry'>>({ rows: [], total: 0, loading: true, error: null });

  useEffect(() => {
    let alive = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    load(query).then(
      (data) => {
        if (alive) setState({ rows: Array.isArray(data?.results) ? data.results : [], total: Number(data?.totalRecord) || 0, loading: false, error: null });
      },
      (e: unknown) => {
        if (alive) setState({ rows: [], total: 0, loading: false, error: errorText(e, failureText) });
      },
    );
    return () => {
      alive = false;
    };
  }, [load, query, attempt, failureText]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/** The paging after a table change: a new page size starts again at page 1. */
export function nextPaging<P extends { pageNo: number; pageSize: number }>(prev: P, change: { current?: number; pageSize?: number }): P {
  const pageSize = change.pageSize ?? prev.pageSize;
  return { ...prev, pageSize, pageNo: pageSize !== prev.pageSize ? 1 : (change.current ?? 1) };
}

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];

/** The standard server pagination of a list page: size changer and 共 N 条 (the locale gives 条/页). */
export function serverPagination(paging: { pageNo: number; pageSize: number }, total: number) {
  return {
    current: paging.pageNo,
    pageSize: paging.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showTotal: (n: number) => `共 ${n} 条`,
  };
}
