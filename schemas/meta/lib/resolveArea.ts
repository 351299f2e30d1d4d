/**
 * `use` resolution, shared by the renderer, the mock engine and the schema lint: an area document
 * is merged with the shared field library (schemas/common/fields.json) so that consumers see plain,
 * complete definitions. Pure: no I/O, no framework.
 */
import type { AreaDocument, FieldCore, FieldLibraryDocument, FormSchema, LibraryField, TableColumn, TableItems } from '../generated/area';
import { expandTemplates } from './templates';

type UsesField = FieldCore & { use?: string; search?: unknown };

export interface Vocabulary {
  fields: Map<string, LibraryField>;
}

/** Area fields override library fields of the same name. */
export function vocabularyOf(doc: Pick<AreaDocument, 'fields'>, library: FieldLibraryDocument | undefined): Vocabulary {
  return { fields: new Map<string, LibraryField>([...Object.entries(library?.fields ?? {}), ...Object.entries(doc.fields ?? {})]) };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * One entry after {"use": name}: the vocabulary entry, then the entry's own properties over it;
 * `dataIndex` defaults to the name; a `search` object is merged over the vocabulary's `search`;
 * `search: true` keeps the vocabulary's search settings; no `search` at the use site means not searchable; `fieldProps`
 * are merged over the vocabulary's. Unknown names stay as they are (the lint reports them).
 */
export function resolveField<T extends UsesField>(vocabulary: Vocabulary, entry: T): T {
  const base =
    entry.use === undefined ? undefined : (vocabulary.fields.get(entry.use) as (UsesField & Record<string, unknown>) | undefined);
  if (!base) return withResolvedColumns(vocabulary, entry);
  const merged: Record<string, unknown> = { dataIndex: entry.use, ...(base as object), ...(entry as object) };
  const own = entry as UsesField & Record<string, unknown>;
  if (isObject(base.fieldProps) && isObject(own.fieldProps)) merged.fieldProps = { ...base.fieldProps, ...own.fieldProps };
  if (isObject(base.search) && isObject(entry.search)) merged.search = { ...base.search, ...entry.search };
  else if (entry.search === true && isObject(base.search)) merged.search = base.search;
  // The vocabulary says how a field is searched, the use site whether: without its own `search` it is not.
  else if (entry.search === undefined) delete merged.search;
  return withResolvedColumns(vocabulary, merged as T);
}

/** The columns of a table field (`tableColumns.properties`) with their own `use` resolved; one level only (tables do not nest). */
function withResolvedColumns<T extends UsesField>(vocabulary: Vocabulary, field: T): T {
  const columns = field.tableColumns?.properties;
  if (!columns || !Object.values(columns).some((c) => c.use !== undefined)) return field;
  const properties: TableItems['properties'] = {};
  for (const [name, column] of Object.entries(columns)) {
    const base = column.use === undefined ? undefined : vocabulary.fields.get(column.use);
    // Only the column's own keys are taken from the vocabulary's: a vocabulary table's `tableColumns` never nests here.
    properties[name] = base ? ({ dataIndex: column.use, ...withoutColumns(base), ...column } as TableColumn) : column;
  }
  return { ...field, tableColumns: { ...field.tableColumns, properties } } as T;
}

const withoutColumns = ({ tableColumns: _columns, ...rest }: LibraryField) => rest;

function resolveSchema(vocabulary: Vocabulary, schema: FormSchema): FormSchema {
  const properties: FormSchema['properties'] = {};
  for (const [name, field] of Object.entries(schema.properties)) properties[name] = resolveField(vocabulary, field);
  return { ...schema, properties };
}

/** The whole area with its templates expanded (templates.ts), library endpoints and dictionaries merged in and every `use` resolved. */
export function resolveArea(written: AreaDocument, library: FieldLibraryDocument | undefined): AreaDocument {
  const doc = expandTemplates(written, library).doc as AreaDocument;
  const vocabulary = vocabularyOf(doc, library);
  const views: AreaDocument['views'] = {};
  for (const [name, view] of Object.entries(doc.views)) {
    if (view.kind === 'monitor') views[name] = { ...view, columns: view.columns.map((c) => resolveField(vocabulary, c)) };
    else if (view.kind === 'list')
      views[name] = {
        ...view,
        columns: view.columns.map((c) => resolveField(vocabulary, c)),
        ...(view.summary ? { summary: { ...view.summary, items: view.summary.items.map((i) => resolveField(vocabulary, i)) } } : {}),
      };
    else if (view.kind === 'detail')
      views[name] = { ...view, sections: view.sections.map((s) => ({ ...s, items: s.items.map((i) => resolveField(vocabulary, i)) })) };
    else if (view.kind === 'form') views[name] = { ...view, schema: resolveSchema(vocabulary, view.schema) };
    else if (view.kind === 'calendar' && view.filters)
      views[name] = { ...view, filters: view.filters.map((f) => resolveField(vocabulary, f)) };
    else if (view.kind === 'dashboard' && view.filters)
      views[name] = { ...view, filters: view.filters.map((f) => resolveField(vocabulary, f)) };
    else views[name] = view;
  }
  const actions: NonNullable<AreaDocument['actions']> = {};
  for (const [name, action] of Object.entries(doc.actions ?? {})) {
    const input = 'input' in action ? (action.input as { schema?: FormSchema } | undefined) : undefined;
    actions[name] = input?.schema
      ? ({ ...action, input: { ...input, schema: resolveSchema(vocabulary, input.schema) } } as typeof action)
      : action;
  }
  return {
    ...doc,
    fields: Object.fromEntries(vocabulary.fields),
    endpoints: { ...(library?.endpoints ?? {}), ...doc.endpoints },
    dictionaries: { ...(library?.dictionaries ?? {}), ...(doc.dictionaries ?? {}) },
    views,
    actions,
  };
}
