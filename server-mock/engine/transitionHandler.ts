/**
 * The HTTP side of declared workflows: the handler of an endpoint with `operation: "transition"`, and the state rules
 * a transition adds to the generic update (编辑 only from some states, then back to one) and delete.
 */
import { formatChinaTime } from '../db/time';
import type { UserRow } from '../db/users';
import { ERR, fail, failWith, ok, type Envelope } from '../http/envelope';
import type { RequestContext } from '../http/router';
import { okAt } from './resultPaths';
import type { Transition } from '../../schemas/meta/generated/area';
import { holds } from './conditions';
import { runComputations, type StepComputations } from './stepComputations';
import { answerOf, childrenOf, extrasFor, linkedRecord, linkedStore, selectedBy, serialNumbers, siblingTally } from './transitionBatch';
import { appendEntry, planStep, refusalFor, valuesOf, type Actor, type StepOutcome } from './transitionRun';
import { EntityStore, type EntityRecord } from './store';
import type { TransitionPlan } from './transitions';
import type { IdLocation } from './types';
import { badRequest, bodyOf, idList, stateNotAllowed } from './requestParts';
import { recordScope } from './dataScope';
import { DuplicateRefused, refuseDuplicate } from './uniqueness';

type Request = RequestContext<UserRow>;

export interface TransitionBinding {
  operation: 'transition';
  idFrom: IdLocation;
  plan: TransitionPlan;
  /** The endpoint's `result.record`: where a call naming one record gets that record after the step (else data null). */
  answer?: string;
}

const actorOf = (user: UserRow | null, now: number): Actor => ({
  user: user ? { name: user.name, id: user.user_id } : null,
  time: formatChinaTime(now),
});

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The ids a call names at its location: one value, an array or a comma-separated text; null when any is not an id;
 * 'missing' when it names none (also a list of blanks: the ids of a record that has none, such as a batch summary).
 */
function idsAt(req: Request, at: IdLocation): number[] | null | 'missing' {
  const body = bodyOf(req);
  const raw =
    at.in === 'path'
      ? req.params[at.name]
      : at.in === 'query'
        ? (req.query[at.name] ?? body[at.name])
        : (body[at.name] ?? req.query[at.name]);
  if (blank(raw) || (Array.isArray(raw) && raw.every(blank))) return 'missing';
  return idList(raw);
}

type Write = { store: EntityStore; id: number; values: Record<string, unknown> };
/** One record's planned step: its values, the records computations create and the children `creates` adds. */
type Planned = { id: number; record: EntityRecord; step: Extract<StepOutcome, { ok: true }>; creates: Write[]; children: Write[] };

/** The store of an entity a computation creates records in (the schemas declare it; a missing one is a broken module). */
function storeOf(store: EntityStore, plan: TransitionPlan, entity: string): EntityStore {
  const model = plan.models.get(entity);
  if (!model) throw new Error(`${plan.entity}: a step computation creates records of the unknown entity "${entity}"`);
  return new EntityStore(store.db, model);
}

/**
 * Changes the records the effects reach through the plan's links (a missing linked record refuses the step); an
 * effect with a `tally` computes its values again with the counts of the records sharing that linked record.
 */
function linkedWrites(
  store: EntityStore,
  plan: TransitionPlan,
  one: Planned,
  input: Record<string, unknown>,
  actor: Actor,
  planned: Map<number, Record<string, unknown>>,
) {
  const writes: Write[] = [];
  for (const { link: name, values, effect } of one.step.effects) {
    const link = plan.links[name];
    const linked = linkedRecord(store, link, one.record);
    if (!linked) return null;
    const tally = effect.tally ? siblingTally(store, plan, effect, { ...one.record, ...one.step.values }, planned) : null;
    const set = tally ? valuesOf(effect.set, one.record, input, actor, { scope: tally }) : values;
    writes.push({ store: linkedStore(store, link), id: Number(linked[link.model.rowKey]), values: set });
  }
  return writes;
}

/** The records a call acts on: a target selection, the ids it names, or the records its `selectBy` field names. */
function targetsOf(
  req: Request,
  store: EntityStore,
  binding: TransitionBinding,
  t: Transition | undefined,
  computations: StepComputations,
  now: number,
): EntityRecord[] | Envelope {
  const { plan } = binding;
  const scope = recordScope(store, req);
  if (t?.select) {
    const selection = computations.get(t.select.compute);
    if (!selection || typeof selection === 'function') return fail(ERR.notImplemented[0], `接口未实现：选取 ${t.select.compute} 未登记`);
    const rows = selection.select({ store, now }).filter(scope.holds);
    return rows.length > 0 ? rows : stateNotAllowed(t.select.empty);
  }
  const keyTitle = store.model.byName.get(store.model.rowKey)?.title ?? '编号';
  const ids = idsAt(req, binding.idFrom);
  if (ids === 'missing' && t?.selectBy) {
    const rows = selectedBy(store, t.selectBy, bodyOf(req));
    if (rows === null) return badRequest(plan.unselected ?? `${keyTitle}不能为空`);
    const held = rows.filter(scope.holds);
    return held.length > 0 ? held : failWith('recordNotFound');
  }
  if (ids === 'missing') return badRequest(plan.unselected ?? `${keyTitle}不能为空`);
  if (!ids) return plan.unselected ? badRequest(plan.unselected) : failWith('recordNotFound');
  const records = ids.map((id) => store.find(id));
  return records.some((r) => r === null || !scope.holds(r)) ? failWith('recordNotFound') : (records as EntityRecord[]);
}

