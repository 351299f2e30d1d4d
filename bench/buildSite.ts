/**
 * The site the benchmarks serve: the production build of the console, unchanged, plus the hand-written
 * comparison page of bench/handwritten/. The page comes from a second build with BENCH_PAGES=1 (vite.config.ts
 * adds it as an input there); only its HTML and the assets the production build lacks are copied over, so the
 * console's own chunks, and the login page figures, are exactly those of `npm run build`. The production build also
 * writes its manifest and its module graph (`graphFileOf`), from which figure 1 reads the login page's packages.
 */
import { execSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const vite = (outDir: string, env: NodeJS.ProcessEnv = process.env, extra = '') =>
  execSync(`npx vite build --logLevel warn --emptyOutDir --outDir "${outDir}"${extra}`, { stdio: 'inherit', env });

/** Where the build of `siteDir` wrote its module graph (BUNDLE_GRAPH, vite.config.ts): beside the site, not served. */
export const graphFileOf = (siteDir: string) => `${siteDir}-graph.json`;

export function buildBenchSite(outDir: string): void {
  vite(outDir, { ...process.env, BUNDLE_GRAPH: graphFileOf(outDir) }, ' --manifest');
  const pagesDir = `${outDir}-pages`;
  vite(pagesDir, { ...process.env, BENCH_PAGES: '1' });
  cpSync(join(pagesDir, 'bench'), join(outDir, 'bench'), { recursive: true });
  for (const name of readdirSync(join(pagesDir, 'assets'))) {
    const target = join(outDir, 'assets', name);
    // Asset names carry a content hash: a name already present is the same file.
    if (!existsSync(target)) cpSync(join(pagesDir, 'assets', name), target);
  }
}
