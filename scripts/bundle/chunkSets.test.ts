import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_BUDGET_BYTES, LOGIN_PAGE_SOURCE, loginChunkSet } from './budget';
import { entryKey, lazyKey, staticClosure, type Manifest } from './chunkSets';

/**
 * A build as Vite's manifest describes it: the entry imports two shared chunks (which import each other) and loads the
 * login page and the logged-in part lazily; the login page imports a shared chunk and its icons, and loads a heavy
 * chunk lazily; the logged-in part imports antd. Style sheets are chunks too, and are not JavaScript.
 */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js', '_http.js', '_index.css'],
    dynamicImports: [LOGIN_PAGE_SOURCE, 'src/app/ShellPages.tsx'],
  },
  '_react.js': { file: 'assets/react.js', imports: ['_http.js'] },
  '_http.js': { file: 'assets/http.js', imports: ['_react.js'] },
  '_index.css': { file: 'assets/index.css' },
  [LOGIN_PAGE_SOURCE]: {
    file: 'assets/LoginPage.js',
    src: LOGIN_PAGE_SOURCE,
    isDynamicEntry: true,
    imports: ['_http.js', '_icons.js'],
    dynamicImports: ['src/app/ConsoleProviders.tsx'],
  },
  '_icons.js': { file: 'assets/icons.js' },
  'src/app/ConsoleProviders.tsx': { file: 'assets/ConsoleProviders.js', isDynamicEntry: true, imports: ['_antd.js'] },
  'src/app/ShellPages.tsx': { file: 'assets/ShellPages.js', isDynamicEntry: true, imports: ['_antd.js', '_react.js'] },
  '_antd.js': { file: 'assets/antd.js' },
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A built site in a temporary directory: the manifest and every chunk's file with the given text. */
function site(manifest: Manifest, text: (file: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'chunk-sets-'));
  dirs.push(dir);
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const chunk of Object.values(manifest)) writeFileSync(join(dir, chunk.file), text(chunk.file));
  return dir;
}

describe('staticClosure', () => {
  it('holds the chunks and what they import statically, once each, and no lazy chunk or style sheet', () => {
    expect([...staticClosure(MANIFEST, ['index.html'])].sort()).toEqual(['assets/http.js', 'assets/index.js', 'assets/react.js']);
    expect([...staticClosure(MANIFEST, ['index.html', LOGIN_PAGE_SOURCE])].sort()).toEqual([
      'assets/LoginPage.js',
      'assets/http.js',
      'assets/icons.js',
      'assets/index.js',
      'assets/react.js',
    ]);
  });

  it('fails on a chunk the manifest does not hold', () => {
    expect(() => staticClosure({ ...MANIFEST, '_icons.js': undefined } as unknown as Manifest, [LOGIN_PAGE_SOURCE])).toThrow(
      '构建清单中没有 _icons.js',
    );
  });

  it('finds the entry, and a page only when it is a chunk loaded on its own', () => {
    expect(entryKey(MANIFEST)).toBe('index.html');
    expect(lazyKey(MANIFEST, LOGIN_PAGE_SOURCE)).toBe(LOGIN_PAGE_SOURCE);
    const inlined = { ...MANIFEST, [LOGIN_PAGE_SOURCE]: { ...MANIFEST[LOGIN_PAGE_SOURCE], isDynamicEntry: false } };
    expect(() => lazyKey(inlined, LOGIN_PAGE_SOURCE)).toThrow('不是独立加载的代码块');
  });
});

describe('loginChunkSet', () => {
  it('is the entry and the login page with their static imports, sized file by file, raw and gzip', () => {
    const dir = site(MANIFEST, (file) => `/* ${file} */ ${'export const x = 1;\n'.repeat(file.length * 10)}`);
    const { files, size } = loginChunkSet(dir);
    const expected = ['assets/LoginPage.js', 'assets/http.js', 'assets/icons.js', 'assets/index.js', 'assets/react.js'];
    expect([...files].sort()).toEqual(expected);
    const texts = expected.map((file) => Buffer.from(`/* ${file} */ ${'export const x = 1;\n'.repeat(file.length * 10)}`));
    expect(size).toEqual({
      files: 5,
      rawBytes: texts.reduce((sum, t) => sum + t.length, 0),
      gzipBytes: texts.reduce((sum, t) => sum + gzipSync(t, { level: 9 }).length, 0),
    });
  });

  it('the budget script passes a site within the budget and fails one past it', () => {
    const run = (dir: string) => {
      try {
        return {
          status: 0,
          out: execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bundle/budget.ts', dir], { encoding: 'utf8' }),
        };
      } catch (e) {
        const failed = e as { status: number; stdout: string };
        return { status: failed.status, out: failed.stdout };
      }
    };
    const small = run(site(MANIFEST, () => 'export {};'));
    expect(small.status).toBe(0);
    expect(small.out).toContain('未超出');
    // Random text hardly compresses: the icons chunk alone is past the budget, the logged-in part's antd does not count.
    const big = randomBytes(LOGIN_BUDGET_BYTES).toString('base64');
    const over = run(site(MANIFEST, (file) => (file === 'assets/icons.js' ? big : 'export {};')));
    expect(over.status).toBe(1);
    expect(over.out).toContain('超出');
    expect(over.out).not.toContain('未超出');
    expect(run(site(MANIFEST, (file) => (file === 'assets/antd.js' ? big : 'export {};'))).status).toBe(0);
  });
});
