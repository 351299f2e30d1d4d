// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_TAB, type TabView } from './tabRules';
import { closeAllTabs, closeOtherTabs, closeTab, openTab, refreshTab, resetTabs, tabsStore } from './tabsStore';

const tab = (path: string, title = path): TabView => ({ path, fullPath: path, query: {}, name: path, title, meta: {} });
const paths = () => tabsStore.get().visited.map((v) => v.path);
const CUSTOMER_KEYS = ['source', 'appFlag', 'searchValue', 'pageSize', 'pageNo'];

beforeEach(() => {
  tabsStore.reset();
  sessionStorage.clear();
  for (const key of [...CUSTOMER_KEYS, 'todoValue', 'other']) sessionStorage.setItem(key, 'v');
});

const remainingKeys = () => Object.keys(sessionStorage).sort();

describe('tabsStore', () => {
  it('openTab adds the home tab and one tab per path', () => {
    openTab(tab('/a'));
    openTab({ ...tab('/a'), fullPath: '/a?id=1', query: { id: '1' } });
    expect(paths()).toEqual(['/index', '/a']);
    expect(tabsStore.get().visited[1].fullPath).toBe('/a?id=1');
  });

  it('closeTab of the active tab returns the last remaining tab', () => {
    openTab(tab('/a'));
    openTab(tab('/b'));
    expect(closeTab('/b', '/b')).toBe('/a');
    expect(paths()).toEqual(['/index', '/a']);
    expect(closeTab('/a', '/index')).toBeNull();
    expect(closeTab('/index', '/index')).toBeNull();
    expect(paths()).toEqual(['/index']);
  });

  it('closing 客户管理 clears its sessionStorage keys only', () => {
    openTab(tab('/customer', '客户管理'));
    closeTab('/customer', '/customer');
    expect(remainingKeys()).toEqual(['other', 'todoValue']);
  });

  it('closing 待办事项 clears todoValue only', () => {
    openTab(tab('/todo', '待办事项'));
    expect(closeTab('/todo', '/index')).toBeNull();
    expect(remainingKeys()).toEqual([...CUSTOMER_KEYS, 'other'].sort());
  });

  it('closing another page clears nothing', () => {
    openTab(tab('/x', '收费记录'));
    closeTab('/x', '/x');
    expect(remainingKeys()).toHaveLength(7);
  });

  it('closeOtherTabs keeps pinned and the given tab, clearing the closed pages’ keys', () => {
    openTab(tab('/todo', '待办事项'));
    openTab(tab('/a'));
    openTab(tab('/b'));
    closeOtherTabs('/a');
    expect(paths()).toEqual(['/index', '/a']);
    expect(sessionStorage.getItem('todoValue')).toBeNull();
  });

  it('closeAllTabs keeps pinned tabs and returns where to go', () => {
    openTab(tab('/a'));
    openTab(tab('/customer', '客户管理'));
    expect(closeAllTabs()).toBe('/index');
    expect(tabsStore.get().visited).toEqual([HOME_TAB]);
    expect(sessionStorage.getItem('source')).toBeNull();
  });

  it('closeAllTabs on an empty bar returns /index', () => {
    expect(closeAllTabs()).toBe('/index');
  });

  it('refreshTab bumps the refresh key of that path; closing forgets it', () => {
    openTab(tab('/a'));
    refreshTab('/a');
    refreshTab('/a');
    refreshTab('/index');
    expect(tabsStore.get().refreshKeys).toEqual({ '/a': 2, '/index': 1 });
    closeTab('/a', '/a');
    expect(tabsStore.get().refreshKeys).toEqual({ '/index': 1 });
  });

  it('resetTabs empties everything, pinned tabs included', () => {
    openTab(tab('/todo', '待办事项'));
    refreshTab('/todo');
    resetTabs();
    expect(tabsStore.get()).toEqual({ visited: [], refreshKeys: {} });
    expect(sessionStorage.getItem('todoValue')).toBeNull();
  });

  it('notifies subscribers', () => {
    let calls = 0;
    const off = tabsStore.subscribe(() => calls++);
    openTab(tab('/a'));
    off();
    expect(calls).toBe(1);
  });
});
