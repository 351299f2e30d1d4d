// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_TAB, type TabView } from '../stores/tabRules';
import { openTab, tabsStore } from '../stores/tabsStore';
import { TabBar } from './TabBar';
import { TAB_MENU_WIDTH } from './TabContextMenu';
import { renderInShell, resetLayoutState } from '../testing/renderInShell';

const tab = (path: string, title: string, query = ''): TabView => ({
  path,
  fullPath: `${path}${query}`,
  query: {},
  name: title,
  title,
  meta: {},
});

const location = () => screen.getByTestId('location').textContent;
const tabOf = (path: string) => document.querySelector<HTMLElement>(`[role="tab"][data-path="${path}"]`)!;
const paths = () => screen.getAllByRole('tab').map((el) => el.getAttribute('data-path'));
const rightClick = (path: string) => fireEvent.contextMenu(tabOf(path), { clientX: 120, clientY: 40 });

beforeEach(() => {
  resetLayoutState();
  openTab(HOME_TAB);
  openTab(tab('/finance/pending', '待处理月对账单', '?month=2024-05'));
  openTab(tab('/monitor/occupy', '车位异常占用记录'));
  openTab(tab('/orders/list', '停车订单'));
});

describe('TabBar', () => {
  it('renders one tab per visited page, the active one selected', () => {
    renderInShell(<TabBar />, '/monitor/occupy');
    expect(paths()).toEqual(['/index', '/finance/pending', '/monitor/occupy', '/orders/list']);
    expect(screen.getAllByRole('tab').map((el) => el.textContent)).toEqual(['首页', '待处理月对账单', '车位异常占用记录', '停车订单']);
    expect(tabOf('/monitor/occupy').getAttribute('aria-selected')).toBe('true');
    expect(tabOf('/index').getAttribute('aria-selected')).toBe('false');
    expect(tabOf('/monitor/occupy').className).toContain('app-tab--active');
  });

  it('navigates to the tab fullPath on click', () => {
    renderInShell(<TabBar />, '/index');
    fireEvent.click(tabOf('/finance/pending'));
    expect(location()).toBe('/finance/pending?month=2024-05');
    expect(tabOf('/finance/pending').getAttribute('aria-selected')).toBe('true');
  });

  it('pinned tabs have no close icon, the others have one', () => {
    renderInShell(<TabBar />);
    expect(tabOf('/index').querySelector('.app-tab-close')).toBeNull();
    for (const path of ['/finance/pending', '/monitor/occupy', '/orders/list'])
      expect(tabOf(path).querySelector('.app-tab-close')).not.toBeNull();
  });

  it('closing the active tab goes to the last remaining tab', () => {
    renderInShell(<TabBar />, '/orders/list');
    fireEvent.click(within(tabOf('/orders/list')).getByRole('button', { name: '关闭 停车订单' }));
    expect(paths()).toEqual(['/index', '/finance/pending', '/monitor/occupy']);
    expect(location()).toBe('/monitor/occupy');
  });

  it('closing another tab stays on the page', () => {
    renderInShell(<TabBar />, '/orders/list');
    fireEvent.click(within(tabOf('/finance/pending')).getByRole('button', { name: '关闭 待处理月对账单' }));
    expect(paths()).toEqual(['/index', '/monitor/occupy', '/orders/list']);
    expect(location()).toBe('/orders/list');
  });

  it('right click opens a 105 px context menu: 刷新 / 关闭 / 关闭其他 / 关闭所有', () => {
    renderInShell(<TabBar />);
    rightClick('/finance/pending');
    const menu = screen.getByRole('menu');
    expect(TAB_MENU_WIDTH).toBe(105);
    expect(menu.style.width).toBe('105px');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((el) => el.textContent),
    ).toEqual(['刷新', '关闭', '关闭其他', '关闭所有']);
  });

  it('hides 关闭 for a pinned tab', () => {
    renderInShell(<TabBar />);
    rightClick('/index');
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((el) => el.textContent),
    ).toEqual(['刷新', '关闭其他', '关闭所有']);
  });

  it('closes the context menu on a click outside it and on Escape', () => {
    renderInShell(<TabBar />);
    rightClick('/finance/pending');
    fireEvent.mouseDown(screen.getByRole('menu'));
    expect(screen.queryByRole('menu')).not.toBeNull();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    rightClick('/finance/pending');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('刷新 reloads the tab through /redirect and bumps its refresh key', () => {
    renderInShell(<TabBar />, '/orders/list');
    rightClick('/finance/pending');
    fireEvent.click(screen.getByRole('menuitem', { name: '刷新' }));
    expect(location()).toBe('/redirect/finance/pending?month=2024-05');
    expect(tabsStore.get().refreshKeys['/finance/pending']).toBe(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('关闭 on the active tab navigates where closeTab says', () => {
    renderInShell(<TabBar />, '/monitor/occupy');
    rightClick('/monitor/occupy');
    fireEvent.click(screen.getByRole('menuitem', { name: '关闭' }));
    expect(paths()).toEqual(['/index', '/finance/pending', '/orders/list']);
    expect(location()).toBe('/orders/list');
  });

  it('关闭其他 keeps the pinned tabs and that one, and goes to it', () => {
    renderInShell(<TabBar />, '/orders/list');
    rightClick('/finance/pending');
    fireEvent.click(screen.getByRole('menuitem', { name: '关闭其他' }));
    expect(paths()).toEqual(['/index', '/finance/pending']);
    expect(location()).toBe('/finance/pending?month=2024-05');
  });

  it('关闭所有 keeps the pinned tabs and goes home', () => {
    renderInShell(<TabBar />, '/orders/list');
    rightClick('/orders/list');
    fireEvent.click(screen.getByRole('menuitem', { name: '关闭所有' }));
    expect(paths()).toEqual(['/index']);
    expect(location()).toBe('/index');
  });
});
