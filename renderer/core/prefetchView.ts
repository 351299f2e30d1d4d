/**
 * Render-as-you-fetch: a schema view's document, code and first data are known from its name and parameters alone, so
 * the shell starts them the moment a navigation starts (a deep link, a menu click, a tab or an alarm's link), in parallel
 * with everything else, instead of after the page has mounted. The first data request goes through the data layer's key
 * (prefetched.ts), so the mounted view takes its answer and the request is sent once; the dictionaries of its columns and
 * search fields go out in the same tick, each once however many views ask for it. A menu hover asks for the code only.
 * A request made ahead is the view's own request made earlier: the HTTP client retries it and shows its error as for the
 * view, and the mounted view takes its failure too (it shows it in its error state and does not ask again).
 */
import { unstable_serialize, type Cache } from 'swr';
import type { ListView as ListViewSpec, View } from '../../schemas/meta/generated/area';
import { planDictionary } from './dictionaries';
import { listAreas } from './areaModules';
import { loadArea } from './loadArea';
import { isPrefetched, putPrefetched } from './prefetched';
import { preloadViewRenderers } from './registry';
import type { RendererServices } from './services';
import type { ResolvedArea } from './viewProps';
import { firstPageCall, listDictionaryNames, listSearchFields } from '../list/pageCall';

export interface PrefetchOptions {
  /** Also ask for the view's first data (default true); false: its document and code only (a menu hover). */
  data?: boolean;
  /** The data layer's cache: a dictionary already in it is not asked for again. */
  cache?: Cache;
}

/** `<area>/<view>` → its two parts, or null when the name is not a schema view of a known area. */
export function schemaViewName(name: string): { area: string; view: string } | null {
  const [area, view, ...rest] = name.split('/');
  if (!area || !view || rest.length > 0 || !listAreas().includes(area)) return null;
  return { area, view };
}

function askAhead(hash: string, load: () => Promise<unknown>): void {
  if (!isPrefetched(hash)) putPrefetched(hash, load());
}

/** The first page of a list and its dictionaries, asked for in one tick. */
function prefetchList(services: RendererServices, area: ResolvedArea, view: ListViewSpec, params: Record<string, string>, cache?: Cache) {
  const planned = firstPageCall(services, area, view, params);
  if (planned.key) {
    const call = planned.call;
    askAhead(unstable_serialize(planned.key), () => services.request(call));
  }
  for (const name of listDictionaryNames(view, listSearchFields(area, view))) {
    const p = planDictionary(services, area, name, {});
    if (p.kind !== 'load' || (p.cacheable && cache?.get(p.hash)?.data !== undefined)) continue;
    askAhead(p.hash, p.load);
  }
}

/**
 * Starts what a schema view needs: its area document, its renderer's code and (unless `data` is false) its first data.
 * Resolves with the view's kind once its code is loaded, or undefined. Never rejects: a name that is not a schema view,
 * a missing view or a failed load leaves the view to report it itself.
 */
export async function prefetchView(
  services: RendererServices,
  name: string,
  params: Record<string, string>,
  options: PrefetchOptions = {},
): Promise<View['kind'] | undefined> {
  const parsed = schemaViewName(name);
  if (!parsed) return undefined;
  try {
    const area = await loadArea(parsed.area);
    const view = area.views[parsed.view];
    if (!view) return undefined;
    const code = preloadViewRenderers([view.kind]);
    if (options.data !== false && view.kind === 'list') prefetchList(services, area, view, params, options.cache);
    await code;
    return view.kind;
  } catch {
    // The view loads its document itself and shows why it cannot.
    return undefined;
  }
}
