import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'renderer/**/*.test.{ts,tsx}',
      'server-mock/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/schemas/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'schemas/meta/lib/**/*.test.ts',
    ],
    environment: 'node',
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
  },
});
