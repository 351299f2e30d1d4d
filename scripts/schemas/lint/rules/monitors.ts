/** A monitor's state field (when it has one) must be one of its columns, and that column must have a dictionary (the counts are by its items). */
import { pointer } from '../../problem';
import { resolveField, type LintContext } from '../lintContext';
import { lintMessages } from '../messages';

export function checkMonitors(ctx: LintContext): void {
  for (const [name, view] of Object.entries(ctx.doc.views ?? {})) {
    if (view.kind !== 'monitor' || view.stateField === undefined) continue;
    const columns = view.columns.map((c) => ({ written: c, resolved: resolveField(ctx, c) }));
    const column = columns.find((c) => (c.resolved.dataIndex ?? c.written.use) === view.stateField);
    if (!column || !column.resolved.dictionary)
      ctx.report({
        pointer: pointer('views', name, 'stateField'),
        rule: 'monitorStateField',
        message: lintMessages.monitorStateField(
          view.stateField,
          columns.filter((c) => c.resolved.dictionary).map((c) => String(c.resolved.dataIndex ?? c.written.use)),
        ),
      });
  }
}
