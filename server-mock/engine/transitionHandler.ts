/**
 * The HTTP side of declared workflows: the handler of an endpoint with `operation: "transition"`, and the state rules
 * a transition adds to the generic update (编辑 only from some states, then back to one) and delete.
 */
import { formatChinaTime } from '../db/time';
import type { UserRow } from '../db/users';
import { ERR, fail, failWith, ok, type Envelope } from '../http/envelope';
import type { RequestContext } from '../http/router';
import { okAt } from './resultPaths';
import { runComputations, type StepComputations } from './stepComputations';
import { appendEntry, planStep, refusalFor, type Actor, type StepOutcome } from './transitionRun';
import { EntityStore, parseId, type EntityRecord } from './store';
import type { TransitionPlan } from './transitions';
import type { IdLocation } from './types';

type Request = RequestContext<UserRow>;

export interface TransitionBinding {
  operation: 'transition';
  idFrom: IdLocation;
  plan: TransitionPlan;
  /** The endpoint's `result.record`: where a call naming one record gets that record after the step (else data null). */
  answer?: string;
}

const actorOf = (user: UserRow | null, now: number): Actor => ({ user: user ? { name: user.name, id: user.user_id } : null, time: formatChinaTime(now) });
const bodyOf = (req: Request) => (typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {});

/** The ids a call names at its location: one value, an array or a comma-separated text; null when any is not an id. */
function idsAt(req: Request, at: IdLocation): number[] | null | 'missing' {
  const body = bodyOf(req);
  const raw = at.in === 'path' ? req.params[at.name] : at.in === 'query' ? req.query[at.name] ?? body[at.name] : body[at.name] ?? req.query[at.name];
  if (raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0)) return 'missing';
  const list = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])).map(parseId);
  return list.every((id): id is number => id !== null) ? [...new Set(list)] : null;
}

type Write = { store: EntityStore; id: number; values: Record<string, unknown> };

/** The store of an entity a computation creates records in (the schemas declare it; a missing one is a broken module). */
function storeOf(store: EntityStore, plan: TransitionPlan, entity: string): EntityStore {
  const model = plan.models.get(entity);
  if (!model) throw new Error(`${plan.entity}: a step computation creates records of the unknown entity "${entity}"`);
  return new EntityStore(store.db, model);
}

/** Changes the records the effects reach through the plan's links (a missing linked record refuses the step). */
function linkedWrites(store: EntityStore, plan: TransitionPlan, record: EntityRecord, effects: { link: string; values: Record<string, unknown> }[]) {
  const writes: Write[] = [];
  for (const effect of effects) {
    const link = plan.links[effect.link];
    const linked = new EntityStore(store.db, link.model);
    const id = parseId(record[link.by]);
    if (id === null || !linked.find(id)) return null;
    writes.push({ store: linked, id, values: effect.values });
  }
  return writes;
}

/** POST …: moves the named record(s) one step; every record must allow it, or nothing is written. */
export function transitionHandler(store: EntityStore, binding: TransitionBinding, now: () => number, computations: StepComputations = new Map()) {
  const { plan } = binding;
  const keyTitle = store.model.byName.get(store.model.rowKey)?.title ?? '编号';
  return (req: Request): Envelope => {
    const ids = idsAt(req, binding.idFrom);
    if (ids === 'missing') return fail(ERR.badRequest[0], plan.unselected ?? `${keyTitle}不能为空`);
    if (!ids) return plan.unselected ? fail(ERR.badRequest[0], plan.unselected) : failWith('recordNotFound');
    const records = ids.map((id) => store.find(id));
    if (records.some((r) => r === null)) return failWith('recordNotFound');
    const actor = actorOf(req.user, now());
    const input = bodyOf(req);
    const steps: { id: number; record: EntityRecord; step: Extract<StepOutcome, { ok: true }>; writes: Write[]; creates: Write[] }[] = [];
    for (const [i, record] of (records as EntityRecord[]).entries()) {
      const step = planStep(plan, record, input, actor);
      if (!step.ok) return fail(step.kind === 'state' ? ERR.stateNotAllowed[0] : ERR.badRequest[0], step.msg);
      const writes = linkedWrites(store, plan, record, step.effects);
      if (!writes) return fail(ERR.stateNotAllowed[0], '关联记录不存在');
      const computed = runComputations(step.computes, computations, { record, input, actor, values: step.values });
      if (!computed.ok) return fail(ERR.badRequest[0], computed.msg);
      Object.assign(step.values, computed.values);
      const creates = computed.creates.map((c) => ({ store: storeOf(store, plan, c.entity), id: 0, values: c.values }));
      steps.push({ id: ids[i], record, step, writes, creates });
    }
    store.db.transaction(() => {
      for (const { id, record, step, writes, creates } of steps) {
        const values = { ...step.values };
        if (store.model.byName.has('updateTime') && values.updateTime === undefined) values.updateTime = actor.time;
        if (plan.trail && store.model.byName.has(plan.trail)) values[plan.trail] = appendEntry(record[plan.trail], step.entry);
        store.patch(id, values);
        for (const w of writes) w.store.patch(w.id, w.values);
        for (const c of creates) c.store.insert(c.values);
      }
    })();
    const single = binding.answer !== undefined && ids.length === 1 && !Array.isArray(bodyOf(req)[binding.idFrom.name]);
    return single ? okAt([[binding.answer, store.find(ids[0])]]) : ok(null);
  };
}

/**
 * The state rule of a generic update: refused outside `from`; otherwise the values get `to`, the `set` fields and a
 * trail entry. Returns the refusal, or null.
 */
export function guardUpdate(plan: TransitionPlan, current: EntityRecord, values: Record<string, unknown>, user: UserRow | null, now: number): string | null {
  const step = planStep(plan, current, values, actorOf(user, now));
  if (!step.ok) return step.msg;
  Object.assign(values, step.values);
  if (plan.trail) values[plan.trail] = appendEntry(current[plan.trail], step.entry);
  return null;
}

/** The state rule of a generic delete: every record must be in a `from` state of the (first) case. */
export function guardDelete(plan: TransitionPlan, records: EntityRecord[]): string | null {
  const step = plan.cases[0];
  for (const record of records) {
    const refused = refusalFor(plan, step, record);
    if (refused) return refused;
  }
  return null;
}
