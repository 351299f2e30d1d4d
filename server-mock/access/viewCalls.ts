import { formSubmits } from '../../schemas/meta/lib/formSubmits';
import type { Action, AreaDocument, View } from '../../schemas/meta/generated/area';

/** One endpoint a view calls, and the button codes the caller must hold for it (all of them; none for reads). */
export interface ViewCall {
  endpoint: string;
  buttons: string[];
}

const withCode = (buttons: string[], code: string | undefined) => (code && !buttons.includes(code) ? [...buttons, code] : buttons);

/** The names of the actions a view places: toolbar, row, batch and detail actions, and column clicks. */
function placedActions(view: View): string[] {
  if (view.kind === 'list')
    return [
      ...(view.toolbar ?? []),
      ...(view.rowActions ?? []),
      ...(view.batchActions ?? []),
      ...view.columns.flatMap((c) => (c.onClick ? [c.onClick] : [])),
    ];
  if (view.kind === 'monitor')
    return [...(view.toolbar ?? []), ...(view.rowActions ?? []), ...view.columns.flatMap((c) => (c.onClick ? [c.onClick] : []))];
  if (view.kind === 'detail') return view.actions ?? [];
  return [];
}

/**
 * Every endpoint a view of an area calls, with the button codes each call needs: the view's own calls (list,
 * summary, detail, a form's load and submit) under the view's permission; each placed action's endpoint — and the
 * request actions a detail's onOpen and a submit's onSuccess name — under the action's permission; the views it opens (and the tabs of a tabs view) in turn, under the codes of the
 * way there; a list's detail pane in turn; a dashboard's widget endpoints and embedded views; a calendar's load and save (under `savePermission`); a monitor's rows; a registered component's `props.endpoint`; and the area's option lists (dictionaries loaded from an endpoint), which any of its views may show.
 */
export function viewCalls(doc: AreaDocument, viewName: string): ViewCall[] {
  const calls = new Map<string, ViewCall>();
  const add = (endpoint: string | undefined, buttons: string[]) => {
    if (!endpoint) return;
    const key = `${endpoint} ${[...buttons].sort().join(',')}`;
    calls.set(key, { endpoint, buttons });
  };
  const visited = new Set<string>();

  const visitAction = (action: Action, buttons: string[]) => {
    const need = withCode(buttons, action.permission);
    if (action.kind === 'request' || action.kind === 'export' || action.kind === 'import') add(action.endpoint, need);
    if (action.kind === 'link') add(action.ticket, need);
    if (action.kind === 'open') visitView(action.view, need, { load: action.load, submit: action.submit });
  };

  function visitView(name: string, inherited: string[], overrides: { load?: string; submit?: string } = {}) {
    const view = doc.views[name];
    if (!view) return;
    const buttons = withCode(inherited, view.permission);
    const key = `${name} ${buttons.join(',')} ${overrides.load ?? ''} ${overrides.submit ?? ''}`;
    if (visited.has(key)) return;
    visited.add(key);
    if (view.kind === 'monitor') add(view.endpoint, buttons);
    if (view.kind === 'list') {
      add(view.endpoint, buttons);
      add(view.summary?.endpoint, buttons);
      if (view.pane) visitView(view.pane.view, buttons);
    }
    if (view.kind === 'detail') {
      add(view.endpoint, buttons);
      const onOpen = view.onOpen === undefined ? undefined : doc.actions?.[view.onOpen];
      if (onOpen) visitAction(onOpen, buttons);
    }
    if (view.kind === 'form') {
      add(overrides.load ?? view.load, buttons);
      for (const s of formSubmits({ ...view, submit: overrides.submit ?? view.submit })) {
        add(s.endpoint, withCode(buttons, s.permission));
        const then = s.onSuccess === undefined ? undefined : doc.actions?.[s.onSuccess];
        if (then) visitAction(then, withCode(buttons, s.permission));
      }
    }
    if (view.kind === 'tabs') for (const tab of view.tabs) visitView(tab.view, withCode(buttons, tab.permission));
    if (view.kind === 'calendar') {
      add(view.endpoint, buttons);
      add(view.save, withCode(buttons, view.savePermission));
    }
    // A registered component names the endpoint of its own area it calls in its props (`endpoint`).
    if (view.kind === 'component') {
      const endpoint = (view.fieldProps as { endpoint?: unknown } | undefined)?.endpoint;
      if (typeof endpoint === 'string') add(endpoint, buttons);
    }
    if (view.kind === 'dashboard') {
      for (const widget of view.widgets) {
        if (widget.kind === 'view') visitView(widget.view, buttons);
        else add(widget.endpoint, buttons);
        if (widget.kind === 'kpi') add(widget.sparkline?.endpoint, buttons);
      }
    }
    for (const actionName of placedActions(view)) {
      const action = doc.actions?.[actionName];
      if (action) visitAction(action, buttons);
    }
  }

  if (!doc.views[viewName]) return [];
  visitView(viewName, []);
  for (const dictionary of Object.values(doc.dictionaries ?? {})) {
    const endpoint = (dictionary as { endpoint?: string }).endpoint;
    if (endpoint) add(endpoint, []);
  }
  return [...calls.values()];
}
