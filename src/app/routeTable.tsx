import { Suspense, type ReactNode } from 'react';
import type { MenuNode } from '../auth/types';
import { flattenRoutes, menuToRoutes, type AppRoute } from '../router/menuRoutes';
import { resolveComponent } from '../router/resolveComponent';
import { RouteProgress } from '../router/RouteProgress';
import { shellPages } from '../pages/registry';
import { ThirdPartyPage } from './ThirdPartyPage';

/** A page that lives inside the layout: from the shell's own pages or from the menu tree. */
export interface PageEntry {
  path: string;
  title: string;
  name: string;
  render: () => ReactNode;
}

/**
 * Schema views the spec makes reachable to every logged-in user (spec §2, "reachable once logged in
 * without further checks"), mounted here when the user's menu does not already hold them.
 */
const ALWAYS_REACHABLE_VIEWS = [
  { path: '/sysBulletin/list', component: 'sysBulletin/list', title: '全部公告' },
  { path: '/sysBulletin/detail', component: 'sysBulletin/detail', title: '公告详情' },
];

/**
 * Schema views the top bar opens at the spec's own route (spec §2: 区域管理 at /areaManage/list), mounted for a
 * user whose menu holds the same view (the menu entry keeps its place under its group as well).
 */
const TOP_BAR_VIEWS = [{ path: '/areaManage/list', component: 'areaManage/list', title: '区域管理' }];

export type RouteMatch = { kind: 'page'; entry: PageEntry } | { kind: 'redirect'; to: string } | null;

export interface RouteTable {
  match(pathname: string): RouteMatch;
  titleFor(pathname: string): string | undefined;
}

const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

function firstVisibleLeaf(route: AppRoute): string | undefined {
  for (const child of route.children) {
    if (child.hidden) continue;
    if (child.component !== 'Layout') return child.path;
    const deeper = firstVisibleLeaf(child);
    if (deeper) return deeper;
  }
  return undefined;
}

function collectGroupRedirects(routes: AppRoute[], into: Map<string, string>) {
  for (const r of routes) {
    if (r.children.length === 0) continue;
    const to = r.redirect || firstVisibleLeaf(r);
    if (to && normalise(to) !== normalise(r.path)) into.set(normalise(r.path), to);
    collectGroupRedirects(r.children, into);
  }
}

export function buildRouteTable(menus: MenuNode[]): RouteTable {
  const pages = new Map<string, PageEntry>();
  for (const p of shellPages) {
    const Page = p.element;
    pages.set(p.path, {
      path: p.path,
      title: p.title,
      name: p.path,
      render: () => (
        <Suspense fallback={<RouteProgress />}>
          <Page />
        </Suspense>
      ),
    });
  }
  const appRoutes = menuToRoutes(menus);
  for (const leaf of flattenRoutes(appRoutes)) {
    const path = normalise(leaf.path);
    if (pages.has(path)) continue;
    pages.set(path, {
      path,
      title: leaf.title,
      name: leaf.component,
      render: leaf.thirdUrl ? () => <ThirdPartyPage title={leaf.title} url={leaf.thirdUrl!} /> : () => resolveComponent(leaf.component),
    });
  }
  const inMenu = new Set([...pages.values()].map((p) => p.name));
  for (const v of TOP_BAR_VIEWS) {
    if (inMenu.has(v.component) && !pages.has(v.path)) pages.set(v.path, { path: v.path, title: v.title, name: v.component, render: () => resolveComponent(v.component) });
  }
  for (const v of ALWAYS_REACHABLE_VIEWS) {
    if (!pages.has(v.path)) pages.set(v.path, { path: v.path, title: v.title, name: v.component, render: () => resolveComponent(v.component) });
  }
  const redirects = new Map<string, string>();
  collectGroupRedirects(appRoutes, redirects);

  return {
    match(pathname) {
      const path = normalise(pathname);
      const entry = pages.get(path);
      if (entry) return { kind: 'page', entry };
      const to = redirects.get(path);
      return to ? { kind: 'redirect', to } : null;
    },
    titleFor(pathname) {
      return pages.get(normalise(pathname))?.title;
    },
  };
}
