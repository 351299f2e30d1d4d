/**
 * The JavaScript a user downloads to reach a screen, read from the build's manifest (Vite `build.manifest`):
 * a chunk set is the entry (with its static imports) plus the lazy chunks a screen loads (each with its static imports).
 * The size budget check (scripts/bundle/budget.ts) and the bench (bench/bundleSizes.ts) both measure with it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(siteDir: string): Manifest {
  return JSON.parse(readFileSync(join(siteDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The manifest key of the page's entry (index.html). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  if (!key) throw new Error('构建清单中没有 index.html 的入口');
  return key;
}

/** The manifest key of a source module that is a lazy chunk of its own (e.g. 'src/pages/login/LoginPage.tsx'). */
export function lazyKey(manifest: Manifest, source: string): string {
  if (!manifest[source]?.isDynamicEntry) throw new Error(`构建清单中 ${source} 不是独立加载的代码块`);
  return source;
}

/** The files of the given chunks and of everything they import statically. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`构建清单中没有 ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

export interface SetSize {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

const gzipCache = new Map<string, number>();

/** Bytes of a set of files of the site, raw and gzip (level 9, each file on its own, as a server sends them). */
export function sizeOf(siteDir: string, files: Iterable<string>): SetSize {
  const size: SetSize = { files: 0, rawBytes: 0, gzipBytes: 0 };
  for (const file of files) {
    const path = join(siteDir, file);
    const buffer = readFileSync(path);
    let gzip = gzipCache.get(path);
    if (gzip === undefined) gzipCache.set(path, (gzip = gzipSync(buffer, { level: 9 }).length));
    size.files += 1;
    size.rawBytes += buffer.length;
    size.gzipBytes += gzip;
  }
  return size;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
