/**
 * Event properties name actions: a detail's `onOpen` and a form submit's `onSuccess` run a `request` action without
 * an input form (nobody is there to fill it in), like a column's `onClick` runs the action it names. The retired form,
 * an endpoint's name, is refused naming the new one (`npm run schemas:migrate` rewrites it).
 */
import { eventActionUses } from '../inventory';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';

export function checkEventActions(ctx: LintContext): void {
  const actions = ctx.doc.actions ?? {};
  for (const use of eventActionUses(ctx.doc)) {
    const action = actions[use.name];
    if (!action) {
      if (ctx.doc.endpoints?.[use.name])
        ctx.report({ pointer: use.pointer, rule: 'eventNamesEndpoint', message: lintMessages.eventNamesEndpoint(use.property, use.name) });
      else ctx.reportUnknown(use.pointer, 'unknownAction', use.name, Object.keys(actions));
      continue;
    }
    if (action.kind !== 'request' || action.input !== undefined) {
      ctx.report({
        pointer: use.pointer,
        rule: 'eventActionKind',
        message: lintMessages.eventActionKind(use.property, use.name, action.kind),
      });
    }
  }
}
