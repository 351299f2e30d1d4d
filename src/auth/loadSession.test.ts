// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { envelope, installHttpDoubles } from '../testing/httpDoubles';
import { userStore } from '../stores/userStore';
import { collectButtonCodes, loadSession } from './loadSession';
import {
  clearSession,
  getAboutUserInfo,
  getAuthStatus,
  getFaviconUrl,
  getPlatformName,
  getPlatformType,
  getPlatLogoUrl,
  getStoredUserInfo,
  getRouteView,
  getToken,
  setToken,
} from './session';
import { MENUS, sessionRoutes, USER } from '../testing/sessionReplies';

let io: ReturnType<typeof installHttpDoubles>;
beforeEach(() => {
  clearSession();
  userStore.reset();
  setToken('tok');
  io = installHttpDoubles();
});

describe('loadSession', () => {
  it('fills the localStorage keys and userStore', async () => {
    io.serve(sessionRoutes());
    await loadSession();
    expect(getStoredUserInfo()).toEqual({ account: 'admin', userId: 'u1', userType: 2, modified: false, isVerify: 1 });
    expect([getPlatformType(), getPlatformName(), getFaviconUrl(), getPlatLogoUrl()]).toEqual([
      2,
      '云停车管理控制平台',
      '/favicon.ico',
      '/logo.png',
    ]);
    expect([getAuthStatus(), getAboutUserInfo()]).toEqual([1, 0]);
    const s = userStore.get();
    expect(s.user).toEqual({ ...USER, enterpriseStatus: 3 });
    expect(s.roles).toEqual(['admin']);
    expect(s.menus).toEqual(MENUS);
    expect([...s.buttonCodes].sort()).toEqual(['AAAA00000001', 'BBBB00000002', 'PAED98000706']);
    expect(s.routesLoaded).toBe(true);
    expect(getToken()).toBe('tok');
  });

  it('remembers the menu’s schema-view pages (a deep link in a new tab starts from them); hand-written pages are not among them', async () => {
    io.serve(sessionRoutes());
    await loadSession();
    expect(getRouteView('/stopFee/chargeRecord/list')).toBe('stopFee/list');
    expect(getRouteView('/todo')).toBeUndefined();
  });

  it('asks for the user, the menu tree and the rest at once: none waits for another’s answer', async () => {
    let held!: () => void;
    const release = new Promise<void>((resolve) => (held = resolve));
    const USER_CALL = '/api/auth/v2/api/user/loginInfo';
    io.serve(sessionRoutes({ [USER_CALL]: async () => (await release, envelope('200', USER)) }));
    const loading = loadSession();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(io.paths()).toContain('/api/user/v2/api/userMenuTree');
    held();
    await loading;
    expect(userStore.get().routesLoaded).toBe(true);
  });

  it.each([
    ['enterprise/platBizType answers 3', () => envelope('200', { platBizType: 3 }), 3],
    ['enterprise/platBizType fails', () => envelope('0x1', null, '失败'), USER.platBizType],
  ])('business type: %s → %s', async (_name, answer, expected) => {
    io.serve(sessionRoutes({ '/api/dealer/v2/api/enterprise/platBizType': answer }));
    await loadSession();
    expect(userStore.get().user?.platBizType).toBe(expected);
  });

  it('a failing menu tree clears the token and rethrows', async () => {
    io.serve(sessionRoutes({ '/api/user/v2/api/userMenuTree': () => envelope('0x1', null, '菜单加载失败') }));
    const err = await loadSession().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('菜单加载失败');
    expect(getToken()).toBeNull();
    expect(userStore.get().routesLoaded).toBe(false);
  });

  it.each([
    '/api/auth/v2/api/user/loginInfo',
    '/api/license/v2/api/getAuthStatus',
    '/api/dealer/v2/api/portal/registState',
    '/api/user/v2/api/btnResources/0',
  ])('a failing %s throws an ApiError and leaves userStore empty', async (path) => {
    io.serve(sessionRoutes({ [path]: new TypeError('offline') }));
    const err = await loadSession().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('network');
    expect(userStore.get().routesLoaded).toBe(false);
    expect(userStore.get().roles).toEqual([]);
  });

  it('wraps unexpected data errors into an ApiError', async () => {
    io.serve(sessionRoutes({ '/api/dealer/v2/api/portal/registState': () => envelope('200', null) }));
    await expect(loadSession()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('collectButtonCodes', () => {
  it('collects codes of every node plus the extra ones, once each', () => {
    expect(collectButtonCodes(MENUS, ['X'])).toEqual(['AAAA00000001', 'BBBB00000002', 'X']);
    expect(collectButtonCodes([])).toEqual([]);
  });
});
