/**
 * The moment a page's first view has drawn its data (a list its rows, a detail its record): the renderer reports it
 * through `services.viewShown`. Navigation timings start from it. The first page drawn of a page load (that report, or a
 * hand-written page mounted: `reportPageDrawn`) releases what the shell draws or loads second: the sidebar's menu, the
 * header's actions, counters, badges and the announcement bar wait for it (or 1 s), so they do not compete with the
 * page the user opened.
 */
import { useEffect, useState } from 'react';
import type { ViewShown } from '../../renderer/core/services';

export type ViewShownEvent = ViewShown & { at: number };

const listeners = new Set<(event: ViewShownEvent) => void>();
let firstDrawn = false;
const firstWaiters = new Set<() => void>();

/** The first page drawn: the waiters of `afterFirstView` go on. */
function releaseFirst(): void {
  if (firstDrawn) return;
  firstDrawn = true;
  for (const release of [...firstWaiters]) release();
  firstWaiters.clear();
}

/** The renderer's report (services.viewShown): notifies every listener; the first one also releases `afterFirstView`. */
export function reportViewShown(shown: ViewShown): void {
  const event = { ...shown, at: performance.now() };
  releaseFirst();
  for (const listener of [...listeners]) listener(event);
}

/** A page drawn by its own code (no schema view: the home page, a hand-written screen) has mounted: the first page is drawn. */
export function reportPageDrawn(): void {
  releaseFirst();
}

/** Listens to every view shown; returns the unsubscribe. */
export function onViewShown(listener: (event: ViewShownEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The default wait of secondary loads: the first view, or this long after they were asked for, whichever comes first. */
export const SECONDARY_LOAD_WAIT_MS = 1000;

/** Resolves once the first view of the page load has shown its data, or after `timeoutMs`. */
export function afterFirstView(timeoutMs: number = SECONDARY_LOAD_WAIT_MS): Promise<void> {
  if (firstDrawn) return Promise.resolve();
  return new Promise((resolve) => {
    const release = () => {
      clearTimeout(timer);
      firstWaiters.delete(release);
      resolve();
    };
    const timer = setTimeout(release, timeoutMs);
    firstWaiters.add(release);
  });
}

/** True once a view has been shown in this page load (a later secondary load need not wait). */
export function firstViewShown(): boolean {
  return firstDrawn;
}

/** False until the first view has been shown (or SECONDARY_LOAD_WAIT_MS has passed since the component mounted), then true. */
export function useAfterFirstView(): boolean {
  const [ready, setReady] = useState(firstViewShown);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstView().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/** Tests only: back to a fresh page load. */
export function resetViewShown(): void {
  firstDrawn = false;
  firstWaiters.clear();
  listeners.clear();
}
