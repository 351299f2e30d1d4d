/**
 * The guard's path lists of spec §2, read from the route declarations (routes.ts). An entry ending in '/*' matches its
 * base and every path under it (like /redirect/:path*).
 */
import { pathsWith } from './routes';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/index';
export const ENTERPRISE_PATH = '/enterprise';

/** Reachable without login. */
export const PUBLIC_PATHS: readonly string[] = pathsWith('public');

/** Reachable once logged in without the enterprise and licence checks. */
export const FREE_PATHS: readonly string[] = pathsWith('free');

/** Pages shown when no licence exists. */
export const NO_AUTH_PATHS: readonly string[] = pathsWith('noLicence');

/** Redirected to /index while loginStatus is '0': the spec's list, of which only /whitePage is a route of the console. */
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
