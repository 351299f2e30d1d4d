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

/** Removes every session key (used after rename, and by tests). */
export function clearSession() {
  for (const key of STORAGE_KEYS) localStorage.removeItem(key);
  Cookies.remove('token');
  Cookies.remove('loginStatus');
}
