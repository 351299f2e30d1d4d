import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ViewMemoryProvider } from '../../renderer';
import { useStore } from '../stores/createStore';
import { openTab, tabsStore } from '../stores/tabsStore';
import type { TabView } from '../stores/tabRules';
import { mountedPages } from '../stores/keepAliveRules';
import { existingPageMemory, SCROLL_KEY, type PageMemory } from '../stores/pageMemory';
import type { RouteTable } from './routeTable';
import { PageErrorBoundary } from './PageErrorBoundary';
import { onViewShown } from './viewShown';
import { getPageScrollContainer } from '../layout/scrollContainer';

/** The data layer sees a hidden page as not visible: the network's return reloads the page on screen only. */
const ON_SCREEN: SWRConfiguration = {};
const OFF_SCREEN: SWRConfiguration = { isVisible: () => false };

/** One cached page: stays mounted while its tab is open and among the recently shown pages, hidden when inactive. */
function CachedPage({
  active,
  location,
  memory,
  children,
}: {
  active: boolean;
  location: Location;
  memory: PageMemory;
  children: ReactNode;
}) {
  return (
    <div className="keep-alive-page" data-page={location.pathname} hidden={!active}>
      <SWRConfig value={active ? ON_SCREEN : OFF_SCREEN}>
        <ViewMemoryProvider value={memory}>
          <Routes location={location}>
            <Route path="*" element={children} />
          </Routes>
        </ViewMemoryProvider>
      </SWRConfig>
    </div>
  );
}

/** What the user does that makes the page's scroll position theirs (a restore still waiting is given up). */
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const reached = (el: HTMLElement, top: number) => Math.abs(el.scrollTop - top) <= 1;

/**
 * Remembers the scroll position of each page (in its page memory) and restores it when its tab becomes active again.
 * A page mounted again after it was unmounted is too short to scroll there until its view has drawn its rows: the
 * position is restored when the view reports them (viewShown), unless the user has scrolled or acted meanwhile.
 */
function useScrollMemory(activePath: string) {
  const active = useRef(activePath);
  const pending = useRef<number | null>(null);
  useEffect(() => {
    const onScroll = (e: Event) => {
      const el = e.target as HTMLElement;
      // While a restore waits, the position is the short page's, not the user's.
      if (el !== getPageScrollContainer() || pending.current !== null) return;
      existingPageMemory(active.current)?.set(SCROLL_KEY, el.scrollTop);
    };
    const onInput = () => {
      pending.current = null;
    };
    const restore = () => {
      const el = getPageScrollContainer();
      if (!el || pending.current === null) return false;
      el.scrollTop = pending.current;
      if (reached(el, pending.current)) pending.current = null;
      return pending.current === null;
    };
    document.addEventListener('scroll', onScroll, true);
    for (const type of USER_INPUT) document.addEventListener(type, onInput, true);
    // The rows may take one more frame to lay out after the report.
    const stop = onViewShown(() => {
      if (!restore()) requestAnimationFrame(() => void restore());
    });
    return () => {
      document.removeEventListener('scroll', onScroll, true);
      for (const type of USER_INPUT) document.removeEventListener(type, onInput, true);
      stop();
    };
  }, []);
  useLayoutEffect(() => {
    const el = getPageScrollContainer();
    active.current = activePath;
    pending.current = null;
    if (!el) return;
    const top = Number(existingPageMemory(activePath)?.get(SCROLL_KEY) ?? 0);
    el.scrollTop = top;
    if (!reached(el, top)) pending.current = top;
  }, [activePath]);
}

function locationOf(tab: TabView): Location {
  const search = new URLSearchParams(tab.query).toString();
  return { pathname: tab.path, search: search ? `?${search}` : '', hash: '', state: null, key: tab.path };
}

/**
 * The main area: the recently shown pages stay alive (keepAliveRules.ts), so filters, paging and scroll survive a tab
 * switch; a page unmounted beyond the limit starts again from its page memory when its tab is opened.
 */
export function KeepAlivePages({ table }: { table: RouteTable }) {
  const location = useLocation();
  const visited = useStore(tabsStore, (s) => s.visited);
  const refreshKeys = useStore(tabsStore, (s) => s.refreshKeys);
  const activations = useStore(tabsStore, (s) => s.activations);
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

  const mounted = mountedPages({ tabs: visited.map((v) => v.path), activations, active: location.pathname });
  const tabOf = new Map(visited.map((v) => [v.path, v]));

  return (
    <>
      {mounted.map((path) => {
        const match = table.match(path);
        if (match?.kind !== 'page') return null;
        const tab = tabOf.get(path);
        const loc = path === location.pathname || !tab ? location : locationOf(tab);
        return (
          <CachedPage
            key={`${path}#${refreshKeys[path] ?? 0}`}
            active={path === location.pathname}
            location={loc}
            // A page whose tab is not open yet (its first drawing) or no longer (just closed) remembers nothing.
            memory={existingPageMemory(path) ?? new Map()}
          >
            <PageErrorBoundary title={match.entry.title}>{match.entry.render()}</PageErrorBoundary>
          </CachedPage>
        );
      })}
    </>
  );
}
