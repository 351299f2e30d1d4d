/**
 * Area documents are loaded lazily (one chunk per document) and resolved against the shared field
 * library with schemas/meta/lib/resolveArea. The documents are checked by `npm run schemas:check`
 * before anything runs, so no validator ships to the browser.
 */
import type { AreaDocument, FieldLibraryDocument } from '../../schemas/meta/generated/area';
import { resolveArea } from '../../schemas/meta/lib/resolveArea';
import type { ResolvedArea } from './viewProps';

type JsonModule = { default: unknown };

const documents = import.meta.glob<JsonModule>('../../schemas/*.json');
const loadLibrary = () => import('../../schemas/common/fields.json') as Promise<JsonModule>;

const byName = new Map<string, () => Promise<JsonModule>>(
  Object.entries(documents).map(([file, load]) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), load]),
);

const loaded = new Map<string, Promise<ResolvedArea>>();

/** The names of every area document (schemas/<area>.json), known without loading any. */
export function listAreas(): string[] {
  return [...byName.keys()].sort();
}

/** Loads, resolves and caches an area document. */
export function loadArea(name: string): Promise<ResolvedArea> {
  const existing = loaded.get(name);
  if (existing) return existing;
  const load = byName.get(name);
  if (!load) return Promise.reject(new Error(`区域 "${name}" 不存在（没有 schemas/${name}.json）`));
  const promise = Promise.all([load(), loadLibrary()]).then(([doc, library]) =>
    resolveArea(doc.default as AreaDocument, library.default as FieldLibraryDocument),
  );
  loaded.set(name, promise);
  promise.catch(() => loaded.delete(name));
  return promise;
}
