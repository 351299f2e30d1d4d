import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/**
 * A test file's mock server and a logged-in token: started before its tests, closed after them (then `cleanup`,
 * if given). Read `server.t` and `server.token` inside the tests.
 */
export function testServerPerFile(options: { account?: string; cleanup?: () => void } = {}): { t: TestServer; token: string } {
  const ctx = {} as { t: TestServer; token: string };
  beforeAll(async () => {
    ctx.t = await startTestServer();
    ctx.token = await ctx.t.login(options.account ?? 'admin');
  });
  afterAll(async () => {
    await ctx.t?.close();
    options.cleanup?.();
  });
  return ctx;
}
