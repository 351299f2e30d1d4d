// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { envelope, installHttpDoubles } from '../testing/httpDoubles';
import { userStore } from '../stores/userStore';
import { AnnouncementBar } from './AnnouncementBar';
import { reportViewShown, resetViewShown, SECONDARY_LOAD_WAIT_MS } from '../app/viewShown';

const BAR = '/api/publicity/v2/api/bulletinInfo/dealerBulletinInfos';
let http: ReturnType<typeof installHttpDoubles>;
const barLoads = () => http.paths().filter((p) => p === BAR).length;

const bulletins = [
  { bulletinId: 11, title: '春节期间停车收费标准调整通知' },
  { bulletinId: 12, title: '系统将于周六凌晨维护' },
  { bulletinId: 13, title: '新能源车充电优惠活动' },
];

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function mount() {
  return render(
    <MemoryRouter initialEntries={['/index']}>
      <AnnouncementBar />
      <Where />
    </MemoryRouter>,
  );
}

/** Lets the scripted answers travel through the HTTP client (a few promise turns). */
const flush = () =>
  act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });

describe('announcement bar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.setItem('platformType', '1');
    userStore.reset();
    http = installHttpDoubles();
    http.serve({ [BAR]: () => envelope('200', { results: bulletins, totalRecord: 3 }) });
    // The page opened has shown its data: the bar loads at once.
    resetViewShown();
    reportViewShown({ area: 'sysBulletin', view: 'list', kind: 'list', rows: 3 });
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    resetViewShown();
  });

  it('waits until the page opened has shown its data before it loads', async () => {
    resetViewShown();
    mount();
    await flush();
    expect(barLoads()).toBe(0);
    act(() => reportViewShown({ area: 'parkingOrder', view: 'list', kind: 'list', rows: 10 }));
    await flush();
    expect(barLoads()).toBe(1);
    expect(screen.getByText(bulletins[0].title)).toBeTruthy();
  });

  it(`loads after ${SECONDARY_LOAD_WAIT_MS} ms when no view reports its data (a hand-written page)`, async () => {
    resetViewShown();
    mount();
    act(() => vi.advanceTimersByTime(SECONDARY_LOAD_WAIT_MS - 1));
    await flush();
    expect(barLoads()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    await flush();
    expect(barLoads()).toBe(1);
  });

  it('rotates every 5000 ms and wraps around', async () => {
    mount();
    await flush();
    expect(screen.getByText(bulletins[0].title)).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText(bulletins[0].title)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(bulletins[1].title)).toBeTruthy();
    act(() => vi.advanceTimersByTime(10000));
    expect(screen.getByText(bulletins[0].title)).toBeTruthy();
  });

  it('pauses on hover and resumes on leave', async () => {
    mount();
    await flush();
    const bar = screen.getByRole('marquee');
    fireEvent.mouseEnter(bar);
    act(() => vi.advanceTimersByTime(20000));
    expect(screen.getByText(bulletins[0].title)).toBeTruthy();
    fireEvent.mouseLeave(bar);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText(bulletins[1].title)).toBeTruthy();
  });

  it('fetches once at start and once more after 300000 ms', async () => {
    mount();
    await flush();
    expect(barLoads()).toBe(1);
    const [first] = http.calls;
    expect(first.init.method).toBe('GET');
    expect(Object.fromEntries(new URL(first.url, 'http://console').searchParams)).toEqual({
      pageNo: '1',
      pageSize: '20',
      category: '2',
      bulletinStatus: '3',
    });
    act(() => vi.advanceTimersByTime(299999));
    expect(barLoads()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(barLoads()).toBe(2);
    act(() => vi.advanceTimersByTime(600000));
    expect(barLoads()).toBe(2);
  });

  it('opens the detail only when the menu holds 全部公告', async () => {
    const view = mount();
    await flush();
    expect(screen.queryByRole('button', { name: bulletins[0].title })).toBeNull();
    view.unmount();
    act(() =>
      userStore.set({
        menus: [
          {
            id: '1',
            parentId: '0',
            path: '/sysBulletin',
            component: 'Layout',
            name: '系统公告',
            hidden: false,
            children: [{ id: '2', parentId: '1', path: 'list', component: 'sysBulletin/list', name: '全部公告', hidden: false }],
          },
        ],
      }),
    );
    mount();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: bulletins[0].title }));
    expect(screen.getByTestId('where').textContent).toBe('/sysBulletin/detail?id=11');
  });

  it('is absent for platformType 2 and when the call fails', async () => {
    localStorage.setItem('platformType', '2');
    const a = mount();
    await flush();
    expect(screen.queryByRole('marquee')).toBeNull();
    expect(http.calls).toEqual([]);
    a.unmount();
    localStorage.setItem('platformType', '1');
    http.serve({ [BAR]: () => envelope('0x1', null, 'x') });
    mount();
    await flush();
    expect(barLoads()).toBe(1);
    expect(screen.queryByRole('marquee')).toBeNull();
    expect(http.toasts).toEqual([]);
  });
});
