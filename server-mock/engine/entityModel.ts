import { formSubmitEndpoints } from '../../schemas/meta/lib/formSubmits';
import { DEFAULT_ROW_KEY, declaredRowKey, endpointEntity } from '../../schemas/meta/lib/rowKeys';
import type { AreaDocument, FieldCore, FormView, View } from '../../schemas/meta/generated/area';
import { COLUMN_NAME, storageOf } from './storage';
import type { EntityField, EntityModel, LoadedArea, TableColumnField } from './types';

export const GENERIC_OPERATIONS = ['list', 'detail', 'create', 'update', 'delete', 'transition'] as const;
export type GenericOperation = (typeof GENERIC_OPERATIONS)[number];

export const isGeneric = (operation: string | undefined): operation is GenericOperation =>
  (GENERIC_OPERATIONS as readonly string[]).includes(operation ?? '');

/** The entity an endpoint reads and writes (schemas/meta/lib/rowKeys.ts). */
export const entityOf = endpointEntity;

export const tableOf = (entity: string) => `ent_${entity}`;

/** The form views whose submit or load is this endpoint, directly or through an open action that overrides them. */
export function formsOf(doc: AreaDocument, endpointName: string, which: 'submit' | 'load' | 'both' = 'both'): FormView[] {
  const forms = new Set<FormView>();
  const wants = (submit?: string | string[], load?: string) =>
    (which !== 'load' && (Array.isArray(submit) ? submit.includes(endpointName) : submit === endpointName)) ||
    (which !== 'submit' && load === endpointName);
  for (const view of Object.values(doc.views)) if (view.kind === 'form' && wants(formSubmitEndpoints(view), view.load)) forms.add(view);
  for (const action of Object.values(doc.actions ?? {})) {
    if (action.kind !== 'open' || !wants(action.submit, action.load)) continue;
    const view = doc.views[action.view];
    if (view?.kind === 'form') forms.add(view);
  }
  return [...forms];
}

/** The fields a view shows or edits, as `[name, definition]`. */
function viewFields(view: View): [string, FieldCore][] {
  if (view.kind === 'list') return view.columns.map((c) => [c.dataIndex ?? '', c]);
  if (view.kind === 'detail') return view.sections.flatMap((s) => s.items.map((i): [string, FieldCore] => [i.dataIndex ?? '', i]));
  if (view.kind === 'form') return Object.entries(view.schema.properties);
  return [];
}

/** The views that read or write through one generic endpoint. */
function viewsOf(doc: AreaDocument, endpointName: string): View[] {
  const direct = Object.values(doc.views).filter((v) => (v.kind === 'list' || v.kind === 'detail') && v.endpoint === endpointName);
  return [...direct, ...formsOf(doc, endpointName)];
}

function toField(doc: AreaDocument, name: string, def: FieldCore): EntityField {
  const valueType = def.valueType ?? 'text';
  const dictDef = def.dictionary ? doc.dictionaries?.[def.dictionary] : undefined;
  const dictionary =
    def.dictionary && dictDef
      ? { name: def.dictionary, def: dictDef, endpoint: dictDef.endpoint ? doc.endpoints[dictDef.endpoint] : undefined }
      : undefined;
  const field: EntityField = {
    name,
    title: def.title ?? name,
    valueType,
    storage: storageOf(valueType, dictDef, def.tree?.multiple === true),
    unit: def.unit,
    dictionary,
  };
  if (valueType === 'table') {
    // Tables do not nest (the check refuses it): a column that is a table itself is left out.
    field.columns = Object.entries(def.tableColumns?.properties ?? {})
      .filter(([, column]) => column.valueType !== 'table')
      .map(([columnName, column]): TableColumnField => ({ field: toField(doc, columnName, column), def: column }));
  }
  return field;
}

interface Draft {
  entity: string;
  rowKey: string;
  rowKeyTitle?: string;
  fields: Map<string, EntityField>;
  areas: Set<string>;
  /** The area that declared the key (entities.<entity>.rowKey); undefined while it is the default. */
  keyFrom?: string;
}

/**
 * One model per entity named by a generic endpoint: its key (entities.<entity>.rowKey, default id) plus every field used by the columns, detail items
 * and form fields of the views on those endpoints (first definition wins). Names that cannot be columns are
 * reported in `warnings` and left out.
 */
export function buildEntityModels(areas: LoadedArea[], warnings: string[] = []): Map<string, EntityModel> {
  const drafts = new Map<string, Draft>();
  for (const { doc } of areas) {
    for (const [endpointName, endpoint] of Object.entries(doc.endpoints)) {
      if (!isGeneric(endpoint.operation)) continue;
      const entity = entityOf(doc, endpointName);
      // The entity's own key; an area using an entity shared from another declares no key (the owner's applies).
      const declared = declaredRowKey(doc, entity);
      let draft = drafts.get(entity);
      if (!draft) {
        const rowKey = declared ?? DEFAULT_ROW_KEY;
        draft = {
          entity,
          rowKey,
          rowKeyTitle: doc.fields?.[rowKey]?.title,
          fields: new Map(),
          areas: new Set(),
          keyFrom: declared ? doc.area : undefined,
        };
        drafts.set(entity, draft);
      } else if (declared !== undefined && draft.keyFrom === undefined) {
        draft.rowKey = declared;
        draft.rowKeyTitle = doc.fields?.[declared]?.title;
        draft.keyFrom = doc.area;
        draft.fields.delete(declared);
      } else if (declared !== undefined && draft.rowKey !== declared) {
        warnings.push(`${doc.area}: entity "${entity}" already has rowKey "${draft.rowKey}" (${draft.keyFrom}), "${declared}" ignored`);
      }
      draft.areas.add(doc.area);
      for (const view of viewsOf(doc, endpointName)) {
        for (const [name, def] of viewFields(view)) {
          if (name === draft.rowKey || draft.fields.has(name)) continue;
          if (!COLUMN_NAME.test(name)) {
            warnings.push(`${doc.area}: field "${name}" cannot be a column, left out`);
            continue;
          }
          draft.fields.set(name, toField(doc, name, def));
        }
      }
    }
  }
  const models = new Map<string, EntityModel>();
  for (const d of drafts.values()) {
    const key: EntityField = { name: d.rowKey, title: d.rowKeyTitle ?? '编号', valueType: 'integer', storage: 'key' };
    const fields = [key, ...d.fields.values()];
    const signature = JSON.stringify(fields.map((f) => [f.name, f.storage]));
    models.set(d.entity, {
      entity: d.entity,
      table: tableOf(d.entity),
      rowKey: d.rowKey,
      fields,
      byName: new Map(fields.map((f) => [f.name, f])),
      areas: [...d.areas],
      signature,
    });
  }
  return models;
}
