/**
 * A deep link: a page of the console opened with a session in storage (a bookmark, a link opened in a new tab). The
 * page's schema view is known from the address and the views remembered with the last menu tree (auth/session.ts
 * `getRouteView`, `getViewKind`), so its area document, the field library and its renderer's code start downloading
 * the moment the console's entry runs, and its first data as soon as the document is there (app/startView.ts),
 * all in parallel with the session restore and the menu tree. This module is part of the entry: it only starts downloads.
 */
import { loadAreaModule, loadLibraryModule } from '../../renderer/core/areaModules';
import { preloadViewRenderers, isViewKind } from '../../renderer/core/registry';
import { getRouteView, getToken, getViewKind } from '../auth/session';

/** Starts the view of the address, when there is a session and the address is a remembered schema view. */
export function startDeepLink(pathname: string, search: string): void {
  if (!getToken()) return;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const name = getRouteView(path);
  if (!name) return;
  const ignore = () => undefined;
  // What the first data request needs comes first; the view's (larger) code after it.
  loadAreaModule(name.split('/')[0])?.catch(ignore);
  loadLibraryModule().catch(ignore);
  import('./startView').then((m) => m.startDeepLinkData(name, search)).catch(ignore);
  const kind = getViewKind(name);
  if (kind && isViewKind(kind)) void preloadViewRenderers([kind]);
}
