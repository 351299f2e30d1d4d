import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const TEST_ROOTS = ['src', 'renderer', 'server-mock', 'tests/unit', 'tests/schemas', 'scripts', 'schemas/meta/lib'];
const TEST_FILE = /\.test\.tsx?$/;

/** Test files under the roots, as paths from the project folder. */
const testFiles = () =>
  TEST_ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => TEST_FILE.test(file) && !file.split(/[\\/]/).includes('node_modules'))
      .map((file) => join(root, file).replace(/\\/g, '/')),
  );

/** Browser-like tests opt in with `// @vitest-environment jsdom` at the top of the file. */
const isDomTest = (file: string) => readFileSync(file, 'utf8').slice(0, 500).includes('@vitest-environment jsdom');

const files = testFiles();

export default defineConfig({
  plugins: [react()],
  test: {
    setupFiles: ['tests/setup.ts'],
    // A test's time limit guards against a hang; it is not a measure of speed (that is `npm run bench`). With two files
    // sharing the cores, the heaviest jsdom forms take up to about 25 s.
    testTimeout: 60000,
    // A file's beforeAll may start and seed a mock server while the other core runs another file.
    hookTimeout: 60000,
    // `vitest run` keeps one core for itself by default: a single worker on a 2-core machine. Test files spend much of
    // their time waiting (the mock server's answers, timers, jsdom layouts), so every core runs a file
    // (VITEST_MAX_WORKERS overrides).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          // Node tests (the mock, the engine, scripts, schema checks, pure shell logic) share a worker's loaded modules:
          // each file builds its own servers and databases, so only the import of Fastify, SQLite, ExcelJS … is saved,
          // which is most of their time. A file that must not share them would opt into jsdom or a project of its own.
          name: 'node',
          environment: 'node',
          include: files.filter((file) => !isDomTest(file)),
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Component tests keep a fresh module graph and DOM per file: module-level stores, mocks of libraries and the
          // DOM itself would otherwise leak from one file into the next.
          name: 'dom',
          environment: 'jsdom',
          include: files.filter(isDomTest),
        },
      },
    ],
  },
});
