/**
 * View kind → renderer. Typed as a Record over every kind of the language, so a kind without a renderer
 * is a compile error. Renderers load lazily: a list page does not pull in the form engine and vice versa.
 */
import { lazy, type ComponentType } from 'react';
import type { View } from '../../schemas/meta/generated/area';
import type { ViewProps } from './viewProps';

export type ViewRenderer = ComponentType<ViewProps<any>>;

export const viewRenderers: Record<View['kind'], ViewRenderer> = {
  list: lazy(() => import('../list/ListView')),
  form: lazy(() => import('../form/FormView')),
  detail: lazy(() => import('../detail/DetailView')),
  tabs: lazy(() => import('../tabs/TabsView')),
};

/** Exact-name lookup; undefined for a kind the language does not have. */
export function rendererOf(kind: string): ViewRenderer | undefined {
  return Object.prototype.hasOwnProperty.call(viewRenderers, kind) ? viewRenderers[kind as View['kind']] : undefined;
}
