import { lazy, Suspense, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useStore } from '../stores/createStore';
import { userStore } from '../stores/userStore';
import { publicPages } from '../pages/registry';
import { RouteGuard } from '../router/RouteGuard';
import { RouteProgress } from '../router/RouteProgress';
import { buildRouteTable } from './routeTable';
import { getToken } from '../auth/session';

// The layout and everything behind the login is a chunk of its own: the login page stays light.
// With a session already present, its code starts loading at once, alongside the user's data.
const loadShellPages = () => import('./ShellPages');
if (getToken()) void loadShellPages();
const ShellPages = lazy(loadShellPages);

export function App() {
  const menus = useStore(userStore, (s) => s.menus);
  const table = useMemo(() => buildRouteTable(menus), [menus]);
  const publicTitles = useMemo(() => new Map(publicPages.map((p) => [p.path, p.title])), []);
  const titleFor = useMemo(() => (path: string) => table.titleFor(path) ?? publicTitles.get(path), [table, publicTitles]);

  return (
    <RouteGuard titleFor={titleFor}>
      <Routes>
        <Route path="/" element={<Navigate to="/index" replace />} />
        {publicPages.map(({ path, element: Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<RouteProgress />}>
                <Page />
              </Suspense>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <Suspense fallback={<RouteProgress />}>
              <ShellPages table={table} />
            </Suspense>
          }
        />
      </Routes>
    </RouteGuard>
  );
}
