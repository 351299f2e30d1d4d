import type { ResolvedArea } from '../core/viewProps';

/** What every widget cell gets from its dashboard. */
export interface WidgetProps<W> {
  area: ResolvedArea;
  widget: W;
  /** Position in the dashboard's widgets (names its performance marks and its cell). */
  index: number;
  /** The dashboard's route parameters. */
  params: Record<string, string>;
  /** The filter bar's search parameters, under the documents' names. */
  search: Record<string, unknown>;
  /** Changes on every auto-refresh and on 查询. */
  tick: number;
  pointer: string;
  exportAllowed: boolean;
}
