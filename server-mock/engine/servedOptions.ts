/**
 * The options a generic list endpoint serves to a dictionary, as the form would get them: the endpoint's query
 * sources evaluated on the submitted form values ({"field": "parkId"} → the chosen park, {"const": 1} → 1; a blank
 * value is not sent, a source the mock cannot know — a view parameter, the login context — is left out) and run as
 * that list call over the entity's records. An {"option": …} of a computed value then reads the record the operator
 * keeps in its own screen (月卡办理 reads the 月卡规则 in force of the chosen park), not a copy of it.
 */
import type { Endpoint } from '../../schemas/meta/generated/area';
import { runList } from './listQuery';
import type { EntityStore } from './store';
import type { GenericEndpoint } from './types';

/** The rows an endpoint serves for some form values; undefined when no generic list endpoint answers it. */
export type ServedRows = (endpoint: Endpoint, values: Record<string, unknown>) => Record<string, unknown>[] | undefined;

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A query source's value on the form values, as query texts; [] when blank or unknown to the mock. */
function sourceTexts(source: unknown, values: Record<string, unknown>): string[] {
  if (typeof source !== 'object' || source === null) return [];
  const s = source as Record<string, unknown>;
  const value = 'field' in s && typeof s.field === 'string' ? values[s.field] : 'const' in s ? s.const : undefined;
  if (isBlank(value)) return [];
  return (Array.isArray(value) ? value : [value]).filter((v) => !isBlank(v)).map(String);
}

export function servedOptions(generic: GenericEndpoint[], storeOf: (entity: string) => EntityStore | null): ServedRows {
  const lists = new Map(generic.filter((g) => g.binding.operation === 'list').map((g) => [`${g.endpoint.method} ${g.endpoint.path}`, g]));
  return (endpoint, values) => {
    const served = lists.get(`${endpoint.method} ${endpoint.path}`);
    const store = served && storeOf(served.model.entity);
    if (!served || !store || served.binding.operation !== 'list') return undefined;
    const query = new Map(Object.entries(endpoint.query ?? {}).map(([name, source]) => [name, sourceTexts(source, values)]));
    const outcome = runList(store, served.binding, (name) => query.get(name) ?? []);
    return outcome.ok ? outcome.rows : [];
  };
}
