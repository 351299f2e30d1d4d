/**
 * Value type tree: a checkbox tree over a tree dictionary (permissions). The value is the array of checked
 * keys; with tree.halfCheckedField the half-checked ancestors go to that form field. Parents and children
 * check together unless tree.cascade is false. 展开全部 / 收起全部, and a search that keeps the ancestors of
 * each match (other nodes are hidden, never removed, so checking a parent still checks its hidden children).
 */
import { Button, Empty, Input, Space, Spin, Tree, Typography } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useDictionary } from '../core/dictionaries';
import { ConfigError } from './ConfigError';
import { toList } from './empty';
import { allKeys, branchKeys, leafKeys, searchTree, toTreeNodes, type TreeKey, type TreeNode } from './treeNodes';
import type { EditProps, ReadProps, ValueTypeSpec } from './types';

function TreeRead({ field, value, record, area }: ReadProps) {
  const { items } = useDictionary(area, field.dictionary, { record });
  const nodes = useMemo(() => toTreeNodes(items), [items]);
  const keys = toList(value);
  const count = nodes.length ? leafKeys(nodes, keys).length : keys.length;
  return <>{`已选 ${count} 项`}</>;
}

/** The tree data with the nodes outside a search hidden by style (their check state is kept). */
const HIDDEN = { display: 'none' } as const;
/**
 * A fixed height makes the tree a virtual list: only the rows in view are drawn, whatever the catalogue's size. While
 * a search hides nodes the list is plain (a virtual list counts the hidden rows into its window) in a box as high.
 */
const TREE_HEIGHT = 400;

function withVisibility(nodes: readonly TreeNode[], visible: Set<TreeKey> | null): (TreeNode & { style?: typeof HIDDEN })[] {
  if (!visible) return nodes as TreeNode[];
  return nodes.map((n) => ({
    ...n,
    style: visible.has(n.key) ? undefined : HIDDEN,
    children: n.children ? withVisibility(n.children, visible) : undefined,
  }));
}

function TreeEdit(props: EditProps) {
  if (!props.field.dictionary) return <ConfigError message={`字段 "${props.field.title ?? ''}" 缺少字典（dictionary）`} />;
  return <CheckTree {...props} dictionary={props.field.dictionary} />;
}

function CheckTree({
  field,
  area,
  dictionary,
  scope,
  value,
  onChange,
  setFormValue,
  disabled,
  readOnly,
  componentProps,
}: EditProps & { dictionary: string }) {
  const { items, loading, error } = useDictionary(area, dictionary, scope);
  const nodes = useMemo(() => toTreeNodes(items), [items]);
  const branches = useMemo(() => branchKeys(nodes), [nodes]);
  /** Each key by its text, so a value's "12" finds the tree's 12 without a walk per key. */
  const keyOf = useMemo(() => new Map(allKeys(nodes).map((k) => [String(k), k])), [nodes]);
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const [text, setText] = useState('');
  const search = useMemo(() => (text.trim() ? searchTree(nodes, text) : null), [nodes, text]);
  const treeData = useMemo(() => withVisibility(nodes, search?.visible ?? null), [nodes, search]);
  const cascade = field.tree?.cascade !== false;
  const checked = useMemo(() => toList(value).map((k) => keyOf.get(String(k)) ?? (k as TreeKey)), [value, keyOf]);
  const initialExpanded = useMemo(
    () => (field.tree?.expandAll ? branches : nodes.map((n) => n.key)),
    [field.tree?.expandAll, branches, nodes],
  );
  const shownExpanded = search ? search.expand : (expanded ?? initialExpanded);

  if (loading && nodes.length === 0) return <Spin size="small" />;
  if (error) return <Typography.Text type="danger">{error}</Typography.Text>;
  if (nodes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />;
  return (
    <div className="schema-tree" aria-label={field.title} role="group">
      <Space style={{ marginBottom: 8 }} wrap>
        <Button size="small" onClick={() => setExpanded(branches)}>
          展开全部
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          收起全部
        </Button>
        {field.tree?.search ? (
          <Input.Search
            allowClear
            size="small"
            placeholder={`搜索${field.title ?? ''}`}
            style={{ width: 220 }}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        ) : null}
        <Typography.Text type="secondary">{`已选 ${leafKeys(nodes, checked).length} 项`}</Typography.Text>
        {search && search.matches === 0 ? <Typography.Text type="secondary">无匹配项</Typography.Text> : null}
      </Space>
      <div
        style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 8, maxHeight: search ? TREE_HEIGHT : undefined, overflow: 'auto' }}
      >
        <Tree
          checkable
          height={search ? undefined : TREE_HEIGHT}
          selectable={false}
          checkStrictly={!cascade}
          treeData={treeData}
          expandedKeys={shownExpanded}
          onExpand={(keys) => setExpanded(keys)}
          disabled={disabled || readOnly}
          {...componentProps}
          checkedKeys={checked}
          onCheck={(next, info) => {
            const keys = (Array.isArray(next) ? next : next.checked) as TreeKey[];
            onChange(keys.length ? keys : undefined);
            const half = field.tree?.halfCheckedField;
            if (half && setFormValue) setFormValue(half, cascade ? ((info.halfCheckedKeys ?? []) as TreeKey[]) : []);
          }}
        />
      </div>
    </div>
  );
}

export const treeTypes = {
  tree: { Read: TreeRead, Edit: TreeEdit },
} satisfies Record<string, ValueTypeSpec>;
