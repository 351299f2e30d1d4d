/**
 * View data through the one data layer (SWR, configured by the shell's <SWRConfig>): every load of a view is
 * named by `areaKey(area, endpoint, call)` and fetched with `services.request`, so the HTTP client's rules
 * (retries, shared in-flight GETs) apply once, and a successful action drops exactly its area's keys.
 */
import { useCallback } from 'react';
import useSWR, { unstable_serialize, useSWRConfig, type SWRConfiguration } from 'swr';
import type { EndpointCall } from './services';
import { useRendererServices } from './services';
import { buildCall, errorMessage, type ValueScope } from './endpoint';
import { areaKey, isAreaKey, type AreaKey } from './dataKeys';
import type { ResolvedArea } from './viewProps';
import { takePrefetched } from './prefetched';

type Planned = { key: AreaKey; call: EndpointCall } | { key: null; error?: string };

/** The key and call of one endpoint in a scope; `null` key when there is no endpoint or it cannot be called. */
export function planEndpoint(
  services: Parameters<typeof buildCall>[0],
  area: ResolvedArea,
  endpointName: string | undefined,
  scope: ValueScope,
): Planned {
  if (!endpointName) return { key: null };
  try {
    const call = buildCall(services, area, endpointName, scope);
    return { key: areaKey(area.area, endpointName, call), call };
  } catch (error) {
    return { key: null, error: errorMessage(error) };
  }
}

/**
 * Loads one endpoint of the area (the whole response body) and keeps it current: it loads again when the
 * scope changes, when an action of the area succeeds, when the network returns, and on `mutate()` (重试).
 */
export function useEndpointData(area: ResolvedArea, endpointName: string | undefined, scope: ValueScope, options?: SWRConfiguration) {
  const services = useRendererServices();
  const planned = planEndpoint(services, area, endpointName, scope);
  const result = useSWR(planned.key, () => services.request((planned as { call: EndpointCall }).call), options);
  const planError = planned.key === null ? planned.error : undefined;
  return { ...result, key: planned.key, error: planError !== undefined ? new Error(planError) : (result.error as unknown) };
}

/** `invalidate(area)`: every mounted view of the area loads its data again; other areas keep theirs. */
export function useInvalidateArea(): (area: string) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((area: string) => mutate((key) => isAreaKey(key, area)), [mutate]);
}

/**
 * A load started by a component rather than a hook (a ProTable page, a tree branch): it goes through the
 * same cache under its key and resolves with the body (the previous value is restored when it fails). An answer
 * asked for ahead of the view under the same key (prefetchView) is taken instead of asking again.
 */
export function useFetchIntoCache(): (key: AreaKey, call: EndpointCall) => Promise<unknown> {
  const services = useRendererServices();
  const { mutate } = useSWRConfig();
  return useCallback(
    (key: AreaKey, call: EndpointCall) =>
      mutate(
        key,
        takePrefetched(unstable_serialize(key), () => services.request(call)),
        { revalidate: false },
      ),
    [mutate, services],
  );
}
