/**
 * Migration of row keys onto the entities: the area's `rowKey` is removed and, when it is not the default id, written
 * as `entities.<entity>.rowKey` of every entity the document's endpoints name (the mock keyed all of them by it, and
 * the renderer the rows of every list) — except an entity shared from another area (its owner declares its key) and
 * one that already declares a key. A list on a generic list endpoint names no `rowKey` of its own any more: its key moves onto its endpoint's
 * entity (a list's key is more particular than the area's, so it wins), or is dropped when the entity already has
 * that key. A list whose endpoint is custom or aggregate keeps its `rowKey` (its rows are not records of an entity).
 * Entities are found on the document with its templates expanded, so endpoints written by a template count too.
 */
import { expandTemplates } from '../../../schemas/meta/lib/templates';
import type { Edit } from './planEdits';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const DEFAULT_ROW_KEY = 'id';

export function rowKeyEdits(written: unknown): Edit[] {
  if (!isObject(written) || typeof written.area !== 'string' || !isObject(written.endpoints)) return [];
  const doc = expandTemplates(written).doc as Obj;
  const endpoints = isObject(doc.endpoints) ? doc.endpoints : {};
  const declared = isObject(written.entities) ? written.entities : {};
  const entityOf = (endpoint: Obj) => (typeof endpoint.entity === 'string' ? endpoint.entity : (written.area as string));
  const owned = (entity: string) => !(isObject(declared[entity]) && typeof declared[entity].sharedFrom === 'string');
  const declaredKey = (entity: string) =>
    isObject(declared[entity]) && typeof declared[entity].rowKey === 'string' ? (declared[entity].rowKey as string) : undefined;
  const edits: Edit[] = [];
  const keys = new Map<string, string>();

  const areaKey = written.rowKey;
  if (typeof areaKey === 'string') {
    edits.push({ kind: 'remove', path: ['rowKey'] });
    if (areaKey !== DEFAULT_ROW_KEY) {
      for (const endpoint of Object.values(endpoints)) {
        if (!isObject(endpoint)) continue;
        const entity = entityOf(endpoint);
        if (owned(entity) && declaredKey(entity) === undefined) keys.set(entity, areaKey);
      }
    }
  }
  for (const [name, view] of Object.entries(isObject(written.views) ? written.views : {})) {
    if (!isObject(view) || view.kind !== 'list' || typeof view.rowKey !== 'string' || typeof view.endpoint !== 'string') continue;
    const endpoint = endpoints[view.endpoint];
    if (!isObject(endpoint) || endpoint.operation !== 'list') continue;
    const entity = entityOf(endpoint);
    const own = declaredKey(entity);
    if (own !== undefined && own !== view.rowKey) continue; // a different record: the check says so
    if (own === undefined && owned(entity)) keys.set(entity, view.rowKey);
    if (own !== undefined || owned(entity)) edits.push({ kind: 'remove', path: ['views', name, 'rowKey'] });
  }
  for (const [entity, key] of keys) edits.push({ kind: 'set', path: ['entities', entity, 'rowKey'], value: key });
  return edits;
}
