import type { AreaDocument } from '../../schemas/meta/generated/area';
import { flattenMenus, loadCatalogue, type Catalogue } from '../catalogue/catalogue';
import { buttonResources, menusForProfile, type ProfileRef } from '../catalogue/menuTree';
import { OPEN_VIEWS, SHARED_DICTIONARY_ENDPOINTS, SHELL_CALLS, SHELL_SCHEMA_CALLS, TOP_BAR_CALLS } from './openCalls';
import { viewCalls } from './viewCalls';

/** "METHOD /api/path-pattern", as the router registers a route. */
export type RouteKey = string;

/** One way to be granted a call: hold the menu entry (null: any logged-in user) and every one of the button codes. */
export interface Grant {
  menu: string | null;
  buttons: string[];
}

/** What an account holds: the ids of its menu entries and its button codes (every page's and the top bar's). */
export interface Holdings {
  menus: ReadonlySet<string>;
  codes: ReadonlySet<string>;
}

export interface AccessPolicy {
  /** Calls open to any logged-in user. */
  open: ReadonlySet<RouteKey>;
  /** The ways to be granted each menu-bound call. */
  grants: ReadonlyMap<RouteKey, Grant[]>;
  /** The holdings of a menu profile (cached by name; a role's grant is worked out each time, roles change). */
  holdingsOf(profile: ProfileRef): Holdings;
  /** True when an account of this profile may make the call. */
  allows(profile: ProfileRef, route: RouteKey): boolean;
}

export const FORBIDDEN_MSG = '无权访问该接口';

const routeKeyOf = (doc: AreaDocument, endpoint: string): RouteKey | null => {
  const e = doc.endpoints[endpoint];
  return e ? `${e.method} /api${e.path}` : null;
};

/**
 * Which calls each menu entry and button code grants, from the schemas and the menu catalogue: a call a view makes is
 * granted by the menu entry showing that view (and, for an action with a permission, by its button code too); a call
 * several views make is granted by any of them. The shell's calls (openCalls.ts) are open to every logged-in user or
 * guarded by their feature's button code, as their table says; the shared option lists are open; anything else is
 * refused. `openAreas` (test fixtures that no menu shows) have every endpoint open to any logged-in user.
 */
export function buildAccessPolicy(
  docs: AreaDocument[],
  catalogue: Catalogue = loadCatalogue(),
  options: { openAreas?: string[] } = {},
): AccessPolicy {
  const byArea = new Map(docs.map((d) => [d.area, d]));
  const grants = new Map<RouteKey, Grant[]>();
  const grant = (route: RouteKey | null, g: Grant) => {
    if (!route) return;
    const list = grants.get(route) ?? [];
    if (!list.some((x) => x.menu === g.menu && x.buttons.join() === g.buttons.join())) list.push(g);
    grants.set(route, list);
  };
  const grantView = (component: string, menu: string | null) => {
    const [area, view] = component.split('/');
    const doc = byArea.get(area);
    if (!doc || !view) return;
    for (const call of viewCalls(doc, view)) grant(routeKeyOf(doc, call.endpoint), { menu, buttons: call.buttons });
  };

  for (const node of flattenMenus(catalogue.menus)) grantView(node.component, node.id);
  for (const component of OPEN_VIEWS) grantView(component, null);
  for (const [route, code] of Object.entries(TOP_BAR_CALLS)) grant(route, { menu: null, buttons: [code] });

  const open = new Set<RouteKey>(SHELL_SCHEMA_CALLS);
  for (const [route, rule] of Object.entries(SHELL_CALLS)) {
    if ('open' in rule) {
      open.add(route);
      continue;
    }
    grant(route, { menu: null, buttons: [rule.code] });
    if (rule.menu) grant(route, { menu: rule.menu, buttons: [] });
  }
  for (const name of SHARED_DICTIONARY_ENDPOINTS) {
    for (const doc of docs) {
      const route = routeKeyOf(doc, name);
      if (route) open.add(route);
    }
  }

  // Areas outside the catalogue (test fixtures): every endpoint open to any logged-in user.
  for (const area of options.openAreas ?? []) {
    const doc = byArea.get(area);
    for (const name of Object.keys(doc?.endpoints ?? {})) open.add(routeKeyOf(doc!, name)!);
  }

  const holdings = new Map<string, Holdings>();
  const holdingsOf = (profile: ProfileRef): Holdings => {
    let h = typeof profile === 'string' ? holdings.get(profile) : undefined;
    if (!h) {
      const nodes = flattenMenus(menusForProfile(profile, catalogue));
      h = {
        menus: new Set(nodes.map((n) => n.id)),
        codes: new Set([...nodes.flatMap((n) => n.buttons), ...buttonResources(profile, '0', catalogue)]),
      };
      if (typeof profile === 'string') holdings.set(profile, h);
    }
    return h;
  };

  return {
    open,
    grants,
    holdingsOf,
    allows(profile, route) {
      if (open.has(route)) return true;
      const ways = grants.get(route);
      if (!ways) return false;
      const h = holdingsOf(profile);
      return ways.some((g) => (g.menu === null || h.menus.has(g.menu)) && g.buttons.every((code) => h.codes.has(code)));
    },
  };
}
