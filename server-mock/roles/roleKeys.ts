/**
 * Permission keys of roles over the catalogue's permission tree: which keys exist, the half-checked ancestors of a
 * set of checked keys (a node is half-checked when some but not all of its leaves are checked, as antd's Tree
 * reports them), and the checked keys of "these groups / pages, with these actions" for the seeded roles.
 */
import { permissionTree, type PermissionNode } from '../catalogue/permissionTree';

const leavesOf = (node: PermissionNode): string[] => (node.children?.length ? node.children.flatMap(leavesOf) : [node.key]);

/** Checked keys normalised: a parent is checked exactly when all its leaves are; the half-checked keys beside them. */
export function normaliseKeys(
  checked: readonly string[],
  tree: PermissionNode[] = permissionTree(),
): { checked: string[]; half: string[] } {
  const leaves = new Set<string>();
  const given = new Set(checked);
  // A checked parent stands for all its leaves (a client may send only the parent).
  const walkGiven = (nodes: PermissionNode[], inherited: boolean) => {
    for (const n of nodes) {
      const on = inherited || given.has(n.key);
      if (n.children?.length) walkGiven(n.children, on);
      else if (on) leaves.add(n.key);
    }
  };
  walkGiven(tree, false);
  const out: string[] = [];
  const half: string[] = [];
  const walk = (nodes: PermissionNode[]) => {
    for (const n of nodes) {
      const all = leavesOf(n);
      const held = all.filter((k) => leaves.has(k)).length;
      if (held === all.length) out.push(n.key);
      else if (held > 0) half.push(n.key);
      if (n.children?.length) walk(n.children);
    }
  };
  walk(tree);
  return { checked: out, half };
}

/** Keys that are not in the tree. */
export function unknownKeys(keys: readonly string[], tree: PermissionNode[] = permissionTree()): string[] {
  const known = new Set<string>();
  const walk = (nodes: PermissionNode[]) => nodes.forEach((n) => (known.add(n.key), walk(n.children ?? [])));
  walk(tree);
  return keys.filter((k) => !known.has(k));
}

/**
 * The leaves of some groups or pages (by menu id), keeping only the button codes whose action is in `actions`
 * (all actions when absent); pages without buttons are leaves themselves.
 */
export function leavesUnder(ids: readonly string[], actions?: readonly string[], tree: PermissionNode[] = permissionTree()): string[] {
  const wanted = new Set(ids);
  const out: string[] = [];
  const walk = (nodes: PermissionNode[], inside: boolean) => {
    for (const n of nodes) {
      const on = inside || wanted.has(n.key);
      if (n.children?.length) walk(n.children, on);
      else if (on && (!actions || !/^[A-Z]{4}\d{8}$/.test(n.key) || actions.includes(n.key.slice(-4)))) out.push(n.key);
    }
  };
  walk(tree, false);
  return out;
}
