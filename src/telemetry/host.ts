/**
 * What field telemetry's recorder gets from the console (its `RecorderHost`, completed by notes.ts): the silent sender
 * of platform calls, the screens by path, the signed-in user and the build (the recorder cuts them to the platform's
 * limits). These modules are the login page's
 * already; the recorder chunk reaches none of them itself.
 */
import { beaconInBackground, postInBackground } from '../api/backgroundSend';
import { getStoredUserInfo } from '../auth/session';
import { pages } from '../pages/registry';
import { flattenRoutes, menuToRoutes } from '../router/menuRoutes';
import { ROUTES } from '../router/routes';
import { userStore } from '../stores/userStore';
import type { RecorderHost, ScreenInfo } from './recorder';

let screens: { menus: unknown; byPath: Map<string, ScreenInfo> } | null = null;

/** The registry name of a hand-written page (`Home`). */
const pageName = (page: unknown) => Object.entries(pages).find(([, p]) => p === page)?.[0] ?? 'page';

/**
 * Title and component of a path (`<area>/<view>`, or a hand-written page's name): the signed-in user's menu, then the
 * shell's own routes; {} when unknown.
 */
export function screenOf(path: string): ScreenInfo {
  const menus = userStore.get().menus;
  if (!screens || screens.menus !== menus) {
    const byPath = new Map<string, ScreenInfo>();
    for (const route of ROUTES)
      byPath.set(route.path, { title: route.title, component: 'view' in route ? route.view : pageName(route.page) });
    for (const route of flattenRoutes(menuToRoutes(menus))) byPath.set(route.path, { title: route.title, component: route.component });
    screens = { menus, byPath };
  }
  return screens.byPath.get(path) ?? {};
}

/** The console's build: VITE_APP_VERSION when the build sets it, else the fingerprint in the entry chunk's file name. */
export function buildVersion(): string | undefined {
  const declared = (import.meta.env.VITE_APP_VERSION as string | undefined)?.trim();
  if (declared) return declared;
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src ?? '';
  return /\/assets\/([^/?#]+)\.js/.exec(entry)?.[1];
}

/** The signed-in user (the session's, else the one kept in storage); {} before login. */
export function signedInUser(): { userId?: string; account?: string } {
  const user = userStore.get().user ?? getStoredUserInfo();
  return {
    ...(user?.userId ? { userId: String(user.userId) } : {}),
    ...(user?.account ? { account: String(user.account) } : {}),
  };
}

export const consoleHost: Pick<RecorderHost, 'screen' | 'user' | 'version' | 'post' | 'beacon'> = {
  screen: screenOf,
  user: signedInUser,
  version: buildVersion,
  post: postInBackground,
  beacon: beaconInBackground,
};
