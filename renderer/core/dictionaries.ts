/**
 * Dictionaries: static items, or items loaded from an endpoint. Loaded ones live in the data layer (SWR) under
 * `areaKey(area, "dictionary:<name>", call)`, kept for the session's cache (unless `cache: "none"`: loaded at each
 * use), so search filters, cells and forms share one load;
 * a dictionary whose call depends on a form field, another search field or a cell of the same row
 * ({"field": "provinceCode"}, {"search": "parkId"}, {"row": "parkId"}) reloads when it changes; with
 * `requiresParent` it does not load at all while such a value is empty (the control asks for the parent first).
 */
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import type { Cache, ScopedMutator } from 'swr';
import type { Dictionary, DictionaryItem, Endpoint } from '../../schemas/meta/generated/area';
import { evaluateExpression } from '../../schemas/meta/lib/expressions';
import { buildCall, endpointOf, errorMessage, pickPath, resolveSource, type ValueScope } from './endpoint';
import { useRendererServices, type RendererServices } from './services';
import { areaKey, type AreaKey } from './dataKeys';
import { takePrefetched } from './prefetched';
import type { ResolvedArea } from './viewProps';

export interface DictionaryState {
  items: DictionaryItem[];
  loading: boolean;
  error?: string;
  /** A `requiresParent` dictionary whose parent values are empty: their names (nothing is loaded). */
  waitingFor?: string[];
}

type Plan =
  | { kind: 'static'; items: DictionaryItem[] }
  | { kind: 'error'; error: string }
  | { kind: 'waiting'; parents: string[] }
  | { kind: 'load'; key: AreaKey; hash: string; cacheable: boolean; load: () => Promise<DictionaryItem[]> };

/** The data layer's cache and mutate (`useSWRConfig()`): what a load outside a hook goes through. */
export interface DataCache {
  cache: Cache;
  mutate: ScopedMutator;
}

/** The record each loaded item was made from (an expression's {"option": …} reads its other properties). */
const itemRecords = new WeakMap<DictionaryItem, Record<string, unknown>>();

/** The whole record behind a dictionary item: the loaded record, or the static item itself. */
export function optionRecord(item: DictionaryItem): Record<string, unknown> {
  return itemRecords.get(item) ?? (item as unknown as Record<string, unknown>);
}

/** Loaded records → items, by the dictionary's labelKey (or computed `label`) / valueKey / statusKey / childrenKey. */
export function toDictionaryItems(list: unknown, dict: Dictionary, name: string): DictionaryItem[] {
  if (!Array.isArray(list)) throw new Error(`字典 "${name}" 的接口没有返回列表`);
  return list.map((raw) => {
    const record = (raw ?? {}) as Record<string, unknown>;
    const value = pickPath(record, dict.valueKey ?? 'value') as DictionaryItem['value'];
    const label = (dict.label && evaluateExpression(dict.label, { values: record })) ?? pickPath(record, dict.labelKey ?? 'label');
    const item: DictionaryItem = { value, label: label === undefined || label === null ? String(value) : String(label) };
    const status = pickPath(record, dict.statusKey ?? 'status');
    if (typeof status === 'string') item.status = status as DictionaryItem['status'];
    const color = dict.colorKey ? pickPath(record, dict.colorKey) : undefined;
    if (typeof color === 'string' && color !== '') item.color = color;
    const children = pickPath(record, dict.childrenKey ?? 'children');
    if (Array.isArray(children) && children.length > 0) item.children = toDictionaryItems(children, dict, name);
    itemRecords.set(item, record);
    return item;
  });
}

const PARENT_KINDS = ['field', 'search', 'row'] as const;

/** The parents ({"field"}, {"search"}, {"row"} sources) of an endpoint whose value in the scope is empty. */
function emptyParents(services: RendererServices, endpoint: Endpoint, scope: ValueScope): string[] {
  const sources = [endpoint.query, endpoint.pathParams, endpoint.body].flatMap((map) => Object.values(map ?? {}));
  const empty: string[] = [];
  for (const source of sources) {
    const kind = PARENT_KINDS.find((k) => typeof source[k] === 'string');
    if (!kind) continue;
    const value = resolveSource(source, scope, services);
    if (value === undefined || value === null || value === '') empty.push(source[kind] as string);
  }
  return empty;
}

export function planDictionary(services: RendererServices, area: ResolvedArea, name: string, scope: ValueScope): Plan {
  const dict = area.dictionaries?.[name];
  if (!dict) return { kind: 'error', error: `未知的字典 "${name}"` };
  if (dict.options) return { kind: 'static', items: dict.options };
  if (!dict.endpoint) return { kind: 'error', error: `字典 "${name}" 既没有 items 也没有 endpoint` };
  const endpointName = dict.endpoint;
  try {
    const endpoint = endpointOf(area, endpointName);
    const waiting = dict.requiresParent ? emptyParents(services, endpoint, scope) : [];
    if (waiting.length > 0) return { kind: 'waiting', parents: waiting };
    const call = buildCall(services, area, endpointName, scope);
    const key = areaKey(area.area, `dictionary:${name}`, call);
    const load = async () => {
      const body = await services.request(call);
      return toDictionaryItems(pickPath(body, endpoint.result?.list ?? 'data.results'), dict, name);
    };
    return { kind: 'load', key, hash: unstable_serialize(key), cacheable: dict.cache !== 'none', load };
  } catch (error) {
    return { kind: 'error', error: errorMessage(error) };
  }
}

