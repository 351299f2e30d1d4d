// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeepAlivePages } from '../app/KeepAlivePages';
import type { RouteTable } from '../app/routeTable';
import { useShellData } from '../api/useShellData';
import { FloatingOfflineBanner, OfflineBanner } from './OfflineBanner';
import { renderInShell, resetLayoutState } from '../testing/renderInShell';

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

function goOffline() {
  act(() => {
    online = false;
    window.dispatchEvent(new Event('offline'));
  });
}
function goOnline() {
  act(() => {
    online = true;
    window.dispatchEvent(new Event('online'));
  });
}

/** Pages that load their data through the data layer and count the loads; the list calls loads() without argument. */
const loads = vi.fn();
const loadList = async () => void loads();
const loadOther = async () => void loads('other');
function ListPage() {
  useShellData('list', loadList);
  return <div>列表页</div>;
}
function OtherPage() {
  useShellData('other', loadOther);
  return <div>首页</div>;
}

const pages = {
  '/list': { path: '/list', title: '列表', name: 'list', render: () => <ListPage /> },
  '/index': { path: '/index', title: '首页', name: 'home', render: () => <OtherPage /> },
};
const table: RouteTable = {
  match: (path) => (path in pages ? { kind: 'page', entry: pages[path as keyof typeof pages] } : null),
  titleFor: () => undefined,
};

function Layout() {
  return (
    <>
      <OfflineBanner />
      <KeepAlivePages table={table} />
    </>
  );
}

beforeEach(() => {
  resetLayoutState();
  online = true;
  loads.mockReset();
});
afterEach(() => {
  online = true;
});

describe('OfflineBanner (in the layout)', () => {
  it('offline: the banner with its text; online again: gone, and the current page loads its data exactly once more', async () => {
    renderInShell(<Layout />, '/list');
    await waitFor(() => expect(loads.mock.calls.filter((c) => c.length === 0)).toHaveLength(1));
    const otherLoads = loads.mock.calls.filter((c) => c[0] === 'other').length;
    expect(screen.queryByRole('alert')).toBeNull();

    goOffline();
    expect(screen.getByRole('alert').textContent).toBe('网络已断开，恢复连接后将自动刷新当前页面');
    expect(loads.mock.calls.filter((c) => c.length === 0)).toHaveLength(1);

    goOnline();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(loads.mock.calls.filter((c) => c.length === 0)).toHaveLength(2));
    expect(screen.getByText('列表页')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/list');
    // Only the current page: the other kept-alive page is left alone; and no page is mounted anew.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.mock.calls.filter((c) => c.length === 0)).toHaveLength(2);
    expect(loads.mock.calls.filter((c) => c[0] === 'other')).toHaveLength(otherLoads);
  });

  it('an online event without a preceding offline refreshes nothing', async () => {
    renderInShell(<Layout />, '/list');
    await waitFor(() => expect(loads.mock.calls.filter((c) => c.length === 0)).toHaveLength(1));
    goOnline();
    goOnline();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.mock.calls.filter((c) => c.length === 0)).toHaveLength(1);
  });

  it('each return from offline refreshes once; repeated offline events count once', async () => {
    renderInShell(<Layout />, '/list');
    await waitFor(() => expect(loads.mock.calls.filter((c) => c.length === 0)).toHaveLength(1));
    goOffline();
    goOffline();
    goOnline();
    goOnline();
    await waitFor(() => expect(loads.mock.calls.filter((c) => c.length === 0)).toHaveLength(2));
    goOffline();
    goOnline();
    await waitFor(() => expect(loads.mock.calls.filter((c) => c.length === 0)).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.mock.calls.filter((c) => c.length === 0)).toHaveLength(3);
  });

  it('starting offline shows the banner at once', () => {
    online = false;
    renderInShell(<Layout />, '/list');
    expect(screen.getByRole('alert').textContent).toContain('网络已断开');
  });
});

describe('FloatingOfflineBanner (login and other full-screen pages)', () => {
  it('shows the plain text while offline and never refreshes', () => {
    renderInShell(<FloatingOfflineBanner />, '/login');
    expect(screen.queryByRole('alert')).toBeNull();
    goOffline();
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toBe('网络已断开，请检查网络连接');
    expect(banner.className).toContain('app-offline-banner--floating');
    goOnline();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });
});
