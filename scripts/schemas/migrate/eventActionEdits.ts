/**
 * Migration of event properties that named an endpoint: a detail's `onOpen` and a form submit's `onSuccess` now name
 * a `request` action (like a column's `onClick`). The value is replaced by the name of a request action without input
 * that calls the endpoint — the one of the same name if there is such, else the first — or, when the document has
 * none, by a new action `{"kind": "request", "label": <endpoint title>, "endpoint": <name>}` added to `actions`
 * (named like the endpoint, or `<endpoint>Action` when an action already has that name). A value that already names
 * an action, or names neither, is left alone (the check reports the latter).
 */
import type { Edit, JsonPath } from './planEdits';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where an event property names something: the path of the value and the name. */
function eventSites(value: unknown, path: JsonPath, out: { path: JsonPath; name: string }[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => eventSites(item, [...path, i], out));
    return;
  }
  if (!isObject(value)) return;
  if (value.kind === 'detail' && typeof value.onOpen === 'string') out.push({ path: [...path, 'onOpen'], name: value.onOpen });
  if (typeof value.label === 'string' && typeof value.endpoint === 'string') {
    // `then` is the older name of onSuccess (renamed by the same run).
    const key = typeof value.onSuccess === 'string' ? 'onSuccess' : typeof value.then === 'string' ? 'then' : undefined;
    if (key) out.push({ path: [...path, key], name: value[key] as string });
  }
  for (const [key, child] of Object.entries(value)) if (key !== 'with' && key !== 'params') eventSites(child, [...path, key], out);
}

export function eventActionEdits(doc: unknown): Edit[] {
  if (!isObject(doc) || !isObject(doc.endpoints)) return [];
  const endpoints = doc.endpoints;
  const actions: Obj = isObject(doc.actions) ? { ...doc.actions } : {};
  const sites: { path: JsonPath; name: string }[] = [];
  eventSites(doc.views, ['views'], sites);
  eventSites(doc.templates, ['templates'], sites);
  const edits: Edit[] = [];
  const chosen = new Map<string, string>();
  for (const site of sites) {
    const endpoint = endpoints[site.name];
    const named = actions[site.name];
    const runnable = isObject(named) && named.kind === 'request' && named.input === undefined;
    // Already an action: left alone, unless it cannot run on an event and the name is an endpoint's (the old form).
    if ((named !== undefined && (runnable || !isObject(endpoint)) && !chosen.has(site.name)) || !isObject(endpoint)) continue;
    let actionName = chosen.get(site.name);
    if (actionName === undefined) {
      const calls = (name: string) => {
        const a = actions[name];
        return isObject(a) && a.kind === 'request' && a.endpoint === site.name && a.input === undefined;
      };
      actionName = calls(site.name) ? site.name : Object.keys(actions).find(calls);
      if (actionName === undefined) {
        actionName = site.name in actions ? `${site.name}Action` : site.name;
        const created = { kind: 'request', label: typeof endpoint.title === 'string' ? endpoint.title : site.name, endpoint: site.name };
        actions[actionName] = created;
        edits.push({ kind: 'set', path: ['actions', actionName], value: created });
      }
      chosen.set(site.name, actionName);
    }
    if (actionName !== site.name) edits.push({ kind: 'set', path: site.path, value: actionName });
  }
  return edits;
}
