/**
 * A list's detail pane names a view of the area, passes it what it declares (and all it requires, as an open action
 * does), and never leads back to the list: a pane whose view's pane (and so on) is the list itself would mount
 * without end.
 */
import { childPointer, pointer } from '../../problem';
import type { LintContext } from '../lintContext';
import { lintMessages } from '../messages';
import { checkPassedParams } from './params';

/** The view a list's pane shows, or undefined when the view is not a list with a pane. */
function paneViewOf(ctx: LintContext, name: string): string | undefined {
  const view = ctx.doc.views?.[name];
  return view?.kind === 'list' ? view.pane?.view : undefined;
}

export function checkPanes(ctx: LintContext): void {
  const views = Object.keys(ctx.doc.views ?? {});
  for (const [name, view] of Object.entries(ctx.doc.views ?? {})) {
    if (view.kind !== 'list' || !view.pane) continue;
    const at = pointer('views', name, 'pane');
    if (!views.includes(view.pane.view)) {
      ctx.reportUnknown(childPointer(at, 'view'), 'unknownView', view.pane.view, views);
      continue;
    }
    checkPassedParams(ctx, view.pane.view, view.pane.params, at);
    const path = [name];
    for (let next = paneViewOf(ctx, name); next !== undefined && !path.includes(next); next = paneViewOf(ctx, next)) path.push(next);
    const last = paneViewOf(ctx, path[path.length - 1]);
    if (last === name)
      ctx.report({ pointer: childPointer(at, 'view'), rule: 'paneCycle', message: lintMessages.paneCycle([...path, name]) });
  }
}
