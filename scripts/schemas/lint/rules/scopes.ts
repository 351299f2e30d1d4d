/**
 * Data scopes (`entities.<name>.scope`, server-mock/engine/dataScope.ts): the field that says which park or dealer a
 * record belongs to is a field of the entity, as the views on its endpoints show or edit it (the mock stores only
 * those; the row key counts, for an entity whose records are parks); `by: platform` divides nothing and names no field.
 */
import type { AreaDocument } from '../../../../schemas/meta/generated/area';
import { childPointer, pointer } from '../../problem';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';
import { endpointsByEntity, entityFields } from '../entityFields';
import { DEFAULT_SCOPE_FIELD } from '../../../../schemas/meta/lib/scopeFields';

export function checkScopes(ctx: LintContext): void {
  const doc = ctx.doc as AreaDocument; // valid against the meta-schema
  const byEntity = endpointsByEntity(doc);
  for (const [entity, decl] of Object.entries(doc.entities ?? {})) {
    const scope = decl.scope;
    if (!scope) continue;
    const at = pointer('entities', entity, 'scope');
    if (scope.by === 'platform') {
      if (scope.field !== undefined)
        ctx.report({ pointer: childPointer(at, 'field'), rule: 'scopeFieldOnPlatform', message: lintMessages.scopeFieldOnPlatform() });
      continue;
    }
    const field = scope.field ?? DEFAULT_SCOPE_FIELD[scope.by];
    const own = entityFields(ctx, doc, byEntity.get(entity) ?? new Set());
    if (!own.has(field)) ctx.reportUnknown(childPointer(at, scope.field === undefined ? 'by' : 'field'), 'unknownScopeField', field, own);
  }
}
