import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useStore } from '../stores/createStore';
import { userStore } from '../stores/userStore';
import { publicPages } from '../pages/registry';
import { RouteGuard } from '../router/RouteGuard';
import { RouteProgress } from '../router/RouteProgress';
import { MainLayout } from '../layout/MainLayout';
import { KeepAlivePages } from './KeepAlivePages';
import { buildRouteTable, type RouteTable } from './routeTable';
import { refreshTodoCounters } from '../stores/counters';

/** Pages inside the layout; a path that is neither a page nor a group redirect goes to /404. */
function ShellPages({ table }: { table: RouteTable }) {
  const location = useLocation();
  const match = table.match(location.pathname);
  useEffect(() => {
    void refreshTodoCounters();
  }, [location.pathname]);
  if (!match) return <Navigate to="/404" replace />;
  if (match.kind === 'redirect') return <Navigate to={match.to} replace />;
  return (
    <MainLayout>
      <KeepAlivePages table={table} />
    </MainLayout>
  );
}

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
        <Route path="*" element={<ShellPages table={table} />} />
      </Routes>
    </RouteGuard>
  );
}
