import { loadCatalogue, flattenMenus, type Catalogue, type MenuNode, type MenuProfileSpec } from './catalogue';

function profileOf(catalogue: Catalogue, name: string): MenuProfileSpec {
  const profile = catalogue.profiles[name];
  if (!profile) throw new Error(`unknown menu profile "${name}"`);
  return profile;
}

function prune(node: MenuNode, profile: MenuProfileSpec): MenuNode | null {
  if (profile.excludeMenus.includes(node.id)) return null;
  const buttons = node.buttons.filter((code) => !profile.excludeButtons.includes(code));
  const copy: MenuNode = { ...node, buttons };
  if (node.children) {
    copy.children = node.children.map((c) => prune(c, profile)).filter((c): c is MenuNode => c !== null);
    if (copy.children.length === 0) return null;
  }
  return copy;
}

/** The menu nodes (top-level groups with their pages) that a profile grants. */
export function menusForProfile(profileName: string, catalogue: Catalogue = loadCatalogue()): MenuNode[] {
  const profile = profileOf(catalogue, profileName);
  return catalogue.menus
    .filter((group) => profile.menus === '*' || profile.menus.includes(group.id))
    .map((group) => prune(group, profile))
    .filter((g): g is MenuNode => g !== null);
}

/** The userMenuTree answer: one root whose children are the granted groups. */
export function userMenuTree(profileName: string, catalogue: Catalogue = loadCatalogue()) {
  return [
    { id: '0', parentId: '-1', path: '/', component: 'Layout', name: '首页', hidden: false, buttons: [], children: menusForProfile(profileName, catalogue) },
  ];
}

/** The btnResources answer: top-bar codes for menu "0", otherwise the codes held on that granted node. */
export function buttonResources(profileName: string, menuId: string, catalogue: Catalogue = loadCatalogue()): string[] {
  const profile = profileOf(catalogue, profileName);
  if (menuId === '0') {
    const all = catalogue.topBar.map((b) => b.code);
    return profile.topBar === '*' ? all : all.filter((code) => (profile.topBar as string[]).includes(code));
  }
  const node = flattenMenus(menusForProfile(profileName, catalogue)).find((n) => n.id === menuId);
  return node ? node.buttons : [];
}
