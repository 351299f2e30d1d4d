/**
 * Cross-field validators (compareField, requiredIf, atLeastOneOf, uniqueInColumn, rowRanges, excludesField, rowDatesInYear):
 * written with their arguments, only on form fields, naming fields of the same form (uniqueInColumn, rowRanges, rowDatesInYear:
 * columns of the table it sits on; rowDatesInYear also the form field holding the year).
 */
import { isCrossFieldValidator, TABLE_VALIDATORS, type CrossFieldValidator } from '../../../../schemas/meta/lib/crossFieldRules';
import { childPointer } from '../../problem';
import { fieldSites, type FieldSite } from '../inventory';
import { lintMessages } from '../messages';
import { resolveField, type LintContext } from '../lintContext';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkArguments(ctx: LintContext, site: FieldSite, name: string, args: unknown, at: string): void {
  if (!isObject(args)) return;
  const keys = Object.keys(site.form?.schema.properties ?? {});
  const field = (value: unknown, where: string) => {
    if (typeof value === 'string' && !keys.includes(value)) ctx.reportUnknown(where, 'unknownFormField', value, keys);
  };
  if (name === 'compareField' || name === 'requiredIf' || name === 'excludesField' || name === 'rowDatesInYear')
    field(args.field, childPointer(at, 'field'));
  if (name === 'atLeastOneOf' && Array.isArray(args.fields)) args.fields.forEach((f, i) => field(f, childPointer(at, 'fields', i)));
  if (TABLE_VALIDATORS.includes(name as CrossFieldValidator)) {
    if (site.entry.use !== undefined && !ctx.vocabulary.has(site.entry.use)) return; // reported as unknown
    const table = resolveField(ctx, site.entry);
    if (table.valueType !== 'table') {
      ctx.report({ pointer: at, rule: 'uniqueInColumnNotTable', message: lintMessages.uniqueInColumnNotTable(name), at: 'key' });
      return;
    }
    const columns = Object.keys(table.tableColumns?.properties ?? {});
    for (const key of ['column', 'start', 'end']) {
      const column = args[key];
      if (typeof column === 'string' && !columns.includes(column))
        ctx.reportUnknown(childPointer(at, key), 'unknownTableColumn', column, columns);
    }
    if (Array.isArray(args.columns))
      args.columns.forEach((column, i) => {
        if (typeof column === 'string' && !columns.includes(column))
          ctx.reportUnknown(childPointer(at, 'columns', i), 'unknownTableColumn', column, columns);
      });
  }
}

export function checkCrossFieldValidators(ctx: LintContext): void {
  for (const site of fieldSites(ctx.doc)) {
    (site.entry['x-validator'] ?? []).forEach((rule, i) => {
      const at = childPointer(site.pointer, 'x-validator', i);
      if (typeof rule === 'string') {
        if (isCrossFieldValidator(rule))
          ctx.report({ pointer: at, rule: 'validatorNeedsArguments', message: lintMessages.validatorNeedsArguments(rule) });
        return;
      }
      for (const [name, args] of Object.entries(rule)) {
        if (!isCrossFieldValidator(name)) continue;
        const where = childPointer(at, name);
        // A vocabulary entry is checked where a form uses it; table and list columns cannot hold these rules.
        if (site.kind === 'vocabulary') continue;
        if (site.kind !== 'formField')
          ctx.report({
            pointer: where,
            rule: 'crossFieldValidatorOutsideForm',
            message: lintMessages.crossFieldValidatorOutsideForm(name),
            at: 'key',
          });
        else checkArguments(ctx, site, name, args, where);
      }
    });
  }
}
