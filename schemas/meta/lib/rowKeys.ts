/**
 * Row keys: each entity declares the field that keys its records (`entities.<entity>.rowKey`, default id). The mock
 * stores an entity's records by it; a list shows records of its endpoint's entity and keys its rows by it. Only a list
 * whose rows are not records of an entity — the rows of a hand-written (custom) endpoint or the groups of an
 * aggregate one — names its own `rowKey`. One place for the renderer, the mock and the check. Pure, no I/O.
 */
import type { AreaDocument, ListView } from '../generated/area';

export const DEFAULT_ROW_KEY = 'id';

/** The entity an endpoint reads and writes: its `entity`, by default the area name. */
export const endpointEntity = (doc: Pick<AreaDocument, 'area' | 'endpoints'>, endpointName: string): string =>
  doc.endpoints[endpointName]?.entity ?? doc.area;

/** The key an entity declares in this document (undefined when it declares none). */
export const declaredRowKey = (doc: Pick<AreaDocument, 'entities'>, entity: string): string | undefined => doc.entities?.[entity]?.rowKey;

/** The key of an entity's records: its declared rowKey, by default id. */
export const entityRowKey = (doc: Pick<AreaDocument, 'entities'>, entity: string): string => declaredRowKey(doc, entity) ?? DEFAULT_ROW_KEY;

/** The row key of a list: its own rowKey (rows that are not records), else the key of its endpoint's entity. */
export const listRowKey = (
  doc: Pick<AreaDocument, 'area' | 'endpoints' | 'entities'>,
  view: Pick<ListView, 'rowKey' | 'endpoint'>,
): string => view.rowKey ?? entityRowKey(doc, endpointEntity(doc, view.endpoint));
