import { useEffect } from 'react';
import { getToken } from '../auth/session';
import { onLogout } from '../auth/logout';
import { useStore } from '../stores/createStore';
import { userStore } from '../stores/userStore';
import { startAlarms, stopAlarms } from './alarmService';

/** userType 1 and 4 get no real-time alarms (spec §6). */
export const receivesAlarms = (userType: number | undefined) => userType !== undefined && userType !== 1 && userType !== 4;

/**
 * Keeps the alarm socket open while the logged-in layout is shown, a token exists and the user may receive
 * alarms; closes it on logout, when the token disappears (another tab logged out) and when the layout goes.
 */
export function useAlarmSocket(): void {
  const userType = useStore(userStore, (s) => s.user?.userType);
  useEffect(() => {
    const token = getToken();
    if (!token || !receivesAlarms(userType)) return undefined;
    startAlarms(token);
    const offLogout = onLogout(stopAlarms);
    const onStorage = (event: StorageEvent) => {
      if (event.key === 'token' || event.key === null) {
        const now = getToken();
        if (now) startAlarms(now);
        else stopAlarms();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      offLogout();
      window.removeEventListener('storage', onStorage);
      stopAlarms();
    };
  }, [userType]);
}
