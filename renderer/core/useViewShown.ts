import { useEffect, useRef, useState } from 'react';
import { useRendererServices, type ViewShown } from './services';

type Shown = Omit<ViewShown, 'area' | 'view' | 'kind'>;

/**
 * Reports a view's first data drawn (services.viewShown), once per mount: `shown(details)` when the first load settles;
 * the report goes out after React has committed what that load drew.
 */
export function useViewShown(area: string, view: string, kind: string): (details: Shown) => void {
  const services = useRendererServices();
  const [settled, setSettled] = useState<Shown | null>(null);
  const reported = useRef(false);
  useEffect(() => {
    if (!settled || reported.current) return;
    reported.current = true;
    services.viewShown?.({ area, view, kind, ...settled });
  }, [settled, services, area, view, kind]);
  return (details) => {
    if (!reported.current) setSettled((current) => current ?? details);
  };
}
