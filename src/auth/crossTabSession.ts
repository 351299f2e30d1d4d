import { leavePageFor, loginTargetFor } from './loginTarget';
import { isPublicPath } from '../router/paths';
import { removeToken } from './session';

/**
 * Keeps every open tab on the same session. localStorage is shared by the tabs of one origin and a change made
 * in one tab fires a `storage` event in the others: when the token disappears there (logout, 401, a rename that
 * clears the storage), this tab loads the login page with its own page as `redirect`, which also ends its alarm
 * socket and every in-memory trace of the user; when another tab stored a different token (another login), this
 * tab reloads so it does not keep showing the previous user's data. Public pages are left alone.
 * Returns the function that stops listening.
 */
export function watchCrossTabSession(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== target.localStorage) return;
    if (event.key !== 'token' && event.key !== null) return;
    const now = target.localStorage.getItem('token');
    const onPublicPage = isPublicPath(target.location.pathname);
    if (now) {
      if (event.key === 'token' && event.oldValue && event.oldValue !== now && !onPublicPage)
        leavePageFor(target.location.pathname + target.location.search);
      return;
    }
    if (event.key === null || event.oldValue) {
      removeToken();
      if (!onPublicPage) leavePageFor(loginTargetFor(target.location.pathname, target.location.search));
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
