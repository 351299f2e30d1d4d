/** An action placed in batchActions is a batch action (it acts on the selected rows), so it is placed nowhere else. */
import { actionPlacements } from '../inventory';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';

export function checkActionPlacement(ctx: LintContext): void {
  const placements = actionPlacements(ctx.doc);
  const batch = new Set(placements.filter((p) => p.place === 'batchActions').map((p) => p.name));
  for (const placed of placements) {
    if (!ctx.doc.actions?.[placed.name]) continue; // reported as unknown
    if (placed.place !== 'batchActions' && batch.has(placed.name)) {
      ctx.report({ pointer: placed.pointer, rule: 'batchActionMisplaced', message: lintMessages.batchActionMisplaced(placed.name) });
    }
  }
}
