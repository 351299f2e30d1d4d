// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { appStore, setSidebarOpened } from '../stores/appStore';
import { tabsStore } from '../stores/tabsStore';
import { userStore } from '../stores/userStore';
import { TopBar } from './TopBar';
import { envelope, installHttpDoubles } from '../testing/httpDoubles';
import { MENUS, renderInShell, resetLayoutState } from '../testing/renderInShell';

const LOGOUT = '/api/auth/v2/api/user/logout';
let http: ReturnType<typeof installHttpDoubles>;
const logoutCalls = () => http.calls.filter((c) => c.url === LOGOUT).map((c) => c.init.method);

const location = () => screen.getByTestId('location').textContent;
const onOpenSettings = vi.fn();

beforeEach(() => {
  resetLayoutState();
  http = installHttpDoubles();
  http.serve({ [LOGOUT]: () => envelope('200', null) });
  onOpenSettings.mockReset();
  userStore.set({ menus: MENUS });
  localStorage.setItem('platformName', '测试停车平台');
  localStorage.setItem('userInfo', JSON.stringify({ account: 'operator01', userId: 'u1', userType: 2, modified: false, isVerify: 1 }));
});

async function openLogoutConfirm() {
  fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
  fireEvent.click(await screen.findByText('退出登录'));
  return screen.findByText('是否确认退出，并返回登录界面?');
}

describe('TopBar', () => {
  it('shows the platform name; clicking it goes to /index', () => {
    renderInShell(<TopBar onOpenSettings={onOpenSettings} />, '/finance/pending');
    fireEvent.click(screen.getByText('测试停车平台'));
    expect(location()).toBe('/index');
  });

  it('falls back to the default site title without a stored platform name', () => {
    localStorage.removeItem('platformName');
    renderInShell(<TopBar onOpenSettings={onOpenSettings} />);
    expect(screen.getByText('云停车管理控制平台')).toBeTruthy();
  });

  it('the hamburger toggles the sidebar and keeps it in the sidebarStatus cookie', () => {
    setSidebarOpened(true);
    renderInShell(<TopBar onOpenSettings={onOpenSettings} />);
    fireEvent.click(screen.getByRole('button', { name: '收起侧边栏' }));
    expect(appStore.get().sidebarOpened).toBe(false);
    expect(Cookies.get('sidebarStatus')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: '展开侧边栏' }));
    expect(appStore.get().sidebarOpened).toBe(true);
    expect(Cookies.get('sidebarStatus')).toBe('1');
  });

  it('shows the breadcrumb of the current page', () => {
    const { container } = renderInShell(<TopBar onOpenSettings={onOpenSettings} />, '/finance/pending/detail');
    expect(container.querySelector('.app-topbar-breadcrumb')?.textContent).toBe('财务管理/对账单详情');
  });

  it('刷新 re-navigates through /redirect + fullPath and refreshes the tab', () => {
    renderInShell(<TopBar onOpenSettings={onOpenSettings} />, '/finance/pending?month=2024-05');
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(location()).toBe('/redirect/finance/pending?month=2024-05');
    expect(tabsStore.get().refreshKeys['/finance/pending']).toBe(1);
  });

  it('the gear button opens the page style settings', () => {
    renderInShell(<TopBar onOpenSettings={onOpenSettings} />);
    fireEvent.click(screen.getByRole('button', { name: '页面风格设置' }));
    expect(onOpenSettings).toHaveBeenCalledTimes(1);
  });

  it('shows the user name (session user first, else the stored account)', () => {
    const { unmount } = renderInShell(<TopBar onOpenSettings={onOpenSettings} />);
    expect(screen.getByRole('button', { name: '用户菜单' }).parentElement!.textContent).toContain('operator01');
    unmount();
    userStore.set({ user: { name: '张三' } as never });
    renderInShell(<TopBar onOpenSettings={onOpenSettings} />);
    expect(screen.getByRole('button', { name: '用户菜单' }).parentElement!.textContent).toContain('张三');
  });

  describe('退出登录', () => {
    it('asks 是否确认退出，并返回登录界面? under the title 提示 with 确定 / 取消', async () => {
      renderInShell(<TopBar onOpenSettings={onOpenSettings} />);
      await openLogoutConfirm();
      const dialog = screen.getByRole('dialog', { name: '提示' });
      expect(dialog.textContent).toContain('是否确认退出，并返回登录界面?');
      expect(screen.getByRole('button', { name: /确\s*定/ })).toBeTruthy();
      expect(screen.getByRole('button', { name: /取\s*消/ })).toBeTruthy();
    });

    it('confirming calls logout with a navigate that moves the router', async () => {
      localStorage.setItem('platformType', '1');
      localStorage.setItem('token', 'tk');
      renderInShell(<TopBar onOpenSettings={onOpenSettings} />, '/finance/pending');
      await openLogoutConfirm();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
      });
      await waitFor(() => expect(location()).toBe('/login'));
      expect(logoutCalls()).toEqual(['GET']);
      expect(localStorage.getItem('token')).toBeNull();
      await waitFor(() => expect(screen.queryByText('是否确认退出，并返回登录界面?')).toBeNull());
    });

    it('cancelling does not log out', async () => {
      renderInShell(<TopBar onOpenSettings={onOpenSettings} />);
      await openLogoutConfirm();
      fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
      await waitFor(() => expect(screen.queryByText('是否确认退出，并返回登录界面?')).toBeNull());
      expect(logoutCalls()).toEqual([]);
      expect(location()).toBe('/index');
    });

    it('a failing logout call still ends the session and closes the dialog without an unhandled rejection', async () => {
      localStorage.setItem('platformType', '1');
      localStorage.setItem('token', 'tk');
      http.serve({ [LOGOUT]: () => envelope('0x1', null, '网关超时') });
      renderInShell(<TopBar onOpenSettings={onOpenSettings} />);
      await openLogoutConfirm();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
      });
      await waitFor(() => expect(location()).toBe('/login'));
      expect(logoutCalls()).toEqual(['GET']);
      expect(localStorage.getItem('token')).toBeNull();
      await waitFor(() => expect(screen.queryByText('是否确认退出，并返回登录界面?')).toBeNull());
    });
  });
});
