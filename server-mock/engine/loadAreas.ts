import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AreaDocument, FieldLibraryDocument } from '../../schemas/meta/generated/area';
import { resolveArea } from '../../schemas/meta/lib/resolveArea';
import { expandTemplates } from '../../schemas/meta/lib/templates';
import type { LoadedArea } from './types';

/** schemas/ of the repository. */
export const SCHEMAS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas');

export interface LoadAreasOptions {
  /** Folder of the area documents (`*.json`), default schemas/. */
  schemasDir?: string;
  /** The shared field library, default `<schemasDir>/common/fields.json`, else schemas/common/fields.json. */
  libraryFile?: string;
  /** More area documents (tests add fixtures this way). */
  extraFiles?: string[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

function libraryOf(options: LoadAreasOptions, dir: string): FieldLibraryDocument | undefined {
  const candidates = [options.libraryFile, path.join(dir, 'common/fields.json'), path.join(SCHEMAS_DIR, 'common/fields.json')];
  for (const file of candidates) {
    if (!file) continue;
    try {
      return readJson<FieldLibraryDocument>(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return undefined;
}

/** Reads every area document (+ the field library), expands its templates and resolves every `use` with the shared resolver. */
export function loadAreas(options: LoadAreasOptions = {}): LoadedArea[] {
  const dir = options.schemasDir ?? SCHEMAS_DIR;
  const library = libraryOf(options, dir);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
  return [...files, ...(options.extraFiles ?? [])].map((file) => {
    const doc = readJson<AreaDocument>(file);
    if (typeof doc?.area !== 'string' || typeof doc.endpoints !== 'object' || typeof doc.views !== 'object') {
      throw new Error(`${file}: not an area document (area, endpoints and views are required)`);
    }
    // A document whose templates do not expand is refused loudly (npm run schemas:check says where and why).
    const expansion = expandTemplates(doc, library);
    if (expansion.problems.length > 0) {
      const first = expansion.problems[0];
      throw new Error(`${file}: 模板无法展开（${first.rule} at ${first.site}），请运行 npm run schemas:check`);
    }
    return { file, doc: resolveArea(expansion.doc as AreaDocument, library) };
  });
}
