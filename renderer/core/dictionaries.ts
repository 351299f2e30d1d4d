/**
 * Dictionaries: static items, or items loaded from an endpoint. Loaded ones are cached for the session
 * (module-level, per area, name and resolved call), so search filters, cells and forms share one load;
 * a dictionary whose call depends on a form field, another search field or a cell of the same row
 * ({"field": "provinceCode"}, {"search": "parkId"}, {"row": "parkId"}) reloads when it changes; with
 * `requiresParent` it does not load at all while such a value is empty (the control asks for the parent first).
 */
import { useEffect, useRef, useState } from 'react';
import type { Dictionary, DictionaryItem, Endpoint } from '../../schemas/meta/generated/area';
import { evaluateExpression } from '../../schemas/meta/lib/expressions';
import { buildCall, endpointOf, errorMessage, pickPath, resolveSource, type ValueScope } from './endpoint';
import { useRendererServices, type RendererServices } from './services';
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
  | { kind: 'load'; key: string; cacheable: boolean; load: () => Promise<DictionaryItem[]> };

const cache = new Map<string, Promise<DictionaryItem[]>>();
const settled = new Map<string, DictionaryItem[]>();

/** Forgets every loaded dictionary (tests; the shell may call it at logout). */
export function clearDictionaryCache(): void {
  cache.clear();
  settled.clear();
}

function stable(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
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

function plan(services: RendererServices, area: ResolvedArea, name: string, scope: ValueScope): Plan {
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
    const key = [area.area, name, call.method, call.url, stable(call.params), stable(call.data)].join('|');
    const load = async () => {
      const body = await services.request(call);
      return toDictionaryItems(pickPath(body, endpoint.result?.list ?? 'data.results'), dict, name);
    };
    return { kind: 'load', key, cacheable: dict.cache !== 'none', load };
  } catch (error) {
    return { kind: 'error', error: errorMessage(error) };
  }
}

function fetchPlan(p: Extract<Plan, { kind: 'load' }>): Promise<DictionaryItem[]> {
  if (!p.cacheable) return p.load();
  const existing = cache.get(p.key);
  if (existing) return existing;
  const promise = p.load().then(
    (items) => {
      settled.set(p.key, items);
      return items;
    },
    (error: unknown) => {
      cache.delete(p.key); // a failure is not remembered: the next use tries again
      throw error;
    },
  );
  cache.set(p.key, promise);
  return promise;
}

/** Loads one dictionary outside React (through the same cache). */
export async function loadDictionary(services: RendererServices, area: ResolvedArea, name: string, scope: ValueScope = {}): Promise<DictionaryItem[]> {
  const p = plan(services, area, name, scope);
  if (p.kind === 'static') return p.items;
  if (p.kind === 'error') throw new Error(p.error);
  if (p.kind === 'waiting') return [];
  return fetchPlan(p);
}

type Outcome = { items: DictionaryItem[] } | { error: string };

/** Several dictionaries at once (a list's columns and filters), name → state. */
export function useDictionaries(area: ResolvedArea, names: (string | undefined)[], scope: ValueScope = {}): Record<string, DictionaryState> {
  const services = useRendererServices();
  const plans = names.filter((n): n is string => Boolean(n)).map((name) => [name, plan(services, area, name, scope)] as const);
  const plansRef = useRef(plans);
  plansRef.current = plans;
  const signature = plans.map(([name, p]) => `${name}=${p.kind === 'load' ? p.key : p.kind}`).join('\n');
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});

  useEffect(() => {
    let alive = true;
    for (const [, p] of plansRef.current) {
      if (p.kind !== 'load' || (p.cacheable && settled.has(p.key))) continue;
      fetchPlan(p).then(
        (items) => alive && setOutcomes((o) => ({ ...o, [p.key]: { items } })),
        (error: unknown) => alive && setOutcomes((o) => ({ ...o, [p.key]: { error: errorMessage(error) } })),
      );
    }
    return () => {
      alive = false;
    };
  }, [signature]);

  const states: Record<string, DictionaryState> = {};
  for (const [name, p] of plans) {
    if (p.kind === 'static') states[name] = { items: p.items, loading: false };
    else if (p.kind === 'error') states[name] = { items: [], loading: false, error: p.error };
    else if (p.kind === 'waiting') states[name] = { items: [], loading: false, waitingFor: p.parents };
    else {
      const cached = p.cacheable ? settled.get(p.key) : undefined;
      const outcome = outcomes[p.key];
      if (cached) states[name] = { items: cached, loading: false };
      else if (outcome && 'items' in outcome) states[name] = { items: outcome.items, loading: false };
      else if (outcome) states[name] = { items: [], loading: false, error: outcome.error };
      else states[name] = { items: [], loading: true };
    }
  }
  return states;
}

const NO_DICTIONARY: DictionaryState = { items: [], loading: false };

/** One dictionary: static items, or loaded once per (area, name, resolved call) and cached. */
export function useDictionary(area: ResolvedArea, name: string | undefined, scope?: ValueScope): DictionaryState {
  const states = useDictionaries(area, [name], scope);
  return name ? (states[name] ?? NO_DICTIONARY) : NO_DICTIONARY;
}
