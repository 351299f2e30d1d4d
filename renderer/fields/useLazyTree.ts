/**
 * The nodes of a dictionary with `lazy`: the top level (with whatever children the answer nests, e.g. the
 * branch of the current value) from the dictionary's endpoint, then each node's children from the lazy
 * endpoint with the node's value as `lazy.param` when it is expanded. Nodes are kept flat (id, parent).
 */
import { useMemo, useState } from 'react';
import type { Dictionary } from '../../schemas/meta/generated/area';
import { toDictionaryItems } from '../core/dictionaries';
import { errorMessage, pickPath, type ValueScope } from '../core/endpoint';
import { planEndpoint, useEndpointData, useFetchIntoCache } from '../core/viewData';
import { useRendererServices } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';

export const LAZY_ROOT = '__root__';

export interface FlatTreeNode {
  id: string | number;
  pId: string | number;
  value: string | number;
  title: string;
  isLeaf: boolean;
}

function flatten(list: unknown, dict: Dictionary, name: string, parent: string | number): FlatTreeNode[] {
  if (!Array.isArray(list)) throw new Error(`字典 "${name}" 的接口没有返回列表`);
  const items = toDictionaryItems(list, dict, name);
  const hasChildrenKey = dict.lazy?.hasChildrenKey ?? 'hasChildren';
  return items.flatMap((item, i) => {
    const raw = list[i] as Record<string, unknown>;
    const value = item.value as string | number;
    const nested = pickPath(raw, dict.childrenKey ?? 'children');
    const node: FlatTreeNode = {
      id: value,
      pId: parent,
      value,
      title: item.label,
      isLeaf: !pickPath(raw, hasChildrenKey) && !Array.isArray(nested),
    };
    return [node, ...(Array.isArray(nested) && nested.length ? flatten(nested, dict, name, value) : [])];
  });
}

export function useLazyTree(area: ResolvedArea, name: string, scope: ValueScope = {}) {
  const services = useRendererServices();
  const dict = area.dictionaries?.[name];
  const top = useEndpointData(area, dict?.endpoint, scope);
  const fetchIntoCache = useFetchIntoCache();
  /** Branches loaded on expand, by parent value; a new top level starts them afresh. */
  const [branches, setBranches] = useState<Map<string, FlatTreeNode[]>>(() => new Map());
  const [branchesOf, setBranchesOf] = useState(top.data);
  if (branchesOf !== top.data) {
    setBranchesOf(top.data);
    setBranches(new Map());
  }

  let topNodes: FlatTreeNode[] = [];
  let shapeError: string | undefined;
  if (dict && top.data !== undefined) {
    try {
      topNodes = flatten(pickPath(top.data, area.endpoints[dict.endpoint!]?.result?.list ?? 'data.results'), dict, name, LAZY_ROOT);
    } catch (e) {
      shapeError = errorMessage(e);
    }
  }
  /** New nodes replace the ones of the same id; earlier loaded branches stay. */
  const nodes = useMemo(() => {
    const byId = new Map(topNodes.map((n) => [String(n.id), n]));
    for (const list of branches.values()) for (const n of list) byId.set(String(n.id), { ...byId.get(String(n.id)), ...n });
    return [...byId.values()];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [top.data, branches]);
  const nested = new Set(topNodes.filter((n) => n.pId !== LAZY_ROOT).map((n) => String(n.pId)));

  /** Loads the children of one node (once). */
  const loadChildren = async (value: string | number) => {
    if (!dict?.lazy || nested.has(String(value)) || branches.has(String(value))) return;
    const endpointName = dict.lazy.endpoint ?? dict.endpoint!;
    const planned = planEndpoint(services, area, endpointName, { ...scope, search: { [dict.lazy.param]: value } });
    if (!planned.key) throw new Error(planned.error ?? `字典 "${name}" 无法加载下级`);
    const body = await fetchIntoCache(planned.key, planned.call);
    const children = flatten(pickPath(body, area.endpoints[endpointName]?.result?.list ?? 'data.results'), dict, name, value);
    setBranches((current) => new Map(current).set(String(value), children));
  };

  const failure = top.error !== undefined ? errorMessage(top.error) : shapeError;
  return { nodes, loading: Boolean(dict?.endpoint) && top.data === undefined && failure === undefined, error: failure, loadChildren };
}
