import { lazy, Suspense, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useStore } from '../stores/createStore';
import { userStore } from '../stores/userStore';
import { bareRoutes } from '../router/routes';
import { RouteGuard } from '../router/RouteGuard';
import { RouteProgress } from '../router/RouteProgress';
import { buildRouteTable } from './routeTable';
import { getToken } from '../auth/session';
import { NetworkSlowHint } from '../layout/NetworkSlowHint';
import { FloatingOfflineBanner } from '../layout/OfflineBanner';
import { installGlobalErrorHandlers } from './globalErrorHandlers';
import { installStaleChunkReload } from './staleChunk';
import { PageErrorBoundary } from './PageErrorBoundary';
import { DataProvider } from './DataProvider';
import { startDeepLink } from './deepLink';

// Before any chunk is asked for: uncaught failures become a message, a chunk gone after a redeploy a reload.
installGlobalErrorHandlers();
installStaleChunkReload();

// The layout and everything behind the login is a chunk of its own: the login page stays light.
// With a session already present, or a sign-on ticket on the address (a session on its way), its code starts
// loading at once, alongside the user's data.
const loadShellPages = () => import('./ShellPages');
if (getToken() || new URLSearchParams(window.location.search).has('ticket')) loadShellPages().catch(() => undefined);
// A page of the console opened with a session in storage: its view's document, code and data start now (render-as-you-fetch).
startDeepLink(window.location.pathname, window.location.search);
const ShellPages = lazy(loadShellPages);

export function App() {
  const menus = useStore(userStore, (s) => s.menus);
  const codes = useStore(userStore, (s) => s.buttonCodes);
  const table = useMemo(() => buildRouteTable(menus, codes), [menus, codes]);
  const publicTitles = useMemo(() => new Map(bareRoutes.map((p) => [p.path, p.title])), []);
  const titleFor = useMemo(() => (path: string) => table.titleFor(path) ?? publicTitles.get(path), [table, publicTitles]);

  return (
    <DataProvider>
      <RouteGuard titleFor={titleFor}>
        <Routes>
          <Route path="/" element={<Navigate to="/index" replace />} />
          {bareRoutes.map(({ path, page: Page, title }) => (
            <Route
              key={path}
              path={path}
              element={
                <PageErrorBoundary key={path} title={title} scope="screen">
                  <FloatingOfflineBanner />
                  <Suspense fallback={<RouteProgress />}>
                    <Page />
                  </Suspense>
                </PageErrorBoundary>
              }
            />
          ))}
          <Route
            path="*"
            element={
              <PageErrorBoundary title="控制台" scope="screen">
                <Suspense fallback={<RouteProgress />}>
                  <ShellPages table={table} />
                </Suspense>
              </PageErrorBoundary>
            }
          />
        </Routes>
      </RouteGuard>
      <NetworkSlowHint />
    </DataProvider>
  );
}
