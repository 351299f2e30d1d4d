/**
 * npm run bench — performance figures of the console, printed, never asserted.
 * 1. Initial JavaScript of the login page (gzip KB): the entry chunk and its static imports plus the
 *    lazy chunks the login route actually loads, measured from the browser's own requests.
 * 2. Login click → home page rendered (median of 5 runs) in headless Chromium against the production build.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startMockServer } from '../server-mock/app';
import { launchChromium } from '../tests/e2e/support/browser';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  const server = await startMockServer({ port: 0, dbFile: join(dir, 'mock.sqlite'), staticDir: 'dist', quiet: true });
  const { browser, close } = await launchChromium();
  try {
    // 1. JavaScript the login page loads.
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(server.url + '/login', { waitUntil: 'networkidle' });
    let gzipBytes = 0;
    let rawBytes = 0;
    for (const p of scripts) {
      const buf = readFileSync(join('dist', p));
      rawBytes += buf.length;
      gzipBytes += gzipSync(buf, { level: 9 }).length;
    }
    const names = [...scripts].map((s) => s.split('/').pop());
    const heavy = names.filter((n) => /pro-|formily|ProTable/i.test(n ?? ''));
    console.log(`login page JavaScript: ${(gzipBytes / 1024).toFixed(1)} KB gzip (${(rawBytes / 1024).toFixed(0)} KB raw) in ${scripts.size} files`);
    console.log(`  chunks: ${names.join(', ')}`);
    console.log(`  Pro/Formily chunks loaded by the login page: ${heavy.length ? heavy.join(', ') : 'none'}`);
    await page.close();

    // 2. Login click → home rendered, 5 runs.
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext();
      const p = await context.newPage();
      await p.goto(server.url + '/login', { waitUntil: 'networkidle' });
      await p.getByPlaceholder('账号', { exact: true }).fill('admin');
      await p.getByPlaceholder('密码', { exact: true }).fill('Park@2026');
      const t0 = Date.now();
      await p.getByRole('button', { name: /登\s*录/ }).click();
      await p.waitForURL('**/index');
      await p.locator('[data-page="/index"]').getByText(/您好/).first().waitFor();
      await p.locator('.ant-menu').first().waitFor();
      times.push(Date.now() - t0);
      await context.close();
    }
    console.log(`login click → home rendered: median ${median(times)} ms (runs: ${times.join(', ')} ms)`);
  } finally {
    await close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
