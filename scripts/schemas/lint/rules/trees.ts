/**
 * The names the tree constructs use: a tree list's parent field is a field of the records; a dictionary's lazy
 * endpoint exists; a tree's halfCheckedField is a field of the same form; a form field's defaultParam is a
 * parameter its form view declares.
 */
import { childPointer, pointer } from '../../problem';
import { fieldSites } from '../inventory';
import { resolveField, type LintContext } from '../lintContext';
import { lintMessages } from '../messages';
import { knownDataFields } from './dataFields';

export function checkTrees(ctx: LintContext): void {
  if (ctx.isLibrary) return;
  const known = knownDataFields(ctx);
  for (const [name, view] of Object.entries(ctx.doc.views ?? {})) {
    if (view.kind !== 'list' || !view.tree) continue;
    if (!known.has(view.tree.parentField))
      ctx.reportUnknown(pointer('views', name, 'tree', 'parentField'), 'unknownDataField', view.tree.parentField, known);
  }
  for (const [name, dict] of Object.entries(ctx.doc.dictionaries ?? {})) {
    const lazy = dict.lazy?.endpoint;
    if (lazy && !ctx.endpoints.has(lazy))
      ctx.reportUnknown(pointer('dictionaries', name, 'lazy', 'endpoint'), 'unknownEndpoint', lazy, ctx.endpoints.keys());
  }
  for (const site of fieldSites(ctx.doc)) {
    if (site.kind !== 'formField' || !site.form || site.formKey === undefined) continue;
    const field = resolveField(ctx, site.entry);
    const half = field.tree?.halfCheckedField;
    if (half && !(half in site.form.schema.properties)) {
      const written = (site.entry as { tree?: { halfCheckedField?: string } }).tree?.halfCheckedField !== undefined;
      ctx.report({
        pointer: written ? childPointer(childPointer(site.pointer, 'tree'), 'halfCheckedField') : site.pointer,
        rule: 'halfCheckedFieldNotInForm',
        message: lintMessages.halfCheckedFieldNotInForm(site.formKey, half),
      });
    }
    const param = (site.entry as { defaultParam?: string }).defaultParam;
    const viewName = site.form.owner.view;
    if (param && viewName) {
      const view = ctx.doc.views?.[viewName];
      const declared = view?.kind === 'form' ? Object.keys(view.params ?? {}) : [];
      if (!declared.includes(param)) {
        ctx.report({
          pointer: childPointer(site.pointer, 'defaultParam'),
          rule: 'unknownViewParam',
          message: lintMessages.unknownViewParam(viewName, param),
        });
      }
    }
  }
}
