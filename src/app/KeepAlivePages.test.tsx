// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useViewMemory } from '../../renderer';
import { KEEP_ALIVE_LIMIT } from '../stores/keepAliveRules';
import { dropAllPageMemory } from '../stores/pageMemory';
import { closeTab, refreshTab, tabsStore } from '../stores/tabsStore';
import { KeepAlivePages } from './KeepAlivePages';
import type { RouteTable } from './routeTable';

/** A page that counts clicks, keeps the count in its page memory and counts its own mounts. */
const mounts: Record<string, number> = {};
function CountingPage({ path }: { path: string }) {
  const [start, remember] = useViewMemory<number>('clicks');
  const [clicks, setClicks] = useState(start ?? 0);
  useEffect(() => {
    mounts[path] = (mounts[path] ?? 0) + 1;
  }, [path]);
  useEffect(() => remember(clicks), [clicks, remember]);
  return <button onClick={() => setClicks((n) => n + 1)}>{`${path} 点击 ${clicks}`}</button>;
}

const PATHS = ['/index', ...Array.from({ length: KEEP_ALIVE_LIMIT + 3 }, (_, i) => `/p${i + 1}`)];
/** One entry per path, as the console's route table has. */
const entries = new Map(
  PATHS.map((path) => [path, { path, title: path, name: path, render: () => <CountingPage path={path} /> }] as const),
);
const table: RouteTable = {
  match: (pathname) => {
    const entry = entries.get(pathname);
    return entry ? { kind: 'page', entry } : null;
  },
  titleFor: (pathname) => pathname,
};

let navigate: NavigateFunction;
function NavigateProbe() {
  navigate = useNavigate();
  return null;
}

const go = (path: string) => act(() => void navigate(path));
const mounted = (path: string) => document.querySelector(`[data-page="${path}"]`) !== null;
const tabPaths = () => tabsStore.get().visited.map((v) => v.path);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavigateProbe />
      <KeepAlivePages table={table} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  tabsStore.reset();
  dropAllPageMemory();
  for (const key of Object.keys(mounts)) delete mounts[key];
});

describe('KeepAlivePages', () => {
  it('does not mount the pinned 首页 until it is shown', async () => {
    renderAt('/p1');
    expect(tabPaths()).toEqual(['/index', '/p1']);
    expect(mounted('/p1')).toBe(true);
    expect(mounted('/index')).toBe(false);
    await go('/index');
    expect(mounted('/index')).toBe(true);
    expect(mounted('/p1')).toBe(true);
    expect(document.querySelector('[data-page="/p1"]')?.hasAttribute('hidden')).toBe(true);
  });

  it(`keeps at most ${KEEP_ALIVE_LIMIT} pages mounted; an unmounted page keeps its tab and starts from its memory`, async () => {
    renderAt('/p1');
    fireEvent.click(screen.getByText('/p1 点击 0'));
    fireEvent.click(screen.getByText('/p1 点击 1'));
    for (let i = 2; i <= KEEP_ALIVE_LIMIT + 1; i++) await go(`/p${i}`);
    expect(document.querySelectorAll('.keep-alive-page')).toHaveLength(KEEP_ALIVE_LIMIT);
    expect(mounted('/p1')).toBe(false);
    expect(tabPaths()).toContain('/p1');
    expect(mounts['/p1']).toBe(1);

    await go('/p1');
    expect(mounts['/p1']).toBe(2);
    expect(screen.getByText('/p1 点击 2')).toBeTruthy();
    // /p2 was the least recently shown: it made room for /p1.
    expect(mounted('/p2')).toBe(false);
    expect(document.querySelectorAll('.keep-alive-page')).toHaveLength(KEEP_ALIVE_LIMIT);
  });

  it('a page within the limit stays mounted across tab switches (no remount)', async () => {
    renderAt('/p1');
    for (let i = 2; i <= KEEP_ALIVE_LIMIT; i++) await go(`/p${i}`);
    await go('/p1');
    expect(mounts['/p1']).toBe(1);
  });

  it('刷新 and closing a tab start the page afresh', async () => {
    renderAt('/p1');
    fireEvent.click(screen.getByText('/p1 点击 0'));
    await go('/p2');
    await act(async () => refreshTab('/p1'));
    await go('/p1');
    expect(screen.getByText('/p1 点击 0')).toBeTruthy();

    fireEvent.click(screen.getByText('/p1 点击 0'));
    await go('/p2');
    await act(async () => void closeTab('/p1', '/p2'));
    expect(mounted('/p1')).toBe(false);
    await go('/p1');
    expect(screen.getByText('/p1 点击 0')).toBeTruthy();
  });
});
