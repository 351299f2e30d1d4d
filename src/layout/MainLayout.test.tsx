// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { closeDialog, openDialog } from '../dialogs/dialogStore';
import { envelope, installHttpDoubles } from '../testing/httpDoubles';
import { appStore } from '../stores/appStore';
import { HOME_TAB } from '../stores/tabRules';
import { openTab } from '../stores/tabsStore';
import { userStore } from '../stores/userStore';
import { MainLayout } from './MainLayout';
import { getPageScrollContainer } from './scrollContainer';
import { deviceForWidth } from './useDeviceWatcher';
import { MENUS, renderInShell, resetLayoutState } from '../testing/renderInShell';

const initialWidth = window.innerWidth;
function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}
const resizeTo = (width: number) =>
  act(() => {
    setViewportWidth(width);
    window.dispatchEvent(new Event('resize'));
  });

const page = <div data-testid="page">页面内容</div>;

let http: ReturnType<typeof installHttpDoubles>;

beforeEach(() => {
  http = installHttpDoubles();
  http.serve({
    '/api/user/v2/api/reminds': () => envelope('200', ['系统将于本周六 02:00-04:00 进行升级维护']),
    '/api/dealer/v2/api/dealerInfos/about': () => envelope('200', { platformName: '云停车管理控制平台', version: 'V3.6.2' }),
    '/api/basic/v2/api/getVersion': () => envelope('200', 'V3.6.2'),
  });
  resetLayoutState();
  setViewportWidth(1280);
  userStore.set({ menus: MENUS });
  openTab(HOME_TAB);
});
afterEach(() => {
  closeDialog();
  setViewportWidth(initialWidth);
});

async function toggleSetting(label: string) {
  fireEvent.click(screen.getByRole('button', { name: '页面风格设置' }));
  fireEvent.click(await screen.findByRole('switch', { name: label }));
}

describe('MainLayout', () => {
  it('puts the page inside <main id="app-main">, with sidebar and top bar around it', () => {
    const { container } = renderInShell(<MainLayout>{page}</MainLayout>);
    const main = container.querySelector('main#app-main')!;
    expect(main.contains(screen.getByTestId('page'))).toBe(true);
    expect(container.querySelector('.app-sidebar')).not.toBeNull();
    expect(container.querySelector('header.app-topbar')).not.toBeNull();
  });

  it('mounts the dialog host once', async () => {
    renderInShell(<MainLayout>{page}</MainLayout>);
    act(() => openDialog('about'));
    expect(await screen.findByText('版本号：V3.6.2')).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('shows the warning banner right under the top bar (platformType 1 with the 告警横幅 code)', async () => {
    localStorage.setItem('platformType', '1');
    userStore.set({ buttonCodes: ['TBAL10000010'] });
    const { container } = renderInShell(<MainLayout>{page}</MainLayout>);
    const banner = await screen.findByRole('alert', { name: '提醒' });
    expect(banner.textContent).toContain('系统将于本周六 02:00-04:00 进行升级维护');
    expect(http.paths()).toContain('/api/user/v2/api/reminds');
    expect(container.querySelector('header.app-topbar')?.nextElementSibling).toBe(banner);
  });

  it('has no tab bar by default (tagsView false) and shows it once 开启 Tags-View is switched on', async () => {
    renderInShell(<MainLayout>{page}</MainLayout>);
    expect(screen.queryByRole('tablist')).toBeNull();
    await toggleSetting('开启 Tags-View');
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '首页' }).getAttribute('data-path')).toBe('/index');
    expect(JSON.parse(localStorage.getItem('settings')!).tagsView).toBe(true);
  });

  it('固定 Header makes #app-main the scroll container', async () => {
    const { container } = renderInShell(<MainLayout>{page}</MainLayout>);
    const main = container.querySelector<HTMLElement>('#app-main')!;
    expect(getPageScrollContainer()).toBe(main.parentElement);
    await toggleSetting('固定 Header');
    expect(container.querySelector('.app-layout--fixed-header')).not.toBeNull();
    expect(getPageScrollContainer()).toBe(main);
  });

  it.each([
    [991, 'mobile'],
    [992, 'desktop'],
    [1280, 'desktop'],
    [375, 'mobile'],
  ])('a %i px viewport is %s (breakpoint 992 px)', (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });

  it('below 992 px turns mobile and closes the sidebar, re-checked on resize', () => {
    const { container } = renderInShell(<MainLayout>{page}</MainLayout>);
    expect(appStore.get()).toMatchObject({ device: 'desktop', sidebarOpened: true });
    resizeTo(800);
    expect(appStore.get()).toMatchObject({ device: 'mobile', sidebarOpened: false });
    expect(container.querySelector('.app-sidebar')).toBeNull();
    expect(container.querySelector('.app-layout--mobile')).not.toBeNull();
    resizeTo(1200);
    expect(appStore.get().device).toBe('desktop');
    expect(container.querySelector('.app-sidebar')).not.toBeNull();
  });

  it('starts mobile on a narrow viewport; the hamburger opens the drawer and an item closes it', () => {
    setViewportWidth(600);
    renderInShell(<MainLayout>{page}</MainLayout>, '/finance/pending');
    expect(appStore.get()).toMatchObject({ device: 'mobile', sidebarOpened: false });
    fireEvent.click(screen.getByRole('button', { name: '展开侧边栏' }));
    expect(appStore.get().sidebarOpened).toBe(true);
    fireEvent.click(screen.getByText('首页', { selector: '.app-sidebar-title' }));
    expect(screen.getByTestId('location').textContent).toBe('/index');
    expect(appStore.get().sidebarOpened).toBe(false);
  });
});
