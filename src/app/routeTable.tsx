import { lazy, type ReactNode } from 'react';
import type { MenuNode } from '../auth/types';
import { flattenRoutes, menuToRoutes, type AppRoute } from '../router/menuRoutes';
import { resolveComponent } from '../router/resolveComponent';
import { HandWrittenPage } from '../router/HandWrittenPage';
import { shellPageRoutes, viewRoutes } from '../router/routes';

/** Drawn with antd, so a chunk of its own: the route table is part of the entry, which loads no antd. */
const ThirdPartyPage = lazy(() => import('./ThirdPartyPage').then((m) => ({ default: m.ThirdPartyPage })));

/** A page that lives inside the layout: from the shell's own pages or from the menu tree. */
export interface PageEntry {
  path: string;
  title: string;
  name: string;
  render: () => ReactNode;
}

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

/** The routes of the shell and of the menu tree a user reaches: a route with a button code only for its holders. */
export function buildRouteTable(menus: MenuNode[], codes: readonly string[] = []): RouteTable {
  const pages = new Map<string, PageEntry>();
  const held = (route: { code?: string }) => route.code === undefined || codes.includes(route.code);
  for (const p of shellPageRoutes) {
    if (!held(p)) continue;
    const Page = p.page;
    pages.set(p.path, {
      path: p.path,
      title: p.title,
      name: p.path,
      render: () => (
        <HandWrittenPage>
          <Page />
        </HandWrittenPage>
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
      render: leaf.thirdUrl
        ? () => (
            <HandWrittenPage>
              <ThirdPartyPage title={leaf.title} url={leaf.thirdUrl!} />
            </HandWrittenPage>
          )
        : () => resolveComponent(leaf.component),
    });
  }
  const inMenu = new Set([...pages.values()].map((p) => p.name));
  // Views at routes of their own: reachable by every logged-in user, or (whenInMenu) by a user whose menu holds them.
  for (const v of viewRoutes) {
    if (pages.has(v.path) || (v.whenInMenu && !inMenu.has(v.view)) || !held(v)) continue;
    pages.set(v.path, { path: v.path, title: v.title, name: v.view, render: () => resolveComponent(v.view) });
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
