import type { AreaDocument, Endpoint, ListView } from '../../../schemas/meta/generated/area';
import type { EntityModel, ExportBinding, ExportColumn, ListBinding } from '../types';

/** The list view that shows a list endpoint (the first one), if any. */
export function listViewOf(doc: AreaDocument, listName: string): ListView | undefined {
  return Object.values(doc.views).find((v): v is ListView => v.kind === 'list' && v.endpoint === listName);
}

/** The file columns: the view's table columns whose field the entity stores (search-only columns left out). */
export function exportColumns(view: ListView | undefined, model: EntityModel): ExportColumn[] {
  const columns: ExportColumn[] = [];
  for (const column of view?.columns ?? []) {
    if (column.hideInTable || !column.dataIndex) continue;
    const field = model.byName.get(column.dataIndex);
    if (field) columns.push({ title: column.title ?? field.title, field });
  }
  return columns;
}

/**
 * The binding of an `export` endpoint: the list endpoint its `list` names (which must have operation `list`) with
 * that list's filters and order, and the columns of its list view. A problem is answered as a message.
 */
export function exportBindingOf(
  doc: AreaDocument,
  name: string,
  endpoint: Endpoint,
  models: Map<string, EntityModel>,
  entityOf: (doc: AreaDocument, endpointName: string) => string,
  listBindingOf: (listName: string, list: Endpoint, model: EntityModel) => ListBinding,
): { model: EntityModel; binding: ExportBinding } | string {
  const listName = endpoint.list;
  if (!listName) return `${doc.area}.${name}: an export endpoint needs "list" (the list endpoint it exports), answered 接口未实现`;
  const list = doc.endpoints[listName];
  if (list?.operation !== 'list')
    return `${doc.area}.${name}: "list" names "${listName}", which is not a list endpoint; answered 接口未实现`;
  const model = models.get(entityOf(doc, listName));
  if (!model) return `${doc.area}.${name}: no entity for "${listName}"; answered 接口未实现`;
  const view = listViewOf(doc, listName);
  const binding: ExportBinding = {
    operation: 'export',
    listName,
    list: listBindingOf(listName, list, model),
    columns: exportColumns(view, model),
    fileTitle: list.title ?? view?.title ?? doc.title,
  };
  return { model, binding };
}
