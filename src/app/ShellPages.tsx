import { useEffect, useMemo, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { preloadViewRenderers, RendererProvider, resolveSchemaView } from '../../renderer';
import { MainLayout } from '../layout/MainLayout';
import { ForceReadDialog } from '../dialogs/ForceReadDialog';
import { SchemaViewResolverProvider } from '../router/resolveComponent';
import { refreshCounters } from '../stores/counters';
import { noteViewShown, startTelemetry } from '../telemetry/notes';
import { KeepAlivePages } from './KeepAlivePages';
import { createRendererServices } from './rendererServices';
import type { RouteTable } from './routeTable';
import { onViewShown } from './viewShown';

// Field telemetry times navigations up to the first view's rows: every view shown from the first one on.
onViewShown(noteViewShown);

/** Once the console has drawn its first page and gone idle, fetch the list and detail renderers' code. */
function preloadWhenIdle(): () => void {
  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
  const cancel = window.cancelIdleCallback ?? window.clearTimeout;
  const handle = idle(() => void preloadViewRenderers(), { timeout: 4000 });
  return () => cancel(handle);
}

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
  // Signed in: field telemetry starts once the console is idle (production builds only).
  useEffect(startTelemetry, []);
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
