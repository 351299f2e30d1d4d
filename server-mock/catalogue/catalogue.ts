import { readFileSync } from 'node:fs';
import type { MenuNode as WireMenuNode } from '../../contracts/menu';

/** A node of the catalogue: a menu node as served, whose button codes are always listed. */
export interface MenuNode extends WireMenuNode {
  buttons: string[];
  children?: MenuNode[];
}

export interface MenuProfileSpec {
  menus: '*' | string[];
  excludeMenus: string[];
  excludeButtons: string[];
  topBar: '*' | string[];
  /**
   * A role's grant (catalogue/roleGrants.ts): when present, only the pages and button codes listed here (the
   * checked and half-checked keys of the role's permission tree); groups stay while they keep a page.
   */
  grants?: string[];
}

export interface Catalogue {
  topBar: { code: string; name: string }[];
  profiles: Record<string, MenuProfileSpec>;
  menus: MenuNode[];
}

export const BUTTON_CODE_PATTERN = /^[A-Z]{4}\d{8}$/;

let cached: Catalogue | null = null;

/** The catalogue of menus.json, read once. */
export function loadCatalogue(): Catalogue {
  cached ??= JSON.parse(readFileSync(new URL('./menus.json', import.meta.url), 'utf8')) as Catalogue;
  return cached;
}

/** Every node of a tree, depth first. */
export function flattenMenus(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flattenMenus(n.children ?? [])]);
}
