import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../app';
import { CONSOLE_SECURITY_HEADERS } from './securityHeaders';

/** The development server (`npm start`: Vite inside the mock) sends the headers `npm run serve` sends, from one table. */
let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ port: 0, dbFile: ':memory:', dev: true, quiet: true });
}, 120_000);
afterAll(() => server?.close());

const headersOf = (res: Response) => Object.fromEntries(Object.keys(CONSOLE_SECURITY_HEADERS).map((name) => [name, res.headers.get(name)]));

describe('development server headers', () => {
  it.each([
    ['index.html', '/'],
    ['a deep link (SPA fallback)', '/stopFee/chargeRecord/list'],
    ['a source module', '/src/main.tsx'],
    ["Vite's client", '/@vite/client'],
    ['the Fast Refresh preamble', '/@id/@vitejs/plugin-react/preamble'],
    ['a public file', '/favicon.svg'],
  ])('%s (%s) carries the production CSP, nosniff, referrer and frame policies', async (_what, path) => {
    const res = await fetch(server.url + path);
    expect(res.status).toBe(200);
    expect(headersOf(res)).toEqual(CONSOLE_SECURITY_HEADERS);
  });

  it('index.html has no inline script (the CSP allows none): every script is loaded from the server', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attrs]) => /\bsrc="\/[^"]+"/.test(attrs))).toEqual([true, true, true]);
    expect(scripts.every(([, , body]) => body.trim() === '')).toBe(true);
    expect(html).toContain('<script type="module" src="/@id/@vitejs/plugin-react/preamble"></script>');
  });
});
