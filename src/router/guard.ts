import {
  ENTERPRISE_PATH,
  HOME_PATH,
  isFreePath,
  isLoginStatus0Blocked,
  isNoAuthPath,
  isPublicPath,
  LOGIN_PATH,
  normalizePath,
} from './paths';

/** The route guard of spec §2 (steps 1–5) and §4 as a pure function; RouteGuard applies its decisions. */

export interface GuardState {
  token: string | null;
  loginStatus: string | null;
  rolesLoaded: boolean;
  enterpriseStatus: number | null;
  authStatus: number | null;
  aboutUserInfo: number | null;
}

export interface GuardTarget {
  path: string;
  fullPath: string;
  query: Record<string, string>;
}

export type Decision =
  { type: 'pass' } | { type: 'redirect'; to: string } | { type: 'loadUser' } | { type: 'loginByTicket'; ticket: string };

export const NO_AUTH = '/noAuth';
export const NO_INDEP_AUTH = '/noIndepAuth';
export const NO_DOUBLE_AUTH = '/noDoubleAuth';
export const ENTERPRISE_FORCED = `${ENTERPRISE_PATH}?flag=1`;

/** Step 4 failure: where to go when loading the user fails. */
export const WHITE_PAGE_ON_FAILURE = (fullPath: string) => '/whitePage?redirect=' + encodeURIComponent(fullPath);

export const loginRedirect = (fullPath: string) => `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;

const pass: Decision = { type: 'pass' };
const redirect = (to: string): Decision => ({ type: 'redirect', to });

/** Licence rules of spec §4: which no-auth page the status requires, or null. */
export function licenceRedirect(authStatus: number | null, aboutUserInfo: number | null): string | null {
  if ((authStatus === -2 || authStatus === -3) && aboutUserInfo === 1) return NO_DOUBLE_AUTH;
  if (authStatus === -2 && aboutUserInfo === 0) return NO_AUTH;
  if (authStatus === -3 && aboutUserInfo === 0) return NO_INDEP_AUTH;
  return null;
}

export function decide(state: GuardState, target: GuardTarget): Decision {
  const path = normalizePath(target.path);

  // Step 5: no token.
  if (!state.token) {
    if (isPublicPath(path)) return pass;
    const ticket = target.query.ticket;
    if (ticket) return { type: 'loginByTicket', ticket };
    return redirect(loginRedirect(target.fullPath));
  }

  // Step 2: loginStatus 0 keeps the user off the white and base pages.
  if (state.loginStatus === '0' && isLoginStatus0Blocked(path)) return redirect(HOME_PATH);

  // Step 4: roles not loaded yet; the adapter loads them and decides again.
  if (!state.rolesLoaded) return { type: 'loadUser' };

  // Step 3: roles loaded.
  if (path === LOGIN_PATH) return redirect(HOME_PATH);
  const exempt = isPublicPath(path) || isFreePath(path);
  if (state.enterpriseStatus === 3 && !exempt) return redirect(ENTERPRISE_FORCED);
  if (exempt || isNoAuthPath(path)) return pass;
  const licence = licenceRedirect(state.authStatus, state.aboutUserInfo);
  return licence ? redirect(licence) : pass;
}
