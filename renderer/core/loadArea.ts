/**
 * Area documents are loaded lazily (one chunk per document) and resolved against the shared field
 * library with schemas/meta/lib/resolveArea. The documents are checked by `npm run schemas:check`
 * before anything runs, so no validator ships to the browser.
 */
import type { AreaDocument, FieldLibraryDocument } from '../../schemas/meta/generated/area';
import { resolveArea } from '../../schemas/meta/lib/resolveArea';
import type { ResolvedArea } from './viewProps';
import { listAreas, loadAreaModule, loadLibraryModule } from './areaModules';

const loaded = new Map<string, Promise<ResolvedArea>>();

export { listAreas };

/** Loads, resolves and caches an area document. */
export function loadArea(name: string): Promise<ResolvedArea> {
  const existing = loaded.get(name);
  if (existing) return existing;
  const module = loadAreaModule(name);
  if (!module) return Promise.reject(new Error(`区域 "${name}" 不存在（没有 schemas/${name}.json）`));
  const promise = Promise.all([module, loadLibraryModule()]).then(([doc, library]) =>
    resolveArea(doc.default as AreaDocument, library.default as FieldLibraryDocument),
  );
  loaded.set(name, promise);
  promise.catch(() => loaded.delete(name));
  return promise;
}
