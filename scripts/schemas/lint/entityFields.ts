/**
 * The fields of an entity as the mock stores them: the row key plus every field the views on the document's
 * endpoints of that entity show or edit (list columns, detail items, form fields; the first definition wins, as in
 * server-mock/engine/entityModel.ts). Rules that name an entity's fields (versions, unique) check against these.
 */
import type { AreaDocument, FieldCore } from '../../../schemas/meta/generated/area';
import { formSubmitEndpoints } from '../../../schemas/meta/lib/formSubmits';
import { endpointEntity, entityRowKey } from '../../../schemas/meta/lib/rowKeys';
import { resolveField, type LintContext } from './lintContext';

/** The endpoints of the document per entity (an endpoint's `entity`, by default the area). */
export function endpointsByEntity(doc: AreaDocument): Map<string, Set<string>> {
  const byEntity = new Map<string, Set<string>>();
  for (const [name, endpoint] of Object.entries(doc.endpoints)) {
    const entity = endpoint.entity ?? doc.area;
    byEntity.set(entity, (byEntity.get(entity) ?? new Set()).add(name));
  }
  return byEntity;
}

/** The fields the views on these endpoints show or edit, by name, with their definitions; the row key as an integer. */
export function entityFieldDefs(ctx: LintContext, doc: AreaDocument, endpoints: Set<string>): Map<string, FieldCore> {
  const defs = new Map<string, FieldCore>(
    [...endpoints].map((e): [string, FieldCore] => [entityRowKey(doc, endpointEntity(doc, e)), { valueType: 'integer' }]),
  );
  const add = (entry: FieldCore & { use?: string }, fallback?: string) => {
    const resolved = resolveField(ctx, entry);
    const name = resolved.dataIndex ?? entry.use ?? fallback;
    if (name && !defs.has(name)) defs.set(name, resolved);
  };
  const forms = new Set<string>();
  for (const action of Object.values(doc.actions ?? {})) {
    if (action.kind === 'open' && ((action.submit && endpoints.has(action.submit)) || (action.load && endpoints.has(action.load))))
      forms.add(action.view);
  }
  for (const [viewName, view] of Object.entries(doc.views)) {
    if (view.kind === 'list' && endpoints.has(view.endpoint)) view.columns.forEach((c) => add(c));
    if (view.kind === 'detail' && endpoints.has(view.endpoint)) view.sections.forEach((s) => s.items.forEach((i) => add(i)));
    if (
      view.kind === 'form' &&
      (forms.has(viewName) || formSubmitEndpoints(view).some((e) => endpoints.has(e)) || (view.load && endpoints.has(view.load)))
    ) {
      Object.entries(view.schema.properties).forEach(([name, field]) => add(field, name));
    }
  }
  return defs;
}

/** The field names of `entityFieldDefs`. */
export const entityFields = (ctx: LintContext, doc: AreaDocument, endpoints: Set<string>): Set<string> =>
  new Set(entityFieldDefs(ctx, doc, endpoints).keys());
