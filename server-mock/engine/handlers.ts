import { formatChinaTime } from '../db/time';
import type { UserRow } from '../db/users';
import { ERR, fail, failWith, ok, type Envelope } from '../http/envelope';
import type { RequestContext } from '../http/router';
import { queryValues } from './filters';
import { aggregateHandler } from './aggregate/handler';
import { runList } from './listQuery';
import { okAt } from './resultPaths';
import { parseId, type EntityRecord, type EntityStore } from './store';
import { optionLookup } from './computedValues';
import type {
  DeleteBinding,
  DetailBinding,
  EntityHooks,
  GenericEndpoint,
  IdLocation,
  ListBinding,
  OptionRows,
  WriteBinding,
} from './types';
import { validateWrite } from './validateBody';
import { listedOption } from './validateBodyOptions';
import { guardDelete, guardUpdate, transitionHandler } from './transitionHandler';
import type { StepComputations } from './stepComputations';
import { archiveWrite, firstVersion, removeHistory } from './versions';
import { summaryHandler } from './summary';
import type { ServedRows } from './servedOptions';
import { badRequest, bodyOf, idList, stateNotAllowed } from './requestParts';
import { recordScope } from './dataScope';
import { refuseDuplicate } from './uniqueness';

type Request = RequestContext<UserRow>;

/** The raw id value(s) of a request at a location (a body location falls back to the query and back). */
function rawIds(req: Request, at: IdLocation): unknown {
  const body = bodyOf(req);
  const fromQuery = () => req.queryAll?.[at.name] ?? req.queryAll?.[`${at.name}[]`] ?? req.query[at.name];
  if (at.in === 'path') return req.params[at.name];
  if (at.in === 'query') return fromQuery() ?? body[at.name];
  return body[at.name] ?? fromQuery();
}

export function listHandler(store: EntityStore, binding: ListBinding) {
  return (req: Request): Envelope => {
    const outcome = runList(store, binding, queryValues(req.query, req.queryAll), recordScope(store, req).where);
    if (!outcome.ok) return badRequest(outcome.msg);
    return okAt([
      [binding.result.list, outcome.rows],
      [binding.result.total, outcome.total],
    ]);
  };
}

export function detailHandler(store: EntityStore, binding: DetailBinding) {
  return (req: Request): Envelope => {
    const id = parseId(rawIds(req, binding.idFrom));
    const record = id === null ? null : store.find(id);
    if (!record || !recordScope(store, req).holds(record)) return failWith('recordNotFound');
    return okAt([[binding.result.record, record]]);
  };
}

/** Values the platform fills itself: creation and update times and users, and a status's first value on create. */
function autoFill(store: EntityStore, values: EntityRecord, user: UserRow | null, now: string, mode: 'create' | 'update') {
  const has = (name: string) => store.model.byName.has(name);
  const blank = (name: string) => values[name] === undefined || values[name] === null;
  if (has('updateTime')) values.updateTime = now;
  if (has('updateUser') && user) values.updateUser = user.name;
  if (mode === 'update') return;
  if (has('createTime') && blank('createTime')) values.createTime = now;
  if (has('createUser') && blank('createUser') && user) values.createUser = user.name;
  for (const field of store.model.fields) {
    const first = field.dictionary?.def.options?.[0];
    if (field.valueType === 'status' && first && blank(field.name)) values[field.name] = first.value;
  }
}

