/**
 * Tree rows of a list view (`tree`): rows carry their children under `children` (antd's tree data). With
 * `childrenField` the answer nests them already; otherwise a row whose hasChildren flag is set gets an empty
 * `children` (so it shows the expand icon) and its children are loaded when it is expanded: the list endpoint
 * again with `parentField` = the row's key. A reload keeps the expanded rows expanded (their children are
 * loaded again, level by level).
 */
import type { ListTree } from '../../schemas/meta/generated/area';
import { pickPath } from '../core/endpoint';

export type TreeRow = Record<string, unknown> & { children?: TreeRow[] };

/** How many children one expansion asks for (the list endpoint's page size parameter). */
export const CHILD_PAGE_SIZE = 500;

/** Rows of an answer, shaped for the table: nested children as `children`, or an empty one when more can be loaded. */
export function shapeTreeRows(rows: Record<string, unknown>[], tree: ListTree): TreeRow[] {
  return rows.map((row) => {
    if (tree.childrenField) {
      const nested = pickPath(row, tree.childrenField);
      const { [tree.childrenField]: _drop, ...rest } = row;
      return Array.isArray(nested) && nested.length
        ? { ...rest, children: shapeTreeRows(nested as Record<string, unknown>[], tree) }
        : rest;
    }
    const { children: _old, ...rest } = row;
    return pickPath(row, tree.hasChildrenField ?? 'hasChildren') ? { ...rest, children: [] } : rest;
  });
}

/** The rows with the children of the row of `key` replaced. */
export function withChildren(rows: TreeRow[], key: string, rowKey: (row: TreeRow) => string, children: TreeRow[]): TreeRow[] {
  return rows.map((row) => {
    if (rowKey(row) === key) return { ...row, children };
    return row.children?.length ? { ...row, children: withChildren(row.children, key, rowKey, children) } : row;
  });
}

/** Loads again the children of every expanded row (parents before children), so a reload keeps the tree open. */
export async function reloadExpanded(
  rows: TreeRow[],
  expanded: ReadonlySet<string>,
  rowKey: (row: TreeRow) => string,
  load: (key: string) => Promise<TreeRow[]>,
): Promise<TreeRow[]> {
  return Promise.all(
    rows.map(async (row) => {
      const key = rowKey(row);
      if (!expanded.has(key) || !row.children) return row;
      const children = await load(key);
      return { ...row, children: await reloadExpanded(children, expanded, rowKey, load) };
    }),
  );
}
