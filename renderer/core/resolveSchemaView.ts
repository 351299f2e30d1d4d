import { createElement, useState, type ComponentType } from 'react';
import { listAreas } from './loadArea';
import { SchemaView } from './SchemaView';

/** Props of a resolved schema page. */
export interface SchemaRouteProps {
  /** View parameters; when absent, the URL query at mount (window.location.search). */
  params?: Record<string, string>;
}

export function queryParams(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

const resolved = new Map<string, ComponentType<SchemaRouteProps>>();

/**
 * Menu component name "<area>/<view>" → a page component, or null when no schemas/<area>.json exists.
 * The renderer does not depend on the router: the page reads its parameters from `window.location.search`
 * when it mounts, unless the shell passes `params` (to follow query changes of a kept-alive page).
 * The same name always yields the same component, so React keeps its state.
 */
export function resolveSchemaView(name: string): ComponentType<SchemaRouteProps> | null {
  const parts = name.split('/');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const [area, view] = parts;
  if (!listAreas().includes(area)) return null;
  const existing = resolved.get(name);
  if (existing) return existing;
  const Page = ({ params }: SchemaRouteProps) => {
    const [mountQuery] = useState(() => queryParams(typeof window === 'undefined' ? '' : window.location.search));
    return createElement(SchemaView, { area, view, params: params ?? mountQuery });
  };
  Page.displayName = `SchemaView(${name})`;
  resolved.set(name, Page);
  return Page;
}
