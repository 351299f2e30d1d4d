/**
 * A step form (`steps` of a form view): every form field in exactly one step, no unknown field names, a summary
 * step only as the last one, and not together with `groups`.
 */
import { childPointer, pointer } from '../../problem';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';

export function checkSteps(ctx: LintContext): void {
  for (const [name, view] of Object.entries(ctx.doc.views ?? {})) {
    if (view.kind !== 'form' || !view.steps) continue;
    const at = pointer('views', name);
    if (view.groups)
      ctx.report({ pointer: childPointer(at, 'groups'), rule: 'stepsWithGroups', message: lintMessages.stepsWithGroups(), at: 'key' });
    const keys = Object.keys(view.schema.properties);
    const placed = new Map<string, string>();
    view.steps.forEach((step, i) => {
      if (step.summary && i !== view.steps!.length - 1) {
        ctx.report({
          pointer: childPointer(at, 'steps', i, 'summary'),
          rule: 'summaryStepNotLast',
          message: lintMessages.summaryStepNotLast(),
        });
      }
      step.fields.forEach((field, j) => {
        const fieldAt = childPointer(at, 'steps', i, 'fields', j);
        if (!keys.includes(field)) ctx.reportUnknown(fieldAt, 'unknownFormField', field, keys);
        else if (placed.has(field))
          ctx.report({ pointer: fieldAt, rule: 'duplicateStepField', message: lintMessages.duplicateStepField(field, placed.get(field)!) });
        else placed.set(field, step.title);
      });
    });
    for (const key of keys) {
      if (!placed.has(key))
        ctx.report({
          pointer: childPointer(at, 'schema', 'properties', key),
          rule: 'unsteppedFormField',
          message: lintMessages.unsteppedFormField(key),
          at: 'key',
        });
    }
  }
}
