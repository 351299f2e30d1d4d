import { showError } from '../api/toast';
import { resetTabs } from '../stores/tabsStore';
import { resetUser } from '../stores/userStore';
import { logout as logoutCall } from './authApi';
import { clearRouteViews, getPlatformType, removeToken, setLoginStatus } from './session';
import { notifyLogout } from './logoutEvents';

/** The confirmation the caller asks before calling logout (spec §8). */
export const LOGOUT_CONFIRM = '是否确认退出，并返回登录界面?';
/** Shown when platformType is missing on logout (spec §8). */
export const LOGIN_EXPIRED_MESSAGE = '登录信息已过期，请重新登录';
/** localStorage key of the real-time alarm flag, cleared on logout. */
export const ALARM_FLAG_KEY = 'alarmFlag';
export const LOGIN_PATH = '/login';

export { onLogout, type LogoutListener } from './logoutEvents';

/**
 * Logout sequence of spec §4 (the caller has already confirmed with LOGOUT_CONFIRM).
 * Without platformType the login has expired: error message, token dropped, back to login.
 */
export async function logout(deps: { navigate(path: string): void }): Promise<void> {
  if (getPlatformType() === null) {
    showError(LOGIN_EXPIRED_MESSAGE);
    removeToken();
    deps.navigate(LOGIN_PATH);
    return;
  }
  try {
    await logoutCall({ silent: true });
  } catch {
    // The session ends locally whatever the server answers.
  }
  removeToken();
  resetUser();
  localStorage.removeItem(ALARM_FLAG_KEY);
  clearRouteViews();
  setLoginStatus(0);
  notifyLogout();
  resetTabs();
  deps.navigate(LOGIN_PATH);
}
