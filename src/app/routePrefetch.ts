/**
 * Starting a page before it mounts (render-as-you-fetch, renderer/core/prefetchView.ts): `ShellPages` gives the function that
 * starts the page of a path — its schema view's document, code and first data — and calls it when a navigation starts;
 * the sidebar calls it for the code only when a menu item is hovered for HOVER_PRELOAD_DELAY_MS.
 */
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';

export interface PrefetchPathOptions {
  /** The query of the address (the view's parameters). */
  search?: string;
  /** false: the code only, no data (a hover). */
  data?: boolean;
}
export type PrefetchPath = (path: string, options?: PrefetchPathOptions) => void;

const RoutePrefetchContext = createContext<PrefetchPath>(() => undefined);

export const RoutePrefetchProvider = RoutePrefetchContext.Provider;

export function usePrefetchPath(): PrefetchPath {
  return useContext(RoutePrefetchContext);
}

/** How long a menu item is hovered before its page's code is fetched (a pointer passing over does not fetch). */
export const HOVER_PRELOAD_DELAY_MS = 100;

/** Hover handlers for menu items keyed by path: after HOVER_PRELOAD_DELAY_MS on one item, its page's code is fetched. */
export function useHoverPreload(): { enter(path: string): void; leave(): void } {
  const prefetch = usePrefetchPath();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      enter(path: string) {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => prefetch(path, { data: false }), HOVER_PRELOAD_DELAY_MS);
      },
      leave() {
        clearTimeout(timer.current);
      },
    }),
    [prefetch],
  );
}
