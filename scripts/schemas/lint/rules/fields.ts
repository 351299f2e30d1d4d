/** After {"use": …} is resolved, a field has what it needs to render: a title, a value type, and a dictionary for option types. */
import { childPointer } from '../../problem';
import { fieldSites } from '../inventory';
import { lintMessages } from '../messages';
import { resolveField, type LintContext } from '../lintContext';

/** Value types that show or pick options and so need a dictionary. */
export const optionValueTypes = new Set(['select', 'multiSelect', 'cascader', 'radio', 'checkbox', 'status', 'tag', 'treeSelect', 'tree']);

export function checkFields(ctx: LintContext): void {
  for (const site of fieldSites(ctx.doc)) {
    if (site.kind === 'vocabulary') continue; // a vocabulary entry may leave the dictionary to its users
    if (site.entry.use !== undefined && !ctx.vocabulary.has(site.entry.use)) continue; // reported as unknown
    const field = resolveField(ctx, site.entry);
    const missing = (['dataIndex', 'title', 'valueType'] as const).filter(
      (key) => field[key] === undefined && !(key === 'dataIndex' && (site.kind === 'formField' || site.kind === 'tableColumn')),
    );
    if (missing.length > 0) {
      ctx.report({ pointer: site.pointer, rule: 'incompleteField', message: lintMessages.incompleteField([...missing]) });
      continue;
    }
    if (field.valueType && optionValueTypes.has(field.valueType) && field.dictionary === undefined) {
      const at = site.entry.valueType !== undefined ? childPointer(site.pointer, 'valueType') : site.pointer;
      ctx.report({ pointer: at, rule: 'dictionaryRequired', message: lintMessages.dictionaryRequired(field.valueType) });
    }
  }
}
