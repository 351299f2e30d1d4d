/**
 * How a list (ProTable `request`) uses the data layer. Each page ProTable asks for is fetched into the SWR
 * cache under its key (`areaKey(area, endpoint, call)`), and the list subscribes to the key of the page on
 * screen without fetching on its own. When the data layer revalidates that key — a successful action of
 * the area, the network's return — the subscription makes the one request, hands the answer over and asks
 * ProTable to reload; ProTable's `request` then takes the handed-over answer instead of asking again.
 * Paging, search, sort and the error state stay ProTable's, exactly as before.
 */
import { useCallback, useRef, useState } from 'react';
import useSWR, { unstable_serialize } from 'swr';
import type { AreaKey } from '../core/dataKeys';
import { useRendererServices, type EndpointCall } from '../core/services';
import { useFetchIntoCache } from '../core/viewData';

type Outcome = { body: unknown } | { error: unknown };

/** The subscription neither loads when its key changes (ProTable has just loaded it) nor when it mounts. */
const SUBSCRIBE_ONLY = { revalidateOnMount: false, revalidateIfStale: false } as const;

export function useListCache(reload: () => void) {
  const services = useRendererServices();
  const fetchIntoCache = useFetchIntoCache();
  const [onScreen, setOnScreen] = useState<AreaKey | null>(null);
  const handed = useRef<{ hash: string; outcome: Outcome } | null>(null);
  const latestReload = useRef(reload);
  latestReload.current = reload;

  const handOver = (hash: string, outcome: Outcome) => {
    handed.current = { hash, outcome };
    latestReload.current();
  };
  useSWR(onScreen, (key: AreaKey) => services.request(key[3] as EndpointCall), {
    ...SUBSCRIBE_ONLY,
    onSuccess: (body, hash) => handOver(hash, { body }),
    onError: (error, hash) => handOver(hash, { error }),
  });

  /** The body of one page: the answer the data layer just fetched for it, or a fresh request. */
  const load = useCallback(
    async (key: AreaKey, call: EndpointCall): Promise<unknown> => {
      const hash = unstable_serialize(key);
      const outcome = handed.current?.hash === hash ? handed.current.outcome : undefined;
      handed.current = null;
      if (outcome && 'error' in outcome) throw outcome.error;
      const body = outcome ? outcome.body : await fetchIntoCache(key, call);
      setOnScreen(key);
      return body;
    },
    [fetchIntoCache],
  );
  return { load };
}
