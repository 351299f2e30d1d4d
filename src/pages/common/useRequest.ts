import { useCallback, useEffect, useState } from 'react';
import { errorText } from './errorText';

export interface RequestState<T> {
  data: T | undefined;
  loading: boolean;
  /** The message of the last failure, or null. */
  error: string | null;
  reload: () => void;
}

/**
 * Runs `load` on mount and on `reload()`; only the latest answer counts. `load` must be stable
 * (a module-level function, or memoised by the caller).
 */
export function useRequest<T>(load: () => Promise<T>): RequestState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<RequestState<T>, 'reload'>>({ data: undefined, loading: true, error: null });

  useEffect(() => {
    let alive = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    load().then(
      (data) => {
        if (alive) setState({ data, loading: false, error: null });
      },
      (e: unknown) => {
        if (alive) setState((s) => ({ ...s, loading: false, error: errorText(e, '加载失败，请稍后重试') }));
      },
    );
    return () => {
      alive = false;
    };
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
