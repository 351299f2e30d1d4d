import type { MenuNode } from '../auth/types';

/** Spec §2/§9: the bar rotates every 5 s and refetches once after 5 minutes. */
export const ANNOUNCEMENT_INTERVAL_MS = 5000;
export const ANNOUNCEMENT_REFETCH_MS = 300000;
/** The menu entry whose presence enables clicking through to a bulletin's detail. */
export const ALL_BULLETINS_TITLE = '全部公告';

export function menuHasEntry(menus: MenuNode[], title: string): boolean {
  return menus.some((m) => m.name === title || menuHasEntry(m.children ?? [], title));
}

export const bulletinDetailPath = (id: string | number) => `/sysBulletin/detail?id=${encodeURIComponent(String(id))}`;
