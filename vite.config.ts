import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * PLATFORM_API points the development server at a real platform (http://host:port): /api and
 * /websocket are proxied to it. Without it, `npm start` hosts this config inside server-mock,
 * which serves /api and /websocket itself.
 */
const target = process.env.PLATFORM_API;

/**
 * BENCH_PAGES=1 (set by `npm run bench`) adds the hand-written comparison page of the renderer-overhead
 * benchmark and the computed-form page (bench/computedForm/) as further inputs, emitted as
 * dist/bench/<page>/index.html; the production build is unchanged.
 */
const benchInputs = process.env.BENCH_PAGES === '1' ? { main: 'index.html', benchHandwritten: 'bench/handwritten/index.html', benchComputedForm: 'bench/computedForm/index.html' } : undefined;

export default defineConfig({
  plugins: [react()],
  server: target
    ? {
        proxy: {
          '/api': { target, changeOrigin: true },
          '/websocket': { target: target.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
        },
      }
    : {},
  build: { target: 'es2022', chunkSizeWarningLimit: 1500, ...(benchInputs ? { rolldownOptions: { input: benchInputs } } : {}) },
});
