/** Route lists of spec §2. An entry ending in '/*' matches its base and every path under it (like /redirect/:path*). */

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/index';
export const ENTERPRISE_PATH = '/enterprise';

/** Reachable without login. */
export const PUBLIC_PATHS = [
  '/whitePage',
  '/login',
  '/adminLogin',
  '/register',
  '/auth-redirect',
  '/forgotPassword',
  '/forgotPasswordSet',
  '/errDomain',
  '/redirect/*',
  '/404',
  '/401',
  '/remoteConfig',
  '/video',
  '/video1',
  '/whiteAlarmPage',
] as const;

/** Reachable once logged in without the enterprise and licence checks. */
export const FREE_PATHS = [
  '/todo',
  '/sysBulletin/list',
  '/sysBulletin/detail',
  '/enterprise',
  '/enterResultPage',
  '/enterDetail',
  '/quickAddPark',
  '/helpDocumentation',
] as const;

/** Pages shown when no licence exists. */
export const NO_AUTH_PATHS = ['/noAuth', '/noIndepAuth', '/noDoubleAuth'] as const;

/** Redirected to /index while loginStatus is '0'. */
export const LOGIN_STATUS0_BLOCKED = [
  '/whitePage',
  '/base',
  '/base1',
  '/base2',
  '/base3',
  '/base4',
  '/base5',
  '/base6',
  '/base7',
  '/base8',
  '/base9',
  '/hik',
] as const;

/** '/a/b/' → '/a/b'; the root stays '/'. */
export function normalizePath(path: string): string {
  const p = path.replace(/\/{2,}/g, '/');
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

/** Whether a path is in a list, honouring '/*' prefix entries. */
export function matchesPathList(list: readonly string[], path: string): boolean {
  const p = normalizePath(path);
  return list.some((entry) => {
    if (!entry.endsWith('/*')) return entry === p;
    const base = entry.slice(0, -2);
    return p === base || p.startsWith(base + '/');
  });
}

export const isPublicPath = (path: string) => matchesPathList(PUBLIC_PATHS, path);
export const isFreePath = (path: string) => matchesPathList(FREE_PATHS, path);
export const isNoAuthPath = (path: string) => matchesPathList(NO_AUTH_PATHS, path);
export const isLoginStatus0Blocked = (path: string) => matchesPathList(LOGIN_STATUS0_BLOCKED, path);
