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

/** Builds the console (unless E2E_SKIP_BUILD=1) and serves dist/ from the mock backend on a free port. */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
  const server = await startMockServer({ port: 0, dbFile: join(dir, 'mock.sqlite'), staticDir: 'dist', quiet: true });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
