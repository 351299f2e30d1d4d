import Cookies from 'js-cookie';
import type { StoredUserInfo } from './types';

/**
 * The browser-side session: exactly the localStorage keys of spec §3, with token and loginStatus
 * mirrored in cookies. Nothing else about the user is persisted.
 */
export const STORAGE_KEYS = [
  'token',
  'userInfo',
  'authStatus',
  'loginStatus',
  'aboutUserInfo',
  'platformName',
  'faviconUrl',
  'platformType',
  'platLogoUrl',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

const read = (key: StorageKey): string | null => localStorage.getItem(key);
const write = (key: StorageKey, value: string | number | null | undefined) => {
  if (value === null || value === undefined || value === '') localStorage.removeItem(key);
  else localStorage.setItem(key, String(value));
};

export function getToken(): string | null {
  return read('token') || Cookies.get('token') || null;
}
export function setToken(token: string) {
  write('token', token);
  Cookies.set('token', token, { sameSite: 'strict' });
}
export function removeToken() {
  localStorage.removeItem('token');
  Cookies.remove('token');
}

export function getLoginStatus(): string | null {
  return read('loginStatus') ?? Cookies.get('loginStatus') ?? null;
}
export function setLoginStatus(status: string | number) {
  write('loginStatus', status);
  Cookies.set('loginStatus', String(status), { sameSite: 'strict' });
}

export function getStoredUserInfo(): StoredUserInfo | null {
  const raw = read('userInfo');
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUserInfo;
  } catch {
    return null;
  }
}
export function setStoredUserInfo(info: StoredUserInfo) {
  const { account, userId, userType, modified, isVerify } = info;
  write('userInfo', JSON.stringify({ account, userId, userType, modified, isVerify }));
}

const toNumber = (v: string | null): number | null => (v === null || v === '' || Number.isNaN(Number(v)) ? null : Number(v));

export const getPlatformType = () => toNumber(read('platformType'));
export const getAuthStatus = () => toNumber(read('authStatus'));
export const getAboutUserInfo = () => toNumber(read('aboutUserInfo'));
export const getPlatformName = () => read('platformName');
export const getFaviconUrl = () => read('faviconUrl');
export const getPlatLogoUrl = () => read('platLogoUrl');

export function setSessionValues(
  values: Partial<Record<Exclude<StorageKey, 'token' | 'userInfo' | 'loginStatus'>, string | number | null>>,
) {
  for (const [k, v] of Object.entries(values)) write(k as StorageKey, v);
}

/**
 * Not session values of spec §3 but a cache beside them: the paths of the user's menu that show a schema view, with the
 * view's name (`/stopFee/parkOrder/list` → `stopFee/parkOrderList`), and the kind of each view seen (`list`, `form` …).
 * A deep link opened in a new tab starts its view's document, code and data from them before the menu tree has arrived
 * (app/deepLinkPrefetch.ts); the menu tree stays the authority. Cleared with the session and at logout.
 */
export const ROUTE_VIEWS_KEY = 'routeViews';
export const VIEW_KINDS_KEY = 'viewKinds';

function readMap(key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function setRouteViews(views: Record<string, string>) {
  localStorage.setItem(ROUTE_VIEWS_KEY, JSON.stringify(views));
}

/** The view name remembered for a path, or undefined (none remembered, or the cache unreadable). */
export function getRouteView(path: string): string | undefined {
  const name = readMap(ROUTE_VIEWS_KEY)[path];
  return typeof name === 'string' ? name : undefined;
}

/** Remembers the kind of a view (its renderer's code can then be fetched before its document arrives). */
export function rememberViewKind(name: string, kind: string) {
  const kinds = readMap(VIEW_KINDS_KEY);
  if (kinds[name] === kind) return;
  localStorage.setItem(VIEW_KINDS_KEY, JSON.stringify({ ...kinds, [name]: kind }));
}

export function getViewKind(name: string): string | undefined {
  const kind = readMap(VIEW_KINDS_KEY)[name];
  return typeof kind === 'string' ? kind : undefined;
}

/** Forgets the route views and view kinds (logout). */
export function clearRouteViews() {
  localStorage.removeItem(ROUTE_VIEWS_KEY);
  localStorage.removeItem(VIEW_KINDS_KEY);
}

/** Removes every session key (used after rename, and by tests). */
export function clearSession() {
  for (const key of STORAGE_KEYS) localStorage.removeItem(key);
  clearRouteViews();
  Cookies.remove('token');
  Cookies.remove('loginStatus');
}
