/**
 * The memory of each open tab's page: what its schema views remember of themselves (the renderer's `ViewMemory`: a
 * list's search form, page, page size and sort) and the page's scroll position. A page unmounted to save memory
 * (keepAliveRules.ts) starts again from it. tabsStore.ts keeps one per open tab: created when the tab opens, dropped
 * when it closes, and replaced by an empty one on 刷新 and on a change of dealer, so the page then starts afresh.
 */

/** One page's memory: values by key (the renderer's keys, and SCROLL_KEY of the shell). */
export type PageMemory = Map<string, unknown>;

/** The key of the page's scroll position in its memory. */
export const SCROLL_KEY = 'shell:scrollTop';

const memories = new Map<string, PageMemory>();

/** The memory of the page at `path`, created empty when it has none. */
export function openPageMemory(path: string): PageMemory {
  let memory = memories.get(path);
  if (!memory) {
    memory = new Map();
    memories.set(path, memory);
  }
  return memory;
}

/** The memory of the page at `path`, if its tab is open. */
export function existingPageMemory(path: string): PageMemory | undefined {
  return memories.get(path);
}

/** Forgets the memories of these pages (their tabs were closed). */
export function dropPageMemory(paths: Iterable<string>): void {
  for (const path of paths) memories.delete(path);
}

/** Gives these pages an empty memory: their next mount starts afresh. */
export function renewPageMemory(paths: Iterable<string>): void {
  for (const path of paths) memories.set(path, new Map());
}

/** Forgets every page's memory (logout). */
export function dropAllPageMemory(): void {
  memories.clear();
}
