import { useEffect, useMemo, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { preloadViewRenderers, RendererProvider, resolveSchemaView } from '../../renderer';
import { MainLayout } from '../layout/MainLayout';
import { ForceReadDialog } from '../dialogs/ForceReadDialog';
import { SchemaViewResolverProvider } from '../router/resolveComponent';
import { refreshCounters } from '../stores/counters';
import { KeepAlivePages } from './KeepAlivePages';
import { createRendererServices } from './rendererServices';
import type { RouteTable } from './routeTable';
import { whenIdle } from './whenIdle';

/** Once the console has drawn its first page and gone idle, fetch the list and detail renderers' code. */
const preloadWhenIdle = () => whenIdle(() => void preloadViewRenderers(), 4000);

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
  useEffect(() => {
    void refreshCounters();
  }, [location.pathname]);
  useEffect(preloadWhenIdle, []);
  if (!match) return <Navigate to="/404" replace />;
  if (match.kind === 'redirect') return <Navigate to={match.to} replace />;
  return (
    <RendererProvider services={services}>
      {/* Schema views exist from here on: this chunk is loaded only behind the login. */}
      <SchemaViewResolverProvider value={resolveSchemaView}>
        <MainLayout>
          <KeepAlivePages table={table} />
        </MainLayout>
      </SchemaViewResolverProvider>
      <ForceReadDialog />
    </RendererProvider>
  );
}
