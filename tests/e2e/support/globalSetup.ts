import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMockServer } from '../../../server-mock/app';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the console (unless E2E_SKIP_BUILD=1) into E2E_DIST (default dist/) and serves it from the
 * mock backend on a free port.
 */
export default async function setup(project: TestProject) {
  const outDir = process.env.E2E_DIST || 'dist';
  if (process.env.E2E_SKIP_BUILD !== '1') execSync(`npx vite build --logLevel warn --outDir ${JSON.stringify(outDir)} --emptyOutDir`, {
      stdio: 'inherit',
      // A production build, as users get it (vitest itself runs with NODE_ENV=test).
      env: { ...process.env, NODE_ENV: 'production' },
    });
  const dir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
  const server = await startMockServer({ port: 0, dbFile: join(dir, 'mock.sqlite'), staticDir: outDir, quiet: true });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
