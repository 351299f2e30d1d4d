import { shellServices } from '../app/shellServices';
import { loginRedirect } from '../router/guard';
import { isPublicPath, LOGIN_PATH } from '../router/paths';

/**
 * Where a session that ended under the user's feet sends the page: the login entry with the page the user was
 * on (path + query) as `redirect`, so that logging in again brings them back. On a public page (the login page
 * itself, the white page) its own `redirect` is kept, or none.
 */
export function loginTargetFor(pathname: string, search: string): string {
  if (isPublicPath(pathname)) {
    const back = new URLSearchParams(search).get('redirect');
    return back ? loginRedirect(back) : LOGIN_PATH;
  }
  return loginRedirect(pathname + search);
}

/** The login target for the page shown now. */
export const currentLoginTarget = () => loginTargetFor(window.location.pathname, window.location.search);

/** Loads `url` in place of the current page: a full page load, so every in-memory trace of the session goes with it. */
export function leavePageFor(url: string): void {
  shellServices().leavePage(url);
}
