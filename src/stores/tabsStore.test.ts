// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_TAB, type TabView } from './tabRules';
import { dropAllPageMemory, existingPageMemory, SCROLL_KEY } from './pageMemory';
import { closeAllTabs, closeOtherTabs, closeTab, openTab, refreshAllTabs, refreshTab, resetTabs, tabsStore } from './tabsStore';

const tab = (path: string, title = path): TabView => ({ path, fullPath: path, query: {}, name: path, title, meta: {} });
const paths = () => tabsStore.get().visited.map((v) => v.path);
const CUSTOMER_KEYS = ['source', 'appFlag', 'searchValue', 'pageSize', 'pageNo'];

beforeEach(() => {
  tabsStore.reset();
  dropAllPageMemory();
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
    expect(tabsStore.get()).toEqual({ visited: [], refreshKeys: {}, activations: [] });
    expect(existingPageMemory('/todo')).toBeUndefined();
    expect(sessionStorage.getItem('todoValue')).toBeNull();
  });

  it('records the order in which pages are shown; the pinned home tab only once it is shown', () => {
    openTab(tab('/a'));
    openTab(tab('/b'));
    openTab(tab('/a'));
    expect(paths()).toEqual(['/index', '/a', '/b']);
    expect(tabsStore.get().activations).toEqual(['/b', '/a']);
    openTab(HOME_TAB);
    expect(tabsStore.get().activations).toEqual(['/b', '/a', '/index']);
    closeTab('/b', '/index');
    expect(tabsStore.get().activations).toEqual(['/a', '/index']);
  });

  it('keeps a page memory per open tab: closing drops it, 刷新 and a change of dealer empty it', () => {
    openTab(tab('/a'));
    openTab(tab('/b'));
    existingPageMemory('/a')?.set(SCROLL_KEY, 300);
    existingPageMemory('/b')?.set(SCROLL_KEY, 500);
    openTab(tab('/a'));
    expect(existingPageMemory('/a')?.get(SCROLL_KEY)).toBe(300);
    refreshTab('/a');
    expect(existingPageMemory('/a')?.size).toBe(0);
    expect(existingPageMemory('/b')?.get(SCROLL_KEY)).toBe(500);
    refreshAllTabs();
    expect(existingPageMemory('/b')?.size).toBe(0);
    existingPageMemory('/b')?.set(SCROLL_KEY, 500);
    closeTab('/b', '/a');
    expect(existingPageMemory('/b')).toBeUndefined();
    openTab(tab('/b'));
    expect(existingPageMemory('/b')?.size).toBe(0);
  });

  it('notifies subscribers', () => {
    let calls = 0;
    const off = tabsStore.subscribe(() => calls++);
    openTab(tab('/a'));
    off();
    expect(calls).toBe(1);
  });
});
