/** Enumerates the parts of a document that rules look at, each with its JSON pointer. */
import type {
  Action,
  Condition,
  Endpoint,
  FieldCore,
  FormSchema,
  FormView,
  Reaction,
  ValidatorList,
  ValueSource,
  View,
} from '../../../schemas/meta/generated/area';
import { childPointer, pointer } from '../problem';
import type { LintDocument } from './lintContext';

export type FieldEntry = FieldCore & {
  use?: string;
  'x-validator'?: ValidatorList;
  search?: unknown;
};

export interface FormSite {
  pointer: string;
  schema: FormSchema;
  groups?: FormView['groups'];
  /** The form view or the action whose input form this is. */
  owner: { view?: string; action?: string };
}

export interface FieldSite {
  pointer: string;
  entry: FieldEntry;
  /** `tableColumn`: a column of a table field (`items.properties`), whose site is `table`. */
  kind: 'vocabulary' | 'column' | 'detailItem' | 'formField' | 'tableColumn';
  /** Name of the field in its form (form fields only). */
  formKey?: string;
  form?: FormSite;
  /** The table field a column belongs to (table columns only). */
  table?: FieldSite;
}

const entries = <T>(map: Record<string, T> | undefined): [string, T][] => Object.entries(map ?? {});

export function formSites(doc: LintDocument): FormSite[] {
  const sites: FormSite[] = [];
  for (const [name, view] of entries(doc.views)) {
    if (view.kind === 'form')
      sites.push({ pointer: pointer('views', name, 'schema'), schema: view.schema, groups: view.groups, owner: { view: name } });
  }
  for (const [name, action] of entries(doc.actions)) {
    if (action.kind === 'request' && action.input) {
      sites.push({ pointer: pointer('actions', name, 'input', 'schema'), schema: action.input.schema, owner: { action: name } });
    }
  }
  return sites;
}

export function fieldSites(doc: LintDocument): FieldSite[] {
  const sites: FieldSite[] = [];
  for (const [name, field] of entries(doc.fields)) sites.push({ pointer: pointer('fields', name), entry: field, kind: 'vocabulary' });
  for (const [name, view] of entries(doc.views)) {
    if (view.kind === 'list' || view.kind === 'monitor') {
      view.columns.forEach((c, i) => sites.push({ pointer: pointer('views', name, 'columns', i), entry: c, kind: 'column' }));
    }
    if (view.kind === 'list') {
      view.summary?.items.forEach((item, i) =>
        sites.push({ pointer: pointer('views', name, 'summary', 'items', i), entry: item, kind: 'detailItem' }),
      );
    }
    if (view.kind === 'dashboard')
      view.filters?.forEach((c, i) => sites.push({ pointer: pointer('views', name, 'filters', i), entry: c, kind: 'column' }));
    if (view.kind === 'detail') {
      view.sections.forEach((s, i) =>
        s.items.forEach((item, j) =>
          sites.push({ pointer: pointer('views', name, 'sections', i, 'items', j), entry: item, kind: 'detailItem' }),
        ),
      );
    }
    if (view.kind === 'calendar') {
      view.filters?.forEach((f, i) => sites.push({ pointer: pointer('views', name, 'filters', i), entry: f, kind: 'detailItem' }));
    }
  }
  for (const form of formSites(doc)) {
    for (const [key, field] of entries(form.schema.properties)) {
      sites.push({ pointer: childPointer(form.pointer, 'properties', key), entry: field, kind: 'formField', formKey: key, form });
    }
  }
  return [...sites, ...sites.flatMap(tableColumnSites)];
}

/** The columns written in a field's own `items` (columns a `use` brings along are checked at their vocabulary entry). */
function tableColumnSites(table: FieldSite): FieldSite[] {
  return entries(table.entry.tableColumns?.properties).map(([key, column]) => ({
    pointer: childPointer(table.pointer, 'tableColumns', 'properties', key),
    entry: column,
    kind: 'tableColumn',
    table,
  }));
}

