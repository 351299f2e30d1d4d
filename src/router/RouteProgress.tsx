import { useEffect } from 'react';
import { Spinner } from '../app/Spinner';
import { doneProgress, startProgress } from './progress';

/** Suspense fallback of a lazy page: the progress bar runs while the page's code loads. */
export function RouteProgress() {
  useEffect(() => {
    startProgress();
    return doneProgress;
  }, []);
  return (
    <div className="app-full-center" style={{ minHeight: 240 }}>
      <Spinner />
    </div>
  );
}
