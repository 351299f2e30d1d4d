/**
 * What a workflow step computes from the record (docs/schema-language.md §3.9): the `to` of each `toWhen` is a state
 * of the entity's states dictionary (`unknownState`), and every field read by a `set` value `{"compute": …}` or by
 * the conditions of `refuseWhen` / `toWhen` is a field of the area's records or of the action's input form
 * (`unknownStepField`), each reported at its exact position.
 */
import type { AreaDocument, Condition, DictionaryItem, Expression, Transition } from '../../../../schemas/meta/generated/area';
import { childPointer } from '../../problem';
import { conditionFields } from '../inventory';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';
import { knownDataFields } from './dataFields';
import { sameValue, transitionActions } from './transitionActions';

/** The `field` operands of an expression (and of the conditions of its `if`s), with their pointers. */
function expressionFieldSites(expression: Expression, at: string): { pointer: string; field: string }[] {
  if ('field' in expression) return [{ pointer: childPointer(at, 'field'), field: expression.field }];
  if (!('op' in expression) || !('args' in expression)) return [];
  const args = expression.args as unknown[];
  return args.flatMap((arg, i) => {
    const where = childPointer(at, 'args', i);
    if (expression.op === 'if' && i === 0) return conditionFields(arg as Condition, where);
    return typeof arg === 'object' && arg !== null && !Array.isArray(arg) ? expressionFieldSites(arg as Expression, where) : [];
  });
}

/** Every field a step reads from the record or the input, with its pointer. */
function stepFieldSites(t: Transition, at: string): { pointer: string; field: string }[] {
  const sites: { pointer: string; field: string }[] = [];
  for (const [name, value] of Object.entries(t.set ?? {}))
    if (value.compute !== undefined) sites.push(...expressionFieldSites(value.compute, childPointer(at, 'set', name, 'compute')));
  (t.refuseWhen ?? []).forEach((r, i) => sites.push(...conditionFields(r.when, childPointer(at, 'refuseWhen', i, 'when'))));
  (t.toWhen ?? []).forEach((r, i) => sites.push(...conditionFields(r.when, childPointer(at, 'toWhen', i, 'when'))));
  return sites;
}

function statesOf(doc: AreaDocument, entity: string): { dictionary: string; items: DictionaryItem[] } | null {
  const name = doc.entities?.[entity]?.states?.dictionary;
  const items = name ? doc.dictionaries?.[name]?.options : undefined;
  return name && items ? { dictionary: name, items } : null;
}

export function checkTransitionOutcomes(ctx: LintContext): void {
  if (ctx.isLibrary) return;
  const doc = ctx.doc as AreaDocument;
  const fields = knownDataFields(ctx);
  for (const { entity, inputs, cases } of transitionActions(doc)) {
    const states = statesOf(doc, entity); // a missing states declaration is reported by rules/transitions.ts
    const known = new Set([...fields, ...inputs]);
    for (const { transition: t, at } of cases) {
      (t.toWhen ?? []).forEach((target, j) => {
        if (states && !states.items.some((item) => sameValue(item.value, target.to))) {
          const names = states.items.map((item) => `${String(item.value)} ${item.label}`);
          ctx.report({
            pointer: childPointer(at, 'toWhen', j, 'to'),
            rule: 'unknownState',
            message: lintMessages.unknownState(JSON.stringify(target.to), states.dictionary, names),
          });
        }
      });
      // The counts of the children the step creates are read by its `set` like fields (creates.tally).
      const scope = t.creates?.tally ? new Set([...known, ...Object.keys(t.creates.tally)]) : known;
      for (const site of stepFieldSites(t, at)) {
        if (!scope.has(site.field.split('.')[0])) ctx.reportUnknown(site.pointer, 'unknownStepField', site.field, scope);
      }
    }
  }
}
