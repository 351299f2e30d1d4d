import { useEffect, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { DATA_POLICY } from '../../renderer/core/dataPolicy';
import { clearPrefetched } from '../../renderer/core/prefetched';
import { onReconnect } from '../api/networkEvents';
import { onLogout } from '../auth/logoutEvents';
import { appStore } from '../stores/appStore';

/** Drops every cached load and every answer asked for ahead of a view. */
function clearDataCache(cache: Map<unknown, unknown>) {
  cache.clear();
  clearPrefetched();
}

/**
 * The data layer of the console (SWR; keys from renderer/core/dataKeys.ts, policy from renderer/core/dataPolicy.ts):
 * its cache lives as long as the session (cleared at logout and when another dealer is chosen); it reloads the data on screen when the network
 * returns (api/networkEvents `onReconnect` as SWR's `initReconnect`) and never on window focus.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(() => new Map());
  useEffect(() => onLogout(() => clearDataCache(cache)), [cache]);
  // Another dealer chosen in the selector: nothing read for the previous one is shown again.
  useEffect(() => {
    let dealer = appStore.get().dealerValue;
    return appStore.subscribe(() => {
      if (appStore.get().dealerValue === dealer) return;
      dealer = appStore.get().dealerValue;
      clearDataCache(cache);
    });
  }, [cache]);
  return (
    <SWRConfig
      value={{
        ...DATA_POLICY,
        provider: () => cache,
        initFocus: () => () => undefined,
        initReconnect: (revalidate) => onReconnect(revalidate),
      }}
    >
      {children}
    </SWRConfig>
  );
}
