/**
 * Computed values (a reaction's `state.value` written as an operation, schemas/meta/lib/expressions.ts): every
 * {"field": x} and every option's `field` names a field of the same form, every option's `dictionary` is known.
 */
import type { Expression } from '../../../../schemas/meta/generated/area';
import { isOperation } from '../../../../schemas/meta/lib/expressions';
import { childPointer } from '../../problem';
import { formSites, reactionSites } from '../inventory';
import type { LintContext } from '../lintContext';

function checkExpression(ctx: LintContext, expression: Expression, at: string, keys: string[]): void {
  if ('field' in expression) {
    if (!keys.includes(expression.field)) ctx.reportUnknown(childPointer(at, 'field'), 'unknownFormField', expression.field, keys);
  } else if ('option' in expression) {
    const { dictionary, field } = expression.option;
    if (!ctx.dictionaries.has(dictionary)) ctx.reportUnknown(childPointer(at, 'option', 'dictionary'), 'unknownDictionary', dictionary, ctx.dictionaries.keys());
    if (!keys.includes(field)) ctx.reportUnknown(childPointer(at, 'option', 'field'), 'unknownFormField', field, keys);
  } else if ('op' in expression) {
    expression.args.forEach((arg, i) => checkExpression(ctx, arg, childPointer(at, 'args', i), keys));
  }
}

export function checkComputedValues(ctx: LintContext): void {
  for (const form of formSites(ctx.doc)) {
    const keys = Object.keys(form.schema.properties);
    for (const { reaction, pointer: at } of reactionSites(form)) {
      for (const branch of ['fulfill', 'otherwise'] as const) {
        const value = reaction[branch]?.state.value;
        if (isOperation(value)) checkExpression(ctx, value, childPointer(at, branch, 'state', 'value'), keys);
      }
    }
  }
}
