/** Batch actions (batch: true) go in batchActions, and only there. */
import { actionPlacements } from '../inventory';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';

export function checkActionPlacement(ctx: LintContext): void {
  for (const placed of actionPlacements(ctx.doc)) {
    const action = ctx.doc.actions?.[placed.name];
    if (!action) continue; // reported as unknown
    if (placed.place === 'batchActions' && !action.batch) {
      ctx.report({ pointer: placed.pointer, rule: 'notBatchAction', message: lintMessages.notBatchAction(placed.name) });
    }
    if (placed.place !== 'batchActions' && action.batch) {
      ctx.report({ pointer: placed.pointer, rule: 'batchActionMisplaced', message: lintMessages.batchActionMisplaced(placed.name) });
    }
  }
}
