import useSWR from 'swr';
import { schemaKey } from './dataKeys';
import { loadArea } from './loadArea';

/** The document is code, not data: loaded once (loadArea caches it), not again on reconnect. */
const DOCUMENT_LOAD = { revalidateIfStale: false, revalidateOnReconnect: false } as const;

/** The resolved document of an area under `schemaKey(area)` (a view page, a component reading another area's dictionaries). */
export function useAreaDocument(areaName: string) {
  return useSWR(schemaKey(areaName), () => loadArea(areaName), DOCUMENT_LOAD);
}
