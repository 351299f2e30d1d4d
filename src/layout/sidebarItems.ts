import type { MenuNode } from '../auth/types';
import type { Counters } from '../stores/userStore';

/**
 * The sidebar as plain data, built from the server menu tree (spec §2 "Layout").
 * A leaf's key is its absolute path; a submenu's key is `group:<menu id>`.
 */
export interface SidebarEntry {
  key: string;
  title: string;
  icon?: string;
  thirdUrl?: string;
  /** Counter text shown after the title, already cut (absent for 0). */
  count?: string;
  /** Small round red dot after the title. */
  dot?: boolean;
  /** Present on submenus only. */
  children?: SidebarEntry[];
}

/** The figures the sidebar shows: the layout counters and the finance corner mark (stores/counters.ts billMarkStore). */
export type SidebarCounts = Counters & { pendingBillNum?: number };

/**
 * Titles that show a counter, and the counter they show. 待处理月对账单 shows the monthly statements still to handle
 * (verify/cornerMark), the two other finance titles the to-do corner marks.
 */
export const COUNT_TITLES: Readonly<Record<string, keyof SidebarCounts>> = {
  待处理月对账单: 'pendingBillNum',
  已归档月对账单: 'doneNum',
  执行任务结果: 'exeNum',
};

/** Titles that show a dot when their counter is non-zero. */
export const DOT_TITLES: Readonly<Record<string, keyof Counters>> = {
  不规范停车记录: 'unusualParkNum',
  车位异常占用记录: 'unusualDevNum',
  设备异常遮挡记录: 'illegalParkNum',
};

const MAX_COUNT_CHARS = 4;

/** Count text over 4 characters is cut to its first 3 characters plus an ellipsis. */
export function cutCount(text: string): string {
  return text.length > MAX_COUNT_CHARS ? `${text.slice(0, MAX_COUNT_CHARS - 1)}…` : text;
}

/** Resolves a child path against its parent's absolute path. */
export function joinPath(base: string, path: string): string {
  if (path.startsWith('/') || /^https?:\/\//i.test(path)) return path;
  const joined = `${base.replace(/\/+$/, '')}/${path}`;
  return joined.replace(/\/{2,}/g, '/');
}

function decorate(entry: SidebarEntry, counters: SidebarCounts): SidebarEntry {
  const countKey = COUNT_TITLES[entry.title];
  if (countKey) {
    const value = counters[countKey];
    if (value) entry.count = cutCount(String(value));
  }
  const dotKey = DOT_TITLES[entry.title];
  if (dotKey && counters[dotKey]) entry.dot = true;
  return entry;
}

function leaf(node: MenuNode, absolutePath: string, fallbackIcon: string | undefined, counters: SidebarCounts): SidebarEntry {
  const entry: SidebarEntry = { key: absolutePath, title: node.name };
  const icon = node.icon || fallbackIcon;
  if (icon) entry.icon = icon;
  if (node.thirdUrl) entry.thirdUrl = node.thirdUrl;
  return decorate(entry, counters);
}

const visibleChildren = (node: MenuNode) => (node.children ?? []).filter((c) => !c.hidden);

function buildNode(node: MenuNode, absolutePath: string, counters: SidebarCounts): SidebarEntry {
  const visible = visibleChildren(node);
  if (visible.length === 0) return leaf(node, absolutePath, undefined, counters);
  if (visible.length === 1 && visibleChildren(visible[0]).length === 0) {
    const only = visible[0];
    return leaf(only, joinPath(absolutePath, only.path), node.icon, counters);
  }
  const entry: SidebarEntry = {
    key: `group:${node.id}`,
    title: node.name,
    children: visible.map((child) => buildNode(child, joinPath(absolutePath, child.path), counters)),
  };
  if (node.icon) entry.icon = node.icon;
  return decorate(entry, counters);
}

/**
 * Hidden nodes are skipped; a node with exactly one visible child (itself without visible children)
 * becomes a direct link to that child; a node without visible children is a link to itself;
 * any other node is a submenu of its visible children.
 */
export function buildSidebarItems(menus: MenuNode[], counters: SidebarCounts): SidebarEntry[] {
  return menus.filter((m) => !m.hidden).map((m) => buildNode(m, joinPath('/', m.path), counters));
}

/** The entry of that key, anywhere in the tree. */
export function findEntry(items: SidebarEntry[], key: string): SidebarEntry | undefined {
  for (const item of items) {
    if (item.key === key) return item;
    const found = item.children ? findEntry(item.children, key) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Submenu keys that contain the key, outermost first (empty when it is top-level or unknown). */
export function ancestorKeys(items: SidebarEntry[], key: string): string[] {
  for (const item of items) {
    if (item.key === key) return [];
    if (item.children) {
      if (findEntry(item.children, key)) return [item.key, ...ancestorKeys(item.children, key)];
    }
  }
  return [];
}

function leafKeys(items: SidebarEntry[]): string[] {
  return items.flatMap((item) => (item.children ? leafKeys(item.children) : [item.key]));
}

/**
 * The leaf to highlight for a location: its exact path, else the deepest leaf whose path
 * contains it (a hidden detail page under a list highlights the list).
 */
export function selectedKeyFor(items: SidebarEntry[], pathname: string): string | undefined {
  const keys = leafKeys(items);
  if (keys.includes(pathname)) return pathname;
  let best: string | undefined;
  for (const key of keys) {
    if (key !== '/' && pathname.startsWith(`${key}/`) && (!best || key.length > best.length)) best = key;
  }
  return best;
}

/**
 * Accordion rule: when a submenu opens, only it and the submenus containing it stay open.
 * Closing a submenu keeps the others as they are.
 */
export function nextOpenKeys(items: SidebarEntry[], previous: string[], next: string[]): string[] {
  const opened = next.find((k) => !previous.includes(k));
  if (!opened) return next;
  return [...ancestorKeys(items, opened), opened];
}
