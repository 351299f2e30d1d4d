/**
 * Steps over many records at once (docs/schema-language.md §3.9 *Batches and child records*): the records a call
 * names by a field (`selectBy`), the children a step creates through a link (`creates`: one per record, or one per
 * value of a multiple input, with the call's shared `serial` number), the counts the step reads (`tally` over the
 * children it creates, or over the records that share a linked record) and the summary the call answers (`answer`).
 * Everything is planned before anything is written; transitionHandler.ts writes it in one transaction.
 */
import type { Transition, TransitionAnswerValue, TransitionLinkEffect, TransitionValue } from '../../schemas/meta/generated/area';
import { holds, sameValue } from './conditions';
import { runComputations, type StepComputations } from './stepComputations';
import { EntityStore, parseId, type EntityRecord } from './store';
import { pickedValues } from './transitionInput';
import { valuesOf, type Actor, type StepExtras } from './transitionRun';
import type { PlanLink, TransitionPlan } from './transitions';

type Values = Record<string, unknown>;

/** The store of a linked entity. */
export const linkedStore = (store: EntityStore, link: PlanLink) => new EntityStore(store.db, link.model);

/** The record a link reaches from a record: its `key` field (else its row key) equals the record's `by` field. */
export function linkedRecord(store: EntityStore, link: PlanLink, record: Values): EntityRecord | null {
  const linked = linkedStore(store, link);
  if (!link.key) {
    const id = parseId(record[link.by]);
    return id === null ? null : linked.find(id);
  }
  const value = record[link.by];
  if (value === undefined || value === null) return null;
  return linked.select(`WHERE ${linked.col(link.key)} = ?`, [value], `ORDER BY ${linked.col(linked.model.rowKey)} ASC LIMIT 1`)[0] ?? null;
}

/** The extras of one record's step: `{"linked": …}` reads through the plan's links, `{"serial": …}` the call's numbers. */
export function extrasFor(
  store: EntityStore,
  plan: TransitionPlan,
  record: Values,
  serial: StepExtras['serial'],
  scope?: Values,
): StepExtras {
  return {
    scope,
    serial,
    linked: (name, field) => {
      const link = plan.links[name];
      const found = link ? linkedRecord(store, link, record) : null;
      return found ? (found[field] ?? null) : (record[field] ?? null);
    },
  };
}

const timeDigits = (time: string) => time.replace(/\D/g, '');

/**
 * The serial numbers of one call: prefix + the call's time (YYYYMMDDHHmmss) + the next sequence of that second
 * (distinct values of the created entity's field so far + 1), the same for every record the call creates.
 */
export function serialNumbers(
  store: EntityStore,
  plan: TransitionPlan,
  t: Transition | undefined,
  time: string,
): NonNullable<StepExtras['serial']> {
  const made = new Map<string, string>();
  const link = t?.creates ? plan.links[t.creates.link] : undefined;
  return (spec: NonNullable<TransitionValue['serial']>, field?: string) => {
    const key = `${spec.prefix}/${spec.digits}/${field ?? ''}`;
    const known = made.get(key);
    if (known) return known;
    const prefix = `${spec.prefix}${timeDigits(time)}`;
    let n = 0;
    if (link && field && link.model.byName.has(field)) {
      const children = linkedStore(store, link);
      const column = children.col(field);
      n = (
        children.prepare(`SELECT COUNT(DISTINCT ${column}) AS n FROM ${children.table} WHERE ${column} LIKE ?`).get(`${prefix}%`) as {
          n: number;
        }
      ).n;
    }
    const value = `${prefix}${String(n + 1).padStart(spec.digits, '0')}`;
    made.set(key, value);
    return value;
  };
}

/** The values of a `creates.each` input, distinct, in the order of its dictionary (when it has static options). */
function eachValues(plan: TransitionPlan, name: string, input: Values): unknown[] {
  const picked = pickedValues(input[name]).map((v) => (typeof v === 'string' ? v.trim() : v));
  const field = plan.inputs.map((f) => f.properties[name]).find((f) => f !== undefined);
  const options = field?.dictionary ? plan.dictionaries[field.dictionary]?.options : undefined;
  if (options) return options.filter((o) => picked.some((v) => sameValue(o.value, v))).map((o) => o.value);
  return picked.filter((v, i) => picked.findIndex((w) => sameValue(v, w)) === i);
}

export type Children = { ok: false; msg: string } | { ok: true; rows: Values[]; tally: Values };

/** The children a step creates for one record, and its `tally` of them; a refusing computation refuses the step. */
export function childrenOf(
  plan: TransitionPlan,
  t: Transition,
  record: EntityRecord,
  input: Values,
  actor: Actor,
  extras: StepExtras,
  computations: StepComputations,
): Children {
  const creates = t.creates;
  if (!creates) return { ok: true, rows: [], tally: {} };
  const link = plan.links[creates.link];
  const rows: Values[] = [];
  for (const each of creates.each ? eachValues(plan, creates.each.input, input) : [undefined]) {
    const values = valuesOf(creates.set, record, input, actor, extras);
    if (link?.key) values[link.key] = record[link.by] ?? null;
    if (creates.each) values[creates.each.as] = each;
    const computed = creates.compute ? runComputations([creates.compute], computations, { record, input, actor, values }) : null;
    if (computed && !computed.ok) return computed;
    rows.push({ ...values, ...computed?.values });
  }
  const tally = Object.fromEntries(
    Object.entries(creates.tally ?? {}).map(([name, when]) => [name, rows.filter((r) => holds(when, r)).length]),
  );
  return { ok: true, rows, tally };
}

/**
 * The counts of a link effect's `tally`: the records of the stepped entity that reach the same linked record and share
 * the `same` fields with this one, each as the call leaves it (`planned`: id → the values the call writes).
 */
export function siblingTally(
  store: EntityStore,
  plan: TransitionPlan,
  effect: TransitionLinkEffect,
  record: Values,
  planned: Map<number, Values>,
): Values {
  const tally = effect.tally;
  if (!tally) return {};
  const link = plan.links[effect.link];
  const fields = [link.by, ...(tally.same ?? [])];
  const where = `WHERE ${fields.map((f) => `${store.col(f)} = ?`).join(' AND ')}`;
  const rows = store
    .select(
      where,
      fields.map((f) => record[f] ?? null),
    )
    .map((r) => ({ ...r, ...planned.get(Number(r[store.model.rowKey])) }));
  return Object.fromEntries(Object.entries(tally.counts).map(([name, when]) => [name, rows.filter((r) => holds(when, r)).length]));
}

/** The records a call names by the transition's `selectBy` field (the body's value), or null when it gives none. */
export function selectedBy(store: EntityStore, field: string, input: Values): EntityRecord[] | null {
  const raw = input[field];
  const value = typeof raw === 'string' ? raw.trim() : raw;
  if (value === undefined || value === null || value === '') return null;
  return store.select(`WHERE ${store.col(field)} = ?`, [value], `ORDER BY ${store.col(store.model.rowKey)} ASC`);
}

/** The call's answer: counts over the records as the step leaves them or over the created children, or a child's field. */
export function answerOf(spec: Record<string, TransitionAnswerValue>, records: Values[], created: Values[]): Values {
  const valueOf = (v: TransitionAnswerValue) => {
    if (v.created !== undefined) return created[0]?.[v.created] ?? null;
    const rows = v.count === 'created' ? created : records;
    return v.where ? rows.filter((r) => holds(v.where!, r)).length : rows.length;
  };
  return Object.fromEntries(Object.entries(spec).map(([name, v]) => [name, valueOf(v)]));
}
