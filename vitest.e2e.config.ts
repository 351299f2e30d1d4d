import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './tests/e2e/support/workers';

// Browser tests: the built console on the mock backend, driven in Debian's Chromium. Files run E2E_WORKERS at a time,
// each worker with its own browser and its own mock backend (tests/e2e/support/globalSetup.ts).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    setupFiles: ['tests/support/matchers.ts'],
    maxWorkers: E2E_WORKERS,
    testTimeout: 60000,
    hookTimeout: 180000,
  },
});
