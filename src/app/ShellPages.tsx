import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { preloadFieldControls, preloadViewRenderers, RendererProvider, resolveSchemaView } from '../../renderer';
import { MainLayout } from '../layout/MainLayout';
import { ForceReadDialog } from '../dialogs/ForceReadDialog';
import { preloadDialogs } from '../dialogs/DialogHost';
import { SchemaViewResolverProvider } from '../router/resolveComponent';
import { refreshCounters } from '../stores/counters';
import { noteViewShown, startTelemetry } from '../telemetry/notes';
import { KeepAlivePages } from './KeepAlivePages';
import { createRendererServices } from './rendererServices';
import { afterFirstView, onViewShown } from './viewShown';
import { RoutePrefetchProvider, type PrefetchPath } from './routePrefetch';
import { tabsStore } from '../stores/tabsStore';
import { mountedPages } from '../stores/keepAliveRules';
import { existingPageMemory } from '../stores/pageMemory';
import { startView } from './startView';
import type { RouteTable } from './routeTable';
import { whenIdleAfterFirstPage } from './whenIdle';

// Field telemetry times navigations up to the first view's rows: every view shown from the first one on.
onViewShown(noteViewShown);

/** Once the console has drawn its first page and gone idle, fetch the code later screens and dialogs need. */
const preloadWhenIdle = () =>
  whenIdleAfterFirstPage(() => {
    void preloadViewRenderers();
    void preloadFieldControls();
    void preloadDialogs();
  }, 4000);

/** Pages inside the layout; a path that is neither a page nor a group redirect goes to /404. */
export default function ShellPages({ table }: { table: RouteTable }) {
  const location = useLocation();
  // The services object stays the same for the whole session (views must not reload on navigation);
  // it reaches the router's current navigate function through a ref.
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const services = useMemo(() => createRendererServices((to, options) => navigateRef.current(to, options)), []);
  const match = table.match(location.pathname);
  const { cache } = useSWRConfig();
  const prefetchPath = useCallback<PrefetchPath>(
    (path, options = {}) => {
      const found = table.match(path);
      if (found?.kind !== 'page') return;
      const params = Object.fromEntries(new URLSearchParams(options.search ?? ''));
      const name = found.entry.name;
      void startView(services, name, params, { data: options.data, cache });
    },
    [table, services, cache],
  );
  // A navigation to a page not mounted starts its view's document, code and first data with the route change, before the page
  // mounts; a page mounted again after it was unmounted to save memory starts from its remembered search instead: code only.
  useLayoutEffect(() => {
    const { visited, activations } = tabsStore.get();
    const mounted = mountedPages({ tabs: visited.map((v) => v.path), activations, active: activations.at(-1) ?? '' });
    if (mounted.includes(location.pathname)) return;
    const remembered = (existingPageMemory(location.pathname)?.size ?? 0) > 0;
    prefetchPath(location.pathname, { search: location.search, data: !remembered });
  }, [location.pathname, location.search, prefetchPath]);
  // The counters follow every route change; the first ones wait until the page opened has shown its data.
  useEffect(() => {
    let live = true;
    void afterFirstView().then(() => {
      if (live) void refreshCounters();
    });
    return () => {
      live = false;
    };
  }, [location.pathname]);
  useEffect(preloadWhenIdle, []);
  // Signed in: field telemetry starts once the console is idle (production builds only).
  useEffect(startTelemetry, []);
  if (!match) return <Navigate to="/404" replace />;
  if (match.kind === 'redirect') return <Navigate to={match.to} replace />;
  return (
    <RendererProvider services={services}>
      {/* Schema views exist from here on: this chunk is loaded only behind the login. */}
      <SchemaViewResolverProvider value={resolveSchemaView}>
        <RoutePrefetchProvider value={prefetchPath}>
          <MainLayout>
            <KeepAlivePages table={table} />
          </MainLayout>
        </RoutePrefetchProvider>
      </SchemaViewResolverProvider>
      <ForceReadDialog />
    </RendererProvider>
  );
}
