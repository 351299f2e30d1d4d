import { loadCatalogue, flattenMenus, type Catalogue, type MenuNode, type MenuProfileSpec } from './catalogue';

/** A profile of menus.json by name, or a role's grant already turned into a profile (catalogue/roleGrants.ts). */
export type ProfileRef = string | MenuProfileSpec;

function profileOf(catalogue: Catalogue, ref: ProfileRef): MenuProfileSpec {
  if (typeof ref !== 'string') return ref;
  const name = ref;
  const profile = catalogue.profiles[name];
  if (!profile) throw new Error(`unknown menu profile "${name}"`);
  return profile;
}

function prune(node: MenuNode, profile: MenuProfileSpec): MenuNode | null {
  if (profile.excludeMenus.includes(node.id)) return null;
  const granted = profile.grants ? new Set(profile.grants) : null;
  if (granted && !node.children && !granted.has(node.id)) return null;
  const buttons = node.buttons.filter((code) => !profile.excludeButtons.includes(code) && (!granted || granted.has(code)));
  const copy: MenuNode = { ...node, buttons };
  if (node.children) {
    copy.children = node.children.map((c) => prune(c, profile)).filter((c): c is MenuNode => c !== null);
    if (copy.children.length === 0) return null;
    // A group whose first page is not granted opens the first one that is.
    const first = copy.children.find((c) => !c.hidden) ?? copy.children[0];
    if (copy.redirect && !copy.children.some((c) => copy.redirect === `${node.path}/${c.path}`))
      copy.redirect = `${node.path}/${first.path}`;
  }
  return copy;
}

/** The menu nodes (top-level groups with their pages) that a profile grants. */
export function menusForProfile(profileName: ProfileRef, catalogue: Catalogue = loadCatalogue()): MenuNode[] {
  const profile = profileOf(catalogue, profileName);
  return catalogue.menus
    .filter((group) => profile.menus === '*' || profile.menus.includes(group.id))
    .map((group) => prune(group, profile))
    .filter((g): g is MenuNode => g !== null);
}

/** The userMenuTree answer: one root whose children are the granted groups. */
export function userMenuTree(profileName: ProfileRef, catalogue: Catalogue = loadCatalogue()) {
  return [
    {
      id: '0',
      parentId: '-1',
      path: '/',
      component: 'Layout',
      name: '首页',
      hidden: false,
      buttons: [],
      children: menusForProfile(profileName, catalogue),
    },
  ];
}

/** The btnResources answer: top-bar codes for menu "0", otherwise the codes held on that granted node. */
export function buttonResources(profileName: ProfileRef, menuId: string, catalogue: Catalogue = loadCatalogue()): string[] {
  const profile = profileOf(catalogue, profileName);
  if (menuId === '0') {
    const all = catalogue.topBar.map((b) => b.code);
    return profile.topBar === '*' ? all : all.filter((code) => (profile.topBar as string[]).includes(code));
  }
  const node = flattenMenus(menusForProfile(profileName, catalogue)).find((n) => n.id === menuId);
  return node ? node.buttons : [];
}
