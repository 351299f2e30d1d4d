import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { externalReactPreamble } from './scripts/vite/externalReactPreamble';
import { antdStyleSheet } from './scripts/vite/antdStyleSheet';
import { VENDOR_CODE_SPLITTING } from './scripts/vite/vendorChunks';
import { CONSOLE_SECURITY_HEADERS } from './server-mock/http/securityHeaders';

/**
 * PLATFORM_API points the development server at a real platform (http://host:port): /api and
 * /websocket are proxied to it. Without it, `npm start` hosts this config inside server-mock,
 * which serves /api and /websocket itself.
 */
const target = process.env.PLATFORM_API;

/**
 * BENCH_PAGES=1 (set by `npm run bench`) adds the hand-written comparison page of the renderer-overhead
 * benchmark, the computed-form page (bench/computedForm/) and the big-list page (bench/bigList/) as further inputs,
 * emitted as dist/bench/<page>/index.html; the production build is unchanged.
 */
const benchInputs =
  process.env.BENCH_PAGES === '1'
    ? {
        main: 'index.html',
        benchHandwritten: 'bench/handwritten/index.html',
        benchComputedForm: 'bench/computedForm/index.html',
        benchBigList: 'bench/bigList/index.html',
      }
    : undefined;

/**
 * With BENCH_PAGES=1 the shell also mounts the comparison page inside the layout: src/pages/extraShellRoutes.ts
 * (no routes) is replaced by bench/handwritten/shellRoutes.ts, so no module of the console imports bench/.
 */
const benchShellRoutes: Plugin = {
  name: 'bench-shell-routes',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!source.endsWith('/extraShellRoutes')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id.endsWith('/src/pages/extraShellRoutes.ts')
      ? fileURLToPath(new URL('bench/handwritten/shellRoutes.ts', import.meta.url))
      : null;
  },
};

/**
 * BUNDLE_GRAPH=<file> writes the build's module graph (rollup-plugin-visualizer's raw data: every module's rendered bytes
 * in every chunk) to that file; the bench reads it for its per-package breakdowns (scripts/bundle/packages.ts).
 */
const graphFile = process.env.BUNDLE_GRAPH;

/**
 * The development server (`npm start` hosts it in server-mock; `vite` alone too) sends the console's production
 * security headers, from their one definition (server-mock/http/securityHeaders.ts, used by `npm run serve`); the
 * React Fast Refresh preamble is loaded as a script file, so no inline script is needed.
 */
export default defineConfig({
  plugins: [
    react(),
    externalReactPreamble(),
    antdStyleSheet(),
    ...(benchInputs ? [benchShellRoutes] : []),
    ...(graphFile ? [visualizer({ template: 'raw-data', filename: graphFile })] : []),
  ],
  server: {
    headers: { ...CONSOLE_SECURITY_HEADERS },
    ...(target
      ? {
          proxy: {
            '/api': { target, changeOrigin: true },
            '/websocket': { target: target.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
          },
        }
      : {}),
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      ...(benchInputs ? { input: benchInputs } : {}),
      output: { strictExecutionOrder: true, codeSplitting: VENDOR_CODE_SPLITTING },
    },
  },
});
