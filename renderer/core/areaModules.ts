/**
 * The code-split modules of the area documents (one chunk per schemas/<area>.json) and of the shared field library, and
 * nothing else: light enough for the console's entry to start a document's download the moment the address is known
 * (a deep link), before the renderer has loaded. loadArea.ts resolves what they hold.
 */
type JsonModule = { default: unknown };

const documents = import.meta.glob<JsonModule>('../../schemas/*.json');

const byName = new Map<string, () => Promise<JsonModule>>(
  Object.entries(documents).map(([file, load]) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), load]),
);

/** The names of every area document (schemas/<area>.json), known without loading any. */
export function listAreas(): string[] {
  return [...byName.keys()].sort();
}

/** The module of an area document, or undefined when no schemas/<area>.json exists. Loaded once (the module system keeps it). */
export function loadAreaModule(name: string): Promise<JsonModule> | undefined {
  return byName.get(name)?.();
}

/** The module of the shared field library (schemas/common/fields.json). */
export const loadLibraryModule = () => import('../../schemas/common/fields.json') as Promise<JsonModule>;
