import { Suspense, type ComponentType, type ReactNode } from 'react';
import { pageRegistry } from '../pages/registry';
import NotConfiguredPage from '../pages/errors/NotConfiguredPage';
import { RouteProgress } from './RouteProgress';

/**
 * A schema-view resolver is registered by the schema renderer; until one is, no schema view
 * exists and such menu entries show 页面未配置.
 */
type ViewResolver = (name: string) => ComponentType | null;
let schemaViewResolver: ViewResolver = () => null;
export function registerSchemaViewResolver(resolver: ViewResolver) {
  schemaViewResolver = resolver;
}

/** Menu component name → hand-written page, then schema view `<area>/<view>`, else 页面未配置. */
export function resolveComponent(name: string): ReactNode {
  const Page = pageRegistry[name] ?? schemaViewResolver(name);
  if (!Page) return <NotConfiguredPage componentName={name} />;
  return (
    <Suspense fallback={<RouteProgress />}>
      <Page />
    </Suspense>
  );
}
