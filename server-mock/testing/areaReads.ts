import type { TestServer, WireRow } from './harness';

/** The code of a step the record's state does not allow, and of a request the platform refuses as malformed. */
export const WRONG_STATE = '0x10d7500015';
export const BAD_REQUEST = '0x10d7500400';

/** Query parameters as `&name=value…`, to append to a list's query. */
export const queryOf = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([k, v]) => `&${k}=${encodeURIComponent(String(v))}`)
    .join('');

/** One page of a generic list as the wire carries it. */
export type ListPage = { results: WireRow[]; totalRecord: number };

/** The sum of a numeric field over rows. */
export const sumOf = (rows: readonly WireRow[], field: string) => rows.reduce((s, r) => s + Number(r[field] ?? 0), 0);

/**
 * Reads of an area's generic endpoints under `api` as the signed-in user: a whole list (one page of `pageSize`, with an
 * optional `&…` query) and one record. The server and token are read at each call (they are set in beforeAll).
 */
export function areaReads(api: string, server: () => TestServer, token: () => string, pageSize = 1000) {
  return {
    list: async (path: string, query = '') =>
      (await server().get<ListPage>(`${api}/${path}?pageNo=1&pageSize=${pageSize}${query}`, token())).body.data,
    detail: async (path: string, id: number) => (await server().get<WireRow>(`${api}/${path}/${id}`, token())).body.data,
  };
}
