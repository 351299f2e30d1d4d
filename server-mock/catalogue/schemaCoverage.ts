import type { AreaDocument } from '../../schemas/meta/generated/area';
import { flattenMenus, type MenuNode } from './catalogue';

/** Where a permission code is used in an area document (a JSON pointer). */
export interface CodeUse {
  code: string;
  area: string;
  pointer: string;
}

/** Every `permission` of a document: views, their tabs, a dashboard's export permission, and actions. */
export function permissionCodesOf(doc: AreaDocument): CodeUse[] {
  const uses: CodeUse[] = [];
  const add = (code: string | undefined, pointer: string) => code && uses.push({ code, area: doc.area, pointer });
  for (const [name, view] of Object.entries(doc.views)) {
    add(view.permission, `/views/${name}/permission`);
    if (view.kind === 'tabs') view.tabs.forEach((tab, i) => add(tab.permission, `/views/${name}/tabs/${i}/permission`));
    if (view.kind === 'dashboard') add(view.exportPermission, `/views/${name}/exportPermission`);
  }
  for (const [name, action] of Object.entries(doc.actions ?? {})) add(action.permission, `/actions/${name}/permission`);
  return uses;
}

/** How a routed view is reached: from a menu entry, or (detail and form views) from an action of another view. */
export interface Reachability {
  component: string;
  route: string;
  reachedBy: { menu: string } | { action: string } | null;
}

export function routedViews(doc: AreaDocument, menus: MenuNode[]): Reachability[] {
  const nodes = flattenMenus(menus);
  return Object.entries(doc.views)
    .filter(([, view]) => view.route !== undefined)
    .map(([name, view]) => {
      const component = `${doc.area}/${name}`;
      const menu = nodes.find((n) => n.component === component);
      const opener = Object.entries(doc.actions ?? {}).find(([, a]) => a.kind === 'open' && a.view === name);
      const reachedBy = menu
        ? { menu: `${menu.id} ${menu.name}` }
        : (view.kind === 'detail' || view.kind === 'form') && opener
          ? { action: opener[0] }
          : null;
      return { component, route: view.route!, reachedBy };
    });
}

/** Menu entries whose component names a view of an area that has a document but no such view. */
export function danglingMenuEntries(docs: AreaDocument[], menus: MenuNode[]): string[] {
  const areas = new Map(docs.map((d) => [d.area, d]));
  return flattenMenus(menus)
    .filter((n) => {
      const [area, view, ...rest] = n.component.split('/');
      const doc = areas.get(area);
      return doc !== undefined && (rest.length > 0 || view === undefined || !(view in doc.views));
    })
    .map((n) => `${n.id} ${n.name}: ${n.component}`);
}
