/**
 * Which packages a chunk set is made of, from the build's module graph (rollup-plugin-visualizer's raw data, written when
 * the site is built with BUNDLE_GRAPH=<file>): each module's rendered bytes, grouped by npm package (or by the project's
 * top folder, e.g. src/pages), and each chunk's gzip size shared out over its modules by rendered bytes.
 */
import { readFileSync } from 'node:fs';
import { sizeOf } from './chunkSets';

interface RawGraph {
  nodeParts: Record<string, { renderedLength: number }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
}

export interface PackageShare {
  name: string;
  rawBytes: number;
  /** The package's share of its chunks' gzip bytes. */
  gzipBytes: number;
}

/** The package (or project folder) a module id belongs to. */
export function packageOf(id: string): string {
  const inModules = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  const inProject = id.match(/(?:^|\/)(src|renderer|contracts|schemas)\/([^/]+)/);
  if (inProject) return inProject[2].includes('.') ? inProject[1] : `${inProject[1]}/${inProject[2]}`;
  return id.replace(/^\0/, '').split('/').pop() ?? id;
}

/** The packages of a set of chunk files, largest first. */
export function packageBreakdown(graphFile: string, siteDir: string, files: Set<string>): PackageShare[] {
  const graph = JSON.parse(readFileSync(graphFile, 'utf8')) as RawGraph;
  const perChunk = new Map<string, { name: string; raw: number }[]>();
  for (const meta of Object.values(graph.nodeMetas)) {
    for (const [chunk, part] of Object.entries(meta.moduleParts)) {
      if (!files.has(chunk)) continue;
      const list = perChunk.get(chunk) ?? [];
      list.push({ name: packageOf(meta.id), raw: graph.nodeParts[part].renderedLength });
      perChunk.set(chunk, list);
    }
  }
  const shares = new Map<string, PackageShare>();
  for (const [chunk, modules] of perChunk) {
    const rendered = modules.reduce((sum, m) => sum + m.raw, 0) || 1;
    const gzip = sizeOf(siteDir, [chunk]).gzipBytes;
    for (const m of modules) {
      const share = shares.get(m.name) ?? { name: m.name, rawBytes: 0, gzipBytes: 0 };
      share.rawBytes += m.raw;
      share.gzipBytes += (gzip * m.raw) / rendered;
      shares.set(m.name, share);
    }
  }
  return [...shares.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}
