/**
 * Computed values (expressions, schemas/meta/lib/expressions.ts): in a form (a reaction's `state.value`, a
 * field's computed `default`) every {"field": x}, every option's `field` and every field of an `if` condition
 * names a field of the same form; in a list column's or a detail item's `value` it names a column (detail item)
 * of the same view, i.e. a field of the row. Every option's `dictionary` is known. In the `each` of a per-item
 * node (joinEach, sumEach) over a table field, every {"field": x} names a column of that table.
 */
import type { Condition, Expression, ExpressionIf, FormField } from '../../../../schemas/meta/generated/area';
import { isExpression } from '../../../../schemas/meta/lib/expressions';
import { childPointer, pointer } from '../../problem';
import { formSites, reactionSites } from '../inventory';
import { resolveField, type LintContext } from '../lintContext';

type Scope = {
  keys: string[];
  rule: 'unknownFormField' | 'unknownRowField' | 'unknownTableColumn';
  /** The columns of a table field of this scope (the items a per-item node walks), when known. */
  columnsOf?(field: string): string[] | undefined;
};

const tableColumnsOf = (field: FormField | undefined) =>
  field?.valueType === 'table' ? Object.keys(field.tableColumns?.properties ?? {}) : undefined;

function checkCondition(ctx: LintContext, condition: Condition, at: string, scope: Scope): void {
  if ('all' in condition) condition.all.forEach((c, i) => checkCondition(ctx, c, childPointer(at, 'all', i), scope));
  else if ('any' in condition) condition.any.forEach((c, i) => checkCondition(ctx, c, childPointer(at, 'any', i), scope));
  else if ('not' in condition) checkCondition(ctx, condition.not, childPointer(at, 'not'), scope);
  else if (condition.field !== undefined && !scope.keys.includes(condition.field))
    ctx.reportUnknown(childPointer(at, 'field'), scope.rule, condition.field, scope.keys);
}

function checkExpression(ctx: LintContext, expression: Expression, at: string, scope: Scope): void {
  if ('field' in expression) {
    if (!scope.keys.includes(expression.field)) ctx.reportUnknown(childPointer(at, 'field'), scope.rule, expression.field, scope.keys);
  } else if ('option' in expression) {
    const { dictionary, field } = expression.option;
    if (!ctx.dictionaries.has(dictionary))
      ctx.reportUnknown(childPointer(at, 'option', 'dictionary'), 'unknownDictionary', dictionary, ctx.dictionaries.keys());
    if (!scope.keys.includes(field)) ctx.reportUnknown(childPointer(at, 'option', 'field'), scope.rule, field, scope.keys);
  } else if ('op' in expression && expression.op === 'if') {
    const [condition, then, otherwise] = (expression as ExpressionIf).args;
    checkCondition(ctx, condition, childPointer(at, 'args', 0), scope);
    checkExpression(ctx, then, childPointer(at, 'args', 1), scope);
    checkExpression(ctx, otherwise, childPointer(at, 'args', 2), scope);
  } else if ('list' in expression) {
    checkExpression(ctx, expression.list, childPointer(at, 'list'), scope);
    const columns = 'field' in expression.list ? scope.columnsOf?.(expression.list.field) : undefined;
    // Over a table: the item's fields are its columns. Over an option's list the items are unknown here.
    if (columns) checkExpression(ctx, expression.each, childPointer(at, 'each'), { keys: columns, rule: 'unknownTableColumn' });
  } else if ('args' in expression) {
    expression.args.forEach((arg, i) => checkExpression(ctx, arg, childPointer(at, 'args', i), scope));
  }
}

function checkForms(ctx: LintContext): void {
  for (const form of formSites(ctx.doc)) {
    const fields = form.schema.properties;
    const scope: Scope = {
      keys: Object.keys(fields),
      rule: 'unknownFormField',
      columnsOf: (name) => fields[name] && tableColumnsOf(resolveField(ctx, fields[name]) as FormField),
    };
    for (const { reaction, pointer: at } of reactionSites(form)) {
      for (const branch of ['fulfill', 'otherwise'] as const) {
        const value = reaction[branch]?.state.value;
        if (isExpression(value)) checkExpression(ctx, value, childPointer(at, branch, 'state', 'value'), scope);
      }
    }
    for (const [key, field] of Object.entries(form.schema.properties)) {
      if (isExpression(field.default)) checkExpression(ctx, field.default, childPointer(form.pointer, 'properties', key, 'default'), scope);
    }
  }
}

/** The row's fields a view shows: the data index of each column (detail item) after its vocabulary entry. */
const rowKeys = (ctx: LintContext, entries: { use?: string; dataIndex?: string }[]) =>
  entries.flatMap((e) => {
    const name = resolveField(ctx, e).dataIndex ?? e.use;
    return name ? [name] : [];
  });

/** The columns of the table field of a view named `field` (a column or detail item after its vocabulary entry). */
const rowColumns = (ctx: LintContext, entries: { use?: string; dataIndex?: string }[]) => (field: string) => {
  const entry = entries.map((e) => resolveField(ctx, e)).find((e, i) => (e.dataIndex ?? entries[i].use) === field);
  return tableColumnsOf(entry as FormField | undefined);
};

function checkViews(ctx: LintContext): void {
  for (const [name, view] of Object.entries(ctx.doc.views ?? {})) {
    if (view.kind === 'list') {
      const scope: Scope = { keys: rowKeys(ctx, view.columns), rule: 'unknownRowField', columnsOf: rowColumns(ctx, view.columns) };
      view.columns.forEach((c, i) => c.value && checkExpression(ctx, c.value, pointer('views', name, 'columns', i, 'value'), scope));
    }
    if (view.kind === 'detail') {
      const items = view.sections.flatMap((s) => s.items);
      const scope: Scope = { keys: rowKeys(ctx, items), rule: 'unknownRowField', columnsOf: rowColumns(ctx, items) };
      view.sections.forEach((s, i) =>
        s.items.forEach(
          (item, j) => item.value && checkExpression(ctx, item.value, pointer('views', name, 'sections', i, 'items', j, 'value'), scope),
        ),
      );
    }
  }
}

export function checkComputedValues(ctx: LintContext): void {
  checkForms(ctx);
  checkViews(ctx);
}