export interface ConditionField {
  pointer: string;
  field: string;
}

/** The `field` of every comparison inside a condition. */
export function conditionFields(condition: Condition, at: string): ConditionField[] {
  if ('all' in condition && condition.all) return condition.all.flatMap((c, i) => conditionFields(c, childPointer(at, 'all', i)));
  if ('any' in condition && condition.any) return condition.any.flatMap((c, i) => conditionFields(c, childPointer(at, 'any', i)));
  if ('not' in condition && condition.not) return conditionFields(condition.not, childPointer(at, 'not'));
  const field = (condition as { field?: string }).field;
  return field === undefined ? [] : [{ pointer: childPointer(at, 'field'), field }];
}

export interface SourceSite {
  /** Pointer of the value source object. */
  pointer: string;
  source: ValueSource;
}

/** Every value source of an endpoint: pathParams, query and body. */
export function endpointSources(endpoint: Endpoint, at: string): SourceSite[] {
  const out: SourceSite[] = [];
  for (const part of ['pathParams', 'query', 'body'] as const) {
    for (const [key, source] of entries(endpoint[part])) out.push({ pointer: childPointer(at, part, key), source });
  }
  return out;
}

export interface EndpointUse {
  name: string;
  pointer: string;
  /** Who calls it: a view, an action (with its definition) or a dictionary. */
  view?: string;
  action?: { name: string; def: Action };
  dictionary?: string;
}

/** Value sources outside endpoints: the params of open actions and the query of link actions. */
export function actionSources(doc: LintDocument): SourceSite[] {
  const out: SourceSite[] = [];
  for (const [name, action] of entries(doc.actions)) {
    const map = action.kind === 'open' ? action.params : action.kind === 'link' ? action.query : undefined;
    const part = action.kind === 'open' ? 'params' : 'query';
    for (const [key, source] of entries(map)) out.push({ pointer: pointer('actions', name, part, key), source });
  }
  return out;
}

/** The value sources of list panes: `{name: source}` read from the selected row (or the list's own parameters). */
export function paneSources(doc: LintDocument): SourceSite[] {
  const out: SourceSite[] = [];
  for (const [name, view] of entries(doc.views)) {
    if (view.kind !== 'list' || !view.pane) continue;
    for (const [key, source] of entries(view.pane.params)) out.push({ pointer: pointer('views', name, 'pane', 'params', key), source });
  }
  return out;
}

/** Every reference to an endpoint by name. */
export function endpointUses(doc: LintDocument): EndpointUse[] {
  const uses: EndpointUse[] = [];
  for (const [name, dict] of entries(doc.dictionaries)) {
    if (dict.endpoint !== undefined)
      uses.push({ name: dict.endpoint, pointer: pointer('dictionaries', name, 'endpoint'), dictionary: name });
  }
  for (const [name, view] of entries(doc.views)) {
    const at = (k: string) => pointer('views', name, k);
    if (view.kind === 'list' || view.kind === 'detail' || view.kind === 'monitor')
      uses.push({ name: view.endpoint, pointer: at('endpoint'), view: name });
    if (view.kind === 'list' && view.summary)
      uses.push({ name: view.summary.endpoint, pointer: pointer('views', name, 'summary', 'endpoint'), view: name });
    if (view.kind === 'calendar') {
      uses.push({ name: view.endpoint, pointer: at('endpoint'), view: name });
      if (view.save !== undefined) uses.push({ name: view.save, pointer: at('save'), view: name });
    }
    if (view.kind === 'dashboard') {
      view.widgets.forEach((widget, i) => {
        if (widget.kind === 'view') return;
        uses.push({ name: widget.endpoint, pointer: pointer('views', name, 'widgets', i, 'endpoint'), view: name });
        if (widget.kind === 'kpi' && widget.sparkline)
          uses.push({
            name: widget.sparkline.endpoint,
            pointer: pointer('views', name, 'widgets', i, 'sparkline', 'endpoint'),
            view: name,
          });
      });
    }
    if (view.kind === 'form') {
      if (view.load !== undefined) uses.push({ name: view.load, pointer: at('load'), view: name });
      if (view.submit !== undefined) uses.push({ name: view.submit, pointer: at('submit'), view: name });
      view.submits?.forEach((s, i) => {
        uses.push({ name: s.endpoint, pointer: pointer('views', name, 'submits', i, 'endpoint'), view: name });
      });
    }
  }
  for (const [name, action] of entries(doc.actions)) {
    const at = (k: string) => pointer('actions', name, k);
    const by = { name, def: action };
    if (action.kind === 'open') {
      if (action.load !== undefined) uses.push({ name: action.load, pointer: at('load'), action: by });
      if (action.submit !== undefined) uses.push({ name: action.submit, pointer: at('submit'), action: by });
    }
    if (action.kind === 'request' || action.kind === 'export' || action.kind === 'import') {
      uses.push({ name: action.endpoint, pointer: at('endpoint'), action: by });
    }
    if (action.kind === 'link' && action.ticket !== undefined) uses.push({ name: action.ticket, pointer: at('ticket'), action: by });
  }
  return uses;
}