/** Loads in flight per cache and key: every user of a dictionary asked for while it loads shares the one load. */
const inFlight = new WeakMap<Cache, Map<string, Promise<DictionaryItem[]>>>();

/** The items of a kept dictionary already in the cache. */
function cachedItems(data: DataCache, p: Extract<Plan, { kind: 'load' }>): DictionaryItem[] | undefined {
  return p.cacheable ? (data.cache.get(p.hash)?.data as DictionaryItem[] | undefined) : undefined;
}

/** One dictionary through the data layer: a kept one from the cache, else loaded into it (a failure is not kept). */
function fetchPlan(data: DataCache, p: Extract<Plan, { kind: 'load' }>): Promise<DictionaryItem[]> {
  const hit = cachedItems(data, p);
  if (hit) return Promise.resolve(hit);
  const pending = inFlight.get(data.cache) ?? new Map<string, Promise<DictionaryItem[]>>();
  inFlight.set(data.cache, pending);
  const existing = pending.get(p.hash);
  if (existing) return existing;
  const promise = (data.mutate(p.key, takePrefetched(p.hash, p.load), { revalidate: false }) as Promise<DictionaryItem[]>).finally(() =>
    pending.delete(p.hash),
  );
  pending.set(p.hash, promise);
  return promise;
}

/** Loads one dictionary outside a hook (computed form values), through the data layer given. */
export async function loadDictionary(
  services: RendererServices,
  area: ResolvedArea,
  name: string,
  scope: ValueScope,
  data: DataCache,
): Promise<DictionaryItem[]> {
  const p = planDictionary(services, area, name, scope);
  if (p.kind === 'static') return p.items;
  if (p.kind === 'error') throw new Error(p.error);
  if (p.kind === 'waiting') return [];
  return fetchPlan(data, p);
}

type Outcome = { items: DictionaryItem[] } | { error: string };

/** The dictionaries of one user are named by one key of the area: it loads again when a call changes or an action of the area succeeds. */
const DICTIONARIES_LOAD = { revalidateOnReconnect: false } as const;

/** Several dictionaries at once (a list's columns and filters), name → state. */
export function useDictionaries(
  area: ResolvedArea,
  names: (string | undefined)[],
  scope: ValueScope = {},
): Record<string, DictionaryState> {
  const services = useRendererServices();
  const data = useSWRConfig();
  const plans = names.filter((n): n is string => Boolean(n)).map((name) => [name, planDictionary(services, area, name, scope)] as const);
  const loads = plans.flatMap(([, p]) => (p.kind === 'load' ? [p] : []));
  const missing = loads.filter((p) => !cachedItems(data, p));
  const key =
    missing.length > 0
      ? areaKey(
          area.area,
          'dictionaries',
          missing.map((p) => p.hash),
        )
      : null;
  const loaded = useSWR(
    key,
    () =>
      Promise.all(
        missing.map((p) =>
          fetchPlan(data, p).then(
            (items): Outcome => ({ items }),
            (error: unknown): Outcome => ({ error: errorMessage(error) }),
          ),
        ),
      ),
    DICTIONARIES_LOAD,
  );
  const outcomes = new Map(loaded.data ? missing.map((p, i) => [p.hash, loaded.data![i]] as const) : []);

  const states: Record<string, DictionaryState> = {};
  for (const [name, p] of plans) {
    if (p.kind === 'static') states[name] = { items: p.items, loading: false };
    else if (p.kind === 'error') states[name] = { items: [], loading: false, error: p.error };
    else if (p.kind === 'waiting') states[name] = { items: [], loading: false, waitingFor: p.parents };
    else {
      const cached = cachedItems(data, p);
      const outcome = outcomes.get(p.hash);
      if (cached) states[name] = { items: cached, loading: false };
      else if (outcome && 'items' in outcome) states[name] = { items: outcome.items, loading: false };
      else if (outcome) states[name] = { items: [], loading: false, error: outcome.error };
      else states[name] = { items: [], loading: true };
    }
  }
  return states;
}

const NO_DICTIONARY: DictionaryState = { items: [], loading: false };

/**
 * The items of a dictionary known without the data layer: its static `options` (undefined for a loaded one). A read
 * cell shows them without a hook of its own, which matters when a list draws hundreds of such cells at once.
 */
export function staticItems(area: ResolvedArea, name: string | undefined): DictionaryItem[] | undefined {
  return name ? area.dictionaries?.[name]?.options : undefined;
}

/** One dictionary: static items, or loaded once per (area, name, resolved call) and cached. */
export function useDictionary(area: ResolvedArea, name: string | undefined, scope?: ValueScope): DictionaryState {
  const states = useDictionaries(area, [name], scope);
  return name ? (states[name] ?? NO_DICTIONARY) : NO_DICTIONARY;
}
