import { useEffect, useRef, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const readOnline = () => navigator.onLine !== false;
const serverOnline = () => true;

/**
 * Whether the browser is online (navigator.onLine, kept current by the `online`/`offline` events).
 * `onReconnect` runs once for each return from offline to online seen while mounted.
 */
export function useOnlineStatus(onReconnect?: () => void): boolean {
  const online = useSyncExternalStore(subscribe, readOnline, serverOnline);
  const wasOffline = useRef(!online);
  const latest = useRef(onReconnect);
  latest.current = onReconnect;
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    latest.current?.();
  }, [online]);
  return online;
}