/** POST …: moves the named record(s) one step; every record must allow it, or nothing is written. */
export function transitionHandler(
  store: EntityStore,
  binding: TransitionBinding,
  now: () => number,
  computations: StepComputations = new Map(),
) {
  const { plan } = binding;
  const rowKey = store.model.rowKey;
  return (req: Request): Envelope => {
    const input = bodyOf(req);
    const chosen = plan.cases.find((c) => c.transition.when === undefined || holds(c.transition.when, input))?.transition;
    const found = targetsOf(req, store, binding, chosen, computations, now());
    if (!Array.isArray(found)) return found;
    const only = chosen?.only;
    const records = only ? found.filter((r) => holds(only.when, r)) : found;
    if (only && records.length === 0) return stateNotAllowed(only.message);
    const actor = actorOf(req.user, now());
    const serial = serialNumbers(store, plan, chosen, actor.time);
    const steps: Planned[] = [];
    for (const record of records) {
      const extras = extrasFor(store, plan, record, serial);
      let step = planStep(plan, record, input, actor, extras);
      if (!step.ok) return fail(step.kind === 'state' ? ERR.stateNotAllowed[0] : ERR.badRequest[0], step.msg);
      const children = chosen ? childrenOf(plan, chosen, record, input, actor, extras, computations) : null;
      if (children && !children.ok) return badRequest(children.msg);
      if (children && chosen?.creates?.tally) step = planStep(plan, record, input, actor, { ...extras, scope: children.tally });
      if (!step.ok) return fail(step.kind === 'state' ? ERR.stateNotAllowed[0] : ERR.badRequest[0], step.msg);
      const computed = runComputations(step.computes, computations, { record, input, actor, values: step.values, store });
      if (!computed.ok) return badRequest(computed.msg);
      Object.assign(step.values, computed.values);
      const made = computed.creates.map((c) => ({ store: storeOf(store, plan, c.entity), id: 0, values: c.values }));
      const link = chosen?.creates ? plan.links[chosen.creates.link] : undefined;
      const childWrites = link
        ? (children?.ok ? children.rows : []).map((values) => ({ store: linkedStore(store, link), id: 0, values }))
        : [];
      steps.push({ id: Number(record[rowKey]), record, step, creates: made, children: childWrites });
    }
    const planned = new Map(steps.map((s) => [s.id, s.step.values]));
    const writes: Write[][] = [];
    for (const one of steps) {
      const w = linkedWrites(store, plan, one, input, actor, planned);
      if (!w) return stateNotAllowed('关联记录不存在');
      writes.push(w);
    }
    const write = store.db.transaction(() => {
      steps.forEach(({ id, record, step, creates, children }, i) => {
        const values = { ...step.values };
        if (store.model.byName.has('updateTime') && values.updateTime === undefined) values.updateTime = actor.time;
        if (plan.trail && store.model.byName.has(plan.trail)) values[plan.trail] = appendEntry(record[plan.trail], step.entry);
        // A step may bring a record under a unique constraint (re-enabled next to an enabled twin): the batch is refused whole.
        const clash = refuseDuplicate(store, { ...record, ...values }, id);
        if (clash) throw new DuplicateRefused(clash);
        store.patch(id, values);
        for (const w of writes[i]) w.store.patch(w.id, w.values);
        for (const c of [...children, ...creates]) {
          // A record a step creates obeys its entity's unique constraints too (a pass issued over an overlapping one).
          const duplicate = refuseDuplicate(c.store, c.values);
          if (duplicate) throw new DuplicateRefused(duplicate);
          c.store.insert(c.values);
        }
      });
    });
    try {
      write();
    } catch (e) {
      if (e instanceof DuplicateRefused) return stateNotAllowed(e.message);
      throw e;
    }
    if (chosen?.answer) {
      const created = steps.flatMap((s) => s.children.map((c) => c.values));
      return okAt([
        [
          binding.answer ?? 'data',
          answerOf(
            chosen.answer,
            steps.map((s) => ({ ...s.record, ...s.step.values })),
            created,
          ),
        ],
      ]);
    }
    const single = binding.answer !== undefined && records.length === 1 && !Array.isArray(bodyOf(req)[binding.idFrom.name]);
    return single ? okAt([[binding.answer, store.find(steps[0].id)]]) : ok(null);
  };
}

/**
 * The state rule of a generic update: refused outside `from`; otherwise the values get `to`, the `set` fields and a
 * trail entry. Returns the refusal, or null.
 */
export function guardUpdate(
  plan: TransitionPlan,
  current: EntityRecord,
  values: Record<string, unknown>,
  user: UserRow | null,
  now: number,
): string | null {
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
