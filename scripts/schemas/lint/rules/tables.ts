/** Table fields (valueType table) list their columns in `tableColumns`, and a column is never a table itself. */
import { childPointer } from '../../problem';
import { fieldSites, type FieldSite } from '../inventory';
import { lintMessages } from '../messages';
import { resolveField, type LintContext } from '../lintContext';

/** Where to point at a resolved property: the key written at the site, else its `use`, else the site itself. */
function pointAt(site: FieldSite, key: 'valueType' | 'tableColumns'): string {
  if (site.entry[key] !== undefined) return childPointer(site.pointer, key);
  if (site.entry.use !== undefined) return childPointer(site.pointer, 'use');
  return site.pointer;
}

export function checkTables(ctx: LintContext): void {
  for (const site of fieldSites(ctx.doc)) {
    if (site.entry.use !== undefined && !ctx.vocabulary.has(site.entry.use)) continue; // reported as unknown
    const field = resolveField(ctx, site.entry);
    if (field.valueType !== 'table') continue;
    if (site.kind === 'tableColumn') {
      ctx.report({ pointer: pointAt(site, 'valueType'), rule: 'nestedTable', message: lintMessages.nestedTable() });
    } else if (site.kind !== 'vocabulary' && field.tableColumns === undefined) {
      // A vocabulary entry may leave the columns to its users, as it may leave a dictionary.
      ctx.report({ pointer: pointAt(site, 'valueType'), rule: 'tableItemsRequired', message: lintMessages.tableItemsRequired() });
    }
  }
}
