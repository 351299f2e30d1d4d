// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore, setDevice, setSidebarOpened } from '../stores/appStore';
import { billMarkStore } from '../stores/counters';
import { changeSetting } from '../stores/settingsStore';
import { userStore } from '../stores/userStore';
import { Sidebar } from './Sidebar';
import { MENUS, renderInShell, resetLayoutState } from '../testing/renderInShell';

const location = () => screen.getByTestId('location').textContent;
const openSubmenus = (container: HTMLElement) =>
  [...container.querySelectorAll('.ant-menu-submenu-open > .ant-menu-submenu-title')].map((el) => el.textContent);
const clickSubmenu = (title: string) => fireEvent.click(screen.getByText(title).closest('.ant-menu-submenu-title')!);

beforeEach(() => {
  resetLayoutState();
  billMarkStore.reset();
  userStore.set({ menus: MENUS });
});
afterEach(() => vi.restoreAllMocks());

describe('Sidebar', () => {
  it('renders the visible titles; hidden ones and collapsed parents are not shown', () => {
    renderInShell(<Sidebar />);
    for (const title of ['首页', '财务管理', '设备监控', '第三方门户']) expect(screen.getByText(title)).toBeTruthy();
    for (const title of ['首页分组', '门户分组', '隐藏菜单', '隐藏门户']) expect(screen.queryByText(title)).toBeNull();
  });

  it('is 240 px wide, 54 px when collapsed (spec §9)', () => {
    const { container } = renderInShell(<Sidebar />);
    const sider = container.querySelector<HTMLElement>('.app-sidebar')!;
    expect(sider.style.width).toBe('240px');
    act(() => setSidebarOpened(false));
    expect(sider.style.width).toBe('54px');
    expect(container.querySelector('.ant-menu-inline-collapsed')).not.toBeNull();
  });

  it('shows a tooltip with the title when collapsed', async () => {
    setSidebarOpened(false);
    renderInShell(<Sidebar />);
    fireEvent.mouseEnter(screen.getByRole('menuitem', { name: /第三方门户/ }));
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toContain('第三方门户'));
  });

  it('keeps only one submenu open at a time', () => {
    const { container } = renderInShell(<Sidebar />);
    expect(openSubmenus(container)).toEqual([]);
    clickSubmenu('财务管理');
    expect(openSubmenus(container)).toEqual(['财务管理']);
    clickSubmenu('设备监控');
    expect(openSubmenus(container)).toEqual(['设备监控']);
    clickSubmenu('设备监控');
    expect(openSubmenus(container)).toEqual([]);
  });

  it('selects the item of the current location and opens its submenu', () => {
    const { container } = renderInShell(<Sidebar />, '/monitor/occupy');
    expect(openSubmenus(container)).toEqual(['设备监控']);
    expect(container.querySelector('.ant-menu-item-selected')?.textContent).toBe('车位异常占用记录');
  });

  it('highlights the list for a hidden page below it', () => {
    const { container } = renderInShell(<Sidebar />, '/finance/pending/detail');
    expect(container.querySelector('.ant-menu-item-selected')?.textContent).toBe('待处理月对账单');
  });

  it('navigates to the absolute path and clears the selected dealer', () => {
    appStore.set({ dealerValue: 'D001' });
    renderInShell(<Sidebar />);
    clickSubmenu('财务管理');
    fireEvent.click(screen.getByText('已归档月对账单'));
    expect(location()).toBe('/finance/archived');
    expect(appStore.get().dealerValue).toBeUndefined();
  });

  it('opens a thirdUrl in a new window instead of navigating, and still clears the dealer', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    appStore.set({ dealerValue: 'D002' });
    renderInShell(<Sidebar />, '/index');
    fireEvent.click(screen.getByText('第三方门户'));
    expect(open).toHaveBeenCalledWith('https://portal.example.com/home', '_blank', 'noopener,noreferrer');
    expect(location()).toBe('/index');
    expect(appStore.get().dealerValue).toBeUndefined();
  });

  it('shows counters (cut over 4 characters) and dots on their titles', () => {
    userStore.set({ counters: { todoNum: 7, exeNum: 3, doneNum: 0, unusualParkNum: 1, unusualDevNum: 0, illegalParkNum: 2 } });
    billMarkStore.set({ pendingBillNum: 12345 });
    const { container } = renderInShell(<Sidebar />);
    clickSubmenu('财务管理');
    const label = (title: string) => screen.getByText(title).closest('.app-sidebar-label')!;
    expect(label('待处理月对账单').querySelector('.app-sidebar-count')?.textContent).toBe('123…');
    expect(label('已归档月对账单').querySelector('.app-sidebar-count')).toBeNull();
    clickSubmenu('设备监控');
    expect(label('执行任务结果').querySelector('.app-sidebar-count')?.textContent).toBe('3');
    expect(label('不规范停车记录').querySelector('.app-sidebar-dot')).not.toBeNull();
    expect(label('车位异常占用记录').querySelector('.app-sidebar-dot')).toBeNull();
    expect(label('设备异常遮挡记录').querySelector('.app-sidebar-dot')).not.toBeNull();
    expect(container.querySelectorAll('.app-sidebar-dot')).toHaveLength(2);
  });

  it('shows the logo block only with the 侧边栏 Logo setting', () => {
    localStorage.setItem('platformName', '测试停车平台');
    const { container } = renderInShell(<Sidebar />);
    expect(container.querySelector('.app-sidebar-logo')).toBeNull();
    act(() => changeSetting('sidebarLogo', true));
    expect(container.querySelector('.app-sidebar-logo')?.textContent).toBe('测试停车平台');
  });

  describe('on mobile', () => {
    beforeEach(() => setDevice('mobile'));

    it('is an overlay drawer that closes after a click on an item', () => {
      const { container } = renderInShell(<Sidebar />, '/finance/pending');
      expect(container.querySelector('.app-sidebar')).toBeNull();
      expect(appStore.get().sidebarOpened).toBe(true);
      fireEvent.click(screen.getByText('首页'));
      expect(location()).toBe('/index');
      expect(appStore.get().sidebarOpened).toBe(false);
    });

    it('closes when the backdrop is clicked', () => {
      renderInShell(<Sidebar />);
      fireEvent.click(document.querySelector('.ant-drawer-mask')!);
      expect(appStore.get().sidebarOpened).toBe(false);
    });
  });
});
