/**
 * A form's submit buttons: `submits` or `submit` (the meta-schema wants exactly one); `submitText` only with
 * `submit`; a step form has one submit. (The endpoints, `onSuccess` included, are looked up with every other endpoint
 * reference; an opening action's `submit` replaces the endpoint of every button.)
 */
import { childPointer, pointer } from '../../problem';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';

export function checkFormSubmits(ctx: LintContext): void {
  for (const [name, view] of Object.entries(ctx.doc.views ?? {})) {
    if (view.kind !== 'form' || !view.submits) continue;
    const at = pointer('views', name);
    if (view.submitText !== undefined)
      ctx.report({
        pointer: childPointer(at, 'submitText'),
        rule: 'submitTextWithSubmits',
        message: lintMessages.submitTextWithSubmits(),
        at: 'key',
      });
    if (view.steps && view.submits.length > 1)
      ctx.report({ pointer: childPointer(at, 'submits'), rule: 'stepsWithSubmits', message: lintMessages.stepsWithSubmits(), at: 'key' });
  }
}
