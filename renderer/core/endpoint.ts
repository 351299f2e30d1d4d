/**
 * Endpoint descriptors → calls. A descriptor is data (method, path, parameter mapping, result paths);
 * this module turns it into an EndpointCall with values taken from a scope (the record, the form, the
 * view parameters, the selected rows, the action's input form, the list's search) and hands it to the
 * shell's `request`.
 */
import type { Endpoint, ParamMap, ValueSource } from '../../schemas/meta/generated/area';
import { evaluateExpression } from '../../schemas/meta/lib/expressions';
import type { EndpointCall, RendererServices } from './services';
import type { ResolvedArea } from './viewProps';

/** Where value sources look their values up. */
export interface ValueScope {
  /** The current record: the list row, the detail record. */
  record?: Record<string, unknown>;
  /** Form values (a form's submit, a dictionary depending on a form field). */
  form?: Record<string, unknown>;
  /** Parameters of the current view. */
  params?: Record<string, string>;
  /** The rows an action applies to (selected rows of a batch action). */
  rows?: Record<string, unknown>[];
  /** Values of the action's input form. */
  input?: Record<string, unknown>;
  /**
   * Parameters the caller adds as they are: a list's search, paging and sort parameters, an export's
   * current search. Sent as query parameters for GET, merged into the body otherwise.
   */
  search?: Record<string, unknown>;
  /** Values of a list's search form under the search fields' parameter names (`{"search": "parkId"}`). */
  searchForm?: Record<string, unknown>;
  /** The table row a cell belongs to (`{"row": "parkId"}`); a read cell's row is its record. */
  row?: Record<string, unknown>;
}

/** The value at a dot path ('data.results', 'park.parkName'); undefined when any step is missing. */
export function pickPath(body: unknown, path: string): unknown {
  if (path === '') return body;
  let current: unknown = body;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** `{field}` reads the form values first (when they hold the field), then the record. */
function fieldValue(path: string, scope: ValueScope): unknown {
  const fromForm = scope.form ? pickPath(scope.form, path) : undefined;
  return fromForm !== undefined ? fromForm : pickPath(scope.record, path);
}

/** An empty search or cell ('' or []) is "not sent", like an absent one. */
const presentOrUndefined = (value: unknown) => (value === '' || (Array.isArray(value) && value.length === 0) ? undefined : value);

/** The value of one source; undefined means "not sent". */
export function resolveSource(source: ValueSource, scope: ValueScope, services: RendererServices): unknown {
  if ('const' in source) return source.const;
  if (source.field !== undefined) return fieldValue(source.field, scope);
  if (source.param !== undefined) return scope.params?.[source.param];
  if (source.rows !== undefined) {
    const rows = scope.rows ?? (scope.record ? [scope.record] : []);
    return rows.map((row) => pickPath(row, source.rows as string));
  }
  if (source.input !== undefined) return scope.input?.[source.input];
  if (source.context !== undefined) return services.context()[source.context];
  if (source.search !== undefined) return presentOrUndefined(scope.searchForm?.[source.search]);
  if (source.row !== undefined) return presentOrUndefined(pickPath(scope.row ?? scope.record, source.row));
  if (source.compute !== undefined)
    return evaluateExpression(source.compute, { values: { ...(scope.record ?? {}), ...(scope.form ?? {}) } }) ?? undefined;
  return undefined;
}

/** A parameter map with every source resolved; absent (undefined or null) values are left out. */
export function resolveParamMap(map: ParamMap | undefined, scope: ValueScope, services: RendererServices): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, source] of Object.entries(map ?? {})) {
    const value = resolveSource(source, scope, services);
    if (value !== undefined && value !== null) out[name] = value;
  }
  return out;
}

export function endpointOf(area: ResolvedArea, endpointName: string): Endpoint {
  const endpoint = area.endpoints[endpointName];
  if (!endpoint) throw new Error(`未知的接口 "${endpointName}"（区域 ${area.area}）`);
  return endpoint;
}

function substitutePath(endpoint: Endpoint, endpointName: string, scope: ValueScope, services: RendererServices): string {
  return endpoint.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const source = endpoint.pathParams?.[name];
    const value = source ? resolveSource(source, scope, services) : undefined;
    if (value === undefined || value === null || value === '') throw new Error(`缺少路径参数 "${name}"（接口 ${endpointName}）`);
    return encodeURIComponent(String(value));
  });
}

/** The call an endpoint makes in a scope (pure apart from services.context()). */
export function buildCall(services: RendererServices, area: ResolvedArea, endpointName: string, scope: ValueScope): EndpointCall {
  const endpoint = endpointOf(area, endpointName);
  const url = substitutePath(endpoint, endpointName, scope, services);
  const search = Object.fromEntries(Object.entries(scope.search ?? {}).filter(([, v]) => v !== undefined));
  const params = resolveParamMap(endpoint.query, scope, services);
  const call: EndpointCall = { method: endpoint.method, url };
  if (endpoint.method === 'GET') {
    Object.assign(params, search);
  } else {
    const bodyFrom = endpoint.bodyFrom ?? (scope.form ? 'form' : 'none');
    const base = bodyFrom === 'form' ? scope.form : bodyFrom === 'record' ? scope.record : undefined;
    const data = { ...(base ?? {}), ...resolveParamMap(endpoint.body, scope, services), ...search };
    if (bodyFrom !== 'none' || Object.keys(data).length > 0) call.data = data;
  }
  if (Object.keys(params).length > 0) call.params = params;
  return call;
}

/** Calls an endpoint and resolves with the response body (result paths address it: 'data.results'). */
export async function callEndpoint(
  services: RendererServices,
  area: ResolvedArea,
  endpointName: string,
  scope: ValueScope,
): Promise<unknown> {
  return services.request(buildCall(services, area, endpointName, scope));
}

/** The message of anything thrown, for error states. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '未知错误';
}
