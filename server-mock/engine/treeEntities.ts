/**
 * Tree entities: an entity shown by a list view with `tree` (parentField) is a tree. The engine then serves,
 * without code, what a tree needs: a list call without a parent and without any filter answers the top level
 * (parent NULL, 0 or ''); `<parentField>=<key>` answers that record's children (every list endpoint of the
 * entity); each row carries `hasChildren`; an update refuses a move under the record itself or one of its
 * descendants; a delete refuses a record that still has children.
 */
import type { ListView } from '../../schemas/meta/generated/area';
import type { Envelope } from '../http/envelope';
import { queryValues, type QueryValues } from './filters';
import { entityOf } from './entityModel';
import { runList } from './listQuery';
import { okAt } from './resultPaths';
import type { EntityRecord, EntityStore } from './store';
import { quote } from './storage';
import type { EntityHooks, EntityModel, ListBinding, LoadedArea } from './types';
import { badRequest } from './requestParts';

export interface TreeSpec {
  parentField: string;
  hasChildrenField: string;
  /** The field naming a record in messages: the tree list's first column. */
  labelField: string;
}

/** The tree of each entity that a list view with `tree` shows (its parent field must be a field of the entity). */
export function treeSpecs(areas: LoadedArea[], models: Map<string, EntityModel>): Map<string, TreeSpec> {
  const specs = new Map<string, TreeSpec>();
  for (const { doc } of areas) {
    for (const view of Object.values(doc.views)) {
      if (view.kind !== 'list' || !(view as ListView).tree) continue;
      const list = view as ListView;
      const model = models.get(entityOf(doc, list.endpoint));
      if (!model || !model.byName.has(list.tree!.parentField)) continue;
      specs.set(model.entity, {
        parentField: list.tree!.parentField,
        hasChildrenField: list.tree!.hasChildrenField ?? 'hasChildren',
        labelField: list.columns.find((c) => c.dataIndex && model.byName.has(c.dataIndex))?.dataIndex ?? model.rowKey,
      });
    }
  }
  return specs;
}

/** The list binding of a tree entity: the parent field is always an equality filter. */
export function treeListBinding(binding: ListBinding, model: EntityModel, spec: TreeSpec): ListBinding {
  if (binding.filters.some((f) => f.params.includes(spec.parentField))) return binding;
  return {
    ...binding,
    filters: [...binding.filters, { field: model.byName.get(spec.parentField)!, match: 'eq', params: [spec.parentField] }],
  };
}

/** The extra condition of a list call: the top level when the call names no parent and fills no filter. */
export function topLevelCondition(binding: ListBinding, spec: TreeSpec, values: QueryValues) {
  const filled = binding.filters.some((f) => f.params.some((p) => values(p).length > 0)) || values(spec.parentField).length > 0;
  if (filled) return undefined;
  const col = quote(spec.parentField);
  return { sql: [`(${col} IS NULL OR ${col} = 0 OR ${col} = '')`], args: [] };
}

/** The rows with `hasChildren` set from one grouped count. */
export function withHasChildren(store: EntityStore, spec: TreeSpec, rows: EntityRecord[]): EntityRecord[] {
  const keys = rows.map((r) => r[store.model.rowKey]).filter((k) => k !== null && k !== undefined);
  if (keys.length === 0) return rows;
  const col = quote(spec.parentField);
  const counts = store
    .prepare(`SELECT ${col} AS p, COUNT(*) AS n FROM ${store.table} WHERE ${col} IN (${keys.map(() => '?').join(', ')}) GROUP BY ${col}`)
    .all(...keys) as { p: unknown; n: number }[];
  const withKids = new Set(counts.map((c) => String(c.p)));
  return rows.map((r) => ({ ...r, [spec.hasChildrenField]: withKids.has(String(r[store.model.rowKey])) }));
}

/** The keys of every descendant of a record. */
export function descendantKeys(store: EntityStore, spec: TreeSpec, key: number): Set<string> {
  const col = quote(spec.parentField);
  const rowKey = quote(store.model.rowKey);
  const rows = store
    .prepare(
      `WITH RECURSIVE sub(k) AS (SELECT ${rowKey} FROM ${store.table} WHERE ${col} = ? UNION SELECT t.${rowKey} FROM ${store.table} t JOIN sub ON t.${col} = sub.k) SELECT k FROM sub`,
    )
    .all(key) as { k: unknown }[];
  return new Set(rows.map((r) => String(r.k)));
}

const blank = (v: unknown) => v === null || v === undefined || v === '' || v === 0;

/** Hooks that keep the tree whole, run before the entity's own hooks. */
export function treeHooks(store: EntityStore, spec: TreeSpec, own: EntityHooks = {}): EntityHooks {
  const rowKey = store.model.rowKey;
  const label = (r: EntityRecord) => String(r[spec.labelField] ?? r[rowKey]);
  return {
    ...own,
    beforeCreate(values, entityStore) {
      const parent = values[spec.parentField];
      if (!blank(parent) && !store.find(Number(parent))) return '上级不存在或已被删除';
      return own.beforeCreate?.(values, entityStore);
    },
    beforeUpdate(current, values, entityStore) {
      const parent = values[spec.parentField];
      if (parent !== undefined && !blank(parent) && String(parent) !== String(current[spec.parentField])) {
        const key = Number(current[rowKey]);
        if (String(parent) === String(key) || descendantKeys(store, spec, key).has(String(parent))) {
          return `不能将「${label(current)}」移动到其自身或其下级之下`;
        }
        if (!store.find(Number(parent))) return '上级不存在或已被删除';
      }
      return own.beforeUpdate?.(current, values, entityStore);
    },
    beforeDelete(records, deleting) {
      const col = quote(spec.parentField);
      for (const r of records) {
        const n = store.count(`WHERE ${col} = ?`, [r[rowKey]]);
        if (n > 0) return `「${label(r)}」下还有 ${n} 个下级，请先删除或移走下级`;
      }
      return own.beforeDelete?.(records, deleting);
    },
  };
}

/** The list handler of a tree entity: top level by default, children by parent, `hasChildren` on each row. */
export function treeListHandler(store: EntityStore, binding: ListBinding, spec: TreeSpec) {
  return (req: { query: Record<string, string>; queryAll?: Record<string, string[]> }): Envelope => {
    const values = queryValues(req.query, req.queryAll);
    const outcome = runList(store, binding, values, topLevelCondition(binding, spec, values));
    if (!outcome.ok) return badRequest(outcome.msg);
    return okAt([
      [binding.result.list, withHasChildren(store, spec, outcome.rows)],
      [binding.result.total, outcome.total],
    ]);
  };
}
