/** Names that must exist: endpoints, dictionaries, field vocabulary entries, views and actions. */
import { childPointer, pointer } from '../../problem';
import { actionPlacements, endpointUses, fieldSites } from '../inventory';
import type { LintContext } from '../lintContext';
import { lintMessages } from '../messages';

export function checkReferences(ctx: LintContext): void {
  for (const use of endpointUses(ctx.doc)) {
    if (!ctx.endpoints.has(use.name)) ctx.reportUnknown(use.pointer, 'unknownEndpoint', use.name, ctx.endpoints.keys());
  }
  for (const [name, endpoint] of Object.entries(ctx.doc.endpoints ?? {})) {
    if (endpoint.operation !== 'export') continue;
    const list = (endpoint as { list?: string }).list;
    const at = pointer('endpoints', name);
    if (list === undefined) ctx.report({ pointer: at, rule: 'exportWithoutList', message: lintMessages.exportWithoutList() });
    else if (!ctx.endpoints.has(list)) ctx.reportUnknown(childPointer(at, 'list'), 'unknownEndpoint', list, ctx.endpoints.keys());
    else if (ctx.doc.endpoints?.[list]?.operation !== 'list')
      ctx.report({ pointer: childPointer(at, 'list'), rule: 'exportListNotList', message: lintMessages.exportListNotList(list) });
  }
  for (const site of fieldSites(ctx.doc)) {
    const { entry } = site;
    if (entry.use !== undefined && !ctx.vocabulary.has(entry.use)) {
      ctx.reportUnknown(childPointer(site.pointer, 'use'), 'unknownFieldVocabulary', entry.use, ctx.vocabulary.keys());
    }
    if (entry.dictionary !== undefined && !ctx.dictionaries.has(entry.dictionary)) {
      ctx.reportUnknown(childPointer(site.pointer, 'dictionary'), 'unknownDictionary', entry.dictionary, ctx.dictionaries.keys());
    }
    const search = entry.search as { dictionary?: string } | boolean | undefined;
    if (search && typeof search === 'object' && search.dictionary !== undefined && !ctx.dictionaries.has(search.dictionary)) {
      ctx.reportUnknown(
        childPointer(site.pointer, 'search', 'dictionary'),
        'unknownDictionary',
        search.dictionary,
        ctx.dictionaries.keys(),
      );
    }
  }
  const views = Object.keys(ctx.doc.views ?? {});
  for (const [name, view] of Object.entries(ctx.doc.views ?? {})) {
    if (view.kind !== 'tabs') continue;
    view.tabs.forEach((tab, i) => {
      if (!views.includes(tab.view)) ctx.reportUnknown(pointer('views', name, 'tabs', i, 'view'), 'unknownView', tab.view, views);
    });
  }
  for (const [name, action] of Object.entries(ctx.doc.actions ?? {})) {
    if (action.kind === 'open' && !views.includes(action.view)) {
      ctx.reportUnknown(pointer('actions', name, 'view'), 'unknownView', action.view, views);
    }
  }
  const actions = Object.keys(ctx.doc.actions ?? {});
  for (const placed of actionPlacements(ctx.doc)) {
    if (!actions.includes(placed.name)) ctx.reportUnknown(placed.pointer, 'unknownAction', placed.name, actions);
  }
}
