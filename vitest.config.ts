import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'renderer/**/*.test.{ts,tsx}', 'server-mock/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'tests/schemas/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'schemas/meta/lib/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
  },
});
