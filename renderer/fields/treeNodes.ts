/** Tree dictionaries as antd tree data, and the look-ups the tree value types share (pure functions). */
import type { DictionaryItem } from '../../schemas/meta/generated/area';

export type TreeKey = string | number;

export interface TreeNode {
  key: TreeKey;
  value: TreeKey;
  title: string;
  disabled?: boolean;
  isLeaf?: boolean;
  children?: TreeNode[];
}

/** Dictionary items → antd tree data (key = value = the item's value). */
export function toTreeNodes(items: readonly DictionaryItem[]): TreeNode[] {
  return items.map((item) => {
    const node: TreeNode = { key: item.value as TreeKey, value: item.value as TreeKey, title: item.label };
    if (item.disabled) node.disabled = true;
    if (item.children?.length) node.children = toTreeNodes(item.children);
    return node;
  });
}

/** Every key of a tree, depth first. */
export function allKeys(nodes: readonly TreeNode[]): TreeKey[] {
  return nodes.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);
}

/** Keys of the nodes that have children (what "expand all" opens). */
export function branchKeys(nodes: readonly TreeNode[]): TreeKey[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.key, ...branchKeys(n.children)] : []));
}

/**
 * A search over a tree: the keys of the matching nodes and of their ancestors (so the match is seen in
 * place), and the ancestors to expand. An empty text matches everything.
 */
export function searchTree(nodes: readonly TreeNode[], text: string): { visible: Set<TreeKey>; expand: TreeKey[]; matches: number } {
  const wanted = text.trim().toLowerCase();
  const visible = new Set<TreeKey>();
  const expand: TreeKey[] = [];
  let matches = 0;
  const walk = (list: readonly TreeNode[]): boolean => {
    let any = false;
    for (const node of list) {
      const self = wanted === '' || node.title.toLowerCase().includes(wanted);
      const below = walk(node.children ?? []);
      if (self) matches += 1;
      if (self || below) {
        visible.add(node.key);
        any = true;
      }
      if (below && wanted !== '') expand.push(node.key);
    }
    return any;
  };
  walk(nodes);
  return { visible, expand, matches };
}

/** The path of titles from a root to the node of `key`, or [] when the tree does not hold it. */
export function titlePath(nodes: readonly TreeNode[], key: unknown): string[] {
  for (const node of nodes) {
    if (String(node.key) === String(key)) return [node.title];
    const below = titlePath(node.children ?? [], key);
    if (below.length) return [node.title, ...below];
  }
  return [];
}

/** The key as the tree holds it ("12" → 12 when the tree's key is the number 12). */
export function treeKeyOf(nodes: readonly TreeNode[], key: unknown): TreeKey | undefined {
  for (const node of nodes) {
    if (String(node.key) === String(key)) return node.key;
    const below = treeKeyOf(node.children ?? [], key);
    if (below !== undefined) return below;
  }
  return undefined;
}

/** Leaf keys among `keys` (the checked permissions a reader counts). */
export function leafKeys(nodes: readonly TreeNode[], keys: readonly unknown[]): TreeKey[] {
  const wanted = new Set(keys.map(String));
  const out: TreeKey[] = [];
  const walk = (list: readonly TreeNode[]) => {
    for (const n of list) {
      if (n.children?.length) walk(n.children);
      else if (wanted.has(String(n.key))) out.push(n.key);
    }
  };
  walk(nodes);
  return out;
}
