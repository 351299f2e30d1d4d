/**
 * The nodes of a dictionary with `lazy`: the top level (with whatever children the answer nests, e.g. the
 * branch of the current value) from the dictionary's endpoint, then each node's children from the lazy
 * endpoint with the node's value as `lazy.param` when it is expanded. Nodes are kept flat (id, parent).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Dictionary } from '../../schemas/meta/generated/area';
import { toDictionaryItems } from '../core/dictionaries';
import { callEndpoint, errorMessage, pickPath, type ValueScope } from '../core/endpoint';
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
    const node: FlatTreeNode = { id: value, pId: parent, value, title: item.label, isLeaf: !pickPath(raw, hasChildrenKey) && !Array.isArray(nested) };
    return [node, ...(Array.isArray(nested) && nested.length ? flatten(nested, dict, name, value) : [])];
  });
}

export function useLazyTree(area: ResolvedArea, name: string, scope: ValueScope = {}) {
  const services = useRendererServices();
  const dict = area.dictionaries?.[name];
  const [nodes, setNodes] = useState<FlatTreeNode[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const loaded = useRef(new Set<string>());
  const scopeKey = JSON.stringify(scope.form ?? {});

  /** New nodes replace the ones of the same id; earlier loaded branches stay. */
  const merge = useCallback((incoming: FlatTreeNode[]) => {
    setNodes((current) => {
      const byId = new Map(current.map((n) => [String(n.id), n]));
      for (const n of incoming) byId.set(String(n.id), { ...byId.get(String(n.id)), ...n });
      return [...byId.values()];
    });
  }, []);

  useEffect(() => {
    if (!dict?.endpoint) return;
    let alive = true;
    setLoading(true);
    callEndpoint(services, area, dict.endpoint, scope)
      .then((body) => {
        if (!alive) return;
        const list = pickPath(body, area.endpoints[dict.endpoint!]?.result?.list ?? 'data.results');
        const flat = flatten(list, dict, name, LAZY_ROOT);
        for (const n of flat) if (n.pId !== LAZY_ROOT) loaded.current.add(String(n.pId));
        merge(flat);
        setError(undefined);
      })
      .catch((e: unknown) => alive && setError(errorMessage(e)))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [area, name, scopeKey]);

  /** Loads the children of one node (once). */
  const loadChildren = useCallback(
    async (value: string | number) => {
      if (!dict?.lazy || loaded.current.has(String(value))) return;
      const endpointName = dict.lazy.endpoint ?? dict.endpoint!;
      const body = await callEndpoint(services, area, endpointName, { ...scope, search: { [dict.lazy.param]: value } });
      loaded.current.add(String(value));
      merge(flatten(pickPath(body, area.endpoints[endpointName]?.result?.list ?? 'data.results'), dict, name, value));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [area, name, scopeKey, merge],
  );

  return { nodes, loading, error, loadChildren };
}
