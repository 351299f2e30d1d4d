import type { AreaDocument, Column, Endpoint, ListView, SearchSpec } from '../../schemas/meta/generated/area';
import { entityOf, formsOf, isGeneric } from './entityModel';
import { aggregateBindingOf } from './aggregate/binding';
import { exportBindingOf } from './export/binding';
import { TEXT_TYPES } from './storage';
import { transitionPlan } from './transitions';
import { versionPlan } from './versions';
import type {
  Binding,
  CustomEndpoint,
  EntityModel,
  FilterSpec,
  GenericEndpoint,
  IdLocation,
  ListBinding,
  LoadedArea,
  MatchMode,
  OptionRows,
} from './types';

const RANGE_TYPES = new Set(['dateRange', 'dateTimeRange']);

/** The search condition of one column, or null when the column is not searchable. */
export function filterOf(column: Column, model: EntityModel): FilterSpec | null {
  if (!column.search || !column.dataIndex) return null;
  const field = model.byName.get(column.dataIndex);
  if (!field) return null;
  const spec: SearchSpec = column.search === true ? {} : column.search;
  const searchType = spec.valueType ?? field.valueType;
  const isRange = spec.params !== undefined || RANGE_TYPES.has(searchType);
  const match: MatchMode = spec.match ?? (isRange ? 'range' : TEXT_TYPES.has(field.valueType) ? 'like' : 'eq');
  const params = spec.params ? [...spec.params] : [spec.param ?? column.dataIndex];
  return { field, match, params };
}

/** Where the id(s) of a call travel: a path parameter, else a body or query entry naming the row key. */
export function idLocation(endpoint: Endpoint, rowKey: string, fallback: IdLocation): IdLocation {
  const names = [...endpoint.path.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]);
  if (names.length > 0) {
    const named = names.find((n) => endpoint.pathParams?.[n]?.field === rowKey || endpoint.pathParams?.[n]?.rows === rowKey);
    return { in: 'path', name: named ?? names[0] };
  }
  for (const where of ['body', 'query'] as const) {
    const entry = Object.entries(endpoint[where] ?? {}).find(([key, src]) => key === rowKey || src.field === rowKey || src.rows === rowKey);
    if (entry) return { in: where, name: entry[0] };
  }
  return fallback;
}

function listBinding(doc: AreaDocument, name: string, endpoint: Endpoint, model: EntityModel, warnings: string[]): ListBinding {
  const views = Object.values(doc.views).filter((v): v is ListView => v.kind === 'list' && v.endpoint === name);
  const filters: FilterSpec[] = [];
  const sortable = new Set<string>();
  for (const view of views) {
    for (const column of view.columns) {
      if (column.sorter && column.dataIndex && model.byName.has(column.dataIndex)) sortable.add(column.dataIndex);
      const filter = filterOf(column, model);
      if (!filter) continue;
      const clash = filters.find((f) => f.params.some((p) => filter.params.includes(p)));
      if (clash) {
        if (clash.field !== filter.field)
          warnings.push(
            `${doc.area}.${name}: search parameter "${filter.params.join('/')}" of ${filter.field.name} already filters ${clash.field.name}`,
          );
        continue;
      }
      filters.push(filter);
    }
  }
  // A query entry of the descriptor naming a field filters by equality (a pane's lanes of the selected park: parkId),
  // by membership when it is a constant list (the coupons 待审核 or 发放中: {"const": [1, 2]}).
  for (const [key, source] of Object.entries(endpoint.query ?? {})) {
    const field = model.byName.get(key);
    const match = Array.isArray(source.const) ? 'in' : 'eq';
    if (field && !filters.some((f) => f.params.includes(key))) filters.push({ field, match, params: [key] });
  }
  const initial = views.find((v) => v.defaultSort && model.byName.has(v.defaultSort.field))?.defaultSort;
  return {
    operation: 'list',
    filters,
    sortable,
    sort: endpoint.sort,
    page: { no: endpoint.page?.no ?? 'pageNo', size: endpoint.page?.size ?? 'pageSize' },
    result: { list: endpoint.result?.list ?? 'data.results', total: endpoint.result?.total ?? 'data.totalRecord' },
    defaultSort: initial ? { field: initial.field, descending: initial.order === 'descend' } : { field: model.rowKey, descending: true },
    equalityFallback: views.length === 0,
  };
}

