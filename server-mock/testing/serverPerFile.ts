import { afterAll, beforeAll } from 'vitest';
import type { SeedOptions } from '../db/seed';
import { startTestServer, type TestServer } from './harness';

/**
 * A test file's mock server and a logged-in token: started before its tests, closed after them (then `cleanup`,
 * if given). Read `server.t` and `server.token` inside the tests. `seed` replaces the tests' fixed seed day (a file whose
 * records change state with the server's clock seeds on today: `{ now: startOfChinaDay(Date.now()) }`).
 */
export function testServerPerFile(options: { account?: string; cleanup?: () => void; seed?: SeedOptions } = {}): {
  t: TestServer;
  token: string;
} {
  const ctx = {} as { t: TestServer; token: string };
  beforeAll(async () => {
    ctx.t = await startTestServer({ seed: options.seed });
    ctx.token = await ctx.t.login(options.account ?? 'admin');
  });
  afterAll(async () => {
    await ctx.t?.close();
    options.cleanup?.();
  });
  return ctx;
}
