import type { ListView as ListViewSpec } from '../../schemas/meta/generated/area';
import type { RendererServices } from '../core/services';
import { planEndpoint } from '../core/viewData';
import type { ResolvedArea } from '../core/viewProps';
import { toPageParams, toSortParams, type SortOrder } from './listQuery';
import { buildSearchFields, linkSearchParents, seedSearchFields, toSearchParams, type SearchField } from './searchFields';

/** The page size a list starts with when its document declares none. */
export const DEFAULT_PAGE_SIZE = 10;

/** The search fields of a list view: its searchable columns, each linked to the search fields its dictionary reads. */
export function listSearchFields(area: ResolvedArea, view: ListViewSpec): SearchField[] {
  return linkSearchParents(buildSearchFields(view.columns), area);
}

/** The dictionaries a list loads when it mounts: its columns', and its search fields' that depend on no other search field. */
export function listDictionaryNames(view: ListViewSpec, searchFields: SearchField[]): string[] {
  const names = [...view.columns.map((c) => c.dictionary), ...searchFields.filter((f) => !f.parents).map((f) => f.dictionary)];
  return [...new Set(names.filter((n): n is string => Boolean(n)))];
}

export interface PageQuery {
  searchFields: SearchField[];
  /** The search form's values, by field key. */
  values: Record<string, unknown>;
  sort: Record<string, SortOrder> | undefined;
  current: number | undefined;
  pageSize: number | undefined;
  params: Record<string, string>;
}

/** The call (and data key) of one page of a list: search, sort and paging under the endpoint's names. */
export function listPageCall(services: RendererServices, area: ResolvedArea, view: ListViewSpec, query: PageQuery) {
  const endpoint = area.endpoints[view.endpoint];
  if (!endpoint) return { search: {}, planned: { key: null, error: `未知的接口 "${view.endpoint}"` } as const };
  const search = { ...toSearchParams(query.searchFields, query.values), ...toSortParams(endpoint, query.sort) };
  const planned = planEndpoint(services, area, view.endpoint, {
    params: query.params,
    search: { ...search, ...toPageParams(endpoint, query.current, query.pageSize) },
  });
  return { search, planned };
}

/**
 * The call of the page a list view asks for first when it mounts with these view parameters: its search fields with their
 * starting values (declared defaults, or the view parameters of the same name), its default sort, page 1 of its page size.
 * Dictionary items are not known ahead, so a select seeded from the address takes the parameter as it is written.
 */
export function firstPageCall(services: RendererServices, area: ResolvedArea, view: ListViewSpec, params: Record<string, string>) {
  const searchFields = seedSearchFields(listSearchFields(area, view), params, () => undefined);
  const values = Object.fromEntries(searchFields.filter((f) => f.defaultValue !== undefined).map((f) => [f.key, f.defaultValue]));
  const sortColumn = view.defaultSort && view.columns.find((c) => c.dataIndex === view.defaultSort!.field && c.sorter);
  const sort = sortColumn ? { [view.defaultSort!.field]: view.defaultSort!.order } : undefined;
  return listPageCall(services, area, view, {
    searchFields,
    values,
    sort,
    current: 1,
    pageSize: view.pagination?.pageSize ?? DEFAULT_PAGE_SIZE,
    params,
  }).planned;
}
