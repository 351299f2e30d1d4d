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
  /** The dashboard's auto-refresh in milliseconds (refreshSeconds; 0 = off). */
  refreshMs: number;
  pointer: string;
  exportAllowed: boolean;
}