/** Names of actions placed on a view, with where: toolbar, rowActions, batchActions or a detail's actions. */
export function actionPlacements(
  doc: LintDocument,
): { name: string; pointer: string; place: 'toolbar' | 'rowActions' | 'batchActions' | 'actions' | 'onClick' }[] {
  const out: ReturnType<typeof actionPlacements> = [];
  for (const [viewName, view] of entries<View>(doc.views)) {
    if (view.kind === 'list' || view.kind === 'monitor') {
      for (const place of ['toolbar', 'rowActions', 'batchActions'] as const) {
        const names = place in view ? ((view as { [k in typeof place]?: string[] })[place] ?? []) : [];
        names.forEach((name, i) => out.push({ name, pointer: pointer('views', viewName, place, i), place }));
      }
      view.columns.forEach((c, i) => {
        if (c.onClick !== undefined)
          out.push({ name: c.onClick, pointer: pointer('views', viewName, 'columns', i, 'onClick'), place: 'onClick' });
      });
    }
    if (view.kind === 'detail') {
      (view.actions ?? []).forEach((name, i) => out.push({ name, pointer: pointer('views', viewName, 'actions', i), place: 'actions' }));
    }
  }
  return out;
}

/** Actions named by event properties that run them without a button: a detail's onOpen and a form submit's onSuccess. */
export function eventActionUses(doc: LintDocument): { name: string; pointer: string; property: 'onOpen' | 'onSuccess' }[] {
  const out: ReturnType<typeof eventActionUses> = [];
  for (const [viewName, view] of entries<View>(doc.views)) {
    if (view.kind === 'detail' && view.onOpen !== undefined)
      out.push({ name: view.onOpen, pointer: pointer('views', viewName, 'onOpen'), property: 'onOpen' });
    if (view.kind === 'form') {
      view.submits?.forEach((s, i) => {
        if (s.onSuccess !== undefined)
          out.push({ name: s.onSuccess, pointer: pointer('views', viewName, 'submits', i, 'onSuccess'), property: 'onSuccess' });
      });
    }
  }
  return out;
}

/** Every reaction of a form's fields, with its JSON pointer (a field's `x-reactions` is one reaction or a list). */
export function reactionSites(form: FormSite): { reaction: Reaction; pointer: string }[] {
  return Object.entries(form.schema.properties).flatMap(([key, field]) => {
    const raw = field['x-reactions'];
    if (raw === undefined) return [];
    const base = childPointer(form.pointer, 'properties', key, 'x-reactions');
    return Array.isArray(raw)
      ? raw.map((reaction, i) => ({ reaction, pointer: childPointer(base, i) }))
      : [{ reaction: raw, pointer: base }];
  });
}
