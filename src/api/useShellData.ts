/**
 * Shell data through the one data layer (SWR, configured in app/DataProvider.tsx): a typed call of
 * api/shell.ts (or another api/ module) under `shellKey(name, params)`. Loads on mount and when `params`
 * change (by value); `params` null loads nothing (a condition not met). Only the answer of the current
 * key counts; `reload()` asks again (重试, 刷新, after a change).
 */
import { useCallback, useState } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { shellKey } from '../../renderer/core/dataKeys';
import type { Paged } from '../../contracts/envelope';
import { errorText } from '../pages/common/errorText';

export interface ShellData<T> {
  data: T | undefined;
  /** True while a load the user waits for runs (the first, a new key, reload); a poll or `refresh` is quiet. */
  loading: boolean;
  /** The message of the last failure, or null. */
  error: string | null;
  reload(): void;
  /** Asks again quietly (the page shown again): the data on screen stays, no loading state. */
  refresh(): void;
}

/** How a shell load keeps itself current beyond the defaults: rows kept while a new key loads, polling. */
export type ShellDataOptions = Pick<SWRConfiguration, 'keepPreviousData' | 'refreshInterval' | 'isPaused'>;

const DEFAULT_FAILURE = '加载失败，请稍后重试';

export function useShellData<T, P extends object = Record<string, never>>(
  name: string,
  load: (params: P) => Promise<T>,
  params: P | null = {} as P,
  failureText = DEFAULT_FAILURE,
  options?: ShellDataOptions,
): ShellData<T> {
  const key = params === null ? null : shellKey(name, params as Record<string, unknown>);
  const result = useSWR(key, () => load(params as P), options);
  const { mutate } = result;
  const [reloading, setReloading] = useState(0);
  const reload = useCallback(() => {
    setReloading((n) => n + 1);
    void mutate().finally(() => setReloading((n) => n - 1));
  }, [mutate]);
  const refresh = useCallback(() => void mutate(), [mutate]);
  return {
    data: result.data,
    loading: result.isLoading || (reloading > 0 && result.isValidating),
    error: result.error !== undefined && !result.isValidating ? errorText(result.error, failureText) : null,
    reload,
    refresh,
  };
}

export interface PagedShellData<T> {
  rows: T[];
  total: number;
  loading: boolean;
  /** The message of the failed load, or null; rows are emptied on failure (never stale). */
  error: string | null;
  reload(): void;
  refresh(): void;
}

/** A server-paged list: the rows of the page asked for stay on screen while the next page loads. */
export function usePagedShellData<T, Q extends object>(
  name: string,
  load: (query: Q) => Promise<Paged<T>>,
  query: Q,
  failureText: string,
  options?: Omit<ShellDataOptions, 'keepPreviousData'>,
): PagedShellData<T> {
  const { data, loading, error, reload, refresh } = useShellData(name, load, query, failureText, { ...options, keepPreviousData: true });
  if (error !== null) return { rows: [], total: 0, loading, error, reload, refresh };
  const rows = Array.isArray(data?.results) ? data.results : [];
  return { rows, total: Number(data?.totalRecord) || 0, loading, error, reload, refresh };
}
