/**
 * Steps over many records and their children (docs/schema-language.md §3.9 *Batches and child records*): a
 * `creates` goes through a declared link (`unknownLink`) that says which child field holds the record's value
 * (`createsLinkWithoutKey`), runs a registered computation (`unknownComputation`) and takes each value of an input of
 * the action (`unknownInput`); `{"linked": …}` names a declared link; `select` names a registered selection;
 * `selectBy`, conditions of `only` / `tally` and the fields of a `summary` are fields of the area (`unknownDataField`);
 * an answer reading created children needs `creates` (`createdWithoutCreates`); and `summary` goes with
 * `operation: "summary"` (`summaryWithoutSpec`, `summaryOutsideOperation`).
 */
import type { AreaDocument, Condition, Transition, TransitionSet } from '../../../../schemas/meta/generated/area';
import { childPointer, pointer } from '../../problem';
import { conditionFields } from '../inventory';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';
import { knownDataFields } from './dataFields';
import { transitionActions } from './transitionActions';
import { STEP_COMPUTATIONS } from './transitions';

type Links = Record<string, { entity: string; by: string; key?: string }>;

function checkFields(ctx: LintContext, fields: Set<string>, condition: Condition | undefined, at: string) {
  if (!condition) return;
  for (const site of conditionFields(condition, at))
    if (!fields.has(site.field.split('.')[0])) ctx.reportUnknown(site.pointer, 'unknownDataField', site.field, fields);
}

function checkField(ctx: LintContext, fields: Set<string>, name: string | undefined, at: string) {
  if (name !== undefined && !fields.has(name)) ctx.reportUnknown(at, 'unknownDataField', name, fields);
}

function checkLinked(ctx: LintContext, set: TransitionSet | undefined, links: Links, at: string) {
  for (const [name, value] of Object.entries(set ?? {}))
    if (value.linked && !links[value.linked.link])
      ctx.reportUnknown(childPointer(at, name, 'linked', 'link'), 'unknownLink', value.linked.link, Object.keys(links));
}

function checkComputation(ctx: LintContext, name: string | undefined, at: string) {
  if (name !== undefined && !STEP_COMPUTATIONS.includes(name)) ctx.reportUnknown(at, 'unknownComputation', name, STEP_COMPUTATIONS);
}

function checkCase(ctx: LintContext, t: Transition, at: string, links: Links, inputs: string[], fields: Set<string>) {
  checkField(ctx, fields, t.selectBy, childPointer(at, 'selectBy'));
  checkFields(ctx, fields, t.only?.when, childPointer(at, 'only', 'when'));
  checkComputation(ctx, t.select?.compute, childPointer(at, 'select', 'compute'));
  checkLinked(ctx, t.set, links, childPointer(at, 'set'));
  (t.effects ?? []).forEach((e, i) => {
    if (!('link' in e)) return;
    checkLinked(ctx, e.set, links, childPointer(at, 'effects', i, 'set'));
    (e.tally?.same ?? []).forEach((name, j) => checkField(ctx, fields, name, childPointer(at, 'effects', i, 'tally', 'same', j)));
    for (const [name, when] of Object.entries(e.tally?.counts ?? {}))
      checkFields(ctx, fields, when, childPointer(at, 'effects', i, 'tally', 'counts', name));
  });
  const creates = t.creates;
  if (creates) {
    const here = childPointer(at, 'creates');
    const link = links[creates.link];
    if (!link) ctx.reportUnknown(childPointer(here, 'link'), 'unknownLink', creates.link, Object.keys(links));
    else if (link.key === undefined)
      ctx.report({
        pointer: childPointer(here, 'link'),
        rule: 'createsLinkWithoutKey',
        message: lintMessages.createsLinkWithoutKey(creates.link),
      });
    checkComputation(ctx, creates.compute, childPointer(here, 'compute'));
    if (creates.each && !inputs.includes(creates.each.input))
      ctx.reportUnknown(childPointer(here, 'each', 'input'), 'unknownInput', creates.each.input, inputs);
    checkField(ctx, fields, creates.each?.as, childPointer(here, 'each', 'as'));
    checkLinked(ctx, creates.set, links, childPointer(here, 'set'));
    for (const [name, when] of Object.entries(creates.tally ?? {})) checkFields(ctx, fields, when, childPointer(here, 'tally', name));
  }
  for (const [name, value] of Object.entries(t.answer ?? {})) {
    const here = childPointer(at, 'answer', name);
    if (!creates && (value.created !== undefined || value.count === 'created'))
      ctx.report({ pointer: here, rule: 'createdWithoutCreates', message: lintMessages.createdWithoutCreates(), at: 'key' });
    checkFields(ctx, fields, value.where, childPointer(here, 'where'));
  }
}

export function checkBatchSteps(ctx: LintContext): void {
  if (ctx.isLibrary) return;
  const doc = ctx.doc as AreaDocument;
  const fields = knownDataFields(ctx);
  for (const { entity, inputs, cases } of transitionActions(doc)) {
    const links: Links = doc.entities?.[entity]?.links ?? {};
    for (const { transition, at } of cases) checkCase(ctx, transition, at, links, inputs, fields);
  }
  for (const [name, endpoint] of Object.entries(doc.endpoints ?? {})) {
    const spec = endpoint.summary;
    if (endpoint.operation === 'summary' && !spec)
      ctx.report({
        pointer: pointer('endpoints', name, 'operation'),
        rule: 'summaryWithoutSpec',
        message: lintMessages.summaryWithoutSpec(),
      });
    if (!spec) continue;
    const at = pointer('endpoints', name, 'summary');
    if (endpoint.operation !== 'summary') {
      ctx.report({
        pointer: at,
        rule: 'summaryOutsideOperation',
        message: lintMessages.summaryOutsideOperation(endpoint.operation ?? 'custom'),
        at: 'key',
      });
      continue;
    }
    checkField(ctx, fields, spec.by, childPointer(at, 'by'));
    for (const [key, value] of Object.entries(spec.values)) {
      checkField(ctx, fields, value.field, childPointer(at, 'values', key, 'field'));
      checkFields(ctx, fields, value.where, childPointer(at, 'values', key, 'where'));
    }
  }
}
