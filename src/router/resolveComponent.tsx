import { createContext, lazy, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { pageRegistry } from '../pages/registry';
import { HandWrittenPage } from './HandWrittenPage';

/** Drawn with antd, so a chunk of its own: this module is part of the entry, which loads no antd. */
const NotConfiguredPage = lazy(() => import('../pages/errors/NotConfiguredPage'));

type SchemaPage = ComponentType<{ params?: Record<string, string> }>;
/** Menu component name `<area>/<view>` → the schema view's page, or null for a name it does not know. */
export type SchemaViewResolver = (name: string) => SchemaPage | null;

const SchemaViewResolverContext = createContext<SchemaViewResolver>(() => null);

/**
 * Hands the schema renderer's resolver to the menu pages below it (the logged-in part of the console, whose chunk
 * holds the renderer). Without it, menu entries that are not hand-written pages show 页面未配置.
 */
export const SchemaViewResolverProvider = SchemaViewResolverContext.Provider;

/** A schema view follows its own route's query (a kept-alive page sees its own location). */
function SchemaRoute({ Page }: { Page: SchemaPage }) {
  const { search } = useLocation();
  const params = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  return <Page params={params} />;
}

/** The page of a menu component name: hand-written page, then schema view `<area>/<view>`, else 页面未配置. */
export function MenuComponent({ name }: { name: string }): ReactNode {
  const resolveSchemaView = useContext(SchemaViewResolverContext);
  const Page = pageRegistry[name];
  if (Page)
    return (
      <HandWrittenPage>
        <Page />
      </HandWrittenPage>
    );
  const View = resolveSchemaView(name);
  if (View) return <SchemaRoute Page={View} />;
  return (
    <HandWrittenPage>
      <NotConfiguredPage componentName={name} />
    </HandWrittenPage>
  );
}

export const resolveComponent = (name: string): ReactNode => <MenuComponent name={name} />;
