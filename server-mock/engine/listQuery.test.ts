import Database from 'better-sqlite3';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/schema';
import { queryValues } from './filters';
import { mockEngine } from '../testing/mockEngine';
import { runList } from './listQuery';
import type { ListBinding } from './types';

const FIXTURE = fileURLToPath(new URL('./testdata/engineFixture.json', import.meta.url));
const engine = mockEngine({ extraFiles: [FIXTURE] });
const list = engine.generic.find((g) => g.area === 'engineFixture' && g.name === 'list')!;
const binding = list.binding as ListBinding;

function fixtureStore(rows: number) {
  const db = new Database(':memory:');
  migrate(db);
  engine.installInto(db, { rows, now: Date.UTC(2026, 0, 14, 16) });
  return engine.store(db, 'engineFixture')!;
}

const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.orderId);

describe('runList paging', () => {
  const store = fixtureStore(53);
  const sorts: Record<string, string>[] = [
    {},
    ...[...binding.sortable].flatMap((field) => [
      { [binding.sort!.field]: field, [binding.sort!.order]: binding.sort!.asc ?? 'asc' },
      { [binding.sort!.field]: field, [binding.sort!.order]: binding.sort!.desc ?? 'desc' },
    ]),
  ];

  it.each(sorts.map((s) => [JSON.stringify(s), s] as const))(
    'every page of %s equals that slice of the whole ordered list (pages past the middle are read from the end)',
    (_name, sort) => {
      const all = runList(store, binding, queryValues({ ...sort, [binding.page.no]: '1', [binding.page.size]: '1000' }));
      expect(all.ok).toBe(true);
      if (!all.ok) return;
      expect(all.rows).toHaveLength(53);
      for (const size of [5, 10, 20]) {
        for (let page = 1; page <= Math.ceil(53 / size) + 1; page++) {
          const out = runList(store, binding, queryValues({ ...sort, [binding.page.no]: String(page), [binding.page.size]: String(size) }));
          expect(out.ok && ids(out.rows), `size ${size} page ${page}`).toEqual(ids(all.rows.slice((page - 1) * size, page * size)));
          expect(out.ok && out.total).toBe(53);
        }
      }
    },
  );
});

describe('seed size per entity', () => {
  it('rowsByEntity seeds the named entity to its count and leaves the others at `rows`', () => {
    const db = new Database(':memory:');
    migrate(db);
    engine.installInto(db, { rows: 7, rowsByEntity: { engineFixture: 123 }, now: Date.UTC(2026, 0, 14, 16) });
    expect(engine.store(db, 'engineFixture')!.count('', [])).toBe(123);
    // Bulletins have 25 curated rows, more than 7: `rows` still applies to them, not the 123.
    expect(engine.store(db, 'sysBulletin')!.count('', [])).toBe(25);
  });
});
