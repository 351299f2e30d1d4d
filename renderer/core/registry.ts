/**
 * View kind → renderer. Typed as a Record over every kind of the language, so a kind without a renderer
 * is a compile error. Renderers load lazily: a list page does not pull in the form engine and vice versa.
 */
import { lazy, type ComponentType } from 'react';
import type { View } from '../../schemas/meta/generated/area';
import type { ViewProps } from './viewProps';

// Each renderer takes the props of its own kind (ViewProps<ListView>, ViewProps<FormView>…); the table is read by kind at
// run time, so one element type must accept them all, which only `any` can express without a cast at every entry.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ViewRenderer = ComponentType<ViewProps<any>>;

const loaders = {
  list: () => import('../list/ListView'),
  form: () => import('../form/FormView'),
  detail: () => import('../detail/DetailView'),
  tabs: () => import('../tabs/TabsView'),
  calendar: () => import('../calendar/CalendarView'),
  component: () => import('../component/ComponentView'),
  // A dashboard's charts need ECharts: its chunk downloads alongside the dashboard's, not after it.
  dashboard: () => (void import('../dashboard/echarts'), import('../dashboard/DashboardView')),
  monitor: () => import('../monitor/MonitorView'),
} satisfies Record<View['kind'], () => Promise<{ default: ViewRenderer }>>;

export const viewRenderers: Record<View['kind'], ViewRenderer> = {
  list: lazy(loaders.list),
  form: lazy(loaders.form),
  detail: lazy(loaders.detail),
  tabs: lazy(loaders.tabs),
  calendar: lazy(loaders.calendar),
  component: lazy(loaders.component),
  dashboard: lazy(loaders.dashboard),
  monitor: lazy(loaders.monitor),
};

/**
 * Fetches the code of the given view kinds ahead of use (the shell calls it once the console is idle), so the
 * first list a user opens does not wait for its chunks. A failure is left for the real navigation to report.
 */
export function preloadViewRenderers(kinds: View['kind'][] = ['list', 'detail']): Promise<void> {
  return Promise.all(kinds.map((kind) => loaders[kind]().catch(() => undefined))).then(() => undefined);
}

/** True for a kind of the language (a name read from storage may be anything). */
export function isViewKind(kind: string): kind is View['kind'] {
  return Object.prototype.hasOwnProperty.call(loaders, kind);
}

/** Exact-name lookup; undefined for a kind the language does not have. */
export function rendererOf(kind: string): ViewRenderer | undefined {
  return isViewKind(kind) ? viewRenderers[kind] : undefined;
}

/**
 * Fetches the field controls that load on first use (image, upload, the HTML cleaner: fields/valueTypes.ts) ahead of
 * it; the shell calls it once the console is idle. A failure is left for their first use.
 */
export function preloadFieldControls(): Promise<void> {
  return import('../fields/valueTypes').then(
    (m) => m.preloadValueTypeControls(),
    () => undefined,
  );
}
