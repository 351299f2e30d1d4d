/**
 * The binding of an `aggregate` endpoint: its time field, group, measures and capacity resolved against the
 * entity, and its search conditions taken from the filters of the area's dashboard views (the same columns and
 * parameter names as the lists, so a figure agrees with the list rows of the same search).
 */
import type { AreaDocument, DashboardView, Endpoint } from '../../../schemas/meta/generated/area';
import { filterOf } from '../bindings';
import type { EntityModel, FilterSpec, OptionRows } from '../types';
import type { AggregateBinding, BoundMeasure, CapacityTable } from './types';

const dashboards = (doc: AreaDocument) => Object.values(doc.views).filter((v): v is DashboardView => v.kind === 'dashboard');

function dashboardFilters(doc: AreaDocument, model: EntityModel): FilterSpec[] {
  const filters: FilterSpec[] = [];
  for (const view of dashboards(doc)) {
    for (const column of view.filters ?? []) {
      const filter = filterOf(column, model);
      if (filter && !filters.some((f) => f.params.some((p) => filter.params.includes(p)))) filters.push(filter);
    }
  }
  return filters;
}

function capacityOf(doc: AreaDocument, endpoint: Endpoint, model: EntityModel, options: OptionRows): CapacityTable | string {
  const spec = endpoint.aggregate?.capacity;
  if (!spec) return 'none';
  const dict = doc.dictionaries?.[spec.dictionary];
  const source = dict?.endpoint ? doc.endpoints[dict.endpoint] : undefined;
  const rows = source ? options.get(`${source.method} ${source.path}`) : undefined;
  const key = model.fields.find((f) => f.dictionary?.name === spec.dictionary);
  if (!dict || !rows || !key) return `capacity: no option list or record field for dictionary "${spec.dictionary}"`;
  const valueKey = dict.valueKey ?? 'value';
  const byValue = new Map<string, number>();
  for (const row of rows) {
    const n = Number(row[spec.field]);
    if (Number.isFinite(n)) byValue.set(String(row[valueKey]), n);
  }
  return { key, byValue };
}

/** The binding, or a message saying why the endpoint cannot be served (it then answers 接口未实现). */
export function aggregateBindingOf(
  doc: AreaDocument,
  name: string,
  endpoint: Endpoint,
  model: EntityModel,
  options: OptionRows,
): AggregateBinding | string {
  const spec = endpoint.aggregate;
  const where = `${doc.area}.${name}`;
  if (!spec) return `${where}: an aggregate endpoint needs "aggregate" (group and measures), answered 接口未实现`;
  const field = (n: string | undefined) => (n === undefined ? undefined : model.byName.get(n));
  const time = field(spec.time);
  if (!time) return `${where}: time field "${spec.time}" is not a field of entity ${model.entity}, answered 接口未实现`;
  const groupField = spec.groupBy ? field(spec.groupBy.field) : undefined;
  const pivot = spec.groupBy?.pivot === undefined ? undefined : field(spec.groupBy.pivot);
  if (spec.groupBy?.pivot !== undefined && !pivot)
    return `${where}: pivot field "${spec.groupBy.pivot}" is not a field of entity ${model.entity}, answered 接口未实现`;
  if (spec.groupBy && !groupField)
    return `${where}: group field "${spec.groupBy.field}" is not a field of entity ${model.entity}, answered 接口未实现`;
  const measures: BoundMeasure[] = [];
  for (const [measureName, def] of Object.entries(spec.measures)) {
    const m: BoundMeasure = { name: measureName, def, field: field(def.field), end: field(def.end), at: field(def.at) };
    if (def.at !== undefined && (!m.at || def.fn === 'presence' || def.fn === 'difference'))
      return `${where}: measure "${measureName}" counts "at" a time field of entity ${model.entity} (not a presence or difference), answered 接口未实现`;
    if (def.fn === 'difference') {
      const parts = def.of ?? [];
      if (parts.length !== 2 || parts.some((p) => !spec.measures[p] || spec.measures[p].fn === 'difference'))
        return `${where}: difference "${measureName}" needs "of", two other measures of the endpoint, answered 接口未实现`;
      measures.push(m);
      continue;
    }
    if (def.fn !== 'count' && def.fn !== 'presence' && !m.field)
      return `${where}: measure "${measureName}" needs a field of entity ${model.entity}, answered 接口未实现`;
    if (def.fn === 'presence' && !m.end)
      return `${where}: presence measure "${measureName}" needs "end", a field of entity ${model.entity}, answered 接口未实现`;
    measures.push(m);
  }
  const capacity = capacityOf(doc, endpoint, model, options);
  if (typeof capacity === 'string' && capacity !== 'none') return `${where}: ${capacity}, answered 接口未实现`;
  const filters = dashboardFilters(doc, model);
  return {
    operation: 'aggregate',
    spec,
    time,
    group: groupField ? { field: groupField, bucket: spec.groupBy?.bucket, pivot } : undefined,
    measures,
    filters,
    period: filters.find((f) => f.field === time && f.match === 'range' && f.params.length === 2),
    capacity: typeof capacity === 'string' ? undefined : capacity,
    page: { no: endpoint.page?.no ?? 'pageNo', size: endpoint.page?.size ?? 'pageSize' },
  };
}