function bindingOf(
  doc: AreaDocument,
  name: string,
  endpoint: Endpoint,
  model: EntityModel,
  warnings: string[],
  models: Map<string, EntityModel>,
): Binding {
  const rowKey = model.rowKey;
  const transition = transitionPlan(doc, name, model.entity, models) ?? undefined;
  const versions = versionPlan(doc, model.entity, models);
  switch (endpoint.operation) {
    case 'list':
      return listBinding(doc, name, endpoint, model, warnings);
    case 'detail':
      return {
        operation: 'detail',
        idFrom: idLocation(endpoint, rowKey, { in: 'query', name: rowKey }),
        result: { record: endpoint.result?.record ?? 'data' },
      };
    case 'create':
    case 'update': {
      const form = formsOf(doc, name, 'submit')[0]?.schema ?? null;
      if (!form) warnings.push(`${doc.area}.${name}: no form submits to this ${endpoint.operation} endpoint, every field is optional`);
      return {
        operation: endpoint.operation,
        form,
        idFrom: idLocation(endpoint, rowKey, { in: 'body', name: rowKey }),
        transition,
        versions,
      };
    }
    case 'transition':
      if (!transition) throw new Error(`${doc.area}.${name}: no action declares the transition this endpoint runs`);
      return {
        operation: 'transition',
        idFrom: idLocation(endpoint, rowKey, { in: 'body', name: rowKey }),
        plan: transition,
        answer: endpoint.result?.record,
      };
    default:
      return { operation: 'delete', idFrom: idLocation(endpoint, rowKey, { in: 'body', name: 'ids' }), transition, versions };
  }
}

/** Splits every endpoint of the areas into generic ones (with their binding) and custom ones. */
export function bindEndpoints(
  areas: LoadedArea[],
  models: Map<string, EntityModel>,
  warnings: string[] = [],
  options: OptionRows = new Map(),
) {
  const generic: GenericEndpoint[] = [];
  const custom: CustomEndpoint[] = [];
  for (const { doc } of areas) {
    for (const [name, endpoint] of Object.entries(doc.endpoints)) {
      if (endpoint.operation === 'export') {
        // The list's own binding again, without repeating its warnings.
        const bound = exportBindingOf(doc, name, endpoint, models, entityOf, (listName, list, model) =>
          listBinding(doc, listName, list, model, []),
        );
        if (typeof bound === 'string') {
          warnings.push(bound);
          custom.push({ area: doc.area, name, endpoint });
        } else generic.push({ area: doc.area, name, endpoint, ...bound });
        continue;
      }
      if (endpoint.operation === 'aggregate') {
        const model = models.get(entityOf(doc, name));
        const bound = model
          ? aggregateBindingOf(doc, name, endpoint, model, options)
          : `${doc.area}.${name}: no entity "${entityOf(doc, name)}" for the aggregate, answered 接口未实现`;
        if (typeof bound === 'string' || !model) {
          warnings.push(typeof bound === 'string' ? bound : `${doc.area}.${name}: no entity`);
          custom.push({ area: doc.area, name, endpoint });
        } else generic.push({ area: doc.area, name, endpoint, model, binding: bound });
        continue;
      }
      if (endpoint.operation === 'summary') {
        // Over the records of an entity other endpoints declare (its fields come from their views).
        const model = models.get(entityOf(doc, name));
        if (model && endpoint.summary)
          generic.push({
            area: doc.area,
            name,
            endpoint,
            model,
            binding: { operation: 'summary', spec: endpoint.summary, result: endpoint.result?.record ?? 'data' },
          });
        else {
          warnings.push(`${doc.area}.${name}: no entity "${entityOf(doc, name)}" or no summary, answered 接口未实现`);
          custom.push({ area: doc.area, name, endpoint });
        }
        continue;
      }
      if (!isGeneric(endpoint.operation)) {
        custom.push({ area: doc.area, name, endpoint });
        continue;
      }
      const model = models.get(entityOf(doc, name));
      if (!model) continue;
      generic.push({ area: doc.area, name, endpoint, model, binding: bindingOf(doc, name, endpoint, model, warnings, models) });
    }
  }
  return { generic, custom };
}
