import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { decide, WHITE_PAGE_ON_FAILURE, type GuardState, type GuardTarget } from './guard';
import { doneProgress, startProgress } from './progress';
import { getAboutUserInfo, getAuthStatus, getLoginStatus, getPlatformName, getToken, removeToken } from '../auth/session';
import { loadSession } from '../auth/loadSession';
import { loginWithTicket } from '../auth/login';
import { showError } from '../api/toast';
import { isApiError } from '../api/http';
import { Spinner } from '../app/Spinner';
import { useStore } from '../stores/createStore';
import { userStore } from '../stores/userStore';
import { appStore } from '../stores/appStore';
import { noteRoute } from '../telemetry/notes';

export const DEFAULT_TITLE = '云停车管理控制平台';

function targetOf(pathname: string, search: string): GuardTarget {
  return { path: pathname, fullPath: pathname + search, query: Object.fromEntries(new URLSearchParams(search)) };
}

/**
 * Applies the pure guard decision (router/guard.ts) on every navigation: progress bar, dealer
 * selector hidden, page title, and the asynchronous steps (loading the user, logging in by ticket).
 */
export function RouteGuard({ children, titleFor }: { children: ReactNode; titleFor: (path: string) => string | undefined }) {
  const location = useLocation();
  const navigate = useNavigate();
  const routesLoaded = useStore(userStore, (s) => s.routesLoaded);
  const enterpriseStatus = useStore(userStore, (s) => s.user?.enterpriseStatus ?? null);
  const target = targetOf(location.pathname, location.search);
  const state: GuardState = {
    token: getToken(),
    loginStatus: getLoginStatus(),
    rolesLoaded: routesLoaded,
    enterpriseStatus,
    authStatus: getAuthStatus(),
    aboutUserInfo: getAboutUserInfo(),
  };
  const decision = decide(state, target);
  const busy = useRef<string | null>(null);

  // Step 1: every navigation starts the progress bar and hides the dealer selector; the bar ends
  // once the guard lets the navigation through (or leaves it for another one).
  const progressing = useRef(false);
  const finishProgress = () => {
    if (progressing.current) doneProgress();
    progressing.current = false;
  };
  useEffect(() => {
    if (!progressing.current) startProgress();
    progressing.current = true;
    appStore.set({ dealerSelectorVisible: false });
  }, [location.pathname, location.search]);
  useEffect(() => {
    if (decision.type === 'pass') finishProgress();
  });
  useEffect(() => finishProgress, []);
  // Field telemetry times each navigation from here to the first view's rows (telemetry/notes.ts).
  useEffect(() => noteRoute(location.pathname), [location.pathname]);

  useEffect(() => {
    if (decision.type !== 'pass') return;
    const title = titleFor(location.pathname);
    const platform = getPlatformName() || DEFAULT_TITLE;
    document.title = title ? `${title} - ${platform}` : platform;
  }, [decision.type, location.pathname, titleFor, routesLoaded]);

  useEffect(() => {
    const key = `${decision.type}:${target.fullPath}`;
    if (busy.current === key) return;
    if (decision.type === 'loadUser') {
      busy.current = key;
      loadSession()
        .catch((err: unknown) => {
          // A 401 already ends the session in the HTTP client (one toast, then the login page with the return URL).
          if (isApiError(err) && err.status === 401) return;
          removeToken();
          showError(err instanceof Error && err.message ? err.message : '获取用户信息失败，请重新登录');
          navigate(WHITE_PAGE_ON_FAILURE(target.fullPath), { replace: true });
        })
        .finally(() => {
          busy.current = null;
        });
    } else if (decision.type === 'loginByTicket') {
      busy.current = key;
      const rest = new URLSearchParams(location.search);
      rest.delete('ticket');
      const back = location.pathname + (rest.toString() ? `?${rest}` : '');
      loginWithTicket(decision.ticket).then((result) => {
        busy.current = null;
        if (result.ok) navigate(back, { replace: true });
        else {
          showError(result.message);
          navigate(`/login?redirect=${encodeURIComponent(back)}`, { replace: true });
        }
      });
    }
  }, [decision, target.fullPath, location.pathname, location.search, navigate]);

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type !== 'pass')
    return (
      <div className="app-full-center" role="status">
        <Spinner size="large" />
        <span>正在加载用户信息…</span>
      </div>
    );
  return <>{children}</>;
}
