import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { pageRegistry } from '../pages/registry';
import NotConfiguredPage from '../pages/errors/NotConfiguredPage';
import { RouteProgress } from './RouteProgress';

type SchemaPage = ComponentType<{ params?: Record<string, string> }>;
type ViewResolver = (name: string) => SchemaPage | null;

/**
 * The schema renderer registers its resolver when the logged-in part of the console loads; until
 * then (and for names it does not know) menu entries show 页面未配置.
 */
let schemaViewResolver: ViewResolver = () => null;
export function registerSchemaViewResolver(resolver: ViewResolver) {
  schemaViewResolver = resolver;
}

/** A schema view follows its own route's query (a kept-alive page sees its own location). */
function SchemaRoute({ Page }: { Page: SchemaPage }) {
  const { search } = useLocation();
  const params = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  return <Page params={params} />;
}

/** Menu component name → hand-written page, then schema view `<area>/<view>`, else 页面未配置. */
export function resolveComponent(name: string): ReactNode {
  const Page = pageRegistry[name];
  if (Page)
    return (
      <Suspense fallback={<RouteProgress />}>
        <Page />
      </Suspense>
    );
  const View = schemaViewResolver(name);
  if (View) return <SchemaRoute Page={View} />;
  return <NotConfiguredPage componentName={name} />;
}
