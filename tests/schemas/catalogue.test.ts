/**
 * The catalogue ledger (tests/schemas/catalogue.json) against the catalogue keys, the area documents, the menu
 * catalogue and the hand-written pages: every mapped screen exists and can be reached.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkLedger,
  parseEntry,
  readCatalogueKeys,
  readLedger,
  servedCount,
  type Ledger,
  type LedgerWorld,
} from '../../scripts/catalogue/ledger';
import { schemasDir } from '../../scripts/schemas/paths';
import { flattenMenus, loadCatalogue } from '../../server-mock/catalogue/catalogue';
import { pageRegistry } from '../../src/pages/registry';
import { ROUTES } from '../../src/router/routes';
import { expandTemplates } from '../../schemas/meta/lib/templates';

const library = JSON.parse(readFileSync(join(schemasDir, 'common/fields.json'), 'utf8'));

function realWorld(): LedgerWorld {
  const keys = readCatalogueKeys();
  if (!keys) throw new Error('找不到 ../shared/catalogue-keys.txt：目录键清单应放在项目旁的 shared/ 中');
  const docs: LedgerWorld['docs'] = {};
  for (const file of readdirSync(schemasDir).filter((f) => f.endsWith('.json'))) {
    const doc = expandTemplates(
      JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as LedgerWorld['docs'][string] & { area: string },
      library,
    ).doc;
    docs[doc.area] = doc;
  }
  return {
    keys,
    docs,
    menuComponents: new Set(flattenMenus(loadCatalogue().menus).map((m) => m.component)),
    pages: new Set(Object.keys(pageRegistry)),
    routes: new Set(ROUTES.filter((r) => 'page' in r).map((r) => r.path)),
  };
}

describe('catalogue ledger', () => {
  const world = realWorld();
  const ledger = readLedger();

  it('maps exactly the catalogue keys, in order, each to a screen that exists and is reachable', () => {
    expect(world.keys).toHaveLength(341);
    expect(checkLedger(ledger, world)).toEqual([]);
  });

  it('counts the served keys', () => {
    const { served, total } = servedCount(ledger);
    expect(total).toBe(341);
    expect(served).toBe(Object.values(ledger.keys).filter((v) => typeof v === 'string').length);
    expect(served).toBeGreaterThan(0);
  });

  const mutate = (key: string, value: string | null): Ledger => ({ keys: { ...ledger.keys, [key]: value } });
  const dropped = (key: string): Ledger => ({ keys: Object.fromEntries(Object.entries(ledger.keys).filter(([k]) => k !== key)) });

  it.each([
    ['a view missing from its area', mutate('deviceMap', 'stopFee/noSuchView'), 'deviceMap: 区域 stopFee 没有视图 noSuchView'],
    ['an area without a document', mutate('deviceMap', 'noSuchArea/list'), 'deviceMap: 没有区域文档 schemas/noSuchArea.json'],
    ['a hand-written page that does not exist', mutate('deviceMap', 'page:NoSuchPage'), 'deviceMap: 没有手写页面 NoSuchPage'],
    ['a route that does not exist', mutate('deviceMap', 'route:/noSuchRoute'), 'deviceMap: 没有路由 /noSuchRoute'],
    ['an entry in no known form', mutate('deviceMap', 'stopFee'), 'deviceMap: 无法识别的条目 "stopFee"'],
    ['a key outside the catalogue', mutate('noSuch/key', null), '目录中没有键 noSuch/key'],
    ['a catalogue key left out', dropped('deviceMap'), '缺少目录键 deviceMap'],
  ])('refuses %s', (_, broken, message) => {
    expect(checkLedger(broken, world)).toContain(message);
  });

  it('refuses a view that nothing reaches', () => {
    const docs = { ...world.docs, lonely: { views: { hidden: { kind: 'detail' } }, actions: {} } };
    expect(checkLedger(mutate('deviceMap', 'lonely/hidden'), { ...world, docs })).toContain(
      'deviceMap: 视图 lonely/hidden 既不在菜单中，也没有被其他视图或操作打开',
    );
  });

  it.each([
    ['stopFee/parkOrderList', { kind: 'view', area: 'stopFee', view: 'parkOrderList' }],
    ['page:Todo', { kind: 'page', name: 'Todo' }],
    ['route:/404', { kind: 'route', path: '/404' }],
  ])('reads the entry %s', (text, entry) => {
    expect(parseEntry(text)).toEqual(entry);
  });
});
