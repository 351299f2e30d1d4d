import { createStore } from './createStore';
import { addView, closeAll, closeOthers, closeView, HOME_PATH, nextPathAfterClose, sessionKeysToClear, type TabView } from './tabRules';
import { activate, keepOpen } from './keepAliveRules';
import { dropAllPageMemory, dropPageMemory, openPageMemory, renewPageMemory } from './pageMemory';

export type { TabView } from './tabRules';

interface TabsState {
  visited: TabView[];
  /** Bumped by refreshTab: the kept-alive page of that path remounts when its key changes. */
  refreshKeys: Record<string, number>;
  /** Paths shown in this page load, oldest first: which pages stay mounted (keepAliveRules.ts `mountedPages`). */
  activations: string[];
}

export const tabsStore = createStore<TabsState>(() => ({ visited: [], refreshKeys: {}, activations: [] }));

/** Clears the page's sessionStorage keys and forgets the refresh keys, activations and page memories of the tabs that were closed. */
function forgetClosed(before: TabView[], after: TabView[]) {
  const remaining = new Set(after.map((v) => v.path));
  const closed = before.filter((v) => !remaining.has(v.path));
  if (closed.length === 0) return;
  for (const view of closed) {
    for (const key of sessionKeysToClear(view)) {
      if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(key);
    }
  }
  const refreshKeys = { ...tabsStore.get().refreshKeys };
  for (const view of closed) delete refreshKeys[view.path];
  dropPageMemory(closed.map((v) => v.path));
  tabsStore.set({ refreshKeys, activations: keepOpen(tabsStore.get().activations, [...remaining]) });
}

function replaceVisited(next: TabView[]) {
  const before = tabsStore.get().visited;
  tabsStore.set({ visited: next });
  forgetClosed(before, next);
}

/** The page of `view` is shown: its tab is added or updated, and it becomes the most recently shown page. */
export function openTab(view: TabView) {
  openPageMemory(view.path);
  tabsStore.set((s) => ({ visited: addView(s.visited, view), activations: activate(s.activations, view.path) }));
}

/** Closes the tab of that path; returns where to navigate, or null to stay. */
export function closeTab(path: string, activePath: string): string | null {
  const before = tabsStore.get().visited;
  const after = closeView(before, path);
  if (after.length === before.length) return null;
  replaceVisited(after);
  return nextPathAfterClose(after, path, activePath);
}

export function closeOtherTabs(path: string) {
  replaceVisited(closeOthers(tabsStore.get().visited, path));
}

/** Closes every unpinned tab; returns where to navigate (the last pinned tab, or /index). */
export function closeAllTabs(): string {
  const after = closeAll(tabsStore.get().visited);
  replaceVisited(after);
  return after.length ? after[after.length - 1].fullPath : HOME_PATH;
}

/** Remounts the cached page of that path, afresh: its page memory is emptied. */
export function refreshTab(path: string) {
  renewPageMemory([path]);
  tabsStore.set((s) => ({ refreshKeys: { ...s.refreshKeys, [path]: (s.refreshKeys[path] ?? 0) + 1 } }));
}

/** Remounts every cached page afresh: they all read again (the dealer chosen in the selector has changed). */
export function refreshAllTabs() {
  renewPageMemory(tabsStore.get().visited.map((v) => v.path));
  tabsStore.set((s) => {
    const refreshKeys = { ...s.refreshKeys };
    for (const view of s.visited) refreshKeys[view.path] = (refreshKeys[view.path] ?? 0) + 1;
    return { refreshKeys };
  });
}

/** Empties the tab bar, pinned tabs included (logout). */
export function resetTabs() {
  forgetClosed(tabsStore.get().visited, []);
  dropAllPageMemory();
  tabsStore.reset();
}
