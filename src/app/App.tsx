import { lazy, Suspense, useEffect, useMemo } from 'react';
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
import { preloadToasts } from './shellServices';
import { whenIdle } from './whenIdle';
import { loadAntdStyleSheet } from './antdStyleSheet';

// Before any chunk is asked for: uncaught failures become a message, a chunk gone after a redeploy a reload.
installGlobalErrorHandlers();
installStaleChunkReload();

// A page of the console opened with a session in storage: its view's document and data start now, before the layout's
// code is asked for, so the browser's few connections fetch them first (render-as-you-fetch).
startDeepLink(window.location.pathname, window.location.search);

// The layout and everything behind the login is a chunk of its own: the login page stays light.
// With a session already present, or a sign-on ticket on the address (a session on its way), its code starts
// loading at once, alongside the user's data.
const loadShellPages = () => import('./ShellPages');
if (getToken() || new URLSearchParams(window.location.search).has('ticket')) loadShellPages().catch(() => undefined);
const ShellPages = lazy(loadShellPages);

// antd's providers wrap every route but the light pages (the login page), which paint without antd. When the first page
// is another one, their chunk starts loading at once (with a session, alongside the logged-in part's), and so does the
// code of the toasts. Both wait for antd's stylesheet, so that antd need not generate the styles it holds.
const loadConsoleProviders = () => Promise.all([import('./ConsoleProviders'), loadAntdStyleSheet()]).then(([providers]) => providers);
const lightPaths = new Set(bareRoutes.filter((route) => route.light).map((route) => route.path));
if (!lightPaths.has(window.location.pathname)) {
  loadConsoleProviders().catch(() => undefined);
  preloadToasts();
}
const ConsoleProviders = lazy(loadConsoleProviders);

/**
 * Mounted beside a light page, so it runs once that page has painted: when the browser is idle, the code of antd's
 * providers, of the toasts and of the logged-in part is fetched, and the page after the login does not wait for it.
 */
function LoadConsoleWhenIdle() {
  useEffect(
    () =>
      whenIdle(() => {
        loadConsoleProviders().catch(() => undefined);
        preloadToasts();
        loadShellPages().catch(() => undefined);
      }, 3000),
    [],
  );
  return null;
}

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
          {bareRoutes.map(({ path, page: Page, title, light }) => (
            <Route
              key={path}
              path={path}
              element={
                <PageErrorBoundary key={path} title={title} scope="screen">
                  <FloatingOfflineBanner />
                  <Suspense fallback={<RouteProgress />}>
                    {light ? (
                      <>
                        <Page />
                        <LoadConsoleWhenIdle />
                      </>
                    ) : (
                      <ConsoleProviders>
                        <Page />
                      </ConsoleProviders>
                    )}
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
                  <ConsoleProviders>
                    <ShellPages table={table} />
                  </ConsoleProviders>
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
