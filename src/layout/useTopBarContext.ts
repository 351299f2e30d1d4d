import { useLocation } from 'react-router-dom';
import { getAuthStatus, getPlatformType, getStoredUserInfo } from '../auth/session';
import { useStore } from '../stores/createStore';
import { userStore } from '../stores/userStore';
import type { TopBarContext } from './topBarRules';

/** What the top bar decides from: button codes and user from userStore, the rest from localStorage (spec §3 keys). */
export function useTopBarContext(): TopBarContext {
  const { pathname } = useLocation();
  const codes = useStore(userStore, (s) => s.buttonCodes);
  const user = useStore(userStore, (s) => s.user);
  const stored = getStoredUserInfo();
  return {
    codes,
    platformType: getPlatformType(),
    userType: user?.userType ?? stored?.userType ?? null,
    modified: Boolean(user?.modified ?? stored?.modified),
    authStatus: getAuthStatus(),
    enterpriseStatus: typeof user?.enterpriseStatus === 'number' ? user.enterpriseStatus : null,
    pathname,
  };
}
