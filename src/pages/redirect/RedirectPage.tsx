import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RouteProgress } from '../../router/RouteProgress';

/** `/redirect/todo?x=1` → `/todo?x=1`. */
export function redirectTarget(pathname: string, search: string): string {
  const rest = pathname.replace(/^\/redirect(?=\/|$)/, '').replace(/^\/+/, '');
  return `/${rest}${search}`;
}

/** /redirect/*: replaces itself with the rest of the path and the query, so the page is entered anew (refresh button). */
export default function RedirectPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(redirectTarget(pathname, search), { replace: true });
  }, [pathname, search, navigate]);
  return <RouteProgress />;
}
