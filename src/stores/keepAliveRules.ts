/**
 * Which pages of the tab bar stay mounted (kept alive), as pure functions over the tabs and the order in which their
 * pages were shown in this page load.
 */

/** At most this many pages are mounted at once; the least recently shown one beyond it is unmounted (its tab stays). */
export const KEEP_ALIVE_LIMIT = 12;

/** The order in which pages were shown, oldest first, with `path` moved to the end (the page now shown). */
export function activate(order: string[], path: string): string[] {
  if (order[order.length - 1] === path) return order;
  return [...order.filter((p) => p !== path), path];
}

/** The order without the pages whose tabs are no longer open. */
export function keepOpen(order: readonly string[], tabs: readonly string[]): string[] {
  const open = new Set(tabs);
  return order.filter((p) => open.has(p));
}

export interface MountInput {
  /** Paths of the open tabs, in tab order. */
  tabs: readonly string[];
  /** Paths shown in this page load, oldest first (`activate`). */
  activations: readonly string[];
  /** The page on screen (it may have no tab yet). */
  active: string;
  limit?: number;
}

/**
 * The pages to mount: the page on screen always; of the other open tabs, only those shown in this page load (a tab
 * never opened, such as the pinned 首页 when the console starts on another page, is not mounted), the most recently
 * shown first, up to `limit` pages in all. In tab order; the page on screen last when it has no tab yet.
 */
export function mountedPages({ tabs, activations, active, limit = KEEP_ALIVE_LIMIT }: MountInput): string[] {
  const open = new Set(tabs);
  const keep = new Set([active]);
  for (let i = activations.length - 1; i >= 0 && keep.size < limit; i--) {
    if (open.has(activations[i])) keep.add(activations[i]);
  }
  const mounted = tabs.filter((p) => keep.has(p));
  return open.has(active) ? mounted : [...mounted, active];
}
