import { HTTP_MESSAGES } from '../api/messages';
import { showError } from '../api/toast';
import { shellServices, type ShellServices } from '../app/shellServices';
import { currentLoginTarget, leavePageFor } from './loginTarget';
import { getToken, removeToken, setLoginStatus } from './session';

/** Time the user has to read 登录已失效，请重新登录 before the login page replaces the current one. */
export const SESSION_EXPIRED_REDIRECT_MS = 1500;
/** localStorage key of the warning banner's closed flag, dropped with the session (as on logout). */
const ALARM_FLAG_KEY = 'alarmFlag';

/** The pages (by their shell services) handling a 401: the login page is about to replace them. */
const expiringPages = new WeakSet<ShellServices>();

/**
 * HTTP 401 (spec §8: "resets the token and reloads the page"). The first 401 of a live session removes the
 * token, shows 登录已失效，请重新登录 once and, SESSION_EXPIRED_REDIRECT_MS later, loads the login page with the
 * current page as `redirect`. Every other 401 is silent: those answering requests sent while the first one is
 * being handled (ten parallel calls give one toast and one page load), and those of requests sent without a
 * token or with a token that is no longer the stored one (the session already ended or changed).
 * Returns whether this 401 ended the session.
 */
export function handleUnauthorized(sentToken: string | null): boolean {
  if (isSessionExpiring() || !sentToken || getToken() !== sentToken) return false;
  expiringPages.add(shellServices());
  const target = currentLoginTarget();
  removeToken();
  localStorage.removeItem(ALARM_FLAG_KEY);
  setLoginStatus(0);
  showError(HTTP_MESSAGES.unauthorized);
  setTimeout(() => leavePageFor(target), SESSION_EXPIRED_REDIRECT_MS);
  return true;
}

/** Whether a 401 is being handled (the login page is about to load). */
export const isSessionExpiring = () => expiringPages.has(shellServices());
