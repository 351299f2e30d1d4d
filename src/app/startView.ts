/**
 * Starting a schema view before it mounts (render-as-you-fetch, renderer/core/prefetchView.ts), and remembering the kind of
 * view it turned out to be, so that a later deep link to it fetches its code before the document arrives (auth/session.ts
 * `rememberViewKind`). `ShellPages` starts each navigation with it; a deep link (app/deepLink.ts) starts its data with
 * `startDeepLinkData`, with the stored token, while the session is restored: if the token has expired, the answer is a
 * 401 that the usual flow handles, as it would for the view's own request.
 */
import { prefetchView, type PrefetchOptions } from '../../renderer/core/prefetchView';
import type { RendererServices } from '../../renderer/core/services';
import { rememberViewKind } from '../auth/session';
import { createRendererServices } from './rendererServices';

export async function startView(
  services: RendererServices,
  name: string,
  params: Record<string, string>,
  options?: PrefetchOptions,
): Promise<void> {
  const kind = await prefetchView(services, name, params, options);
  if (kind) rememberViewKind(name, kind);
}

/** The data of a deep link's view, by its name and the address's query. */
export function startDeepLinkData(name: string, search: string): Promise<void> {
  return startView(
    createRendererServices(() => undefined),
    name,
    Object.fromEntries(new URLSearchParams(search)),
  );
}
