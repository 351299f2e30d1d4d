/**
 * Versions (`entities.<name>.versions`): the history entity is another entity some endpoint of the document uses;
 * the version `field` is a field of the entity and `by` and the `set` fields are fields of the history, as the views
 * on their endpoints show them (the mock stores only those); the `when` condition reads fields of the entity.
 */
import type { AreaDocument, Condition, FieldCore } from '../../../../schemas/meta/generated/area';
import { formSubmitEndpoints } from '../../../../schemas/meta/lib/formSubmits';
import { endpointEntity, entityRowKey } from '../../../../schemas/meta/lib/rowKeys';
import { childPointer, pointer } from '../../problem';
import { lintMessages } from '../messages';
import { resolveField, type LintContext } from '../lintContext';

/** The endpoints of the document per entity (an endpoint's `entity`, by default the area). */
export function endpointsByEntity(doc: AreaDocument): Map<string, Set<string>> {
  const byEntity = new Map<string, Set<string>>();
  for (const [name, endpoint] of Object.entries(doc.endpoints)) {
    const entity = endpoint.entity ?? doc.area;
    byEntity.set(entity, (byEntity.get(entity) ?? new Set()).add(name));
  }
  return byEntity;
}

/** The field names the views on these endpoints show or edit (the mock's columns of the entity), with the row key. */
export function entityFields(ctx: LintContext, doc: AreaDocument, endpoints: Set<string>): Set<string> {
  const names = new Set<string>([...endpoints].map((e) => entityRowKey(doc, endpointEntity(doc, e))));
  const add = (entry: FieldCore & { use?: string }, fallback?: string) => {
    const name = resolveField(ctx, entry).dataIndex ?? entry.use ?? fallback;
    if (name) names.add(name);
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
  return names;
}

function conditionPointers(c: Condition, at: string): [string, string][] {
  if ('all' in c) return c.all.flatMap((x, i) => conditionPointers(x, childPointer(at, 'all', i)));
  if ('any' in c) return c.any.flatMap((x, i) => conditionPointers(x, childPointer(at, 'any', i)));
  if ('not' in c) return conditionPointers(c.not, childPointer(at, 'not'));
  return c.field ? [[c.field, childPointer(at, 'field')]] : [];
}

export function checkVersions(ctx: LintContext): void {
  const doc = ctx.doc as AreaDocument; // valid against the meta-schema
  const byEntity = endpointsByEntity(doc);
  for (const [entity, decl] of Object.entries(doc.entities ?? {})) {
    const versions = decl.versions;
    if (!versions) continue;
    const at = pointer('entities', entity, 'versions');
    const own = entityFields(ctx, doc, byEntity.get(entity) ?? new Set());
    if (!own.has(versions.field)) ctx.reportUnknown(childPointer(at, 'field'), 'unknownVersionField', versions.field, own);
    for (const [name, where] of conditionPointers(versions.when ?? { all: [] }, childPointer(at, 'when'))) {
      if (!own.has(name)) ctx.reportUnknown(where, 'unknownVersionField', name, own);
    }
    if (versions.history === entity) {
      ctx.report({ pointer: childPointer(at, 'history'), rule: 'versionsHistorySelf', message: lintMessages.versionsHistorySelf(entity) });
      continue;
    }
    const historyEndpoints = byEntity.get(versions.history);
    if (!historyEndpoints) {
      ctx.reportUnknown(
        childPointer(at, 'history'),
        'unknownHistoryEntity',
        versions.history,
        [...byEntity.keys()].filter((e) => e !== entity),
      );
      continue;
    }
    const kept = entityFields(ctx, doc, historyEndpoints);
    if (!kept.has(versions.by)) ctx.reportUnknown(childPointer(at, 'by'), 'unknownVersionField', versions.by, kept);
    for (const name of Object.keys(versions.set ?? {})) {
      if (!kept.has(name)) ctx.reportUnknown(childPointer(at, 'set', name), 'unknownVersionField', name, kept, 'key');
    }
  }
}
