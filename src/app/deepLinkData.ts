/**
 * The data side of a deep link (app/deepLink.ts starts it): the view's first data and dictionaries, asked for with the
 * stored token while the session is restored. If the token has expired, the answer is a 401 that the usual flow handles
 * (the login page, with this page to return to), as it would for the view's own request.
 */
import { prefetchView } from '../../renderer/core/prefetchView';
import { rememberViewKind } from '../auth/session';
import { createRendererServices } from './rendererServices';

export async function prefetchDeepLinkData(name: string, search: string): Promise<void> {
  const kind = await prefetchView(
    createRendererServices(() => undefined),
    name,
    Object.fromEntries(new URLSearchParams(search)),
  );
  if (kind) rememberViewKind(name, kind);
}