export function writeHandler(
  store: EntityStore,
  binding: WriteBinding,
  now: () => number,
  hooks: EntityHooks = {},
  options: OptionRows = new Map(),
  served?: ServedRows,
) {
  return (req: Request): Envelope => {
    const { model } = store;
    // Options as the form had them: a dependent dictionary is served for the submitted values (the chosen park's rules).
    const body = bodyOf(req);
    const option = optionLookup(model, options, served, body);
    const scope = recordScope(store, req);
    let current: EntityRecord | null = null;
    let id: number | null = null;
    if (binding.operation === 'update') {
      const raw = rawIds(req, binding.idFrom);
      if (raw === undefined || raw === null || raw === '') return badRequest(`${model.byName.get(model.rowKey)?.title ?? '编号'}不能为空`);
      id = parseId(raw);
      current = id === null ? null : store.find(id);
      if (!current || !scope.holds(current)) return failWith('recordNotFound');
    }
    const listed = listedOption(options, served, body);
    const checked = validateWrite(model, binding.form, req.body, binding.operation, option, current, listed);
    if (!checked.ok) return badRequest(checked.msg);
    const values = checked.values;
    if (!scope.accepts(values)) return failWith('recordNotFound');
    autoFill(store, values, req.user, formatChinaTime(now()), binding.operation);
    const moved = current && binding.transition ? guardUpdate(binding.transition, current, values, req.user, now()) : null;
    if (moved) return stateNotAllowed(moved);
    const refused = current ? hooks.beforeUpdate?.(current, values, store) : hooks.beforeCreate?.(values, store);
    if (refused) return stateNotAllowed(refused);
    if (binding.versions && !current) firstVersion(binding.versions, values);
    const archive =
      binding.versions && current && id !== null ? archiveWrite(binding.versions, store, id, current, values, req.user, now()) : null;
    let written = 0;
    let clash: string | undefined;
    store.db.transaction(() => {
      // The unique check and the write in one synchronous transaction: nothing can be stored between them.
      clash = refuseDuplicate(store, current ? { ...current, ...values } : values, id, option);
      if (clash) return;
      if (id !== null) {
        archive?.();
        store.patch(id, values);
        written = id;
      } else {
        written = store.insert(values);
        scope.claim(written);
      }
      if (hooks.afterWrite) hooks.afterWrite(store.db, store.find(written) ?? {});
    })();
    if (clash) return stateNotAllowed(clash);
    return ok(store.find(written));
  };
}

export function deleteHandler(store: EntityStore, binding: DeleteBinding, hooks: EntityHooks = {}) {
  return (req: Request): Envelope => {
    const ids = idList(rawIds(req, binding.idFrom));
    if (!ids) return badRequest('请选择要删除的记录');
    const scope = recordScope(store, req);
    const records = ids.map((id) => store.find(id));
    if (records.some((r) => r === null || !scope.holds(r))) return failWith('recordNotFound');
    const refused =
      (binding.transition && guardDelete(binding.transition, records as EntityRecord[])) ||
      hooks.beforeDelete?.(records as EntityRecord[], store);
    if (refused) return stateNotAllowed(refused);
    store.db.transaction(() => {
      if (binding.versions) removeHistory(binding.versions, store, ids);
      store.remove(ids);
      hooks.afterDelete?.(store.db, ids);
    })();
    return ok(null);
  };
}

/** The handler of a generic endpoint. */
export function genericHandler(
  generic: GenericEndpoint,
  store: EntityStore,
  now: () => number,
  hooks?: EntityHooks,
  options?: OptionRows,
  computations?: StepComputations,
  served?: ServedRows,
) {
  const handler = handlerOf(generic, store, now, hooks, options, computations, served);
  const beforeRead = hooks?.beforeRead;
  if (!beforeRead) return handler;
  return (req: Request) => {
    beforeRead(store, now());
    return handler(req);
  };
}

function handlerOf(
  generic: GenericEndpoint,
  store: EntityStore,
  now: () => number,
  hooks?: EntityHooks,
  options?: OptionRows,
  computations?: StepComputations,
  served?: ServedRows,
) {
  const { binding } = generic;
  switch (binding.operation) {
    case 'list':
      return listHandler(store, binding);
    case 'detail':
      return detailHandler(store, binding);
    case 'create':
    case 'update':
      return writeHandler(store, binding, now, hooks, options, served);
    case 'delete':
      return deleteHandler(store, binding, hooks);
    case 'aggregate':
      return aggregateHandler(store, binding, now);
    case 'transition':
      return transitionHandler(store, binding, now, computations);
    case 'summary':
      return summaryHandler(store, binding);
    case 'export':
      // Served by the export service (services/exportTasks/index.ts); without it the call is not implemented.
      return () => fail(ERR.notImplemented[0], `${ERR.notImplemented[1]}: ${generic.endpoint.method} ${generic.endpoint.path}`);
  }
}
