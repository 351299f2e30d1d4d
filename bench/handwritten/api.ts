import { buildHeaders } from '../../src/api/headers';

/** The platform envelope's success codes (docs/wire-protocol.md). */
const SUCCESS_CODES = new Set(['200', '0xd19510001', '0xd19510002']);

/** GET /api<path> with the console's headers (token from localStorage); resolves with `data` of a successful envelope. */
export async function getData<T>(path: string, query: Record<string, string | number | undefined>): Promise<T> {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') qs.append(key, String(value));
  const res = await fetch(`/api${path}?${qs}`, { headers: buildHeaders() });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const body = (await res.json()) as { code?: unknown; msg?: string; data?: T };
  if (!SUCCESS_CODES.has(String(body.code))) throw new Error(body.msg || `接口返回错误（${String(body.code)}）`);
  return body.data as T;
}
