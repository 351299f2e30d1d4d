import { useCallback, useEffect, useRef, useState } from 'react';
import { callEndpoint, errorMessage } from '../core/endpoint';
import { useRendererServices } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';

export type WidgetData = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ok'; body: unknown };

/**
 * The answer of a widget's endpoint for the dashboard's search: reloaded when the search or the refresh tick
 * changes, and by `retry`. An answer that arrives after a newer request started is dropped. Widgets asking the same
 * call at the same moment make one network request: the shell's HTTP client shares identical GETs in flight.
 */
export function useWidgetData(
  area: ResolvedArea,
  endpoint: string | undefined,
  params: Record<string, string>,
  search: Record<string, unknown>,
  tick: number,
) {
  const services = useRendererServices();
  const [data, setData] = useState<WidgetData>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const serial = useRef(0);
  const searchKey = JSON.stringify(search);
  useEffect(() => {
    if (!endpoint) return;
    const mine = ++serial.current;
    setData((current) => (current.status === 'ok' ? current : { status: 'loading' }));
    callEndpoint(services, area, endpoint, { params, search: JSON.parse(searchKey) as Record<string, unknown> }).then(
      (body) => mine === serial.current && setData({ status: 'ok', body }),
      (failure: unknown) => mine === serial.current && setData({ status: 'error', message: errorMessage(failure) }),
    );
    // params are the view's route parameters (stable per page); the search key stands for the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [area, endpoint, searchKey, tick, attempt]);
  const retry = useCallback(() => {
    setData({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { data, retry };
}
