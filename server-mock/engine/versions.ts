/**
 * Versions as data (docs/schema-language.md §3.10): an entity declares `versions: {field, history, by, when?, set?}`.
 * The generic writes then keep its history without hand-written code:
 * - create: the version field starts at 1;
 * - update of a record for which `when` holds (e.g. a rule in force; always without `when`): in the update's
 *   transaction the record as it was is copied into the `history` entity (the fields both entities have, `by` = the
 *   record's key, then `set`), and the record's version goes up by one;
 * - delete: the records' history goes with them.
 */
import { formatChinaTime } from '../db/time';
import type { UserRow } from '../db/users';
import type { AreaDocument, Condition, TransitionSet } from '../../schemas/meta/generated/area';
import { holds } from './conditions';
import { EntityStore, type EntityRecord } from './store';
import { valuesOf } from './transitionRun';
import type { EntityModel } from './types';

export interface VersionPlan {
  /** The version number field of the current record. */
  field: string;
  /** The entity keeping the old versions. */
  history: EntityModel;
  /** The history's field holding the current record's key. */
  by: string;
  when?: Condition;
  set?: TransitionSet;
}

/**
 * The version plan of an entity, or undefined when the document declares none. Throws when the history entity is
 * unknown (the schema check reports it first, at its position: unknownEntity).
 */
export function versionPlan(doc: AreaDocument, entity: string, models: Map<string, EntityModel>): VersionPlan | undefined {
  const decl = doc.entities?.[entity]?.versions;
  if (!decl) return undefined;
  const history = models.get(decl.history);
  if (!history) throw new Error(`${doc.area}: entity "${entity}" keeps its versions in the unknown entity "${decl.history}"`);
  return { field: decl.field, history, by: decl.by, when: decl.when, set: decl.set };
}

const versionOf = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/** Values of a create: version 1. */
export function firstVersion(plan: VersionPlan, values: EntityRecord): void {
  values[plan.field] = 1;
}

/**
 * For an update of `current` (key `id`) to `values`: null when the record is not versioned now (`when` does not
 * hold); else bumps the version in `values` and returns the write of the old version, to run in the update's
 * transaction.
 */
export function archiveWrite(
  plan: VersionPlan,
  store: EntityStore,
  id: number,
  current: EntityRecord,
  values: EntityRecord,
  user: UserRow | null,
  now: number,
): (() => void) | null {
  if (plan.when && !holds(plan.when, current)) return null;
  const history = new EntityStore(store.db, plan.history);
  const copy: EntityRecord = {};
  for (const field of plan.history.fields) {
    if (field.name === plan.history.rowKey || field.name === plan.by) continue;
    if (store.model.byName.has(field.name)) copy[field.name] = current[field.name];
  }
  copy[plan.by] = id;
  copy[plan.field] = versionOf(current[plan.field]);
  Object.assign(
    copy,
    valuesOf(plan.set, current, values, { user: user ? { name: user.name, id: user.user_id } : null, time: formatChinaTime(now) }),
  );
  values[plan.field] = versionOf(current[plan.field]) + 1;
  return () => {
    history.insert(copy);
  };
}

/** Removes the history of deleted records, in the delete's transaction. */
export function removeHistory(plan: VersionPlan, store: EntityStore, ids: number[]): void {
  if (ids.length === 0) return;
  const history = new EntityStore(store.db, plan.history);
  store.db.prepare(`DELETE FROM ${history.table} WHERE ${history.col(plan.by)} IN (${ids.map(() => '?').join(', ')})`).run(...ids);
}

/** The entities that keep other entities' versions: they hold what versioning writes (and curated seed rows), never generated rows. */
export function historyEntities(docs: AreaDocument[]): string[] {
  return docs.flatMap((doc) => Object.values(doc.entities ?? {}).flatMap((decl) => (decl.versions ? [decl.versions.history] : [])));
}
