import type { AreaDocument, View } from '../../schemas/meta/generated/area';

/** An area document with its `use` references resolved (see schemas/meta/lib/resolve.ts). */
export type ResolvedArea = AreaDocument;

/** Props every view renderer receives. */
export interface ViewProps<V extends View = View> {
  area: ResolvedArea;
  viewName: string;
  view: V;
  /** View parameters (route query, or what an `open` action passes: { id: '12' }). */
  params: Record<string, string>;
  /** The record that opened the view (row actions), when there is one. */
  record?: Record<string, unknown>;
  /** JSON pointer of the view inside its document, for error messages: '/views/list'. */
  pointer: string;
  /** How the view is shown: inside a page, or in a modal/drawer opened by an action. */
  container: 'page' | 'modal' | 'drawer';
  /** Called when a modal/drawer view is done; `changed` asks the opener to reload. */
  onClose?(changed: boolean): void;
}
