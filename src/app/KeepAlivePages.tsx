import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { useStore } from '../stores/createStore';
import { openTab, tabsStore } from '../stores/tabsStore';
import type { TabView } from '../stores/tabRules';
import type { RouteTable } from './routeTable';
import { PageErrorBoundary } from './PageErrorBoundary';
import { getPageScrollContainer } from '../layout/scrollContainer';

/** The data layer sees a hidden page as not visible: the network's return reloads the page on screen only. */
const ON_SCREEN: SWRConfiguration = {};
const OFF_SCREEN: SWRConfiguration = { isVisible: () => false };

/** One cached page: stays mounted while its tab exists, hidden when inactive. */
function CachedPage({ active, location, children }: { active: boolean; location: Location; children: ReactNode }) {
  return (
    <div className="keep-alive-page" data-page={location.pathname} hidden={!active}>
      <SWRConfig value={active ? ON_SCREEN : OFF_SCREEN}>
        <Routes location={location}>
          <Route path="*" element={children} />
        </Routes>
      </SWRConfig>
    </div>
  );
}

/** Remembers the scroll position of each page and restores it when its tab becomes active again. */
function useScrollMemory(activePath: string) {
  const positions = useRef(new Map<string, number>());
  const active = useRef(activePath);
  useEffect(() => {
    const onScroll = (e: Event) => {
      const el = e.target as HTMLElement;
      if (el === getPageScrollContainer()) positions.current.set(active.current, el.scrollTop);
    };
    document.addEventListener('scroll', onScroll, true);
    return () => document.removeEventListener('scroll', onScroll, true);
  }, []);
  useLayoutEffect(() => {
    const el = getPageScrollContainer();
    active.current = activePath;
    if (el) el.scrollTop = positions.current.get(activePath) ?? 0;
  }, [activePath]);
}

function locationOf(tab: TabView): Location {
  const search = new URLSearchParams(tab.query).toString();
  return { pathname: tab.path, search: search ? `?${search}` : '', hash: '', state: null, key: tab.path };
}

/** The main area: every visited page stays alive, so filters, paging and scroll survive a tab switch. */
export function KeepAlivePages({ table }: { table: RouteTable }) {
  const location = useLocation();
  const visited = useStore(tabsStore, (s) => s.visited);
  const refreshKeys = useStore(tabsStore, (s) => s.refreshKeys);
  const current = table.match(location.pathname);
  const entry = current?.kind === 'page' ? current.entry : null;
  useScrollMemory(location.pathname);

  useEffect(() => {
    if (!entry) return;
    openTab({
      path: location.pathname,
      fullPath: location.pathname + location.search,
      query: Object.fromEntries(new URLSearchParams(location.search)),
      name: entry.name,
      title: entry.title,
      meta: { affix: location.pathname === '/index' },
    });
  }, [entry, location.pathname, location.search]);

  const paths = visited.map((v) => v.path);
  const tabs: { path: string; location: Location }[] = visited.map((v) => ({
    path: v.path,
    location: v.path === location.pathname ? location : locationOf(v),
  }));
  if (!paths.includes(location.pathname)) tabs.push({ path: location.pathname, location });

  return (
    <>
      {tabs.map(({ path, location: loc }) => {
        const match = table.match(path);
        if (match?.kind !== 'page') return null;
        return (
          <CachedPage key={`${path}#${refreshKeys[path] ?? 0}`} active={path === location.pathname} location={loc}>
            <PageErrorBoundary title={match.entry.title}>{match.entry.render()}</PageErrorBoundary>
          </CachedPage>
        );
      })}
    </>
  );
}
