import { createElement, useEffect, useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from '../stores/createStore';
import { userStore } from '../stores/userStore';
import { appStore } from '../stores/appStore';
import { billMarkStore } from '../stores/counters';
import { menuIcon } from './menuIcons';
import { openInNewWindow } from './openWindow';
import { useHoverPreload } from '../app/routePrefetch';
import { ancestorKeys, buildSidebarItems, findEntry, nextOpenKeys, selectedKeyFor, type SidebarEntry } from './sidebarItems';

type MenuItem = NonNullable<MenuProps['items']>[number];

function SidebarLabel({ entry }: { entry: SidebarEntry }) {
  return (
    <span className="app-sidebar-label">
      <span className="app-sidebar-title">{entry.title}</span>
      {entry.count ? <span className="app-sidebar-count">{entry.count}</span> : null}
      {entry.dot ? <span className="app-sidebar-dot" data-testid="sidebar-dot" /> : null}
    </span>
  );
}

type Hover = ReturnType<typeof useHoverPreload>;

function toMenuItem(entry: SidebarEntry, topLevel: boolean, hover: Hover): MenuItem {
  // Only top-level items need an icon: antd shows it alone when the menu is collapsed.
  const icon = topLevel || entry.icon ? createElement(menuIcon(entry.icon)) : undefined;
  const label = <SidebarLabel entry={entry} />;
  if (entry.children) {
    return { key: entry.key, icon, label, children: entry.children.map((c) => toMenuItem(c, false, hover)) };
  }
  // Hovering a page's item fetches its code, so the click finds it loaded.
  return {
    key: entry.key,
    icon,
    label,
    title: entry.title,
    onMouseEnter: () => hover.enter(entry.key),
    onMouseLeave: () => hover.leave(),
  };
}

export interface SidebarMenuProps {
  collapsed: boolean;
  /** Called after an item was chosen (the mobile drawer closes itself). */
  onItemChosen?: () => void;
}

/** The dark inline menu of the sidebar: one submenu open at a time, selection follows the location. */
export function SidebarMenu({ collapsed, onItemChosen }: SidebarMenuProps) {
  const menus = useStore(userStore, (s) => s.menus);
  const counters = useStore(userStore, (s) => s.counters);
  const pendingBillNum = useStore(billMarkStore, (s) => s.pendingBillNum);
  const entries = useMemo(() => buildSidebarItems(menus, { ...counters, pendingBillNum }), [menus, counters, pendingBillNum]);
  const hover = useHoverPreload();
  const items = useMemo(() => entries.map((e) => toMenuItem(e, true, hover)), [entries, hover]);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selectedKey = selectedKeyFor(entries, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => (selectedKey ? ancestorKeys(entries, selectedKey) : []));

  // The submenu holding the current page opens on navigation and when the menu expands again.
  useEffect(() => {
    if (!collapsed && selectedKey) setOpenKeys(ancestorKeys(entries, selectedKey));
  }, [collapsed, selectedKey, entries]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    appStore.set({ dealerValue: undefined });
    const entry = findEntry(entries, key);
    if (entry?.thirdUrl) openInNewWindow(entry.thirdUrl);
    else navigate(key);
    onItemChosen?.();
  };

  return (
    <Menu
      className="app-sidebar-menu"
      theme="dark"
      mode="inline"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={selectedKey ? [selectedKey] : []}
      openKeys={openKeys}
      onOpenChange={(keys) => setOpenKeys(nextOpenKeys(entries, openKeys, keys))}
      onClick={onClick}
    />
  );
}
