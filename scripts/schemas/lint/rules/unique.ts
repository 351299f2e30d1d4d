/**
 * Unique constraints (`entities.<name>.unique`): the entity is one the document's endpoints read and write (an entity
 * shared from another area is constrained by its owner); every name — the key `fields`, the `overlap` fields, the
 * fields `when` reads and the `{field}` placeholders of `message` — is a field of the entity as the views on its
 * endpoints show it (the mock stores only those); an `overlap` names a period field (range) or date fields (start, end).
 */
import type { AreaDocument, EntityUnique, FieldCore } from '../../../../schemas/meta/generated/area';
import { childPointer, pointer } from '../../problem';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';
import { endpointsByEntity, entityFieldDefs } from '../entityFields';
import { conditionPointers } from './versions';

const RANGE_TYPES = ['dateRange', 'dateTimeRange'];
const DATE_TYPES = ['date', 'dateTime'];

/** Every field name a constraint reads, with the pointer of the value naming it. */
function namesOf(unique: EntityUnique, at: string): [string, string][] {
  const names: [string, string][] = unique.fields.map((name, i) => [name, childPointer(at, 'fields', i)]);
  for (const [key, name] of Object.entries(unique.overlap ?? {})) names.push([name as string, childPointer(at, 'overlap', key)]);
  if (unique.when) names.push(...conditionPointers(unique.when, childPointer(at, 'when')));
  for (const match of (unique.message ?? '').matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)) names.push([match[1], childPointer(at, 'message')]);
  return names;
}

function checkOverlapTypes(ctx: LintContext, unique: EntityUnique, at: string, defs: Map<string, FieldCore>): void {
  for (const [key, name] of Object.entries(unique.overlap ?? {}) as [string, string][]) {
    const valueType = defs.get(name)?.valueType ?? 'text';
    const wanted = key === 'range' ? RANGE_TYPES : DATE_TYPES;
    if (defs.has(name) && !wanted.includes(valueType)) {
      ctx.report({
        pointer: childPointer(at, 'overlap', key),
        rule: 'uniqueOverlapNotPeriod',
        message: lintMessages.uniqueOverlapNotPeriod(name, valueType, wanted),
      });
    }
  }
}

export function checkUnique(ctx: LintContext): void {
  const doc = ctx.doc as AreaDocument; // valid against the meta-schema
  const byEntity = endpointsByEntity(doc);
  for (const [entity, decl] of Object.entries(doc.entities ?? {})) {
    if (!decl.unique) continue;
    const at = pointer('entities', entity, 'unique');
    const endpoints = byEntity.get(entity);
    if (!endpoints || decl.sharedFrom) {
      ctx.report({ pointer: at, rule: 'uniqueWithoutEntity', message: lintMessages.uniqueWithoutEntity(entity), at: 'key' });
      continue;
    }
    const defs = entityFieldDefs(ctx, doc, endpoints);
    decl.unique.forEach((unique, i) => {
      const here = childPointer(at, i);
      const unknown = namesOf(unique, here).filter(([name]) => !defs.has(name));
      for (const [name, where] of unknown) ctx.reportUnknown(where, 'unknownUniqueField', name, defs.keys());
      checkOverlapTypes(ctx, unique, here, defs);
    });
  }
}
