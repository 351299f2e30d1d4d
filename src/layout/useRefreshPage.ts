import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { refreshTab } from '../stores/tabsStore';

/** Public route that re-navigates to the path after it (spec §2 /redirect/:path*). */
export const REDIRECT_PREFIX = '/redirect';

/**
 * Reloads a page: its kept-alive state is dropped (refreshTab) and the router passes through
 * /redirect + fullPath, which sends it back to the page.
 */
export function useRefreshPage(): (path: string, fullPath: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: string, fullPath: string) => {
      refreshTab(path);
      navigate(`${REDIRECT_PREFIX}${fullPath}`, { replace: true });
    },
    [navigate],
  );
}

/**
 * Loads the current page's data again by mounting its kept-alive page anew (refreshTab), without leaving
 * the route: the layout, the other tabs and the URL stay as they are (used when the network comes back).
 */
export function useRevalidateCurrentPage(): () => void {
  const { pathname } = useLocation();
  return useCallback(() => refreshTab(pathname), [pathname]);
}
