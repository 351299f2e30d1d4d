import { useEffect, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { DATA_POLICY } from '../../renderer/core/dataPolicy';
import { onReconnect } from '../api/networkEvents';
import { onLogout } from '../auth/logoutEvents';

/**
 * The data layer of the console (SWR; keys from renderer/core/dataKeys.ts, policy from renderer/core/dataPolicy.ts):
 * its cache lives as long as the session (cleared at logout); it reloads the data on screen when the network
 * returns (api/networkEvents `onReconnect` as SWR's `initReconnect`) and never on window focus.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(() => new Map());
  useEffect(() => onLogout(() => cache.clear()), [cache]);
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
