// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportViewShown, resetViewShown } from '../app/viewShown';

import { ALARM_FLAG_KEY } from '../auth/logout';
import { envelope, installHttpDoubles, type Reply } from '../testing/httpDoubles';
import { renderInShell } from '../testing/renderInShell';
import { ALL_TOP_BAR_CODES, setSession } from '../testing/topBarSession';
import { REMINDER_INTERVAL_MS, WarningBanner } from './WarningBanner';

const REMINDS = '/api/user/v2/api/reminds';
let http: ReturnType<typeof installHttpDoubles>;
const serveReminds = (reply: Reply) => http.serve({ [REMINDS]: reply });
const remindLoads = () => http.paths().filter((p) => p === REMINDS).length;

const REMINDERS = [
  '平台授权将于30天后到期，请及时联系服务商续期',
  '您有3笔退款申请等待审核，请尽快处理',
  '上月对账单已生成，请于每月5日前完成核对确认',
];

beforeEach(() => {
  vi.useFakeTimers();
  // The page opened has shown its data: secondary loads go at once.
  resetViewShown();
  reportViewShown({ area: 'sysBulletin', view: 'list', kind: 'list', rows: 3 });
  setSession();
  http = installHttpDoubles();
  serveReminds(() => envelope('200', REMINDERS));
});
afterEach(() => {
  vi.useRealTimers();
  resetViewShown();
});

/** Renders the banner at `route` and lets the reminders arrive. */
async function renderBanner(route = '/index') {
  const view = renderInShell(<WarningBanner />, route);
  await act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
  return view;
}
const text = () => screen.queryByRole('alert', { name: '提醒' })?.textContent ?? null;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('warning banner', () => {
  it('is 7000 ms per reminder (spec §9)', () => {
    expect(REMINDER_INTERVAL_MS).toBe(7000);
  });

  it('shows the first reminder, moves on every 7 s (not before) and wraps around', async () => {
    await renderBanner();
    expect(text()).toBe(REMINDERS[0]);
    advance(6999);
    expect(text()).toBe(REMINDERS[0]);
    advance(1);
    expect(text()).toBe(REMINDERS[1]);
    advance(7000);
    expect(text()).toBe(REMINDERS[2]);
    advance(7000);
    expect(text()).toBe(REMINDERS[0]);
    expect(remindLoads()).toBe(1);
    expect(http.calls[0].init.method).toBe('GET');
  });

  it('closing hides it, sets the alarmFlag and it stays closed on the next mount', async () => {
    const { unmount } = await renderBanner();
    fireEvent.click(screen.getByRole('button', { name: '关闭提醒' }));
    expect(text()).toBeNull();
    expect(localStorage.getItem(ALARM_FLAG_KEY)).toBe('1');
    unmount();
    http.calls.length = 0;
    await renderBanner();
    expect(text()).toBeNull();
    expect(remindLoads()).toBe(0);
  });

  it('after logout cleared the flag it shows again', async () => {
    localStorage.setItem(ALARM_FLAG_KEY, '1');
    const { unmount } = await renderBanner();
    expect(text()).toBeNull();
    unmount();
    localStorage.removeItem(ALARM_FLAG_KEY);
    await renderBanner();
    expect(text()).toBe(REMINDERS[0]);
  });

  it.each(['/down', '/downBigFile'])('is not shown on the download page %s', async (route) => {
    await renderBanner(route);
    expect(text()).toBeNull();
    expect(remindLoads()).toBe(0);
  });

  it('needs platformType 1', async () => {
    setSession({ platformType: 2 });
    await renderBanner();
    expect(text()).toBeNull();
    expect(remindLoads()).toBe(0);
  });

  it('needs the 告警横幅 code TBAL10000010', async () => {
    setSession({ codes: ALL_TOP_BAR_CODES.filter((c) => c !== 'TBAL10000010') });
    await renderBanner();
    expect(text()).toBeNull();
    expect(remindLoads()).toBe(0);
  });

  it('a single reminder stays; no reminders or a failed call show nothing', async () => {
    serveReminds(() => envelope('200', ['仅此一条']));
    const first = await renderBanner();
    advance(21000);
    expect(text()).toBe('仅此一条');
    first.unmount();
    serveReminds(() => envelope('200', []));
    const second = await renderBanner();
    expect(text()).toBeNull();
    second.unmount();
    serveReminds(() => envelope('0x1', null, '网关超时'));
    http.calls.length = 0;
    await renderBanner();
    expect(remindLoads()).toBe(1);
    expect(text()).toBeNull();
  });
});
