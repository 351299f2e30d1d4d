/** Within an area, view routes are unique; the area name is the file name. (Across files: see checkAll.) */
import { pointer } from '../../problem';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';

export function checkRoutes(ctx: LintContext): void {
  if (ctx.isLibrary) return;
  const expected = ctx.file
    .split('/')
    .pop()
    ?.replace(/\.json$/, '');
  if (ctx.doc.area !== undefined && expected !== undefined && ctx.doc.area !== expected) {
    ctx.report({ pointer: pointer('area'), rule: 'areaFileMismatch', message: lintMessages.areaFileMismatch(ctx.doc.area, expected) });
  }
  const seen = new Map<string, string>();
  for (const [name, view] of Object.entries(ctx.doc.views ?? {})) {
    if (view.route === undefined) continue;
    const other = seen.get(view.route);
    if (other !== undefined) {
      ctx.report({
        pointer: pointer('views', name, 'route'),
        rule: 'duplicateRoute',
        message: lintMessages.duplicateRoute(view.route, other),
      });
    } else seen.set(view.route, name);
  }
}
