import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { MainLayout } from '../layout/MainLayout';
import { refreshTodoCounters } from '../stores/counters';
import { KeepAlivePages } from './KeepAlivePages';
import type { RouteTable } from './routeTable';

/** Pages inside the layout; a path that is neither a page nor a group redirect goes to /404. */
export default function ShellPages({ table }: { table: RouteTable }) {
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
