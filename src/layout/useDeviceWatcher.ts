import { useEffect } from 'react';
import { appStore, MOBILE_BREAKPOINT, setDevice, setSidebarOpened } from '../stores/appStore';

/** Desktop or mobile from the viewport width (spec §9: below 992 px is mobile). */
export function deviceForWidth(width: number): 'desktop' | 'mobile' {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

/**
 * Keeps appStore.device in step with the viewport, on mount and on every resize.
 * Entering mobile mode closes the sidebar (it becomes an overlay drawer there).
 */
export function useDeviceWatcher() {
  useEffect(() => {
    const check = () => {
      const device = deviceForWidth(window.innerWidth);
      const previous = appStore.get().device;
      if (device === previous) return;
      setDevice(device);
      if (device === 'mobile') setSidebarOpened(false);
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, []);
}
