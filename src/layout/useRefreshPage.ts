import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
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
