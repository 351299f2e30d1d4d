// @vitest-environment jsdom
/**
 * The page opened comes first: the sidebar's menu and the header's actions are drawn once the first page has drawn (a
 * schema view's data, or a hand-written page mounted), or after 1 s, whichever comes first (app/viewShown.ts).
 */
import { lazy } from 'react';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userStore } from '../stores/userStore';
import { firstViewShown, reportViewShown, resetViewShown, SECONDARY_LOAD_WAIT_MS } from '../app/viewShown';
import { HandWrittenPage } from '../router/HandWrittenPage';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { MENUS, renderInShell, resetLayoutState } from '../testing/renderInShell';

const chrome = () => ({
  menu: screen.queryByText('财务管理') !== null,
  userMenu: screen.queryByRole('button', { name: '用户菜单' }) !== null,
});
const renderChrome = () =>
  renderInShell(
    <>
      <Sidebar />
      <TopBar onOpenSettings={() => undefined} />
    </>,
    '/index',
    { pageDrawn: false },
  );

beforeEach(() => {
  resetLayoutState();
  resetViewShown();
  userStore.set({ menus: MENUS });
  localStorage.setItem('userInfo', JSON.stringify({ account: 'operator01', userId: 'u1', userType: 2, modified: false, isVerify: 1 }));
});
afterEach(() => vi.useRealTimers());

describe('the page opened is drawn before the sidebar’s menu and the header’s actions', () => {
  it('they wait for a schema view’s first data', async () => {
    renderChrome();
    expect(chrome()).toEqual({ menu: false, userMenu: false });
    // The frame is there: the sidebar with its logo area, the header with the platform's name.
    expect(document.querySelector('.app-sidebar')).not.toBeNull();
    expect(document.querySelector('.app-topbar-name')).not.toBeNull();
    await act(async () => reportViewShown({ area: 'sysBulletin', view: 'list', kind: 'list', rows: 10 }));
    expect(chrome()).toEqual({ menu: true, userMenu: true });
  });

  it('or for a hand-written page to mount (not while its code is still loading)', async () => {
    let loaded!: () => void;
    const code = new Promise<void>((resolve) => (loaded = resolve));
    const Home = lazy(() => code.then(() => ({ default: () => <p>首页内容</p> })));
    renderInShell(
      <>
        <Sidebar />
        <HandWrittenPage>
          <Home />
        </HandWrittenPage>
      </>,
      '/index',
      { pageDrawn: false },
    );
    expect(firstViewShown()).toBe(false);
    expect(chrome().menu).toBe(false);
    await act(async () => loaded());
    expect(await screen.findByText('首页内容')).toBeTruthy();
    expect(firstViewShown()).toBe(true);
    expect(chrome().menu).toBe(true);
  });

  it(`or ${SECONDARY_LOAD_WAIT_MS} ms, when the page draws nothing sooner`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderChrome();
    await act(async () => vi.advanceTimersByTime(SECONDARY_LOAD_WAIT_MS - 50));
    expect(chrome()).toEqual({ menu: false, userMenu: false });
    await act(async () => vi.advanceTimersByTime(60));
    expect(chrome()).toEqual({ menu: true, userMenu: true });
  });
});
