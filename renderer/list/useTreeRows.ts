/** The tree rows of a list view with `tree`: shaping each answer, loading children on expand, keeping rows open. */
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { Endpoint, ListView as ListViewSpec } from '../../schemas/meta/generated/area';
import { callEndpoint, errorMessage } from '../core/endpoint';
import { useRendererServices } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';
import { toPageParams } from './listQuery';
import { toProTableResult } from './toProTableResult';
import { CHILD_PAGE_SIZE, reloadExpanded, shapeTreeRows, withChildren, type TreeRow } from './treeRows';

interface Options {
  area: ResolvedArea;
  view: ListViewSpec;
  endpoint: Endpoint;
  params: Record<string, string>;
  rowKey: (row: TreeRow) => string;
  setRows: Dispatch<SetStateAction<TreeRow[]>>;
}

export function useTreeRows({ area, view, endpoint, params, rowKey, setRows }: Options) {
  const services = useRendererServices();
  const tree = view.tree;
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  const expanded = useRef(new Set<string>());

  const loadChildren = async (key: string): Promise<TreeRow[]> => {
    const search = { [tree!.parentField]: key, ...toPageParams(endpoint, 1, CHILD_PAGE_SIZE) };
    const body = await callEndpoint(services, area, view.endpoint, { params, search });
    return shapeTreeRows(toProTableResult(body, endpoint).data, tree!);
  };

  const setOpen = (key: string, open: boolean) => {
    if (open) expanded.current.add(key);
    else expanded.current.delete(key);
    setExpandedKeys([...expanded.current]);
  };

  /** An answer's rows as the table shows them (children of the rows left open loaded again). */
  const shape = async (rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> => {
    if (!tree) return rows;
    const shaped = shapeTreeRows(rows, tree);
    return tree.childrenField ? shaped : reloadExpanded(shaped, expanded.current, rowKey, loadChildren);
  };

  const expandable = tree
    ? {
        expandedRowKeys: expandedKeys,
        onExpand: async (open: boolean, record: TreeRow) => {
          const key = rowKey(record);
          setOpen(key, open);
          if (!open || tree.childrenField || (record.children && record.children.length > 0)) return;
          try {
            const children = await loadChildren(key);
            setRows((rows) => withChildren(rows, key, rowKey, children));
          } catch (failure) {
            setOpen(key, false);
            services.message.error(`下级加载失败：${errorMessage(failure)}`);
          }
        },
      }
    : undefined;

  return { shape, expandable };
}
