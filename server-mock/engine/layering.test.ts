/**
 * The engine is the layer under the hand-written services: they register with it (services/extensions.ts), it
 * imports none of them — not directly (the lint's no-restricted-imports) and not through another module (this test,
 * over the running code's imports; type-only imports leave nothing at run time).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MOCK = fileURLToPath(new URL('..', import.meta.url));
const ENGINE = join(MOCK, 'engine');
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The module files a source file imports at run time (relative imports only). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, spec] of text.matchAll(IMPORT)) {
    const base = resolve(dirname(file), spec);
    const target = [`${base}.ts`, join(base, 'index.ts'), base].find((p) => existsSync(p) && p.endsWith('.ts'));
    if (target) found.push(target);
  }
  return found;
}

/** Every path from `start` to a module under services/, as module lists (first found per module). */
function pathsToServices(start: string): string[][] {
  const seen = new Set<string>();
  const hits: string[][] = [];
  const walk = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...trail, relative(MOCK, file)];
    if (relative(MOCK, file).startsWith('services/')) return void hits.push(here);
    for (const next of runtimeImports(file)) walk(next, here);
  };
  walk(start, []);
  return hits;
}

const engineModules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === 'testdata'
        ? []
        : engineModules(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );

describe('engine ↔ services layering', () => {
  it('no module of the engine reaches services/ at run time, directly or through another module', () => {
    const modules = engineModules(ENGINE);
    expect(modules.length).toBeGreaterThan(40);
    expect(modules.flatMap(pathsToServices).map((p) => p.join(' → '))).toEqual([]);
  });

  it('finds such a path when there is one (the mock context builds the engine with the services)', () => {
    expect(pathsToServices(join(MOCK, 'context.ts')).map((p) => p.at(-1))).toContain('services/extensions.ts');
  });

  it('leaves type-only imports out', () => {
    expect(runtimeImports(join(ENGINE, 'index.ts')).map((p) => relative(MOCK, p))).not.toContain('context.ts');
  });
});
