/**
 * Mock entity names are unique across areas: an entity (an endpoint's `entity`, by default the area name, or a key of
 * `entities`) belongs to one document. Another document may read and write it only by saying so:
 * `"entities": {"parkOrder": {"sharedFrom": "stopFee"}}`. Checked across all documents (schemas:check).
 */
import type { AreaDocument } from '../../../schemas/meta/generated/area';
import { lintMessages } from './messages';

export interface EntityFinding {
  /** Index of the document in the list given. */
  doc: number;
  pointer: string;
  at: 'key' | 'value';
  rule: 'duplicateEntity' | 'sharedFromNotOwner';
  message: { zh: string; en: string };
}

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The entities a document uses itself (not shared from another), each with where it is first named. */
function ownEntities(doc: AreaDocument): Map<string, { pointer: string; at: 'key' | 'value' }> {
  const shared = new Set(Object.entries(doc.entities ?? {}).flatMap(([name, decl]) => (decl.sharedFrom ? [name] : [])));
  const own = new Map<string, { pointer: string; at: 'key' | 'value' }>();
  for (const [name, decl] of Object.entries(doc.entities ?? {})) {
    if (!decl.sharedFrom) own.set(name, { pointer: `/entities/${escape(name)}`, at: 'key' });
  }
  for (const [name, endpoint] of Object.entries(doc.endpoints)) {
    if (endpoint.operation === undefined || endpoint.operation === 'custom') continue; // hand-written: no engine entity
    const entity = endpoint.entity ?? doc.area;
    if (shared.has(entity) || own.has(entity)) continue;
    own.set(
      entity,
      endpoint.entity
        ? { pointer: `/endpoints/${escape(name)}/entity`, at: 'value' }
        : { pointer: `/endpoints/${escape(name)}`, at: 'key' },
    );
  }
  return own;
}

/** Documents in a stable order (by file); the first to use an entity owns it. */
export function checkSharedEntities(docs: readonly { file: string; doc: AreaDocument }[]): EntityFinding[] {
  const findings: EntityFinding[] = [];
  const owners = new Map<string, { area: string; file: string }>();
  const own = docs.map((d) => ownEntities(d.doc));
  docs.forEach((d, index) => {
    for (const [entity, where] of own[index]) {
      const owner = owners.get(entity);
      if (owner)
        findings.push({
          doc: index,
          ...where,
          rule: 'duplicateEntity',
          message: lintMessages.duplicateEntity(entity, owner.area, owner.file),
        });
      else owners.set(entity, { area: d.doc.area, file: d.file });
    }
  });
  docs.forEach((d, index) => {
    for (const [entity, decl] of Object.entries(d.doc.entities ?? {})) {
      if (!decl.sharedFrom) continue;
      const owner = owners.get(entity);
      if (owner?.area === decl.sharedFrom) continue;
      findings.push({
        doc: index,
        pointer: `/entities/${escape(entity)}/sharedFrom`,
        at: 'value',
        rule: 'sharedFromNotOwner',
        message: lintMessages.sharedFromNotOwner(entity, decl.sharedFrom, owner?.area),
      });
    }
  });
  return findings;
}
