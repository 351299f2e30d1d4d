import type { MenuNode } from '../auth/types';
import { joinPath } from './sidebarItems';

/** A page of the header menu panel: absolute path, and the portal url when it has one. */
export interface HeaderMenuItem {
  key: string;
  title: string;
  path: string;
  thirdUrl?: string;
}

export interface HeaderMenuGroup {
  key: string;
  title: string;
  icon?: string;
  items: HeaderMenuItem[];
}

function leaves(node: MenuNode, absolutePath: string, into: HeaderMenuItem[]) {
  const visible = (node.children ?? []).filter((c) => !c.hidden);
  if (visible.length === 0) {
    into.push({ key: node.id, title: node.name, path: absolutePath, ...(node.thirdUrl ? { thirdUrl: node.thirdUrl } : {}) });
    return;
  }
  for (const child of visible) leaves(child, joinPath(absolutePath, child.path), into);
}

/**
 * The header menu panel (spec §2): the user's permitted top-level groups, hidden ones skipped, each
 * with its visible pages (nested groups flattened) as buttons. A top-level page is a group of one.
 */
export function headerMenuGroups(menus: MenuNode[]): HeaderMenuGroup[] {
  return menus
    .filter((m) => !m.hidden)
    .map((m) => {
      const items: HeaderMenuItem[] = [];
      leaves(m, m.path, items);
      return { key: m.id, title: m.name, ...(m.icon ? { icon: m.icon } : {}), items };
    })
    .filter((g) => g.items.length > 0);
}
