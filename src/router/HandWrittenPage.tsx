import { Suspense, useEffect, type ReactNode } from 'react';
import { reportPageDrawn } from '../app/viewShown';
import { RouteProgress } from './RouteProgress';

/** Mounted after the page: the page is drawn. */
function PageDrawn() {
  useEffect(reportPageDrawn, []);
  return null;
}

/**
 * A page drawn by its own code rather than a schema view (the home page, a hand-written screen, a third-party page):
 * the progress bar while its chunk loads, then the page; once it has mounted, it counts as the first page drawn
 * (`app/viewShown.ts`), as a schema view's first data does.
 */
export function HandWrittenPage({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<RouteProgress />}>
      {children}
      <PageDrawn />
    </Suspense>
  );
}
