import type { Endpoint } from '../../schemas/meta/generated/area';

/** Paging parameters under the endpoint's names (default pageNo, 1-based, and pageSize). */
export function toPageParams(endpoint: Endpoint, current: number | undefined, pageSize: number | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  if (current !== undefined) out[endpoint.page?.no ?? 'pageNo'] = current;
  if (pageSize !== undefined) out[endpoint.page?.size ?? 'pageSize'] = pageSize;
  return out;
}

export type SortOrder = 'ascend' | 'descend' | null | undefined;

/**
 * ProTable's sort ({dataIndex: 'ascend' | 'descend'}; a nested dataIndex arrives joined with commas) →
 * the endpoint's sort parameters; nothing when the endpoint declares no sort.
 */
export function toSortParams(endpoint: Endpoint, sort: Record<string, SortOrder> | undefined): Record<string, string> {
  if (!endpoint.sort || !sort) return {};
  const entry = Object.entries(sort).find(([, order]) => order === 'ascend' || order === 'descend');
  if (!entry) return {};
  const [field, order] = entry;
  const { sort: names } = endpoint;
  return { [names.field]: field.split(',').join('.'), [names.order]: order === 'ascend' ? (names.asc ?? 'asc') : (names.desc ?? 'desc') };
}
