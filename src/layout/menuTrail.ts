import type { MenuNode } from '../auth/types';
import { joinPath } from './sidebarItems';

/**
 * Titles of the menu nodes leading to the page of that path (hidden pages included),
 * outermost first; consecutive repeats are dropped. Empty when the path is not in the menu.
 */
export function menuTrail(menus: MenuNode[], pathname: string): string[] {
  const walk = (nodes: MenuNode[], base: string): string[] | null => {
    for (const node of nodes) {
      const path = joinPath(base, node.path);
      if (path === pathname) return [node.name];
      if (node.children?.length) {
        const below = walk(node.children, path);
        if (below) return [node.name, ...below];
      }
    }
    return null;
  };
  const trail = walk(menus, '/') ?? [];
  return trail.filter((title, i) => title && title !== trail[i - 1]);
}
