import { describe, expect, it } from 'vitest';
import { addView, closeAll, closeOthers, closeView, HOME_TAB, nextPathAfterClose, sessionKeysToClear, type TabView } from './tabRules';

const tab = (path: string, title = path, extra: Partial<TabView> = {}): TabView => ({
  path,
  fullPath: path,
  query: {},
  name: path,
  title,
  meta: {},
  ...extra,
});
const paths = (list: TabView[]) => list.map((v) => v.path);

describe('addView', () => {
  it('adds the home tab first when the list is empty', () => {
    const list = addView([], tab('/todo'));
    expect(list[0]).toEqual(HOME_TAB);
    expect(HOME_TAB).toMatchObject({ path: '/index', fullPath: '/index', title: '首页', meta: { affix: true } });
    expect(paths(list)).toEqual(['/index', '/todo']);
  });

  it('keeps one tab per path: an existing tab takes the new fullPath and query', () => {
    const list = addView(addView([], tab('/a', 'A')), { ...tab('/a', 'changed'), fullPath: '/a?id=2', query: { id: '2' } });
    expect(paths(list)).toEqual(['/index', '/a']);
    expect(list[1]).toMatchObject({ title: 'A', fullPath: '/a?id=2', query: { id: '2' } });
  });

  it('opening home on an empty list gives a single home tab', () => {
    const list = addView([], { ...HOME_TAB, fullPath: '/index?x=1', query: { x: '1' }, meta: {} });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ path: '/index', fullPath: '/index?x=1', meta: { affix: true } });
  });

  it('puts pinned tabs first, in their order', () => {
    let list = addView([], tab('/a'));
    list = addView(list, tab('/pinned', 'P', { meta: { affix: true } }));
    list = addView(list, tab('/b'));
    expect(paths(list)).toEqual(['/index', '/pinned', '/a', '/b']);
  });

  it('does not mutate its input', () => {
    const list = addView([], tab('/a'));
    const copy = structuredClone(list);
    addView(list, tab('/b'));
    addView(list, { ...tab('/a'), fullPath: '/a?z=1' });
    expect(list).toEqual(copy);
  });
});

describe('closing', () => {
  const list = [HOME_TAB, tab('/a'), tab('/b'), tab('/c')];

  it('closeView removes that tab; pinned tabs stay', () => {
    expect(paths(closeView(list, '/b'))).toEqual(['/index', '/a', '/c']);
    expect(paths(closeView(list, '/index'))).toEqual(['/index', '/a', '/b', '/c']);
    expect(paths(closeView(list, '/nope'))).toEqual(['/index', '/a', '/b', '/c']);
  });

  it('closeOthers keeps pinned tabs and the given one', () => {
    expect(paths(closeOthers(list, '/b'))).toEqual(['/index', '/b']);
  });

  it('closeAll keeps pinned tabs', () => {
    expect(paths(closeAll(list))).toEqual(['/index']);
  });

  it.each([
    ['closing the active tab → last remaining tab', [HOME_TAB, tab('/a'), { ...tab('/c'), fullPath: '/c?q=1' }], '/b', '/b', '/c?q=1'],
    ['closing the active tab with nothing left → /index', [], '/b', '/b', '/index'],
    ['closing another tab → stay', [HOME_TAB, tab('/a')], '/b', '/a', null],
  ] as const)('%s', (_label, after, closed, active, expected) => {
    expect(nextPathAfterClose([...after], closed, active)).toBe(expected);
  });
});

describe('sessionKeysToClear', () => {
  it.each([
    ['客户管理', ['source', 'appFlag', 'searchValue', 'pageSize', 'pageNo']],
    ['待办事项', ['todoValue']],
    ['收费记录', []],
  ])('%s → %j', (title, keys) => {
    expect(sessionKeysToClear({ title })).toEqual(keys);
  });
});
