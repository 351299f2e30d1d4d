import type { Endpoint } from '../../schemas/meta/generated/area';
import { pickPath } from '../core/endpoint';

/** Success codes of the platform envelope (docs/wire-protocol.md). */
const SUCCESS_CODES = new Set(['200', '0xd19510001', '0xd19510002']);

export interface ProTableResult {
  data: Record<string, unknown>[];
  success: true;
  total: number;
}

/**
 * The one adapter from a list endpoint's response body to ProTable's `{data, success, total}`: rows at
 * `result.list` (default data.results), total at `result.total` (default data.totalRecord). It throws
 * on a business error or a body without a list, so the table never keeps stale rows.
 */
export function toProTableResult(body: unknown, endpoint: Endpoint): ProTableResult {
  const envelope = body as { code?: unknown; msg?: unknown } | null;
  if (envelope && typeof envelope === 'object' && 'code' in envelope && !SUCCESS_CODES.has(String(envelope.code))) {
    throw new Error(typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : `接口返回错误（${String(envelope.code)}）`);
  }
  const listPath = endpoint.result?.list ?? 'data.results';
  const list = pickPath(body, listPath);
  if (!Array.isArray(list)) throw new Error(`接口返回格式不正确：${listPath} 不是列表`);
  const rawTotal = pickPath(body, endpoint.result?.total ?? 'data.totalRecord');
  const total =
    typeof rawTotal === 'number'
      ? rawTotal
      : typeof rawTotal === 'string' && rawTotal.trim() !== '' && !Number.isNaN(Number(rawTotal))
        ? Number(rawTotal)
        : list.length;
  return { data: list as Record<string, unknown>[], success: true, total };
}
