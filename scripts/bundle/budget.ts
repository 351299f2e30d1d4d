/**
 * The size budget of the login page: the JavaScript it needs before the form can be used (the entry chunk, the login
 * page's chunk and their static imports), gzip, against LOGIN_BUDGET_BYTES. `npm test` runs it; it fails when the set
 * grows past the budget. `tsx scripts/bundle/budget.ts [siteDir]` measures a built site (with `build.manifest`);
 * without one it builds the console into a temporary directory first.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { entryKey, kb, lazyKey, readManifest, sizeOf, staticClosure } from './chunkSets';

/** The login page's JavaScript budget, gzip bytes. */
export const LOGIN_BUDGET_BYTES = 150 * 1024;
export const LOGIN_PAGE_SOURCE = 'src/pages/login/LoginPage.tsx';

/** The login chunk set of a built site and its size. */
export function loginChunkSet(siteDir: string) {
  const manifest = readManifest(siteDir);
  const files = staticClosure(manifest, [entryKey(manifest), lazyKey(manifest, LOGIN_PAGE_SOURCE)]);
  return { files, size: sizeOf(siteDir, files) };
}

/** Builds the console with its manifest into `outDir`. */
export function buildWithManifest(outDir: string): void {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--emptyOutDir', '--outDir', outDir, '--manifest'], { stdio: 'inherit' });
}

function main() {
  const given = process.argv[2];
  const dir = given ? undefined : mkdtempSync(join(tmpdir(), 'console-budget-'));
  const siteDir = given ?? join(dir!, 'site');
  try {
    if (!given) buildWithManifest(siteDir);
    const { size } = loginChunkSet(siteDir);
    const within = size.gzipBytes <= LOGIN_BUDGET_BYTES;
    console.log(
      `登录页 JavaScript：${kb(size.gzipBytes)} gzip（${kb(size.rawBytes)} 原始，${size.files} 个文件），预算 ${kb(LOGIN_BUDGET_BYTES)}：${within ? '未超出' : '超出'}`,
    );
    if (!within) process.exitCode = 1;
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('budget.ts')) main();
