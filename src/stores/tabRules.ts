/** Rules of the tab bar (spec §4 "Tab states"), as pure functions over the list of visited tabs. */

export interface TabView {
  path: string;
  fullPath: string;
  query: Record<string, string>;
  name: string;
  title: string;
  meta: { affix?: boolean; openTab?: boolean; thirdUrl?: string };
}

export const HOME_PATH = '/index';

/** The pinned home tab. */
export const HOME_TAB: TabView = Object.freeze({
  path: HOME_PATH,
  fullPath: HOME_PATH,
  query: {},
  name: 'Index',
  title: '首页',
  meta: { affix: true },
});

/** sessionStorage keys cleared when the 客户管理 tab closes. */
const CUSTOMER_TAB_TITLE = '客户管理';
export const CUSTOMER_SESSION_KEYS = ['source', 'appFlag', 'searchValue', 'pageSize', 'pageNo'] as const;
/** sessionStorage keys cleared when the 待办事项 tab closes. */
const TODO_TAB_TITLE = '待办事项';
export const TODO_SESSION_KEYS = ['todoValue'] as const;

const isAffix = (v: TabView) => v.meta.affix === true;

/** Affix tabs first, each group in its original order. */
const affixFirst = (list: TabView[]) => [...list.filter(isAffix), ...list.filter((v) => !isAffix(v))];

/**
 * One tab per path: an existing tab takes the new fullPath and query, a new one is appended.
 * The home tab is added first when the list is empty.
 */
export function addView(list: TabView[], view: TabView): TabView[] {
  const base = list.length === 0 ? [HOME_TAB] : list;
  const index = base.findIndex((v) => v.path === view.path);
  if (index >= 0) {
    const existing = base[index];
    const updated = { ...existing, fullPath: view.fullPath, query: { ...view.query } };
    return base.map((v, i) => (i === index ? updated : v));
  }
  return affixFirst([...base, view]);
}

/** Removes the tab of that path; pinned (affix) tabs stay. */
export function closeView(list: TabView[], path: string): TabView[] {
  return list.filter((v) => v.path !== path || isAffix(v));
}

/** Keeps the pinned tabs and the one of keepPath. */
export function closeOthers(list: TabView[], keepPath: string): TabView[] {
  return list.filter((v) => isAffix(v) || v.path === keepPath);
}

/** Keeps only the pinned tabs. */
export function closeAll(list: TabView[]): TabView[] {
  return list.filter(isAffix);
}

/**
 * Where to go after closing a tab: closing the active one goes to the last remaining tab
 * (or /index when none is left); closing another tab stays (null).
 */
export function nextPathAfterClose(listAfter: TabView[], closedPath: string, activePath: string): string | null {
  if (closedPath !== activePath) return null;
  const last = listAfter[listAfter.length - 1];
  return last ? last.fullPath : HOME_PATH;
}

/** sessionStorage keys that belong to a page and are cleared when its tab closes. */
export function sessionKeysToClear(view: Pick<TabView, 'title'>): string[] {
  if (view.title === CUSTOMER_TAB_TITLE) return [...CUSTOMER_SESSION_KEYS];
  if (view.title === TODO_TAB_TITLE) return [...TODO_SESSION_KEYS];
  return [];
}
