/**
 * Workflows (`entities.<name>.states` and the `transition` of actions): the states dictionary exists and lists its
 * states; every `from` / `to` value is one of them; an action with a transition calls a transition, update or delete
 * endpoint of an entity that declares states; `require` and `note` name fields of the action's input form (an open
 * action: of its form); effects name declared links or registered computations (schemas/meta/stepComputations.json);
 * a transition endpoint is called by an action with a transition. On an entity without states a step is stateless
 * (no `from`, `to` or `toWhen`: `transitionWithoutStates` otherwise); with states every case needs `from`
 * (`transitionWithoutFrom`). The batch constructs of stateless steps are checked by rules/batchSteps.ts.
 */
import type { Action, AreaDocument, DictionaryItem, Transition } from '../../../../schemas/meta/generated/area';
import { childPointer, pointer } from '../../problem';
import { conditionFields } from '../inventory';
import { lintMessages } from '../messages';
import { knownDataFields } from './dataFields';
import { sameValue, transitionActions } from './transitionActions';
import stepComputations from '../../../../schemas/meta/stepComputations.json';
import type { LintContext } from '../lintContext';

/** The step computations the mock registers (keys of schemas/meta/stepComputations.json other than `$comment`). */
export const STEP_COMPUTATIONS: readonly string[] = Object.keys(stepComputations).filter((name) => !name.startsWith('$'));

/** The field names an action's transition may require: its input form, or the form an open action submits. */
function inputNames(doc: AreaDocument, action: Action): string[] {
  if (action.kind === 'request') return Object.keys(action.input?.schema.properties ?? {});
  if (action.kind === 'open') {
    const view = doc.views[action.view];
    return view?.kind === 'form' ? Object.keys(view.schema.properties) : [];
  }
  return [];
}

function checkStates(ctx: LintContext, entity: string): DictionaryItem[] | null {
  const decl = ctx.doc.entities?.[entity];
  if (!decl?.states) return null;
  const dictionary = ctx.doc.dictionaries?.[decl.states.dictionary];
  if (!dictionary) return null; // reported once, at the declaration, by the entities check below
  return dictionary.options ?? null;
}

function checkCase(
  ctx: LintContext,
  at: string,
  t: Transition,
  states: { items: DictionaryItem[]; dictionary: string } | null,
  inputs: string[],
  links: string[],
  fields: Set<string>,
) {
  if (states) {
    const names = states.items.map((i) => `${String(i.value)} ${i.label}`);
    const checkValue = (value: unknown, where: string) => {
      if (!states.items.some((i) => sameValue(i.value, value)))
        ctx.report({
          pointer: where,
          rule: 'unknownState',
          message: lintMessages.unknownState(JSON.stringify(value), states.dictionary, names),
        });
    };
    if (t.from === undefined)
      ctx.report({ pointer: at, rule: 'transitionWithoutFrom', message: lintMessages.transitionWithoutFrom(), at: 'key' });
    (t.from ?? []).forEach((v, i) => checkValue(v, childPointer(at, 'from', i)));
    if (t.to !== undefined) checkValue(t.to, childPointer(at, 'to'));
  }
  (t.require ?? []).forEach((name, i) => {
    if (!inputs.includes(name)) ctx.reportUnknown(childPointer(at, 'require', i), 'unknownInput', name, inputs);
  });
  if (t.note !== undefined && !inputs.includes(t.note)) ctx.reportUnknown(childPointer(at, 'note'), 'unknownInput', t.note, inputs);
  (t.allowWhen ?? []).forEach((a, i) => {
    for (const site of conditionFields(a.when, childPointer(at, 'allowWhen', i, 'when')))
      if (!fields.has(site.field.split('.')[0])) ctx.reportUnknown(site.pointer, 'unknownDataField', site.field, fields);
  });
  (t.guards ?? []).forEach((g, i) => {
    if (!fields.has(g.field)) ctx.reportUnknown(childPointer(at, 'guards', i, 'field'), 'unknownDataField', g.field, fields);
  });
  (t.effects ?? []).forEach((e, i) => {
    if ('link' in e && !links.includes(e.link)) ctx.reportUnknown(childPointer(at, 'effects', i, 'link'), 'unknownLink', e.link, links);
    if ('compute' in e && !STEP_COMPUTATIONS.includes(e.compute))
      ctx.reportUnknown(childPointer(at, 'effects', i, 'compute'), 'unknownComputation', e.compute, STEP_COMPUTATIONS);
  });
}

export function checkTransitions(ctx: LintContext): void {
  const doc = ctx.doc as AreaDocument; // the meta-schema check ran first: views, endpoints and actions are well-formed
  for (const [entity, decl] of Object.entries(doc.entities ?? {})) {
    const name = decl.states?.dictionary;
    if (name === undefined) continue;
    const at = pointer('entities', entity, 'states', 'dictionary');
    if (!doc.dictionaries?.[name]) ctx.reportUnknown(at, 'unknownDictionary', name, Object.keys(doc.dictionaries ?? {}));
    else if (!doc.dictionaries[name].options)
      ctx.report({ pointer: at, rule: 'statesDictionaryStatic', message: lintMessages.statesDictionaryStatic(name) });
  }
  const called = new Set<string>();
  const fields = knownDataFields(ctx);
  for (const { action, endpointName, entity, at, cases } of transitionActions(doc)) {
    const endpoint = endpointName ? doc.endpoints[endpointName] : undefined;
    if (endpointName) called.add(endpointName);
    const operation = endpoint?.operation ?? 'custom';
    if (endpoint && !['transition', 'update', 'delete'].includes(operation)) {
      ctx.report({
        pointer: at,
        rule: 'transitionOperation',
        message: lintMessages.transitionOperation(endpointName!, operation),
        at: 'key',
      });
      continue;
    }
    const decl = doc.entities?.[entity];
    if (!decl?.states && cases.some(({ transition: t }) => t.from !== undefined || t.to !== undefined || t.toWhen !== undefined)) {
      ctx.report({ pointer: at, rule: 'transitionWithoutStates', message: lintMessages.transitionWithoutStates(entity), at: 'key' });
      continue;
    }
    const items = decl?.states ? checkStates(ctx, entity) : null;
    if (decl?.states && !items) continue;
    const states = decl?.states && items ? { items, dictionary: decl.states.dictionary } : null;
    const inputs = inputNames(doc, action);
    const links = Object.keys(decl?.links ?? {});
    for (const { transition, at: caseAt } of cases) checkCase(ctx, caseAt, transition, states, inputs, links, fields);
  }
  for (const [name, endpoint] of Object.entries(doc.endpoints ?? {})) {
    if (endpoint.operation === 'transition' && !called.has(name))
      ctx.report({
        pointer: pointer('endpoints', name, 'operation'),
        rule: 'transitionEndpointWithoutAction',
        message: lintMessages.transitionEndpointWithoutAction(),
      });
  }
}
