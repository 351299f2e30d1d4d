/** A calendar's cell dictionary must exist, and its default view must be one of its views. */
import { pointer } from '../../problem';
import type { LintContext } from '../lintContext';
import { lintMessages } from '../messages';

export function checkCalendars(ctx: LintContext): void {
  for (const [name, view] of Object.entries(ctx.doc.views ?? {})) {
    if (view.kind !== 'calendar') continue;
    if (!ctx.dictionaries.has(view.cell.dictionary)) {
      ctx.reportUnknown(pointer('views', name, 'cell', 'dictionary'), 'unknownDictionary', view.cell.dictionary, ctx.dictionaries.keys());
    }
    if (view.defaultView !== undefined && view.views !== undefined && !view.views.includes(view.defaultView)) {
      ctx.report({
        pointer: pointer('views', name, 'defaultView'),
        rule: 'calendarDefaultView',
        message: lintMessages.calendarDefaultView(view.defaultView, view.views),
      });
    }
  }
}
