import { shellServices } from '../app/shellServices';
import { handleUnauthorized } from '../auth/sessionExpiry';
import { getPlatformType, getToken } from '../auth/session';
import { ApiError, type Envelope } from './apiError';
import { classifyCode, RELOAD_DELAY_MS } from './codes';
import { buildHeaders, clientTypeFor } from './headers';
import { shareInFlight } from './inFlight';
import { HTTP_MESSAGES } from './messages';
import { retryDelay, shouldRetry } from './retryPolicy';
import { trackSlow } from './slowTracker';
import { showError } from './toast';
import { sendWithXhr, type XhrAnswer } from './xhrTransport';

export { ApiError, isApiError } from './apiError';
export type { Envelope, ApiErrorKind } from './apiError';

/** The only module that knows the wire format: base /api, headers, and the response rules of spec §8. */
export const API_BASE = '/api';
const DEFAULT_TIMEOUT_MS = 30000;

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
  /** Per try; default 30000. */
  timeoutMs?: number;
  /** No toast. */
  silent?: boolean;
  /** Sends this call through XMLHttpRequest and reports the upload's progress (0–100); same headers and rules. */
  onUploadProgress?(percent: number): void;
}

/** Reloads the page (code 0xd12500012). */
export function reloadPage() {
  shellServices().reloadPage();
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

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const code = (value as { code?: unknown }).code;
  return typeof code === 'string' || (typeof code === 'number' && Number.isFinite(code));
}

/** The body parsed as an envelope, or null when it is not one (truncated JSON, an HTML page, an array, empty…). */
function parseEnvelope(text: string): Envelope | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  return isEnvelope(parsed) ? { ...parsed, code: String(parsed.code) } : null;
}

/** What came back from the wire: an answer with its body text, or no answer; with the token it was sent with. */
type WireAnswer = { token: string | null } & (
  { kind: 'response'; status: number; text: string } | { kind: 'network' | 'timeout'; status?: number }
);

/** One try: fresh headers (a new nonce each time), its own timeout. Never throws. */
async function sendOnce(o: RequestOptions, method: string, url: string): Promise<WireAnswer> {
  const headers = buildHeaders();
  const token = headers.Authorization ?? null;
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
  const lost = (status?: number): WireAnswer => ({ token, kind: timedOut ? 'timeout' : 'network', status });
  try {
    let response: XhrAnswer;
    try {
      const init = { method, headers, body, signal: controller.signal };
      response = o.onUploadProgress
        ? await sendWithXhr(url, { ...init, onUploadProgress: o.onUploadProgress })
        : await shellServices().fetch(url, init);
    } catch {
      return lost();
    }
    try {
      return { token, kind: 'response', status: response.status, text: await response.text() };
    } catch {
      return lost(response.status);
    }
  } finally {
    clearTimeout(timer);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Tries until an answer is final (retryPolicy.ts: GET only, at most 3 retries with backoff). */
async function send(o: RequestOptions, method: string, url: string): Promise<WireAnswer> {
  for (let retries = 0; ; retries++) {
    const answer = await sendOnce(o, method, url);
    if (o.onUploadProgress || !shouldRetry(method, answer, retries)) return answer;
    await sleep(retryDelay(retries + 1, shellServices().retryRandom));
  }
}

/** Identical GETs: same address with its query, same token, same ClientType. */
const sharingKey = (url: string) => JSON.stringify([url, getToken(), clientTypeFor(getPlatformType())]);

export async function request<T = unknown>(o: RequestOptions): Promise<T> {
  const method = o.method ?? 'GET';
  const url = buildUrl(o.url, o.params);
  // An upload with progress shows its own progress bar: it does not count for the "网络较慢" hint.
  const run = () => (o.onUploadProgress ? send(o, method, url) : trackSlow(send(o, method, url)));
  const answer = method === 'GET' && !o.onUploadProgress ? await shareInFlight(sharingKey(url), run) : await run();
  return interpret<T>(o, url, answer);
}

/** The rules of spec §8 applied to a final answer; every failure is an ApiError with a text fit to show. */
function interpret<T>(o: RequestOptions, url: string, answer: WireAnswer): T {
  const toast = (text: string) => {
    if (!o.silent) showError(text);
  };
  const fail = (message: string, init: ConstructorParameters<typeof ApiError>[1], shown = true): never => {
    if (shown) toast(message);
    throw new ApiError(message, { ...init, url });
  };

  if (answer.kind !== 'response') {
    const kind = answer.kind;
    return fail(kind === 'timeout' ? HTTP_MESSAGES.timeout : HTTP_MESSAGES.network, { kind, status: answer.status });
  }
  const { status, text } = answer;
  if (status === 401) {
    handleUnauthorized(answer.token);
    return fail(HTTP_MESSAGES.unauthorized, { kind: 'http', status }, false);
  }
  if (status === 504) return fail(HTTP_MESSAGES.gatewayTimeout, { kind: 'http', status });
  if (status < 200 || status > 299) {
    // A 4xx answer with an envelope explains itself (403 无权访问该接口, 400, 413 请求体过大…); a 5xx never shows its body.
    const envelope = status < 500 ? parseEnvelope(text) : null;
    const msg = envelope && typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : null;
    const fallback = status === 403 ? HTTP_MESSAGES.forbidden : HTTP_MESSAGES.httpStatus(status);
    return fail(msg ?? fallback, { kind: 'http', status, code: envelope?.code, body: envelope ?? undefined });
  }

  const envelope = parseEnvelope(text);
  if (!envelope) return fail(HTTP_MESSAGES.malformed, { kind: 'malformed', status });
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

type Shorthand = <T = unknown>(
  url: string,
  params?: Record<string, unknown>,
  options?: Omit<RequestOptions, 'method' | 'url' | 'params'>,
) => Promise<T>;
type BodyShorthand = <T = unknown>(url: string, data?: unknown, options?: Omit<RequestOptions, 'method' | 'url' | 'data'>) => Promise<T>;

export const get: Shorthand = (url, params, options) => request({ ...options, method: 'GET', url, params });
export const del: Shorthand = (url, params, options) => request({ ...options, method: 'DELETE', url, params });
export const post: BodyShorthand = (url, data, options) => request({ ...options, method: 'POST', url, data });
export const put: BodyShorthand = (url, data, options) => request({ ...options, method: 'PUT', url, data });
