/**
 * The policy of the data layer (SWR), applied once at the top by the shell (app/DataProvider.tsx) and by the
 * renderer's test wrapper. Every load goes through the HTTP client (the shell's typed calls, the renderer's
 * `services.request`), which already retries GETs (3×, backoff) and shares identical GETs in flight, so SWR
 * adds neither: no retry on error and no deduping window of its own. Data is not reloaded on window focus;
 * it is reloaded when the network returns, for the page on screen.
 */
import type { SWRConfiguration } from 'swr';

export const DATA_POLICY: SWRConfiguration = {
  shouldRetryOnError: false,
  dedupingInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: true,
};
