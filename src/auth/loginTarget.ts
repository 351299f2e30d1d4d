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

type Leave = (url: string) => void;
/** A full page load (not a router navigation): every in-memory trace of the session goes with the old page. */
const realLeave: Leave = (url) => window.location.replace(url);
let leaveImpl: Leave = realLeave;

/** Loads `url` in place of the current page. */
export function leavePageFor(url: string): void {
  leaveImpl(url);
}

/** Replaces the page load (tests); without argument the real one is used again. */
export function setLeavePage(next?: Leave): void {
  leaveImpl = next ?? realLeave;
}
