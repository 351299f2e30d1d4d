/**
 * A tiny event bus keyed by area: a successful action calls invalidateArea(area) and every mounted
 * view of that area (lists, details, in any tab) refreshes its data.
 */
import { useEffect, useRef } from 'react';

const listeners = new Map<string, Set<() => void>>();

/** Asks every mounted view of the area to reload its data. */
export function invalidateArea(area: string): void {
  for (const listener of [...(listeners.get(area) ?? [])]) listener();
}

/** Subscribes a view to its area's invalidations; `onInvalidate` may change between renders. */
export function subscribeInvalidation(area: string, onInvalidate: () => void): () => void {
  const set = listeners.get(area) ?? new Set<() => void>();
  listeners.set(area, set);
  set.add(onInvalidate);
  return () => {
    set.delete(onInvalidate);
    if (set.size === 0) listeners.delete(area);
  };
}

export function useInvalidation(area: string, onInvalidate: () => void): void {
  const latest = useRef(onInvalidate);
  latest.current = onInvalidate;
  useEffect(() => subscribeInvalidation(area, () => latest.current()), [area]);
}
