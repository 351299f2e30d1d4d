import type { Action, Confirm, FormSchema, View } from '../../schemas/meta/generated/area';
import type { RendererServices } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';

/** What an action applies to: the row or record it sits on, or the selected rows of a batch action. */
export interface ActionTarget {
  record?: Record<string, unknown>;
  rows?: Record<string, unknown>[];
}

/** A view opened in a modal or drawer by an `open` action. */
export interface OpenSpec {
  viewName: string;
  view: View;
  mode: 'modal' | 'drawer';
  title?: string;
  width?: number;
  params: Record<string, string>;
  record?: Record<string, unknown>;
}

/** The interactive steps an action may need; provided by useActionRunner's holder. */
export interface ActionUi {
  /** Resolves true when the user confirms (确定), false on 取消. */
  confirm(confirm: Confirm): Promise<boolean>;
  /**
   * Shows the input form; `submit` runs on OK: when it resolves the form closes, when it rejects the form
   * shows the message and keeps the typed values. Resolves true once submitted, false when cancelled.
   */
  input(
    spec: { title: string; okText?: string; schema: FormSchema; pointer?: string },
    submit: (values: Record<string, unknown>) => Promise<void>,
  ): Promise<boolean>;
  open(spec: OpenSpec): void;
}

export interface ActionContext {
  services: RendererServices;
  area: ResolvedArea;
  /** Parameters of the view the button sits in. */
  params: Record<string, string>;
  /** The list's current search and sort parameters (export `withSearch`). */
  search?(): Record<string, unknown>;
  /** The row count of the list's last answer (an export of more rows than the threshold becomes a task). */
  total?(): number | undefined;
  ui: ActionUi;
  /** After a successful change: every mounted view of the area loads its data again (the data layer drops the area's keys). */
  refreshArea(): void;
  /** After a successful action; `changed` when data may have changed. */
  onDone?(changed: boolean): void;
  /** `refresh: "back"` inside a modal or drawer closes it instead of leaving the page. */
  onBack?(): void;
}

export type ActionOf<K extends Action['kind']> = Extract<Action, { kind: K }>;
