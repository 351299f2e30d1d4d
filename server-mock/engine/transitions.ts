/**
 * Workflows as data (docs/schema-language.md §工作流): an entity of an area document declares its `states` (a status
 * field and its dictionary), its audit `trail` field and its `links`; actions declare a `transition`. This module turns
 * those declarations into one plan per endpoint; transitionRun.ts executes a plan on a record.
 */
import type { AreaDocument, Dictionary, DictionaryItem, FormSchema, Transition } from '../../schemas/meta/generated/area';
import type { EntityModel } from './types';

/** The transitions one endpoint runs: the cases of every action that calls it (request endpoint or open submit). */
export interface TransitionPlan {
  entity: string;
  /** The status field and its states (value → label); absent for a step on records without states (催缴). */
  states?: { field: string; items: DictionaryItem[] };
  /** The field holding the audit trail, when the entity keeps one. */
  trail?: string;
  /** Declared links: name → the linked entity's model, the field of this record and the linked field it equals (absent: the linked row key). */
  links: Record<string, PlanLink>;
  /** Cases in order: the first whose `when` holds on the input runs. */
  cases: PlanCase[];
  /** The action input forms (field titles and limits). */
  inputs: FormSchema[];
  /** The answer to a call that names no record (the first case's `unselected`), else `<row key title>不能为空`. */
  unselected?: string;
  /** Every entity model, for the records a step computation creates (stepComputations.ts). */
  models: Map<string, EntityModel>;
  /** The document's dictionaries (an option input must be one of its dictionary's values). */
  dictionaries: Record<string, Dictionary>;
}

export interface PlanLink {
  model: EntityModel;
  by: string;
  key?: string;
}

export interface PlanCase {
  transition: Transition;
  /** The name of the step in refusals and the trail: the transition's label, else the action's. */
  label: string;
}

/** The transition cases of an action, as a list. */
export const casesOf = (spec: Transition | Transition[] | undefined): Transition[] =>
  spec === undefined ? [] : Array.isArray(spec) ? spec : [spec];

/** The actions of a document whose transition a call of `endpointName` executes. */
function actionsOn(doc: AreaDocument, endpointName: string) {
  return Object.values(doc.actions ?? {}).filter(
    (a) =>
      (a.kind === 'request' && a.endpoint === endpointName && a.transition) ||
      (a.kind === 'open' && a.submit === endpointName && a.transition),
  );
}

/**
 * The plan of one endpoint, or null when no action declares a transition on it. Throws when the entity's `states`
 * name no static dictionary or a link names an unknown entity (the schema check reports both first, at their
 * positions). An entity without `states` runs stateless steps (no `from`, no `to`).
 */
export function transitionPlan(
  doc: AreaDocument,
  endpointName: string,
  entity: string,
  models: Map<string, EntityModel>,
): TransitionPlan | null {
  const actions = actionsOn(doc, endpointName);
  if (actions.length === 0) return null;
  const decl = doc.entities?.[entity];
  const items = decl?.states ? doc.dictionaries?.[decl.states.dictionary]?.options : undefined;
  if (decl?.states && !items)
    throw new Error(`${doc.area}.${endpointName}: entity "${entity}" declares no states with a static dictionary`);
  const links: TransitionPlan['links'] = {};
  for (const [name, link] of Object.entries(decl?.links ?? {})) {
    const model = models.get(link.entity);
    if (!model) throw new Error(`${doc.area}: link "${name}" names the unknown entity "${link.entity}"`);
    links[name] = { model, by: link.by, key: link.key };
  }
  const cases: PlanCase[] = [];
  const inputs: FormSchema[] = [];
  for (const action of actions) {
    if (action.kind === 'request' && action.input) inputs.push(action.input.schema);
    const spec = action.kind === 'request' || action.kind === 'open' ? action.transition : undefined;
    for (const transition of casesOf(spec)) cases.push({ transition, label: transition.label ?? action.label ?? '' });
  }
  const unselected = cases.find((c) => c.transition.unselected)?.transition.unselected;
  const states = decl?.states && items ? { field: decl.states.field, items } : undefined;
  return { entity, states, trail: decl?.trail, links, cases, inputs, unselected, models, dictionaries: doc.dictionaries ?? {} };
}
