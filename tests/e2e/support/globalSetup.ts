import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerThread } from '../../../server-mock/testing/serverThread';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One mock backend per worker: worker n (VITEST_POOL_ID) uses baseUrls[n - 1]. */
    baseUrls: string[];
    /** The admin token of each backend (X-Mock-Admin of its /__mock calls), in the order of baseUrls. */
    adminTokens: string[];
  }
}

/**
 * Builds the console once (unless E2E_SKIP_BUILD=1) into E2E_DIST (default dist/) and serves it from one mock
 * backend per worker, each on a free port with a database of its own and on a thread of its own, so test files
 * run side by side and a test's reset never touches another worker's data.
 */
export default async function setup(project: TestProject) {
  const outDir = process.env.E2E_DIST || 'dist';
  if (process.env.E2E_SKIP_BUILD !== '1')
    execSync(`npx vite build --logLevel warn --outDir ${JSON.stringify(outDir)} --emptyOutDir`, {
      stdio: 'inherit',
      // A production build, as users get it (vitest itself runs with NODE_ENV=test).
      env: { ...process.env, NODE_ENV: 'production' },
    });
  const dir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
  // A folder per backend: its database and, next to it, the files its object store keeps.
  const folders = Array.from({ length: E2E_WORKERS }, (_, i) => join(dir, `worker-${i + 1}`));
  for (const folder of folders) mkdirSync(folder);
  // Each backend on a thread of its own: one re-seeding its database never holds up another worker's requests.
  const servers = await Promise.all(folders.map((folder) => startServerThread({ dbFile: join(folder, 'mock.sqlite'), staticDir: outDir })));
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  project.provide(
    'adminTokens',
    servers.map((server) => server.adminToken),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
    rmSync(dir, { recursive: true, force: true });
  };
}
