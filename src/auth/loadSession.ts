import { ApiError } from '../api/http';
import { getBtnResources, getPlatBizType, getRegistState, getUserMenuTree } from '../api/shell';
import { userStore } from '../stores/userStore';
import { getAuthStatus, loginInfo } from './authApi';
import { flattenRoutes, menuToRoutes } from '../router/menuRoutes';
import { removeToken, setRouteViews, setSessionValues, setStoredUserInfo } from './session';
import type { MenuNode } from './types';

/** Button codes of every node of the tree, plus the extra ones, without duplicates. */
export function collectButtonCodes(menus: MenuNode[], extra: string[] = []): string[] {
  const codes = new Set<string>();
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      for (const code of node.buttons ?? []) codes.add(code);
      if (node.children) walk(node.children);
    }
  };
  walk(menus);
  for (const code of extra) codes.add(code);
  return [...codes];
}

const asApiError = (e: unknown): ApiError =>
  e instanceof ApiError ? e : new ApiError(e instanceof Error && e.message ? e.message : '加载用户信息失败', { kind: 'malformed' });

/**
 * Loads the signed-in user's session: loginInfo, licence status, enterprise status, business type, menu tree and
 * top-bar buttons; fills userStore and the localStorage keys. A failing menu tree also clears the
 * token. Throws ApiError on any failure (the caller resets the token and shows the error).
 */
export async function loadSession(): Promise<void> {
  try {
    // Every call goes out at once: none needs another's answer (the business type falls back to loginInfo's).
    const userCall = loginInfo();
    const menusCall = getUserMenuTree().catch((e: unknown) => {
      removeToken();
      throw e;
    });
    // The business type decides the coupon types; loginInfo's value stays when the call fails.
    const bizTypeCall = getPlatBizType().then(
      (d) => (typeof d?.platBizType === 'number' ? d.platBizType : undefined),
      () => undefined,
    );
    const [user, auth, regist, menus, topButtons, bizType] = await Promise.all([
      userCall,
      getAuthStatus(),
      getRegistState(),
      menusCall,
      getBtnResources('0'),
      bizTypeCall,
    ]);
    setStoredUserInfo(user);
    setSessionValues({
      platformType: user.platformType,
      platformName: user.platformName,
      faviconUrl: user.faviconUrl ?? null,
      platLogoUrl: user.platLogoUrl ?? null,
      authStatus: auth.authStatus,
      aboutUserInfo: auth.aboutUserInfo,
    });
    setRouteViews(schemaRouteViews(menus));
    userStore.set({
      user: { ...user, enterpriseStatus: regist.status, platBizType: bizType ?? user.platBizType },
      roles: ['admin'],
      menus,
      buttonCodes: collectButtonCodes(menus, Array.isArray(topButtons) ? topButtons : []),
      routesLoaded: true,
    });
  } catch (e) {
    throw asApiError(e);
  }
}

/** The menu's pages that show a schema view (`<area>/<view>`), path → view name. */
export function schemaRouteViews(menus: MenuNode[]): Record<string, string> {
  const views: Record<string, string> = {};
  for (const leaf of flattenRoutes(menuToRoutes(menus)))
    if (!leaf.thirdUrl && leaf.component.includes('/')) views[leaf.path] = leaf.component;
  return views;
}
