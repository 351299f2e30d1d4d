/**
 * Versions (`entities.<name>.versions`): the history entity is another entity some endpoint of the document uses;
 * the version `field` is a field of the entity and `by` and the `set` fields are fields of the history, as the views
 * on their endpoints show them (the mock stores only those); the `when` condition reads fields of the entity.
 */
import type { AreaDocument, Condition } from '../../../../schemas/meta/generated/area';
import { childPointer, pointer } from '../../problem';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';
import { endpointsByEntity, entityFields } from '../entityFields';

export function conditionPointers(c: Condition, at: string): [string, string][] {
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
