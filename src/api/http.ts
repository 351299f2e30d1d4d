import { removeToken } from '../auth/session';
import { ApiError, type ApiBody } from './apiError';
import { classifyCode, RELOAD_DELAY_MS } from './codes';
import { buildHeaders } from './headers';
import { HTTP_MESSAGES } from './messages';
import { showError } from './toast';
import { sendWithXhr, type XhrAnswer } from './xhrTransport';

export { ApiError, isApiError } from './apiError';
export type { ApiBody, ApiErrorKind } from './apiError';

/** The only module that knows the wire format: base /api, headers, and the response rules of spec §8. */
export const API_BASE = '/api';
export const DEFAULT_TIMEOUT_MS = 30000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to /api, e.g. '/auth/v2/api/user/login'. */
  url: string;
  /** Query string; undefined, null and '' are dropped. */
  params?: Record<string, unknown>;
  /** JSON body, or FormData sent as is. */
  data?: unknown;
  /** Resolve with the whole body whatever its code. */
  needCode?: boolean;
  /** Default 30000. */
  timeoutMs?: number;
  /** No toast. */
  silent?: boolean;
  /** Sends this call through XMLHttpRequest and reports the upload's progress (0–100); same headers and rules. */
  onUploadProgress?(percent: number): void;
}

type FetchFn = (input: string, init: RequestInit) => Promise<Response>;

let fetchImpl: FetchFn | undefined;
/** Replaces fetch (tests); without argument the global fetch is used again. */
export function setFetch(next?: FetchFn) {
  fetchImpl = next;
}

let reloadImpl: () => void = () => window.location.reload();
/** Reloads the page (HTTP 401, code 0xd12500012). */
export function reloadPage() {
  reloadImpl();
}
/** Replaces the page reload (tests); without argument the real reload is used again. */
export function setReloadPage(next?: () => void) {
  reloadImpl = next ?? (() => window.location.reload());
}

export function buildUrl(url: string, params?: Record<string, unknown>): string {
  const path = (API_BASE + '/' + url.replace(/^\/+/, '')).replace(/\/{2,}/g, '/');
  if (!params) return path;
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      qs.append(key, v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
  }
  const query = qs.toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

function isEnvelope(value: unknown): value is ApiBody {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const code = (value as { code?: unknown }).code;
  return typeof code === 'string' || (typeof code === 'number' && Number.isFinite(code));
}

export async function request<T = any>(o: RequestOptions): Promise<T> {
  const method = o.method ?? 'GET';
  const url = buildUrl(o.url, o.params);
  const toast = (text: string) => {
    if (!o.silent) showError(text);
  };
  const fail = (message: string, init: ConstructorParameters<typeof ApiError>[1], shown = true): never => {
    if (shown) toast(message);
    throw new ApiError(message, { ...init, url });
  };

  const headers = buildHeaders();
  let body: FormData | string | undefined;
  if (o.data !== undefined && method !== 'GET') {
    if (o.data instanceof FormData) body = o.data;
    else {
      headers['Content-Type'] = 'application/json;charset=UTF-8';
      body = JSON.stringify(o.data);
    }
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, o.timeoutMs ?? DEFAULT_TIMEOUT_MS);

  let status: number;
  let text: string;
  try {
    const doFetch: FetchFn = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
    let response: XhrAnswer;
    try {
      const init = { method, headers, body, signal: controller.signal };
      response = o.onUploadProgress ? await sendWithXhr(url, { ...init, onUploadProgress: o.onUploadProgress }) : await doFetch(url, init);
    } catch {
      return timedOut ? fail(HTTP_MESSAGES.timeout, { kind: 'timeout' }) : fail(HTTP_MESSAGES.network, { kind: 'network' });
    }
    status = response.status;
    if (status === 401) {
      removeToken();
      reloadPage();
      return fail(HTTP_MESSAGES.unauthorized, { kind: 'http', status }, false);
    }
    if (status === 504) return fail(HTTP_MESSAGES.gatewayTimeout, { kind: 'http', status });
    if (status < 200 || status > 299) return fail(HTTP_MESSAGES.httpStatus(status), { kind: 'http', status });
    try {
      text = await response.text();
    } catch {
      return timedOut ? fail(HTTP_MESSAGES.timeout, { kind: 'timeout', status }) : fail(HTTP_MESSAGES.network, { kind: 'network', status });
    }
  } finally {
    clearTimeout(timer);
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail(HTTP_MESSAGES.malformed, { kind: 'malformed', status });
  }
  if (!isEnvelope(parsed)) return fail(HTTP_MESSAGES.malformed, { kind: 'malformed', status });

  const envelope: ApiBody = { ...parsed, code: String(parsed.code) };
  if (o.needCode) return envelope as T;

  const msg = typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : HTTP_MESSAGES.businessFallback;
  const business = { kind: 'business' as const, code: envelope.code, status, body: envelope };
  switch (classifyCode(envelope.code)) {
    case 'success':
      return envelope.data as T;
    case 'returnBody':
      return envelope as T;
    case 'silentReject':
      return fail(msg, business, false);
    case 'rejectWithBody':
      return fail(msg, business);
    case 'reload':
      toast(msg);
      setTimeout(reloadPage, RELOAD_DELAY_MS);
      return fail(msg, business, false);
    default:
      return fail(msg, business);
  }
}

type Shorthand = <T = any>(url: string, params?: Record<string, unknown>, options?: Omit<RequestOptions, 'method' | 'url' | 'params'>) => Promise<T>;
type BodyShorthand = <T = any>(url: string, data?: unknown, options?: Omit<RequestOptions, 'method' | 'url' | 'data'>) => Promise<T>;

export const get: Shorthand = (url, params, options) => request({ ...options, method: 'GET', url, params });
export const del: Shorthand = (url, params, options) => request({ ...options, method: 'DELETE', url, params });
export const post: BodyShorthand = (url, data, options) => request({ ...options, method: 'POST', url, data });
export const put: BodyShorthand = (url, data, options) => request({ ...options, method: 'PUT', url, data });
