import type { MenuNode } from '../auth/types';

/** Menu tree of the server → the console's route tree (spec §2 "Routes are generated at runtime"). */

export interface AppRoute {
  /** Absolute. */
  path: string;
  title: string;
  component: string;
  hidden: boolean;
  redirect?: string;
  thirdUrl?: string;
  resourceId: string;
  parentId: string;
  icon?: string;
  buttons: string[];
  children: AppRoute[];
}

export const LAYOUT_COMPONENT = 'Layout';

const isExternal = (path: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(path);

/** Joins a child path to its parent's absolute path; absolute and external child paths stay as they are. */
export function joinRoutePath(parent: string, child: string): string {
  if (isExternal(child)) return child;
  const joined = child.startsWith('/') ? child : `${parent}/${child}`;
  const clean = ('/' + joined).replace(/\/{2,}/g, '/');
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}

function toRoute(node: MenuNode, parentPath: string): AppRoute {
  const path = joinRoutePath(parentPath, node.path ?? '');
  const route: AppRoute = {
    path,
    title: node.name ?? '',
    component: node.component ?? '',
    hidden: node.hidden === true,
    resourceId: String(node.id ?? ''),
    parentId: String(node.parentId ?? ''),
    buttons: Array.isArray(node.buttons) ? [...node.buttons] : [],
    children: (node.children ?? []).map((child) => toRoute(child, path)),
  };
  if (node.redirect) route.redirect = node.redirect;
  if (node.thirdUrl) route.thirdUrl = node.thirdUrl;
  if (node.icon) route.icon = node.icon;
  return route;
}

export function menuToRoutes(menus: MenuNode[]): AppRoute[] {
  return menus.map((node) => toRoute(node, ''));
}

/** Routes that render a page (component other than Layout), depth first. */
export function flattenRoutes(routes: AppRoute[]): AppRoute[] {
  const out: AppRoute[] = [];
  const walk = (list: AppRoute[]) => {
    for (const route of list) {
      if (route.component && route.component !== LAYOUT_COMPONENT) out.push(route);
      walk(route.children);
    }
  };
  walk(routes);
  return out;
}

/** The route of exactly that path (trailing slashes ignored), at any depth. */
export function findRouteByPath(routes: AppRoute[], path: string): AppRoute | undefined {
  const wanted = isExternal(path) ? path : joinRoutePath('', path);
  for (const route of routes) {
    if (route.path === wanted) return route;
    const found = findRouteByPath(route.children, path);
    if (found) return found;
  }
  return undefined;
}
