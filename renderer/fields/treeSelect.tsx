/**
 * Value type treeSelect: one node (or several with tree.multiple) of a tree dictionary. Reads as the
 * node's title path (省 / 市 / 区); edits as antd TreeSelect with search (tree.search) and, for a
 * dictionary with `lazy`, children loaded when a node is expanded.
 */
import { TreeSelect, Typography } from 'antd';
import { useMemo } from 'react';
import { useDictionary } from '../core/dictionaries';
import { ConfigError } from './ConfigError';
import { toList } from './empty';
import { selectPlaceholder } from './placeholders';
import { titlePath, toTreeNodes, treeKeyOf } from './treeNodes';
import type { EditProps, ReadProps, ValueTypeSpec } from './types';
import { LAZY_ROOT, useLazyTree } from './useLazyTree';

function TreeSelectRead({ field, value, record, area }: ReadProps) {
  const { items } = useDictionary(area, field.dictionary, { record });
  const nodes = useMemo(() => toTreeNodes(items), [items]);
  const labels = toList(value).map((v) => {
    const path = titlePath(nodes, v);
    return path.length ? path.join(' / ') : String(v);
  });
  return <>{labels.join('、')}</>;
}

const missingDictionary = (props: EditProps) => <ConfigError message={`字段 "${props.field.title ?? ''}" 缺少字典（dictionary）`} />;

function TreeSelectEdit(props: EditProps) {
  const name = props.field.dictionary;
  if (!name) return missingDictionary(props);
  return props.area.dictionaries?.[name]?.lazy ? (
    <LazyTreeSelect {...props} dictionary={name} />
  ) : (
    <StaticTreeSelect {...props} dictionary={name} />
  );
}

type TreeSelectValue = string | number | (string | number)[] | undefined;

function commonProps({ field, disabled, readOnly, onChange }: EditProps) {
  const multiple = field.tree?.multiple === true;
  return {
    style: { width: '100%' },
    allowClear: true,
    multiple,
    showSearch: field.tree?.search === true,
    treeNodeFilterProp: 'title',
    placeholder: selectPlaceholder(field),
    'aria-label': field.title,
    disabled: disabled || readOnly,
    popupMatchSelectWidth: false,
    listHeight: 320,
    onChange: (v: TreeSelectValue) => onChange(v === undefined || (Array.isArray(v) && v.length === 0) ? undefined : v),
  };
}

function StaticTreeSelect(props: EditProps & { dictionary: string }) {
  const { area, dictionary, scope, value, field, componentProps } = props;
  const { items, loading, error } = useDictionary(area, dictionary, scope);
  const treeData = useMemo(() => toTreeNodes(items), [items]);
  const normalise = (v: unknown) => treeKeyOf(treeData, v) ?? (v as string | number);
  const shown = field.tree?.multiple
    ? toList(value).map(normalise)
    : value === undefined || value === null || value === ''
      ? undefined
      : normalise(value);
  return (
    <>
      <TreeSelect loading={loading} treeData={treeData} {...commonProps(props)} {...componentProps} value={shown} />
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </>
  );
}

function LazyTreeSelect(props: EditProps & { dictionary: string }) {
  const { area, dictionary, scope, value, field, componentProps } = props;
  const { nodes, loading, error, loadChildren } = useLazyTree(area, dictionary, scope);
  const normalise = (v: unknown) => nodes.find((n) => String(n.value) === String(v))?.value ?? (v as string | number);
  const shown = field.tree?.multiple
    ? toList(value).map(normalise)
    : value === undefined || value === null || value === ''
      ? undefined
      : normalise(value);
  return (
    <>
      <TreeSelect
        loading={loading}
        treeDataSimpleMode={{ id: 'id', pId: 'pId', rootPId: LAZY_ROOT }}
        treeData={nodes}
        loadData={(node) => loadChildren((node as unknown as { value: string | number }).value)}
        {...commonProps(props)}
        {...componentProps}
        value={shown}
      />
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </>
  );
}

export const treeSelectTypes = {
  treeSelect: { Read: TreeSelectRead, Edit: TreeSelectEdit },
} satisfies Record<string, ValueTypeSpec>;
