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
    testTimeout: 20000,
    // A file's beforeAll may start and seed a mock server while the other core runs another file.
    hookTimeout: 60000,
    // `vitest run` keeps one core for itself by default: a single worker on a 2-core machine. Test files spend much of
    // their time waiting (the mock server's answers, timers, jsdom layouts), so every core runs a file
    // (VITEST_MAX_WORKERS overrides).
    maxWorkers: availableParallelism(),
  },
});
